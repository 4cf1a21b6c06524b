/**
 * Where a React host puts the header. The slot holds the header's height per layout from the first
 * paint (HEADER_SLOT_CSS), loads `globalHeader/Header` in the browser (through a verified federation instance, or
 * the host's own loader), and shows the fallback header when the load fails, is refused, misses `timeoutMs`, or the
 * header throws while rendering (a late header still replaces the fallback: same height, nothing moves).
 *
 * On a server it loads nothing and renders only the reserved box, so a server-rendering framework may import and
 * render it. What a server rendered for the header is adopted in place, in one of three forms:
 * - `serverHtml` (the header's HTML from `@global-header/host-kit/server`, rendered with the same `headerProps`):
 *   the slot renders that markup and, once the remote has loaded, hydrates it;
 * - `serverRendered` (a document React renders whole, `ServerHeaderProvider` around the server render): the slot
 *   writes the header's HTML, styles and props into the page once, and reads them back in the browser;
 * - `server` (`readServerHeader()`: the page's own element the server's page header wrote): the remote header is
 *   hydrated in that element with the props the server rendered; the server's fallback header stays there until
 *   the slot has the header, or its own fallback, to show.
 * Either way the page's later props then go in as updates.
 */
import * as React from 'react';
import {
  Component,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import * as ReactDOM from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { REMOTE_LOAD_TIMEOUT_MS } from '../../../src/config';
import type { PinnedKey } from '../../../src/federation';
import type { HeaderProps } from 'globalHeader/Header';
import { FallbackHeader } from './fallback-header';
import { createHeaderFederation, type HeaderComponent, type HeaderFederation } from './federation';
import type { ServerHeader } from './server-header';
import { HEADER_SLOT_CLASS, HEADER_SLOT_CSS } from './slot-css';
import { serializeForScript } from '../../../src/head';
import {
  SERVER_HEADER_ELEMENT_ID,
  SERVER_HEADER_PROPS_ID,
  SERVER_HEADER_STYLES_ID,
  type ServerRenderedHeader,
} from './server-header';

/**
 * What gives the slot the Header component: a `createHeaderFederation` instance, or a host's own way to load it
 * (a bundler plugin's static remote, the runtime API...), which then does its own checks.
 */
export interface HeaderLoader {
  /** `globalHeader/Header`'s component; rejects when it cannot be had. `locale` is the page's, for its catalogue. */
  loadHeader(options?: { locale?: unknown }): Promise<HeaderComponent>;
}

/** What the slot is doing, for a host that shows it (a status line, a retry button, its own logs). */
export type HeaderSlotStatus =
  | { kind: 'loading' }
  /** `late`: after `timeoutMs`, so the fallback showed first. */
  | { kind: 'ready'; ms: number; late: boolean }
  | { kind: 'failed'; error: unknown; timedOut: boolean }
  | { kind: 'render-error'; error: unknown };

export interface HeaderSlotProps {
  /** The instance to load the header from (`createHeaderFederation` with `sharedReact()`) or another loader, or: */
  federation?: HeaderLoader;
  /** The remote's manifest URL: the slot makes one instance per URL, sharing this page's React (`sharedReact()`). */
  manifestUrl?: string;
  /** With `manifestUrl`: the keys its release records must be signed with (default: the kit's built-in keys). */
  publicKeys?: readonly PinnedKey[];
  /** With `manifestUrl`: the lowest release accepted, the one the host was built against (docs/releases.md). */
  minimumVersion?: number;
  /** The Header's props (docs/props.md). */
  headerProps?: HeaderProps;
  /** The header's HTML a server rendered with these props (`renderHeader` / `RemoteHeader.render`'s `html`). */
  serverHtml?: string;
  /**
   * The header the server rendered for this document (`renderServerHeader` given to `ServerHeaderProvider` around
   * the server render): on the server the slot writes its HTML, styles and props into the page once and asks React
   * for its preload links; in the browser it reads them back from the page and hydrates the header with those props
   * (`headerProps` then default to them). Nothing of it goes through a framework's loader data.
   */
  serverRendered?: boolean;
  /** What the server's page header put in the page (`readServerHeader()`; on the server, `renderPageHeader`'s `server`). */
  server?: ServerHeader;
  /** Shown when the header cannot be shown (default: the static fallback header with the core links). */
  fallback?: ReactNode;
  /** How long the header may take before the fallback shows (default REMOTE_LOAD_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Change it (e.g. count up) to load the header again, after a failure. */
  attempt?: number;
  /** The page's Content-Security-Policy nonce, for the slot's `<style>`. */
  nonce?: string;
  /** Told why the header is not shown (a failed or refused load, a render error). */
  onError?: (error: unknown) => void;
  /** Told each step: loading, ready (in how long), failed (why), or a render error. */
  onStatus?: (status: HeaderSlotStatus) => void;
}

/**
 * This page's React and react-dom as the runtime's `shared` option takes them: the header then renders in the
 * page's tree with the page's React (React 18.3 or 19; any other goes through the header's bridge, docs/hosts.md).
 */
export function sharedReact() {
  const shareConfig = { singleton: true, requiredVersion: false } as const;
  return {
    react: { version: React.version, lib: () => React, shareConfig },
    'react-dom': { version: ReactDOM.version, lib: () => ReactDOM, shareConfig },
  };
}

const ServerHeaderContext = createContext<ServerRenderedHeader | undefined>(undefined);

/**
 * Around a React server render (React Router's `entry.server`, a custom server): gives the header `renderServerHeader`
 * made for this request to the HeaderSlot with `serverRendered`. Not in the browser: the slot reads the page there.
 */
export function ServerHeaderProvider({ header, children }: { header: ServerRenderedHeader; children?: ReactNode }) {
  return <ServerHeaderContext.Provider value={header}>{children}</ServerHeaderContext.Provider>;
}

/** A server-rendered header as the slot writes it into the page and reads it back: the same strings both ways. */
interface WrittenHeader {
  html: string;
  styles: string;
  propsJson: string;
  props: HeaderProps;
}

/** The server's header: from the provider on a server, from the page in the browser (before hydration changes it). */
function writtenHeader(provided: ServerRenderedHeader | undefined): WrittenHeader | undefined {
  if (provided) {
    if (provided.kind !== 'header') return undefined;
    // React 19 writes each into <head>, so the browser starts the remote's files before it reads the body. React 18's
    // react-dom has no `preload`: it is read off the module object (a bundler would refuse a missing named import).
    const preload = Reflect.get(ReactDOM, 'preload') as typeof ReactDOM.preload | undefined;
    for (const { href, as, crossOrigin, integrity } of provided.links)
      preload?.(href, {
        as,
        ...(crossOrigin ? { crossOrigin } : {}),
        ...(integrity ? { integrity } : {}),
      });
    const { html, styles, props } = provided;
    return { html, styles, props, propsJson: serializeForScript(props) };
  }
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(SERVER_HEADER_ELEMENT_ID);
  const propsJson = document.getElementById(SERVER_HEADER_PROPS_ID)?.textContent;
  if (element?.dataset.serverHeader !== 'header' || !propsJson) return undefined;
  try {
    const props = JSON.parse(propsJson) as unknown;
    if (!props || typeof props !== 'object') return undefined;
    const styles = document.getElementById(SERVER_HEADER_STYLES_ID)?.innerHTML ?? '';
    return { html: element.innerHTML, styles, propsJson, props: props as HeaderProps };
  } catch {
    // Unreadable props: hydrating with other props would not match; the header loads as without server rendering.
    return undefined;
  }
}

/** One instance per manifest URL for the slots given `manifestUrl`, made on first use in the browser. */
const federations = new Map<string, HeaderFederation>();
function federationFor(manifestUrl: string, publicKeys?: readonly PinnedKey[], minimumVersion?: number) {
  let federation = federations.get(manifestUrl);
  if (!federation) {
    federation = createHeaderFederation({
      manifestUrl,
      shared: sharedReact(),
      ...(publicKeys ? { publicKeys } : {}),
      ...(minimumVersion === undefined ? {} : { minimumVersion }),
    });
    federations.set(manifestUrl, federation);
  }
  return federation;
}

type Phase = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; Header: HeaderComponent };

