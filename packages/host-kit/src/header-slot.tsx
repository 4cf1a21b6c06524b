/**
 * Where a React host puts the header. The slot holds the header's height per layout from the first
 * paint (HEADER_SLOT_CSS), loads `globalHeader/Header` through a verified federation instance in the browser,
 * and shows the fallback header when the load fails, is refused, misses `timeoutMs`, or the header throws while
 * rendering (a late header still replaces the fallback: same height, nothing moves).
 *
 * On a server it loads nothing and renders only the reserved box, so a server-rendering framework may import and
 * render it. Given `serverHtml` (the header's HTML from `@global-header/host-kit/server`, rendered with the same
 * `headerProps`), it renders that markup and keeps it: in the browser it hydrates it in place once the remote has
 * loaded, then renders later props into it.
 */
import * as React from 'react';
import { Component, createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import * as ReactDOM from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { REMOTE_LOAD_TIMEOUT_MS } from '../../../src/config';
import type { PinnedKey } from '../../../src/federation';
import type { HeaderProps } from 'globalHeader/Header';
import { FallbackHeader } from './fallback-header';
import { createHeaderFederation, type HeaderComponent, type HeaderFederation } from './federation';
import { HEADER_SLOT_CLASS, HEADER_SLOT_CSS } from './slot-css';
import { serializeForScript } from '../../../src/head';
import {
  SERVER_HEADER_ELEMENT_ID,
  SERVER_HEADER_PROPS_ID,
  SERVER_HEADER_STYLES_ID,
  type ServerRenderedHeader,
} from './server-header';

export interface HeaderSlotProps {
  /** The instance to load the header from (`createHeaderFederation` with `sharedReact()`), or: */
  federation?: HeaderFederation;
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
  /** Shown when the header cannot be shown (default: the static fallback header with the core links). */
  fallback?: ReactNode;
  /** How long the header may take before the fallback shows (default REMOTE_LOAD_TIMEOUT_MS). */
  timeoutMs?: number;
  /** The page's Content-Security-Policy nonce, for the slot's `<style>`. */
  nonce?: string;
  /** Told why the header is not shown (a failed or refused load, a render error). */
  onError?: (error: unknown) => void;
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

/** The latest value, for effects that must not restart when it changes. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

export function HeaderSlot({
  federation,
  manifestUrl,
  publicKeys,
  minimumVersion,
  headerProps: givenProps,
  serverHtml: givenHtml,
  serverRendered = false,
  fallback,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
  nonce,
  onError,
}: HeaderSlotProps) {
  const provided = useContext(ServerHeaderContext);
  // Read once per slot: the header's root changes the page's markup after hydration.
  const [written] = useState(() => (serverRendered ? writtenHeader(provided) : undefined));
  const [noProps] = useState<HeaderProps>({});
  const headerProps = givenProps ?? written?.props ?? noProps;
  const serverHtml = givenHtml ?? written?.html;
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const container = useRef<HTMLDivElement>(null);
  const hydrated = useRef<Root | null>(null);
  const latestProps = useLatest(headerProps);
  const latestOnError = useLatest(onError);
  // Read when the slot makes its instance: a new array each render (`publicKeys={[KEY]}`) starts no new load.
  const latestKeys = useLatest(publicKeys);
  const hydrates = serverHtml !== undefined;
  const fallbackHeader = fallback ?? (
    <FallbackHeader
      environment={headerProps.environment}
      mainContentId={headerProps.mainContentId}
      messages={headerProps.messages}
    />
  );

  // Browser only (effects never run on a server): load the header, or give up after timeoutMs.
  useEffect(() => {
    let cancelled = false;
    const fail = (error: unknown) => {
      if (cancelled) return;
      latestOnError.current?.(error);
      setPhase((current) => (current.kind === 'ready' && !hydrates ? current : { kind: 'failed' }));
    };
    const timer = setTimeout(() => fail(new Error(`the header did not load within ${timeoutMs} ms`)), timeoutMs);
    let source: HeaderFederation | undefined;
    try {
      source = federation ?? (manifestUrl ? federationFor(manifestUrl, latestKeys.current, minimumVersion) : undefined);
      if (!source) throw new Error('HeaderSlot needs `federation` or `manifestUrl`');
    } catch (error) {
      clearTimeout(timer);
      fail(error);
      return;
    }
    source.loadHeader({ locale: latestProps.current.environment?.localeInfo?.locale }).then(
      (Header) => {
        if (cancelled) return;
        clearTimeout(timer);
        const element = container.current;
        if (hydrates && element && !hydrated.current) {
          // The props the server rendered with: React adopts its markup as it is.
          hydrated.current = hydrateRoot(
            element,
            <HeaderBoundary fallback={null} onError={fail}>
              <Header {...latestProps.current} />
            </HeaderBoundary>,
          );
        }
        setPhase((current) =>
          (hydrates && current.kind === 'failed') || (current.kind === 'ready' && current.Header === Header)
            ? current
            : { kind: 'ready', Header },
        );
      },
      (error: unknown) => {
        clearTimeout(timer);
        fail(error);
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
  }, [federation, manifestUrl, timeoutMs, hydrates, latestProps, latestOnError, latestKeys, minimumVersion]);

  // A hydrated header that failed gives way to the fallback: its root goes with the server's markup.
  useEffect(() => {
    const root = hydrated.current;
    if (phase.kind !== 'failed' || !root) return;
    hydrated.current = null;
    queueMicrotask(() => root.unmount());
  }, [phase]);

  // Hydrated: the page's later props go in as updates.
  useEffect(() => {
    const root = hydrated.current;
    if (!root || phase.kind !== 'ready') return;
    const { Header } = phase;
    root.render(
      <HeaderBoundary
        fallback={null}
        onError={(error) => {
          latestOnError.current?.(error);
          setPhase({ kind: 'failed' });
        }}
      >
        <Header {...headerProps} />
      </HeaderBoundary>,
    );
  }, [phase, headerProps, latestOnError]);

  const style = (
    <style nonce={nonce} suppressHydrationWarning>
      {HEADER_SLOT_CSS}
    </style>
  );
  if (hydrates && phase.kind !== 'failed') {
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
          <HeaderBoundary fallback={fallbackHeader} onError={(error) => latestOnError.current?.(error)}>
            <phase.Header {...headerProps} />
          </HeaderBoundary>
        ) : phase.kind === 'failed' ? (
          fallbackHeader
        ) : null}
      </div>
    </>
  );
}
