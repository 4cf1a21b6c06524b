/**
 * Rendering a lazy module (lazy-module.ts) as a part that fails alone: the create-event modal,
 * the mobile menu, the search takeover. A chunk that fails to load, or a part that throws while
 * rendering, takes out that part alone and never the header around it.
 *
 * `LazyPart` shows nothing while the code loads, the part once it is in, and its `fallback` after a
 * failure; it tells its owner once per failure through `onError` (so the action still happens: a full
 * navigation, plain links), after the commit. Mounting it asks for the code unless the last load failed:
 * the owner's next intent (`code.load()` from the press that shows the part again) tries again.
 * `LazyPartBoundary` is its error boundary, also used around the stand-ins' loaded components.
 */
import { Component, useEffect, useRef, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { LOG_PREFIX } from '../config/constants';
import { useLazyFailure, useLazyModule, type LazyFailure, type LazyModule } from './lazy-module';
import { useLatestRef } from './use-latest-ref';

/** Props of a lazy part besides the part's own. */
export interface LazyPartOptions<P> {
  /** The part's code, a module-level `createLazyModule` of its component. */
  code: LazyModule<ComponentType<P>>;
  /** Rendered instead of the part after it failed to load or to render; nothing by default. */
  fallback?: ReactNode;
  /** Called once per failure, with the error, so the owner can still do the job another way. */
  onError?: (error: unknown) => void;
}

export interface LazyPartBoundaryProps {
  /** Names the part in the console error, e.g. "the location picker". */
  name: string;
  fallback: ReactNode;
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Catches render errors thrown by a part, shows its fallback and tells the owner. */
export class LazyPartBoundary extends Component<LazyPartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // eslint-disable-next-line no-console -- the host team must see which part went missing and why
    console.error(`${LOG_PREFIX} ${this.props.name} failed to render:`, error, info.componentStack);
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A lazy module's component with its own props, shown as a part that fails alone (see above). */
export function LazyPart<P extends object>({ code, fallback = null, onError, ...props }: LazyPartOptions<P> & P) {
  const Loaded = useLazyModule(code);
  const failure = useLazyFailure(code);
  const onErrorRef = useLatestRef(onError);
  const report = (error: unknown) => onErrorRef.current?.(error);
  useEffect(() => {
    if (!code.failure()) void code.load();
  }, [code]);
  // Each failure is reported once, after the commit (StrictMode's second effect run included), since the
  // owner's reaction may navigate away.
  const reported = useRef<LazyFailure>(undefined);
  useEffect(() => {
    if (!failure || reported.current === failure) return;
    reported.current = failure;
    onErrorRef.current?.(failure.error);
  }, [failure, onErrorRef]);
  if (failure) return fallback;
  if (!Loaded) return null;
  return (
    <LazyPartBoundary name={code.name} fallback={fallback} onError={report}>
      {/* The loaded part is the module's one value, the same on every render: never remounted. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Loaded {...(props as unknown as P)} />
    </LazyPartBoundary>
  );
}
