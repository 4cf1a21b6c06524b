/**
 * Where the remote header goes. The slot reserves the header's height from the first paint
 * (HEADER_HEIGHT_* per layout, in the page's CSS), loads `globalHeader/Header` at runtime, and shows the fallback header when the
 * load fails, takes longer than REMOTE_LOAD_TIMEOUT_MS, or the remote throws while rendering.
 *
 * When the server already rendered the header (`server`): the slot loads the same remote
 * module, hydrates the server's markup in place with the props the server rendered, then keeps it
 * up to date with the page's props; if the remote cannot be loaded the server markup gives way to
 * the fallback header. When the server sent its fallback header instead, that one stays until the
 * browser has the remote header (or its own fallback) to show, so nothing moves meanwhile.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { REMOTE_LOAD_TIMEOUT_MS, type Environment } from '../../../src/config';
import type { HeaderProps } from '../../../src/props';
import { describeError, importHeader, type HeaderComponent } from '../../common/load-remote';
import { FallbackHeader } from '@global-header/host-kit/react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import type { RemoteStatus } from './remote-status';
import type { ServerHeader } from '@global-header/host-kit';

export interface HeaderSlotProps {
  manifestUrl: string;
  headerProps: HeaderProps & { environment: Environment };
  onStatus: (status: RemoteStatus) => void;
  /** Bump to retry after a failure. */
  attempt: number;
  /** What the server rendered in the page for the header, if anything. */
  server?: ServerHeader;
}

