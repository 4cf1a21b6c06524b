/**
 * The page head of every demo page (product overview: "Page head"), built per request with the header's own
 * `buildHeadTags` and injected into the served HTML in place of the static <title>:
 *
 * - the verification codes and app id of the product overview from the demo configuration (host-config.ts);
 * - title per route: discovery listings say what they list ("Jazz events in New York"), other
 *   routes their route name; stage from the QA `stage` parameter (default prod, product limits), locale
 *   from `locale`;
 * - an unreadable discovery address (or one naming no known place) is answered with status 404,
 *   so a full page load tells crawlers and QA the same as the page says;
 * - the favicon sets, web manifest and Open Graph fallback image the tags link are served here,
 *   static PNGs (favicons.ts: a square in the stage's colour), so no linked asset 404s.
 * (`GET /home/api/geo/place_from_slug/` lives with the other geo endpoints, demo-api/src/api/place-from-slug.ts.)
 *
 * Registered without encapsulation (like the API plugin) so its onSend hook sees the root
 * context's page routes.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  BRAND_COLOR,
  findLocale,
  DEFAULT_PRODUCT,
  DEFAULT_STAGE,
  type FaviconSet,
  type Product,
  type Stage,
} from '../../../src/config';
import { parseStage } from '../../../src/props';
import { buildHeadTags, renderHeadTags, ANDROID_ICON_SIZE, type SiteVerification } from '../../../src/head';
import { DEMO_SITE_VERIFICATION } from '../../common/host-config';
import { getDiscoveryArea, getDiscoveryTitle, readDiscoveryRoute } from '../discovery/discovery-route';
import { matchRoute, NON_APP_PATHS } from '../../common/route-table';
import { DEFAULT_PUBLIC_ORIGIN, getPageUrl } from '../../server/public-origin';
import { FAVICON_FILES, FAVICON_SETS, readImages } from './favicons';
import { HOSTS_PREFIX } from '../../hosts/server';

export { FAVICON_COLORS, FAVICON_FILES } from './favicons';
import { DEFAULT_PLACE_SLUG, getPlaceDb, parseAcceptLanguage, placeFromLanguages } from '@global-header/demo-api';

/** The part of a place the head needs: its name, for discovery page titles. */
export interface HeadPlace {
  name: string;
}

export interface HeadPluginOptions {
  /** Place of a location slug (default: the demo place database). */
  findPlaceBySlug?: (slug: string) => HeadPlace | undefined;
  /** The visitor's guessed place for `/d/local/` (default: as place_from_request guesses it). */
  guessPlace?: (acceptLanguage: string | undefined) => HeadPlace | undefined;
  product?: Product;
  /** Origin of `og:url` (default http://127.0.0.1:3000), never the request's Host (public-origin.ts). */
  publicOrigin?: string;
  /** Verification codes and app id for the head (product overview); default the demo configuration's. */
  verification?: SiteVerification;
}

export const HOME_TITLE = 'Global header demo host';
export const NOT_FOUND_TITLE = 'Page not found (404)';
export const NON_REACT_TITLE = 'The header without React';

export interface PageHead {
  status: 200 | 404;
  title: string;
  stage: Stage;
  locale: string;
  html: string;
}

export interface PageRequest {
  pathname: string;
  search: string;
  /** Absolute URL of the page, for og:url. */
  url?: string;
  acceptLanguage?: string;
}

/** Stage and locale from the QA query (unknown values fall back to the defaults, as the QA panel does). */
export function readHeadQuery(search: string): { stage: Stage; locale: string } {
  const params = new URLSearchParams(search);
  const stageText = params.get('stage');
  const parsedStage = stageText === null ? null : parseStage(stageText);
  const localeText = params.get('locale');
  return {
    stage: parsedStage?.ok ? parsedStage.stage : DEFAULT_STAGE,
    locale: (localeText !== null ? findLocale(localeText.trim())?.locale : undefined) ?? 'en_US',
  };
}

/** Title and status of a page: pure given the place lookups. */
export function getPageTitle(
  request: Pick<PageRequest, 'pathname' | 'search' | 'acceptLanguage'>,
  places: Required<Pick<HeadPluginOptions, 'findPlaceBySlug' | 'guessPlace'>>,
): { status: 200 | 404; title: string } {
  const { pathname, search } = request;
  if (NON_APP_PATHS.includes(pathname)) return { status: 200, title: NON_REACT_TITLE };
  const route = matchRoute(pathname);
  if (route.kind === 'home') return { status: 200, title: HOME_TITLE };
  if (route.kind !== 'discovery') return { status: 200, title: route.name ?? HOME_TITLE };
  const read = readDiscoveryRoute(pathname, search);
  if (!read.ok) return { status: 404, title: NOT_FOUND_TITLE };
  const area = getDiscoveryArea(read.value.parsed);
  let placeName: string | undefined;
  if (area.kind === 'slug') {
    const place = places.findPlaceBySlug(area.slug);
    if (!place) return { status: 404, title: NOT_FOUND_TITLE };
    placeName = place.name;
  } else if (area.kind === 'request') {
    placeName = places.guessPlace(request.acceptLanguage)?.name;
  }
  return { status: 200, title: getDiscoveryTitle(read.value.parsed, placeName) };
}

