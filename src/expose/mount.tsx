/**
 * `globalHeader/mount`: embed the header in a page that is not a React app.
 *
 *   const { update, unmount } = mount(document.getElementById('header'), props);
 *
 * React comes from the MF share scope (the host's singleton if it has one, else the remote's).
 */
import { createRoot, type Root } from 'react-dom/client';
import type { HeaderProps } from '../config/types';
import { Header } from './header';

export type { HeaderProps } from '../config/types';

export interface MountedHeader {
  /** Re-render with new props (replaces the previous props). */
  update(props: HeaderProps): void;
  /** Remove the header and release its React root. Safe to call twice. */
  unmount(): void;
}

export function mount(element: Element, props: HeaderProps = {}): MountedHeader {
  if (!element || typeof (element as Element).appendChild !== 'function') {
    throw new TypeError('[global-header] mount(element, props): element must be a DOM element.');
  }
  let root: Root | null = createRoot(element);
  root.render(<Header {...props} />);
  return {
    update(next) {
      if (!root) {
        // eslint-disable-next-line no-console -- a host bug worth a visible message, not a throw
        console.error('[global-header] update() called after unmount(); ignored.');
        return;
      }
      root.render(<Header {...next} />);
    },
    unmount() {
      root?.unmount();
      root = null;
    },
  };
}

export default mount;