/** Tells when React has hydrated (effects run after the hydration commit): the root takes updates from then on. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** Hydrates the server-rendered header and then renders the page's props into it. */
function useHydratedServerHeader(
  server: ServerHeader | undefined,
  manifestUrl: string,
  headerProps: HeaderSlotProps['headerProps'],
  onStatus: HeaderSlotProps['onStatus'],
): 'hydrating' | 'hydrated' | 'failed' | 'none' {
  const [phase, setPhase] = useState<'hydrating' | 'hydrated' | 'failed'>('hydrating');
  const root = useRef<{ root: Root; Header: HeaderComponent } | null>(null);
  const serverHeader = server?.kind === 'header' ? server : undefined;
  const onHydrated = useCallback(() => setPhase((current) => (current === 'hydrating' ? 'hydrated' : current)), []);
  const onRenderError = useCallback(
    (error: unknown) => onStatus({ kind: 'render-error', manifestUrl, reason: describeError(error) }),
    [onStatus, manifestUrl],
  );

  useEffect(() => {
    const element = serverHeader?.element;
    if (!serverHeader || !element) return;
    let cancelled = false;
    const started = performance.now();
    onStatus({ kind: 'loading', manifestUrl });
    const timer = setTimeout(() => {
      if (cancelled || root.current) return;
      cancelled = true;
      element.remove();
      setPhase('failed');
      onStatus({ kind: 'failed', manifestUrl, reason: `no response within ${REMOTE_LOAD_TIMEOUT_MS} ms` });
    }, REMOTE_LOAD_TIMEOUT_MS);
    importHeader(manifestUrl).then(
      (Header) => {
        if (cancelled) return;
        clearTimeout(timer);
        // The very props the server rendered: the markup matches, React adopts it without a change.
        const hydrated = hydrateRoot(
          element,
          <RemoteErrorBoundary fallback={null} onError={onRenderError}>
            <Hydrated onHydrated={onHydrated}>
              <Header {...serverHeader.props} />
            </Hydrated>
          </RemoteErrorBoundary>,
        );
        root.current = { root: hydrated, Header };
        onStatus({ kind: 'ready', manifestUrl, ms: Math.round(performance.now() - started), late: false });
      },
      (error: unknown) => {
        if (cancelled) return;
        clearTimeout(timer);
        element.remove();
        setPhase('failed');
        onStatus({ kind: 'failed', manifestUrl, reason: describeError(error) });
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      const current = root.current;
      root.current = null;
      // Unmounting a root while React renders is not allowed: after this commit.
      if (current) queueMicrotask(() => current.root.unmount());
    };
  }, [serverHeader, manifestUrl, onStatus, onHydrated, onRenderError]);

  // After hydration, the page's own props (navigate, analytics, saved count...) go in as updates.
  useEffect(() => {
    const current = root.current;
    if (phase !== 'hydrated' || !current) return;
    const { Header } = current;
    current.root.render(
      <RemoteErrorBoundary fallback={null} onError={onRenderError}>
        <Hydrated onHydrated={onHydrated}>
          <Header {...headerProps} />
        </Hydrated>
      </RemoteErrorBoundary>,
    );
  }, [phase, headerProps, onHydrated, onRenderError]);

  return serverHeader ? phase : 'none';
}

type SlotState =
  { kind: 'loading' } | { kind: 'timed-out' } | { kind: 'failed' } | { kind: 'ready'; Header: HeaderComponent };

/** A state belongs to one load (URL + attempt); a new load starts as loading without a reset. */
type KeyedSlotState = SlotState & { key: string };

export function HeaderSlot({ manifestUrl, headerProps, onStatus, attempt, server }: HeaderSlotProps) {
  const hydration = useHydratedServerHeader(server, manifestUrl, headerProps, onStatus);
  // The slot loads the remote itself unless it hydrates the server's header (until that failed).
  const loadsItself = hydration === 'none' || hydration === 'failed';
  const loadKey = `${attempt}:${manifestUrl}`;
  const [keyed, setKeyed] = useState<KeyedSlotState>({ kind: 'loading', key: loadKey });
  const state: SlotState = keyed.key === loadKey ? keyed : { kind: 'loading' };

  useEffect(() => {
    if (!loadsItself) return;
    let cancelled = false;
    let timedOut = false;
    const started = performance.now();
    const setState = (next: SlotState) => setKeyed({ ...next, key: loadKey });
    onStatus({ kind: 'loading', manifestUrl });
    const timer = setTimeout(() => {
      if (cancelled) return;
      timedOut = true;
      setState({ kind: 'timed-out' });
      onStatus({ kind: 'failed', manifestUrl, reason: `no response within ${REMOTE_LOAD_TIMEOUT_MS} ms` });
    }, REMOTE_LOAD_TIMEOUT_MS);
    importHeader(manifestUrl, attempt > 0).then(
      (Header) => {
        if (cancelled) return;
        clearTimeout(timer);
        // A late remote still replaces the fallback: both have the same height, so nothing moves.
        setState({ kind: 'ready', Header });
        onStatus({ kind: 'ready', manifestUrl, ms: Math.round(performance.now() - started), late: timedOut });
      },
      (error: unknown) => {
        if (cancelled) return;
        clearTimeout(timer);
        setState({ kind: 'failed' });
        onStatus({ kind: 'failed', manifestUrl, reason: describeError(error) });
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [manifestUrl, attempt, loadKey, onStatus, loadsItself]);

  // The server's fallback header gives way in the same frame as what replaces it.
  const serverFallback = server?.kind === 'fallback' ? server : undefined;
  const showsSomething = state.kind !== 'loading';
  useLayoutEffect(() => {
    if (showsSomething) serverFallback?.element?.remove();
  }, [showsSomething, serverFallback]);

  if (!loadsItself) return null;
  // Meanwhile the server's fallback header is the header (and holds the room).
  if (state.kind === 'loading' && serverFallback) return null;

  const fallback = (
    <FallbackHeader
      environment={headerProps.environment}
      mainContentId={headerProps.mainContentId ?? 'main-content'}
      messages={headerProps.messages}
    />
  );

  return (
    // The page's CSS holds the header's room per layout (.header-slot), as the header picks its layout.
    <div className="header-slot">
      {state.kind === 'ready' ? (
        <RemoteErrorBoundary
          key={attempt}
          fallback={fallback}
          onError={(error) => onStatus({ kind: 'render-error', manifestUrl, reason: describeError(error) })}
        >
          <state.Header {...headerProps} />
        </RemoteErrorBoundary>
      ) : state.kind === 'loading' ? null : (
        fallback
      )}
    </div>
  );
}
