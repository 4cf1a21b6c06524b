/**
 * Lazy parts: code that loads on first use (the create-event modal, the mobile menu, the search and
 * location dropdowns), each behind its own error boundary, so a chunk that fails to load, or a part
 * that throws while rendering, takes out that part alone and never the header around it.
 *
 * On a failure the part renders its `fallback`, tells its owner through `onError` (so the action
 * still happens: a full navigation, plain links), and logs one console error naming it. The owner calls
 * `retry()` from the next interaction that shows the part: React.lazy caches its promise, rejected
 * ones included, so a retry needs a fresh lazy component, and webpack loads a chunk again after a
 * failed attempt.
 */
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
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

/** What a lazy attempt resolves to: the part, or a stand-in that renders the fallback. */
interface AttemptProps<P> {
  partProps: P;
  fallback: ReactNode;
  onError: (error: unknown) => void;
}

interface Attempt<P> {
  id: number;
  Part: LazyExoticComponent<ComponentType<AttemptProps<P>>>;
  failed: boolean;
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
  const listeners = new Set<() => void>();

  const start = (id: number): Attempt<P> => {
    const attempt: Attempt<P> = {
      id,
      failed: false,
      // The import failure is turned into a stand-in module rather than thrown to the boundary:
      // React logs every error a boundary catches, and the host should read one message, ours.
      Part: lazy(async () => {
        try {
          const { default: Loaded } = await load();
          return { default: ({ partProps }: AttemptProps<P>) => <Loaded {...partProps} /> };
        } catch (error) {
          attempt.failed = true;
          // eslint-disable-next-line no-console -- the host team must see which part went missing and why
          console.error(`[global-header] ${name} failed to load:`, error);
          return {
            default: ({ fallback, onError }: AttemptProps<P>) => (
              <FailedPart error={error} fallback={fallback} onError={onError} />
            ),
          };
        }
      }),
    };
    return attempt;
  };

  let current = start(0);
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const getSnapshot = () => current;
  const markFailed = (attempt: Attempt<P>) => {
    attempt.failed = true;
  };

  function LazyPartView({ fallback = null, onError, ...rest }: P & LazyPartProps) {
    const attempt = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
    const onErrorRef = useLatestRef(onError);
    const report = (error: unknown) => onErrorRef.current?.(error);
    const partProps = rest as unknown as P;
    return (
      // A fresh boundary per attempt: a retry starts without the previous error.
      <LazyPartBoundary
        key={attempt.id}
        name={name}
        fallback={fallback}
        onError={(error) => {
          markFailed(attempt);
          report(error);
        }}
      >
        <Suspense fallback={null}>
          <attempt.Part partProps={partProps} fallback={fallback} onError={report} />
        </Suspense>
      </LazyPartBoundary>
    );
  }

  const part = LazyPartView as LazyPart<P>;
  part.displayName = `LazyPart(${name})`;
  part.retry = () => {
    if (!current.failed) return;
    current = start(current.id + 1);
    listeners.forEach((listener) => listener());
  };
  return part;
}
