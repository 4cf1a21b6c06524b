/**
 * The demo page rendered on the server: the app's whole tree for the address, with a
 * discovery page's first results page loaded from the demo API in-process (Fastify inject: the
 * same handlers, no network), so the HTML holds the title, filters and results and the browser
 * hydrates it without asking again. The calls share one deadline (SSR_API_DEADLINE_MS): past
 * it the page renders its loading state and the browser asks itself, so a hung API never holds a page.
 */
import type { FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';
import { API_V3_PREFIX, GEO_API_PREFIX } from '../../../src/api';
import { renderJsonScript } from '../../../src/head';
import { AppRoot, PRELOADED_RESULTS_ID } from '../app-root';
import {
  getPlaceName,
  type EventSearchResponse,
  type ResolvedPlace,
  type ServerPlace,
} from '../discovery/discovery-api';
import { getDiscoveryArea, getEventSearchParams, readDiscoveryRoute } from '../discovery/discovery-route';
import { getResultsKey, type ReadyResults } from '../discovery/use-discovery-results';
import type { ServerHeader } from '@global-header/host-kit';
import type { HostConfig } from '../../common/host-config';
import { matchRoute } from '../../common/route-table';
import { toLocationSnapshot } from '../routes/router';

const require = createRequire(import.meta.url);
const React = require('react') as typeof import('react');
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

export interface AppPageRequest {
  href: string;
  /** Forwarded to the in-process API calls (the visitor's guessed place, QA's fault cookie). */
  headers: { cookie?: string; 'accept-language'?: string };
}

/** How long a server-rendered page waits for its API calls in all, then renders the loading state. */
export const SSR_API_DEADLINE_MS = 300;

/** An in-process call of the demo API: null when it fails, answers other than 200 or outlives `signal`. */
export async function getJson<T>(
  app: FastifyInstance,
  url: string,
  headers: AppPageRequest['headers'],
  signal: AbortSignal,
): Promise<T | null> {
  const forwarded = Object.fromEntries(Object.entries(headers).filter(([, value]) => typeof value === 'string'));
  const answer = app.inject({ method: 'GET', url, headers: { ...forwarded, accept: 'application/json' }, signal });
  // inject settles on abort only once the handler is done; the deadline must not wait for that.
  const deadline = new Promise<null>((resolve) => {
    if (signal.aborted) resolve(null);
    else signal.addEventListener('abort', () => resolve(null), { once: true });
  });
  const response = await Promise.race([answer.catch(() => null), deadline]);
  return response?.statusCode === 200 ? (response.json() as T) : null;
}

/** The first results page of a discovery address, as the browser would load it; null when it would not get one. */
export async function loadFirstResults(
  app: FastifyInstance,
  href: string,
  headers: AppPageRequest['headers'],
  signal: AbortSignal = AbortSignal.timeout(SSR_API_DEADLINE_MS),
): Promise<ReadyResults | null> {
  const { pathname, search } = new URL(href);
  if (matchRoute(pathname).kind !== 'discovery') return null;
  const read = readDiscoveryRoute(pathname, search);
  if (!read.ok) return null;
  const area = getDiscoveryArea(read.value.parsed);
  let place: ResolvedPlace | null = null;
  if (area.kind === 'slug' || area.kind === 'request') {
    const query =
      area.kind === 'slug' ? `place_from_slug/?${new URLSearchParams({ slug: area.slug })}` : 'place_from_request/';
    const found = await getJson<{ place: ServerPlace }>(app, `${GEO_API_PREFIX}/${query}`, headers, signal);
    if (!found) return null; // an unknown place or no answer in time: the browser finds out and says so
    place = { placeId: found.place.id, name: getPlaceName(found.place) };
  }
  const params = new URLSearchParams(getEventSearchParams(read.value, place ? { placeId: place.placeId } : {}));
  const data = await getJson<EventSearchResponse>(app, `${API_V3_PREFIX}/events/search/?${params}`, headers, signal);
  return data ? { key: getResultsKey(read.value), status: 'ready', place, data } : null;
}

/** An inert element right after the rendered page (app.ts puts it there). */
export const PAGE_END_ID = 'page-end';
export const PAGE_END = `<template id="${PAGE_END_ID}"></template>`;

/**
 * The first paint waits for the whole rendered page (`blocking="render"`, like the header's
 * HOLD_PAINT_FOR_HEADER): a paint while the parser yields half way, say with the filter form but not
 * the QA panel beside it, would lay the page out wider and then move it (CLS 0.35 seen in 1 of 40
 * loads). The page is a few tens of KiB; holding its paint until it is parsed costs milliseconds.
 */
export const HOLD_PAINT_FOR_PAGE = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`;

export async function renderAppPage(
  app: FastifyInstance,
  config: HostConfig,
  serverHeader: ServerHeader,
  request: AppPageRequest,
  /** The first results, when the caller started loading them already (beside the header's render). */
  loading: Promise<ReadyResults | null> = loadFirstResults(app, request.href, request.headers),
): Promise<{ html: string; head: string }> {
  const preloadedResults = await loading;
  const html = renderToString(
    React.createElement(AppRoot, {
      config,
      serverHeader,
      location: toLocationSnapshot(request.href),
      preloadedResults,
    }),
  );
  const results = preloadedResults ? renderJsonScript(PRELOADED_RESULTS_ID, preloadedResults) : '';
  return { html, head: `${HOLD_PAINT_FOR_PAGE}${results}` };
}
