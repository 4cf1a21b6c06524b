'use client';
/**
 * The header in this Next.js page, client part. Next renders it on the server too, where it writes only what
 * the server component handed it: the header's server-rendered HTML (and styles). In the browser, after Next's
 * hydration, an effect loads `globalHeader/Header` through the federation runtime (never on the server: the
 * browser build cannot load there) and hydrates that HTML in a React root of its own, with the very props the
 * server rendered with. The root layout holds it, so a client-side navigation keeps this one header.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import {
  FallbackHeader,
  createHeaderFederation,
  sharedReact,
  type PinnedKey,
  type ServerHeaderProps,
} from '../header-kit';

export interface HeaderSlotProps {
  /** The remote's browser manifest. */
  manifestUrl: string;
  publicKeys: PinnedKey[];
  /** The lowest release accepted: the one the app is deployed against. */
  minimumVersion: number;
  props: ServerHeaderProps;
  /**
   * What the server rendered (the host kit's renderPageHeader): `body` holds the element `elementId` with the
   * header's HTML (`hydrate`) or the static fallback header; `head` its preload links and style tags.
   */
  server: { body: string; head: string; elementId: string; hydrate: boolean };
}

let federation: ReturnType<typeof createHeaderFederation> | undefined;

function loadHeader(manifestUrl: string, publicKeys: PinnedKey[], minimumVersion: number) {
  federation ??= createHeaderFederation({ manifestUrl, publicKeys, minimumVersion, shared: sharedReact() });
  return federation.loadHeader();
}

/** Tells when React has committed the header (effects run after the hydration commit). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

export function HeaderSlot({ manifestUrl, publicKeys, minimumVersion, props, server }: HeaderSlotProps) {
  const slot = useRef<HTMLDivElement>(null);
  // The server's markup is adopted once; a later root (after an unmount emptied the slot) renders afresh.
  const adopted = useRef(false);
  const [status, setStatus] = useState(
    server.hydrate ? 'Header rendered by the server.' : 'The server sent the fallback header.',
  );

  useEffect(() => {
    const element = slot.current?.querySelector<HTMLElement>(`#${server.elementId}`);
    if (!element) return;
    let live = true;
    let root: Root | undefined;
    const started = performance.now();
    void loadHeader(manifestUrl, publicKeys, minimumVersion)
      .then((Header) => {
        if (!live) return;
        if (typeof Header !== 'function') throw new Error('globalHeader/Header has no component');
        const hydrating = server.hydrate && !adopted.current;
        const done = () =>
          setStatus(`Header ${hydrating ? 'hydrated' : 'rendered'} in ${Math.round(performance.now() - started)} ms.`);
        const header = (
          <Committed onCommit={done}>
            <Header {...props} />
          </Committed>
        );
        // The server's markup is adopted as it is; a fallback header is replaced.
        if (hydrating) root = hydrateRoot(element, header);
        else {
          root = createRoot(element);
          root.render(header);
        }
        adopted.current = true;
      })
      .catch((error: unknown) => {
        if (!live) return;
        // The server's markup without its code would show controls that do nothing: the static fallback header
        // (links only, same height) takes its place at once, as in host-demo's own header slot.
        if (!adopted.current) {
          const fallback = createRoot(element);
          root = fallback;
          adopted.current = true;
          flushSync(() =>
            fallback.render(
              <FallbackHeader
                environment={props.environment}
                mainContentId={props.mainContentId ?? 'main-content'}
                messages={props.messages}
              />,
            ),
          );
        }
        setStatus(`Header remote failed to load: ${error instanceof Error ? error.message : String(error)}.`);
      });
    return () => {
      live = false;
      const mounted = root;
      // Unmounting a root while React renders is not allowed: after this commit.
      if (mounted) queueMicrotask(() => mounted.unmount());
    };
  }, [manifestUrl, publicKeys, minimumVersion, props, server]);

  return (
    <>
      {/* Preload links and style tags: styled-components in the browser adopts the styles. */}
      <div hidden dangerouslySetInnerHTML={{ __html: server.head }} />
      {/* React here never touches what is inside: the header's own root owns it. */}
      <div ref={slot} dangerouslySetInnerHTML={{ __html: server.body }} />
      <p role="status">{status}</p>
    </>
  );
}
