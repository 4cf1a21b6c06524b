/**
 * Where the remote header goes. The slot reserves the header's height from the first paint
 * (HEADER_HEIGHT_*), loads `globalHeader/Header` at runtime, and shows the fallback header when the
 * load fails, takes longer than REMOTE_LOAD_TIMEOUT_MS, or the remote throws while rendering.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  BREAKPOINTS,
  HEADER_HEIGHT_DESKTOP,
  HEADER_HEIGHT_MOBILE,
  REMOTE_LOAD_TIMEOUT_MS,
  type Environment,
  type HeaderProps,
} from '../../../src/config';
import { describeError, importHeader, type HeaderComponent } from '../remote/load-remote';
import { FallbackHeader } from './fallback-header';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemoteStatus } from './remote-status';

// The header switches to its mobile layout (and height) below the lg breakpoint, or when the host
// says isMobile; the slot follows the same rule so the reserved room always matches.
const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.lg - 1}px)`;

function useMatchMedia(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export interface HeaderSlotProps {
  remoteUrl: string;
  headerProps: HeaderProps & { environment: Environment };
  onStatus: (status: RemoteStatus) => void;
  /** Bump to retry after a failure. */
  attempt: number;
}

type SlotState =
  { kind: 'loading' } | { kind: 'timed-out' } | { kind: 'failed' } | { kind: 'ready'; Header: HeaderComponent };

/** A state belongs to one load (URL + attempt); a new load starts as loading without a reset. */
type KeyedSlotState = SlotState & { key: string };

export function HeaderSlot({ remoteUrl, headerProps, onStatus, attempt }: HeaderSlotProps) {
  const loadKey = `${attempt}:${remoteUrl}`;
  const [keyed, setKeyed] = useState<KeyedSlotState>({ kind: 'loading', key: loadKey });
  const state: SlotState = keyed.key === loadKey ? keyed : { kind: 'loading' };
  const narrow = useMatchMedia(MOBILE_QUERY);
  const height = narrow || headerProps.environment.isMobile ? HEADER_HEIGHT_MOBILE : HEADER_HEIGHT_DESKTOP;

  useEffect(() => {
    let cancelled = false;
    let timedOut = false;
    const started = performance.now();
    const setState = (next: SlotState) => setKeyed({ ...next, key: loadKey });
    onStatus({ kind: 'loading', remoteUrl });
    const timer = setTimeout(() => {
      if (cancelled) return;
      timedOut = true;
      setState({ kind: 'timed-out' });
      onStatus({ kind: 'failed', remoteUrl, reason: `no response within ${REMOTE_LOAD_TIMEOUT_MS} ms` });
    }, REMOTE_LOAD_TIMEOUT_MS);
    importHeader(remoteUrl, attempt > 0).then(
      (Header) => {
        if (cancelled) return;
        clearTimeout(timer);
        // A late remote still replaces the fallback: both have the same height, so nothing moves.
        setState({ kind: 'ready', Header });
        onStatus({ kind: 'ready', remoteUrl, ms: Math.round(performance.now() - started), late: timedOut });
      },
      (error: unknown) => {
        if (cancelled) return;
        clearTimeout(timer);
        setState({ kind: 'failed' });
        onStatus({ kind: 'failed', remoteUrl, reason: describeError(error) });
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [remoteUrl, attempt, loadKey, onStatus]);

  const fallback = (
    <FallbackHeader
      environment={headerProps.environment}
      height={height}
      mainContentId={headerProps.mainContentId ?? 'main-content'}
    />
  );

  return (
    <div className="header-slot" style={{ minHeight: height }}>
      {state.kind === 'ready' ? (
        <RemoteErrorBoundary
          key={attempt}
          fallback={fallback}
          onError={(error) => onStatus({ kind: 'render-error', remoteUrl, reason: describeError(error) })}
        >
          <state.Header {...headerProps} />
        </RemoteErrorBoundary>
      ) : state.kind === 'loading' ? null : (
        fallback
      )}
    </div>
  );
}
