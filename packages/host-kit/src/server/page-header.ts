/**
 * The header part of a served page: the remote header rendered on this server, its styles
 * for the head and its props for the browser to hydrate with, or, when the remote missed the budget
 * or failed, the static fallback header of the same height (the browser then loads the remote as
 * without server rendering).
 */
import type { Environment } from '../../../../src/config';
import { renderJsonScript } from '../../../../src/head';
import type { HeaderProps } from 'globalHeader/Header';
import { FallbackHeader } from '../fallback-header';
import type { RemoteHeader, RenderResult } from './remote-header';
import { HEADER_SLOT_CLASS, HEADER_SLOT_CSS } from '../slot-css';
import {
  SERVER_HEADER_ELEMENT_ID,
  SERVER_HEADER_PROPS_ID,
  type ServerHeader,
  type ServerRenderedHeader,
} from '../server-header';
import { nodeRequire } from './node-require';

const require = nodeRequire(import.meta.url);
const React = require('react') as typeof import('react');
const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');

/**
 * Whether the visitor is on a phone or tablet, as a server can know it (the Client Hint, else the
 * user agent's "Mobi"/"Android"). The server has no viewport: without this a phone would get the
 * desktop header and see it switch to the mobile one after hydration (a layout shift).
 */
export function isMobileRequest(userAgent: string | undefined, mobileHint: string | undefined): boolean {
  if (mobileHint !== undefined) return mobileHint.trim() === '?1';
  return /Mobi|Android|iPhone|iPad/i.test(userAgent ?? '');
}

export interface PageHeader {
  /** Goes where the page's header placeholder is. */
  body: string;
  /** Goes before </head>. */
  head: string;
  result: RenderResult;
  /** What the page's own tree is told about it (it renders around the header). */
  server: ServerHeader;
}

/**
 * The props the page gives the header in the browser, as plain JSON (functions come with the client):
 * the server renders with exactly these and writes them into the page for hydration.
 */
export type ServerHeaderProps = HeaderProps & { environment: Environment };

/** An inert element right after the header's markup: once it is parsed, all of the header is. */
export const SERVER_HEADER_END_ID = 'server-header-end';
const HEADER_END = `<template id="${SERVER_HEADER_END_ID}"></template>`;

/**
 * No frame shows half a header: the browser holds its first paint until the element after the
 * header is parsed (`blocking="render"` on `rel="expect"`; Chromium unblocks when the named element
 * is inserted, so it must come after the header, not be the header). Without it Chromium may paint
 * while its parser yields inside the header, e.g. the search row before the links after it exist;
 * the row then moves when they arrive (a layout shift seen once in about 30 loads of a discovery
 * page). Browsers without the hint ignore the tag.
 */
export const HOLD_PAINT_FOR_HEADER = `<link rel="expect" href="#${SERVER_HEADER_END_ID}" blocking="render">`;

/**
 * The same hold where `blocking="render"` is not supported (Firefox, WebKit): the page is hidden until the
 * element after the header is parsed. Firefox painted the first half of the header while the network stalled
 * in its middle (test/e2e/engines, in each engine). Chromium holds its paint anyway, so it never shows the
 * hidden page; once the element is in, the rule matches nothing. A style tag with the response's nonce.
 */
export function holdPaintForHeaderWithoutRenderBlocking({ nonce }: { nonce?: string } = {}): string {
  const nonceAttribute = nonce ? ` nonce="${escapeAttribute(nonce)}"` : '';
  return `<style${nonceAttribute}>body:not(:has(#${SERVER_HEADER_END_ID})){visibility:hidden}</style>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export async function renderPageHeader(
  remoteHeader: RemoteHeader,
  props: ServerHeaderProps,
  /** The response's CSP nonce, for the header's style tags. */
  { nonce }: { nonce?: string } = {},
): Promise<PageHeader> {
  const result = await remoteHeader.render(props, { nonce });
  // The header's room per layout and the fallback header's look: the same rules as HeaderSlot's, from the first paint.
  const slotStyle = `<style${nonce ? ` nonce="${escapeAttribute(nonce)}"` : ''}>${HEADER_SLOT_CSS}</style>`;
  const holdPaint = `${HOLD_PAINT_FOR_HEADER}${holdPaintForHeaderWithoutRenderBlocking({ nonce })}${slotStyle}`;
  if (result.ok) {
    return {
      body: `<div id="${SERVER_HEADER_ELEMENT_ID}" class="${HEADER_SLOT_CLASS}" data-server-header="header">${result.html}</div>${HEADER_END}`,
      // Preload first: the browser starts the remote's files while it reads the rest of the HTML.
      head: `${holdPaint}${remoteHeader.preloadLinks(props.environment.localeInfo?.locale)}${result.styles}${renderJsonScript(SERVER_HEADER_PROPS_ID, props)}`,
      result,
      server: { kind: 'header', props },
    };
  }
  const fallback = renderToStaticMarkup(
    React.createElement(FallbackHeader, {
      environment: props.environment,
      mainContentId: props.mainContentId ?? 'main-content',
      messages: props.messages,
    }),
  );
  return {
    body: `<div id="${SERVER_HEADER_ELEMENT_ID}" class="${HEADER_SLOT_CLASS}" data-server-header="fallback">${fallback}</div>${HEADER_END}`,
    head: holdPaint,
    result,
    server: { kind: 'fallback' },
  };
}

/**
 * The header for a page that React renders whole (React Router, a custom React server): its HTML, style tags, props
 * and preload links as data, for `ServerHeaderProvider` (`@global-header/host-kit/react`) around the app's server
 * render. HeaderSlot with `serverRendered` then writes them into the document once, and in the browser reads them
 * back from it: none of it goes through the framework's loader data. The fallback kind leaves the header to the
 * browser, as without server rendering.
 */
export async function renderServerHeader(
  remoteHeader: RemoteHeader,
  /** Plain JSON (the page carries them for the browser's hydration): no functions. */
  props: HeaderProps,
  /** The response's CSP nonce, for the header's style tags. */
  { nonce }: { nonce?: string } = {},
): Promise<ServerRenderedHeader> {
  const result = await remoteHeader.render(props, { nonce });
  if (!result.ok) return { kind: 'fallback', reason: result.reason };
  return {
    kind: 'header',
    html: result.html,
    styles: result.styles,
    props,
    links: remoteHeader.preloadLinkDescriptors(props.environment?.localeInfo?.locale ?? undefined),
  };
}
