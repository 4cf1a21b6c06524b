/**
 * What the server rendered for the header, read once by the browser: the element holding
 * it, and either the props it rendered the remote header with (to hydrate with the same) or the
 * note that it sent the static fallback header (the browser then loads the remote as before).
 */
import type { HeaderProps } from 'globalHeader/Header';

export const SERVER_HEADER_ELEMENT_ID = 'server-header';
export const SERVER_HEADER_PROPS_ID = 'server-header-props';

/** `element` is missing only while the server renders the page around it (the header is rendered apart). */
export type ServerHeader =
  { kind: 'header'; element?: HTMLElement; props: HeaderProps } | { kind: 'fallback'; element?: HTMLElement };

export function readServerHeader(doc: Document = document): ServerHeader | undefined {
  const element = doc.getElementById(SERVER_HEADER_ELEMENT_ID);
  if (!element) return undefined;
  if (element.dataset.serverHeader === 'fallback') return { kind: 'fallback', element };
  if (element.dataset.serverHeader !== 'header') return undefined;
  try {
    const props = JSON.parse(doc.getElementById(SERVER_HEADER_PROPS_ID)?.textContent ?? '') as unknown;
    if (props && typeof props === 'object') return { kind: 'header', element, props: props as HeaderProps };
  } catch {
    // Unreadable props: hydrating with other props would not match; load the header as without SSR.
  }
  element.remove();
  return undefined;
}

/** The element holding the header's style tags when HeaderSlot renders a server-rendered header (`serverRendered`). */
export const SERVER_HEADER_STYLES_ID = 'server-header-styles';

/**
 * A `<link rel="preload">` as React and frameworks take it: `<link {...link} />` in a React `<head>`, a React Router
 * `links` descriptor, or `ReactDOM.preload(link.href, link)`.
 */
export interface HeaderPreloadLink {
  rel: 'preload';
  href: string;
  as: 'script' | 'fetch';
  crossOrigin?: 'anonymous';
  integrity?: string;
}

/**
 * What `renderServerHeader` (`@global-header/host-kit/server`) gives a React server render, for `ServerHeaderProvider`:
 * the remote header's HTML, its style tags, the props it was rendered with and the page's preload links, or the
 * note that the header is left to the browser (the remote missed its budget or failed).
 */
export type ServerRenderedHeader =
  | { kind: 'header'; html: string; styles: string; props: HeaderProps; links: HeaderPreloadLink[] }
  | { kind: 'fallback'; reason: string };