/** A header that throws while rendering must not take the host page down: it gives way to `fallback`. */
class HeaderBoundary extends Component<
  { fallback: ReactNode; onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Tells when React has adopted the server's markup (effects run after the hydration commit). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return <>{children}</>;
}

/** The latest value, for effects that must not restart when it changes. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** A layout effect in the browser; none on a server (where React 18 would warn about one). */
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export function HeaderSlot({
  federation,
  manifestUrl,
  publicKeys,
  minimumVersion,
  headerProps: givenProps,
  serverHtml: givenHtml,
  serverRendered = false,
  server,
  fallback,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
  attempt = 0,
  nonce,
  onError,
  onStatus,
}: HeaderSlotProps) {
  const provided = useContext(ServerHeaderContext);
  // Read once per slot: the header's root changes the page's markup after hydration.
  const [written] = useState(() => (serverRendered ? writtenHeader(provided) : undefined));
  const [noProps] = useState<HeaderProps>({});
  const headerProps = givenProps ?? written?.props ?? noProps;
  const serverHtml = givenHtml ?? written?.html;
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  // The server's header is gone (it failed, or missed its time): from then on the slot renders the header itself.
  const [serverGone, setServerGone] = useState(false);
  const serverGoneNow = useRef(false);
  const [adopted, setAdopted] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const hydrated = useRef<Root | null>(null);
  const latestProps = useLatest(headerProps);
  const latestOnError = useLatest(onError);
  const latestOnStatus = useLatest(onStatus);
  // Read when the slot makes its instance: a new array each render (`publicKeys={[KEY]}`) starts no new load.
  const latestKeys = useLatest(publicKeys);
  const serverHeader = serverHtml === undefined && server?.kind === 'header' ? server : undefined;
  const serverFallback = server?.kind === 'fallback' ? server : undefined;
  const latestServerHeader = useLatest(serverHeader);
  const hydrates = serverHtml !== undefined || serverHeader !== undefined;
  const fallbackHeader = fallback ?? (
    <FallbackHeader
      environment={headerProps.environment}
      mainContentId={headerProps.mainContentId}
      messages={headerProps.messages}
    />
  );

  const onHydrated = useCallback(() => setAdopted(true), []);
  /** The hydrated header threw: the fallback takes its place. */
  const hydratedFailed = useCallback(
    (error: unknown) => {
      latestOnError.current?.(error);
      latestOnStatus.current?.({ kind: 'render-error', error });
      serverGoneNow.current = true;
      setServerGone(true);
      setPhase({ kind: 'failed' });
    },
    [latestOnError, latestOnStatus],
  );

  // Browser only (effects never run on a server): load the header, or give up after timeoutMs.
  useEffect(() => {
    let cancelled = false;
    let timedOut = false;
    const started = performance.now();
    // A retry after the server's header failed renders the header in the slot itself.
    const hydrating = hydrates && !serverGoneNow.current;
    const fail = (error: unknown, byTimeout: boolean) => {
      if (cancelled) return;
      latestOnError.current?.(error);
      latestOnStatus.current?.({ kind: 'failed', error, timedOut: byTimeout });
      if (hydrating) {
        serverGoneNow.current = true;
        setServerGone(true);
      }
      setPhase((current) => (current.kind === 'ready' && !hydrating ? current : { kind: 'failed' }));
    };
    latestOnStatus.current?.({ kind: 'loading' });
    const timer = setTimeout(() => {
      timedOut = true;
      fail(new Error(`no response within ${timeoutMs} ms`), true);
    }, timeoutMs);
    let loading: Promise<HeaderComponent>;
    try {
      const source =
        federation ?? (manifestUrl ? federationFor(manifestUrl, latestKeys.current, minimumVersion) : undefined);
      if (!source) throw new Error('HeaderSlot needs `federation` or `manifestUrl`');
      loading = source.loadHeader({ locale: latestProps.current.environment?.localeInfo?.locale });
    } catch (error) {
      loading = Promise.reject(error);
    }
    loading.then(
      (Header) => {
        // The server's header that missed its time is gone: a late one is not hydrated into nothing.
        if (cancelled || (hydrating && timedOut)) return;
        clearTimeout(timer);
        const element = hydrating
          ? serverHtml !== undefined
            ? container.current
            : latestServerHeader.current?.element
          : null;
        if (element && !hydrated.current) {
          // The props the server rendered with: React adopts its markup as it is.
          const props = latestServerHeader.current?.props ?? latestProps.current;
          hydrated.current = hydrateRoot(
            element,
            <HeaderBoundary fallback={null} onError={hydratedFailed}>
              <Hydrated onHydrated={onHydrated}>
                <Header {...props} />
              </Hydrated>
            </HeaderBoundary>,
          );
        }
        latestOnStatus.current?.({ kind: 'ready', ms: Math.round(performance.now() - started), late: timedOut });
        setPhase((current) =>
          current.kind === 'ready' && current.Header === Header ? current : { kind: 'ready', Header },
        );
      },
      (error: unknown) => {
        if (hydrating && timedOut) return;
        clearTimeout(timer);
        fail(error, false);
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
      const root = hydrated.current;
      hydrated.current = null;
      // A root is not unmounted while React renders: after this commit.
      if (root) queueMicrotask(() => root.unmount());
    };
  }, [
    federation,
    manifestUrl,
    timeoutMs,
    attempt,
    hydrates,
    serverHtml,
    latestProps,
    latestOnError,
    latestOnStatus,
    latestKeys,
    latestServerHeader,
    minimumVersion,
    hydratedFailed,
    onHydrated,
  ]);

  // The server's header that gave way goes, root and markup, in the commit that shows what replaces it.
  useBrowserLayoutEffect(() => {
    if (!serverGone) return;
    const root = hydrated.current;
    hydrated.current = null;
    if (root) queueMicrotask(() => root.unmount());
    serverHeader?.element?.remove();
  }, [serverGone, serverHeader]);

  // The server's fallback header gives way in the same frame as what replaces it.
  const showsSomething = phase.kind !== 'loading';
  useBrowserLayoutEffect(() => {
    if (showsSomething) serverFallback?.element?.remove();
  }, [showsSomething, serverFallback]);

  // Hydrated: the page's later props go in as updates (the same tree, so React updates what it adopted).
  useEffect(() => {
    const root = hydrated.current;
    if (!root || !adopted || phase.kind !== 'ready') return;
    const { Header } = phase;
    root.render(
      <HeaderBoundary fallback={null} onError={hydratedFailed}>
        <Hydrated onHydrated={onHydrated}>
          <Header {...headerProps} />
        </Hydrated>
      </HeaderBoundary>,
    );
  }, [phase, adopted, headerProps, hydratedFailed, onHydrated]);

  // The server's element outside this tree is the header (or its fallback, which holds the room) meanwhile.
  if ((serverHeader && !serverGone) || (serverFallback && phase.kind === 'loading')) return null;
  const style = (
    <style nonce={nonce} suppressHydrationWarning>
      {HEADER_SLOT_CSS}
    </style>
  );
  if (serverHtml !== undefined && !serverGone) {
    return (
      <>
        {style}
        {written ? (
          <>
            <div id={SERVER_HEADER_STYLES_ID} hidden dangerouslySetInnerHTML={{ __html: written.styles }} />
            <script
              type="application/json"
              id={SERVER_HEADER_PROPS_ID}
              dangerouslySetInnerHTML={{ __html: written.propsJson }}
            />
          </>
        ) : null}
        <div
          key="server"
          ref={container}
          className={HEADER_SLOT_CLASS}
          {...(written ? { id: SERVER_HEADER_ELEMENT_ID, 'data-server-header': 'header' } : {})}
          dangerouslySetInnerHTML={{ __html: serverHtml }}
          suppressHydrationWarning
        />
      </>
    );
  }
  return (
    <>
      {style}
      <div key="client" className={HEADER_SLOT_CLASS}>
        {phase.kind === 'ready' ? (
          <HeaderBoundary
            key={attempt}
            fallback={fallbackHeader}
            onError={(error) => {
              latestOnError.current?.(error);
              latestOnStatus.current?.({ kind: 'render-error', error });
            }}
          >
            <phase.Header {...headerProps} />
          </HeaderBoundary>
        ) : phase.kind === 'failed' ? (
          fallbackHeader
        ) : null}
      </div>
    </>
  );
}
