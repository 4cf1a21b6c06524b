/**
 * Lazy parts: code that loads on first use (the create-event modal, the mobile menu, the search
 * takeover, the full search bar), each behind its own error boundary, so a chunk that fails to load,
 * or a part that throws while rendering, takes out that part alone and never the header around it.
 *
 * On a failure the part renders its `fallback`, tells its owner through `onError` (so the action
 * still happens: a full navigation, plain links), and logs one console error naming it. The owner calls
 * `retry()` from the next interaction that shows the part; webpack loads a chunk again after a failed
 * attempt.
 *
 * One loading mechanism for every lazy piece of the header: a part's code is a `createLazyModule`
 * (lazy-module.ts), loaded once per page whoever asks first; a part adds the rendering around it
 * (nothing while loading, the fallback after a failure, the boundary). Pieces that need a working
 * stand-in while they load (the location picker's field, the menus' triggers) use the module directly.
 */
import {
  Component,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { createLazyModule, useLazyModule } from './lazy-module';
import { useLatestRef } from './use-latest-ref';

export interface LazyPartOptions<P> {
  /** Names the part in console errors, e.g. "the create-event modal". */
  name: string;
  /** The dynamic import of the part's module (its default export is the part). */
  load: () => Promise<{ default: ComponentType<P> }>;
}

/** Props of a lazy part besides the part's own. */
export interface LazyPartProps {
  /** Rendered instead of the part after it failed to load or to render; nothing by default. */
  fallback?: ReactNode;
  /** Called once per failure, with the error, so the owner can still do the job another way. */
  onError?: (error: unknown) => void;
}

export interface LazyPart<P> {
  (props: P & LazyPartProps): ReactNode;
  /** After a failure, the next render imports the part afresh; does nothing otherwise. */
  retry(): void;
  displayName?: string;
}

/** One try at showing the part, and its import failure if any. */
interface Attempt {
  id: number;
  loadError?: { value: unknown };
}

/**
 * Stands in for a part whose import failed. The failure is reported from an effect, after the
 * commit, and once per mount (StrictMode's second effect run included), since the owner's reaction
 * may navigate away.
 */
function FailedPart({
  error,
  fallback,
  onError,
}: {
  error: unknown;
  fallback: ReactNode;
  onError: (error: unknown) => void;
}) {
  const reported = useRef(false);
  const onErrorRef = useLatestRef(onError);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    onErrorRef.current(error);
  }, [error, onErrorRef]);
  return fallback;
}

export interface LazyPartBoundaryProps {
  /** Names the part in the console error, e.g. "the location picker". */
  name: string;
  fallback: ReactNode;
  onError: (error: unknown) => void;
  children: ReactNode;
}

/**
 * Catches render errors thrown by a part, shows its fallback and tells the owner (import failures
 * of createLazyPart never get here: see there). Also wraps the full component of a lazy module.
 */
export class LazyPartBoundary extends Component<LazyPartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // eslint-disable-next-line no-console -- the host team must see which part went missing and why
    console.error(`[global-header] ${this.props.name} failed to render:`, error, info.componentStack);
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Creates a lazily loaded part; call it at module level, once per part. */
export function createLazyPart<P extends object>({ name, load }: LazyPartOptions<P>): LazyPart<P> {
  const code = createLazyModule(() =>
    load().then(
      (module) => module.default,
      (error: unknown) => {
        // eslint-disable-next-line no-console -- the host team must see which part went missing and why
        console.error(`[global-header] ${name} failed to load:`, error);
        throw error;
      },
    ),
  );
  let attempt: Attempt = { id: 0 };
  /** The attempts whose part threw while rendering. */
  const renderFailures = new Set<number>();
  const listeners = new Set<() => void>();
  const setAttempt = (next: Attempt) => {
    attempt = next;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getAttempt = () => attempt;

  function LazyPartView({ fallback = null, onError, ...rest }: P & LazyPartProps) {
    const Loaded = useLazyModule(code);
    const current = useSyncExternalStore(subscribe, getAttempt, getAttempt);
    const onErrorRef = useLatestRef(onError);
    const report = (error: unknown) => onErrorRef.current?.(error);
    // Each attempt imports once (a re-render is not a new attempt; every view on the page shares it).
    useEffect(() => {
      if (current.loadError) return;
      code.load().catch((error: unknown) => {
        if (attempt === current) setAttempt({ id: current.id, loadError: { value: error } });
      });
    }, [current]);
    if (current.loadError) {
      // Keyed by attempt: each failed attempt reports once.
      return <FailedPart key={current.id} error={current.loadError.value} fallback={fallback} onError={report} />;
    }
    if (!Loaded) return null;
    return (
      // A fresh boundary per attempt: a retry starts without the previous error.
      <LazyPartBoundary
        key={current.id}
        name={name}
        fallback={fallback}
        onError={(error) => {
          renderFailures.add(current.id);
          report(error);
        }}
      >
        {/* The loaded part is the module's one value, the same on every render: never remounted. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Loaded {...(rest as unknown as P)} />
      </LazyPartBoundary>
    );
  }

  const part = LazyPartView as LazyPart<P>;
  part.displayName = `LazyPart(${name})`;
  part.retry = () => {
    if (attempt.loadError || renderFailures.has(attempt.id)) setAttempt({ id: attempt.id + 1 });
  };
  return part;
}
