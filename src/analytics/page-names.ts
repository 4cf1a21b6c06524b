/**
 * The analytics page-name map (product routes): path fragments -> the page name every analytics event
 * carries (`data.pageName`), so a report can tell a SignInClicked on the home page from one on an
 * event's dashboard. Pure data and one lookup, no DOM: the tracker passes the pathname in.
 *
 * The product routes name the pages but gives paths only for some of them (/, /d/, /e/, /mytickets,
 * /myevents/, /manage/, /organizations/home, /u/{publicId}/, /studio/, and /boost and /reconvene
 * as organizer apps in the product states' sign-in rule). The others are event-management pages, which live
 * under the event they manage: `/manage/events/{eventId}/{page}/`, next to the product routes'
 * /manage/events/create and /manage/events/auto-create; order confirmation sits under
 * /checkout/. Those fragments are this project's choice, written once here.
 *
 * Matching, on the pathname only (no query or hash), lowercased and with a trailing slash:
 * - a language-subdirectory prefix (`/es`, `/fr`: locales with uses_language_subdirectory) is
 *   dropped first, so /es/d/... is a discovery page and /es/ the home page;
 * - `*` in a fragment stands for one path segment (an event id);
 * - `exact` fragments match the whole path, `prefix` ones its start;
 * - the first entry that matches wins, so the list is ordered specific-first; a path no entry
 *   matches is OTHER_PAGE_NAME.
 */
import { LOCALES } from '../config/locales';

export interface PageNameEntry {
  /** Path fragment, starting and ending with `/`; `*` is one segment. */
  fragment: string;
  /** Whether the fragment is the whole path or its start. */
  match: 'exact' | 'prefix';
  /** Name sent with every event on a matching page. */
  pageName: string;
}

/** Page name of a path the map does not know (events still say where they came from). */
export const OTHER_PAGE_NAME = 'Other';

const exact = (fragment: string, pageName: string): PageNameEntry => ({ fragment, match: 'exact', pageName });
const prefix = (fragment: string, pageName: string): PageNameEntry => ({ fragment, match: 'prefix', pageName });
/** An event-management page: `/manage/events/{eventId}/{page}/`. */
const eventPage = (page: string, pageName: string) => prefix(`/manage/events/*/${page}/`, pageName);

export const PAGE_NAMES: readonly PageNameEntry[] = [
  exact('/', 'Home'),
  prefix('/d/', 'Discovery'),
  prefix('/e/', 'Event Listing'),
  prefix('/language/', 'Language'),
  // Several apps: the app marketplace and the organizer apps with their own areas.
  prefix('/apps/', 'App Marketplace'),
  prefix('/boost/', 'Boost'),
  prefix('/reconvene/', 'Reconvene'),
  prefix('/studio/', 'Studio'),
  prefix('/mytickets/', 'My Tickets'),
  // /u/{publicId}/ is the user's tickets (product routes); its sub-pages (saved, followed...) are not.
  exact('/u/*/', 'My Tickets'),
  prefix('/checkout/confirmation/', 'Order Confirmation'),
  prefix('/myevents/', 'My Events'),
  exact('/manage/', 'My Events'),
  prefix('/organizations/home/', 'My Events'),
  eventPage('dashboard', 'Event Dashboard'),
  eventPage('access-levels', 'Access Levels'),
  eventPage('discounts', 'Discount and Access Codes'),
  eventPage('tracking-links', 'Tracking Links'),
  eventPage('tracking-pixels', 'Tracking Pixels'),
  eventPage('reports/orders', 'Orders Reports'),
  eventPage('order-form', 'Order Form'),
  eventPage('waitlist', 'Waitlist Settings'),
  eventPage('widgets', 'Widgets'),
  eventPage('zones', 'Zone Management'),
];

/** Two-letter language prefixes the site serves pages under (es_US -> `/es`). */
const LANGUAGE_PREFIXES = new Set(
  LOCALES.filter((entry) => entry.uses_language_subdirectory).map((entry) => entry.locale.slice(0, 2).toLowerCase()),
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const MATCHERS = PAGE_NAMES.map((entry) => {
  const source = entry.fragment.split('*').map(escapeRegExp).join('[^/]+');
  return { entry, pattern: new RegExp(entry.match === 'exact' ? `^${source}$` : `^${source}`) };
});

/** The pathname as the map reads it: no query or hash, lowercase, trailing slash, no language prefix. */
function normalizePath(pathname: string): string {
  let path = pathname.split(/[?#]/)[0] ?? '';
  path = path.toLowerCase();
  if (!path.startsWith('/')) path = `/${path}`;
  if (!path.endsWith('/')) path = `${path}/`;
  const language = /^\/([a-z]{2})\//.exec(path)?.[1];
  if (language && LANGUAGE_PREFIXES.has(language)) path = path.slice(language.length + 1);
  return path;
}

/** The product route page name of `pathname` (e.g. `/d/ny--new-york/all-events/` -> Discovery), else OTHER_PAGE_NAME. */
export function getPageName(pathname: string): string {
  const path = normalizePath(pathname);
  return MATCHERS.find(({ pattern }) => pattern.test(path))?.entry.pageName ?? OTHER_PAGE_NAME;
}
