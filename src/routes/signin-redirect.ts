/**
 * The sign-in redirect rules of the product states:
 * - a create-event intent signs in (or up) with referrer set to the event-creation path;
 * - a current page under /l/, /organizer/, /boost or /reconvene (organizer or marketing targets)
 *   is kept as the referrer, with cache-busting and referrer parameters stripped;
 * - any other page uses the plain sign-in (or sign-up) page.
 */
import { withQuery } from './url';

export const SIGNIN_KEEP_PREFIXES = ['/l/', '/organizer/', '/boost', '/reconvene'] as const;
/** Query parameters that only bust caches or carry an earlier referrer: dropped from a kept target. */
export const SIGNIN_STRIPPED_PARAMS = ['_', 'cb', 'cachebust', 'cache_bust', 'nocache', 'referrer'] as const;
/** The event-creation path used as referrer for creator sign-in/up (product routes). */
export const EVENT_CREATION_PATH = '/manage/events/create/';

export type SignInIntent = 'browse' | 'create-event';

export interface SignInRedirectInput {
  /** Base sign-in or sign-up URL from the environment. */
  baseUrl: string;
  /** The page the visitor is on (absolute URL or path); may be missing or malformed. */
  currentUrl?: string;
  intent?: SignInIntent;
}

function toPathAndQuery(currentUrl: string): URL | null {
  try {
    return new URL(currentUrl, 'http://placeholder.invalid');
  } catch {
    return null;
  }
}

/** The referrer a sign-in link should carry, or undefined for the plain sign-in page. */
export function getSignInReferrer(currentUrl: string | undefined, intent: SignInIntent = 'browse'): string | undefined {
  if (intent === 'create-event') return EVENT_CREATION_PATH;
  if (!currentUrl) return undefined;
  const url = toPathAndQuery(currentUrl);
  if (!url) return undefined;
  const kept = SIGNIN_KEEP_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
  if (!kept) return undefined;
  for (const name of SIGNIN_STRIPPED_PARAMS) url.searchParams.delete(name);
  const query = url.searchParams.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

export function buildSignInRedirectUrl({ baseUrl, currentUrl, intent = 'browse' }: SignInRedirectInput): string {
  return withQuery(baseUrl, { referrer: getSignInReferrer(currentUrl, intent) });
}
