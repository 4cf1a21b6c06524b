/**
 * Every route the header can send a visitor to (product routes: "Other routes and links"), so QA sees by
 * name which route a header link reached. Pure data and lookups: no React, no window.
 */
export type RouteKind = 'home' | 'discovery' | 'page';

export interface KnownRoute {
  /** Matched against the pathname (without query). */
  pattern: RegExp;
  /** Human name shown on the route page. */
  name: string;
  kind: RouteKind;
}

const SEG = '[^/]+';

/** Order matters: the first match wins, so specific routes come before their parents. */
export const KNOWN_ROUTES: readonly KnownRoute[] = [
  { pattern: /^\/$/, name: 'Home', kind: 'home' },
  { pattern: /^\/[a-z]{2,3}\/?$/, name: 'Home (language subdirectory)', kind: 'page' },
  { pattern: new RegExp(`^(?:/[a-z]{2,3})?/d/${SEG}(?:/.*)?$`), name: 'Discovery listing', kind: 'discovery' },
  { pattern: /^\/signin\/signup\/?$/, name: 'Sign up', kind: 'page' },
  { pattern: /^\/signin\/?$/, name: 'Sign in', kind: 'page' },
  { pattern: /^\/logout\/?$/, name: 'Log out', kind: 'page' },
  { pattern: /^\/mytickets\/?$/, name: 'My tickets', kind: 'page' },
  { pattern: /^\/organizer\/overview\/?$/, name: 'Organizer overview', kind: 'page' },
  { pattern: /^\/organizer\/pricing\/?$/, name: 'Organizer pricing', kind: 'page' },
  {
    pattern: new RegExp(`^/help/${SEG}/articles/find-your-tickets/?$`),
    name: 'Help article: find your tickets',
    kind: 'page',
  },
  {
    pattern: new RegExp(`^/help/${SEG}/articles/contact-the-event-organizer/?$`),
    name: 'Help article: contact the event organizer',
    kind: 'page',
  },
  { pattern: new RegExp(`^/help/${SEG}(?:/.*)?$`), name: 'Help center', kind: 'page' },
  { pattern: /^\/resources\/?$/, name: 'Resources (.com only)', kind: 'page' },
  { pattern: new RegExp(`^/blog/category/${SEG}/?$`), name: 'Blog category', kind: 'page' },
  { pattern: new RegExp(`^/l/${SEG}/?$`), name: 'Marketing page', kind: 'page' },
  { pattern: /^\/u\/interests\/tags\/?$/, name: 'Interests (detached tags)', kind: 'page' },
  { pattern: /^\/u\/interests\/?$/, name: 'Interests', kind: 'page' },
  { pattern: new RegExp(`^/u/${SEG}/saved/?$`), name: 'Liked events', kind: 'page' },
  { pattern: new RegExp(`^/u/${SEG}/favorites/events/?$`), name: 'Likes', kind: 'page' },
  { pattern: new RegExp(`^/u/${SEG}/favorites/collections/?$`), name: 'Collections', kind: 'page' },
  { pattern: new RegExp(`^/u/${SEG}/followed/?$`), name: 'Following', kind: 'page' },
  { pattern: new RegExp(`^/u/${SEG}/?$`), name: 'Tickets', kind: 'page' },
  { pattern: /^\/account-settings\/?$/, name: 'Account settings', kind: 'page' },
  { pattern: /^\/contacts\/?$/, name: 'Contacts', kind: 'page' },
  { pattern: /^\/myprofile\/?$/, name: 'Organizer profile', kind: 'page' },
  { pattern: /^\/hybrid_newsletter\/?$/, name: 'Attendee newsletter', kind: 'page' },
  { pattern: /^\/sponsorship\/connect\/search\/?$/, name: 'Sponsorship (Beta)', kind: 'page' },
  { pattern: /^\/studio\/?$/, name: 'Studio (New)', kind: 'page' },
  { pattern: /^\/create\/?$/, name: 'Create', kind: 'page' },
  { pattern: /^\/manage\/events\/auto-create\/?$/, name: 'Create an event with AI', kind: 'page' },
  { pattern: /^\/manage\/events\/create\/?$/, name: 'Create an event from scratch', kind: 'page' },
  { pattern: /^\/manage\/?$/, name: 'Manage my events (manage overview)', kind: 'page' },
  { pattern: /^\/manage\/.+$/, name: 'Organizer management', kind: 'page' },
  { pattern: /^\/myevents\/?$/, name: 'Manage my events', kind: 'page' },
  { pattern: /^\/organizations\/home\/?$/, name: 'Creator home', kind: 'page' },
  { pattern: /^\/admin\/nexus\/gargoyle\/?$/, name: 'Admin: feature flags', kind: 'page' },
  { pattern: /^\/admin\/search\/?$/, name: 'Admin: search', kind: 'page' },
  { pattern: /^\/admin\/.*$/, name: 'Admin', kind: 'page' },
  { pattern: /^\/tikibar\/settings\/?$/, name: 'Tikibar settings', kind: 'page' },
];

export interface RouteMatch {
  pathname: string;
  /** The known route's name, or null for a path the header never builds. */
  name: string | null;
  kind: RouteKind | 'unknown';
}

export function matchRoute(pathname: string): RouteMatch {
  const route = KNOWN_ROUTES.find((candidate) => candidate.pattern.test(pathname));
  return route ? { pathname, name: route.name, kind: route.kind } : { pathname, name: null, kind: 'unknown' };
}

/**
 * Pages the server serves outside the React app, and API prefixes: link clicks to these are left to
 * the browser (a full load), everything else on this origin is an in-app route.
 */
export const NON_APP_PATHS: readonly string[] = ['/non-react.html', '/non-react/'];
export const API_PREFIXES: readonly string[] = ['/api/', '/home/api/'];

export function isInAppPath(pathname: string): boolean {
  if (NON_APP_PATHS.includes(pathname)) return false;
  if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return false;
  // A file name (an asset) is not a route.
  return !/\.[a-z0-9]+$/i.test(pathname.split('/').pop() ?? '');
}