export function buildPageHead(request: PageRequest, options: HeadPluginOptions = {}): PageHead {
  const places = {
    findPlaceBySlug: options.findPlaceBySlug ?? findPlaceInDb,
    guessPlace: options.guessPlace ?? guessPlaceInDb,
  };
  const { status, title } = getPageTitle(request, places);
  const { stage, locale } = readHeadQuery(request.search);
  const tags = buildHeadTags(
    { title, locale, ...(request.url ? { url: request.url } : {}) },
    {
      stage,
      product: options.product ?? DEFAULT_PRODUCT,
      verification: options.verification ?? DEMO_SITE_VERIFICATION,
    },
  );
  return { status, title, stage, locale, html: renderHeadTags(tags) };
}

const TITLE_PATTERN = /<title>[\s\S]*?<\/title>/i;
// The static page links an empty icon so browsers do not ask for /favicon.ico; the real ones replace it.
// Quoted or not: the production build minifies it to `<link rel=icon href=data:,>`.
const EMPTY_ICON_PATTERN = /<link\s+rel=["']?icon["']?\s+href=["']?data:,["']?\s*\/?>\s*/i;

/** Put the head tags where the static <title> was (else before </head>), dropping the placeholder icon. */
export function injectHead(html: string, headHtml: string): string {
  const withoutIcon = html.replace(EMPTY_ICON_PATTERN, '');
  if (TITLE_PATTERN.test(withoutIcon)) return withoutIcon.replace(TITLE_PATTERN, () => headHtml);
  if (withoutIcon.includes('</head>')) return withoutIcon.replace('</head>', () => `${headHtml}</head>`);
  return `${headHtml}${withoutIcon}`;
}

function findPlaceInDb(slug: string): HeadPlace | undefined {
  const db = getPlaceDb();
  const place = db.getBySlug(slug.trim().toLowerCase());
  return place ? { name: place.name } : undefined;
}

function guessPlaceInDb(acceptLanguage: string | undefined): HeadPlace | undefined {
  const db = getPlaceDb();
  const place = placeFromLanguages(db, parseAcceptLanguage(acceptLanguage)) ?? db.getBySlug(DEFAULT_PLACE_SLUG);
  return place ? { name: place.name } : undefined;
}

export function buildWebManifest(set: FaviconSet, product: Product = DEFAULT_PRODUCT) {
  return {
    name: set === 'production' ? product.name : `${product.name} (${set})`,
    short_name: product.name,
    icons: [
      {
        src: `/favicons/${set}/android-chrome-${ANDROID_ICON_SIZE}x${ANDROID_ICON_SIZE}.png`,
        sizes: `${ANDROID_ICON_SIZE}x${ANDROID_ICON_SIZE}`,
        type: 'image/png',
      },
    ],
    theme_color: BRAND_COLOR,
    background_color: '#ffffff',
    display: 'browser',
  };
}

function sendNotFound(reply: FastifyReply, what: string) {
  return reply.code(404).send({ error: 'NOT_FOUND', error_description: `${what} was not found.`, error_detail: {} });
}

function isPageResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown): payload is string {
  if (typeof payload !== 'string' || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('text/html');
}

const headPlugin: FastifyPluginAsync<HeadPluginOptions> = async (
  app: FastifyInstance,
  options: HeadPluginOptions = {},
) => {
  const product = options.product ?? DEFAULT_PRODUCT;
  const images = readImages();

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isPageResponse(request, reply, payload) || reply.statusCode !== 200) return payload;
    const url = getPageUrl(options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN, request.url);
    // The hosts under /hosts/ (host-demo/hosts/server.ts) are other applications: their pages keep their own head.
    if (url.pathname.startsWith(HOSTS_PREFIX)) return payload;
    const acceptLanguage = request.headers['accept-language'];
    const head = buildPageHead(
      {
        pathname: url.pathname,
        search: url.search,
        url: url.href,
        acceptLanguage: typeof acceptLanguage === 'string' ? acceptLanguage : undefined,
      },
      { ...options, product },
    );
    if (head.status === 404) reply.code(404);
    return injectHead(payload, head.html);
  });

  app.get('/favicons/:set/:file', async (request, reply) => {
    const { set, file } = request.params as { set: string; file: string };
    if (!(FAVICON_SETS as readonly string[]).includes(set))
      return sendNotFound(reply, `Favicon set ${set.slice(0, 40)}`);
    const faviconSet = set as FaviconSet;
    reply.header('cache-control', 'public, max-age=86400');
    if (file === 'site.webmanifest')
      return reply.type('application/manifest+json').send(JSON.stringify(buildWebManifest(faviconSet, product)));
    const png = FAVICON_FILES.has(file) ? images.get(`favicons/${set}/${file}`) : undefined;
    if (!png) return sendNotFound(reply, `Favicon ${file.slice(0, 60)}`);
    return reply.type('image/png').send(png);
  });

  app.get('/images/og-fallback.png', async (_request, reply) =>
    reply.type('image/png').header('cache-control', 'public, max-age=86400').send(images.get('og-fallback.png')),
  );
};

// Same effect as fastify-plugin: the onSend hook lands in the registering (root) context.
(headPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default headPlugin;
export { headPlugin };
