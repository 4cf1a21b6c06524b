/** The `{ update, unmount }` handle every mount function returns, and one that waits for a module. */
import { LOG_PREFIX } from '../config/constants';

export interface Mounted<TProps> {
  /** Re-render with new props (replaces the previous props). */
  update(props: TProps): void;
  /** Remove it and release its React root. Safe to call twice. */
  unmount(): void;
}

export type MountFn<TProps> = (element: Element, props: TProps) => Mounted<TProps>;

export function reportUpdateAfterUnmount(call: string): void {
  // eslint-disable-next-line no-console -- a host bug worth a visible message, not a throw
  console.error(`${LOG_PREFIX} ${call}(): update() called after unmount(); ignored.`);
}

/**
 * Mount through a mount function that is still loading (a root's React, the remote's own React):
 * the handle works at once. Updates before the load keep only the latest props; an unmount before it
 * means nothing is ever mounted; a failed load is logged once and leaves the element as it was.
 */
export function mountWhenLoaded<TProps>(
  load: () => Promise<MountFn<TProps>>,
  element: Element,
  props: TProps,
  call: string,
): Mounted<TProps> {
  let latest = props;
  let mounted: Mounted<TProps> | null = null;
  let unmounted = false;
  load().then(
    (mountFn) => {
      if (!unmounted) mounted = mountFn(element, latest);
    },
    (error: unknown) => {
      // eslint-disable-next-line no-console -- the host team must see why nothing appeared
      if (!unmounted) console.error(`${LOG_PREFIX} ${call}(): could not load what it renders with:`, error);
    },
  );
  return {
    update(next) {
      if (unmounted) return reportUpdateAfterUnmount(call);
      latest = next;
      mounted?.update(next);
    },
    unmount() {
      if (unmounted) return;
      unmounted = true;
      mounted?.unmount();
      mounted = null;
    },
  };
}
