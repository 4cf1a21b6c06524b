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
