/**
 * Every link the header renders (product routes: "Other routes and links" and "Header"). Paths are
 * relative to the environment's serverUrl unless noted; staff links use adminServerUrl.
 * Pure functions of the resolved environment, user and product: no React, no globals.
 */
import { getLocalePrefix } from '../config/locales';
import type { Environment, User } from '../config/types';
import { buildSignInRedirectUrl, type SignInIntent } from './signin-redirect';
import { joinUrl, withQuery } from './url';

const onServer = (env: Environment, path: string) => joinUrl(env.serverUrl, path);

/** The logo's target: home, with the locale prefix when the locale uses one (product routes). */
export function getHomeUrl(env: Environment): string {
  return onServer(env, `${getLocalePrefix(env.localeInfo)}/`);
}

/** Browse events (product routes): /d/local/events/ and /d/local/all-events/, with the locale prefix. */
export function getBrowseEventsUrl(env: Environment, kind: 'events' | 'all-events' = 'all-events'): string {
  return onServer(env, `${getLocalePrefix(env.localeInfo)}/d/local/${kind}/`);
}

export const getFindEventsUrl = (env: Environment) => getBrowseEventsUrl(env, 'all-events');
export const getCreateEventsUrl = (env: Environment) => onServer(env, '/organizer/overview/');

/** Help center and its two articles, in the help-center language (product routes, default en-us). */
export function getHelpCenterUrl(env: Environment): string {
  return onServer(env, `/help/${encodeURIComponent(env.localeInfo.help_center_language)}/`);
}
export function getFindYourTicketsHelpUrl(env: Environment): string {
  return `${getHelpCenterUrl(env)}articles/find-your-tickets/`;
}
export function getContactOrganizerHelpUrl(env: Environment): string {
  return `${getHelpCenterUrl(env)}articles/contact-the-event-organizer/`;
}

/** Sign In / Log In / Sign Up with the product state redirect rules. */
export function getSignInUrl(env: Environment, currentUrl?: string, intent?: SignInIntent): string {
  return buildSignInRedirectUrl({ baseUrl: env.signinUrl, currentUrl, intent });
}
export function getLogInUrl(env: Environment, currentUrl?: string, intent?: SignInIntent): string {
  return buildSignInRedirectUrl({ baseUrl: env.loginUrl, currentUrl, intent });
}
export function getSignUpUrl(env: Environment, currentUrl?: string, intent?: SignInIntent): string {
  return buildSignInRedirectUrl({ baseUrl: env.signupUrl, currentUrl, intent });
}
export const getLogoutUrl = (env: Environment) => env.logoutUrl;

/** Find my tickets for an anonymous visitor: sign in with referrer /mytickets (product routes). */
export function getFindMyTicketsUrl(env: Environment): string {
  return withQuery(env.signinUrl, { referrer: '/mytickets' });
}

/**
 * /u/{publicId}/... links (product routes). publicId is validated at the props boundary; without one there
 * is no such page, so these return undefined (never `/u//saved`) and callers leave the link out.
 */
function userUrl(env: Environment, user: Pick<User, 'publicId'>, rest: string): string | undefined {
  if (user.publicId === '') return undefined;
  return onServer(env, `/u/${encodeURIComponent(user.publicId)}/${rest}`);
}
export const getTicketsUrl = (env: Environment, user: User) => userUrl(env, user, '');
export const getLikedUrl = (env: Environment, user: User) => userUrl(env, user, 'saved');
export const getLikesUrl = (env: Environment, user: User) => userUrl(env, user, 'favorites/events');
export const getCollectionsUrl = (env: Environment, user: User) => userUrl(env, user, 'favorites/collections');
export const getFollowingUrl = (env: Environment, user: User) => userUrl(env, user, 'followed/');

/**
 * Interests (product routes): /u/interests, or with detached interests the tags page in detached mode
 * with a referrer holding the current page address.
 */
export function getInterestsUrl(env: Environment, detached: boolean, currentUrl?: string): string {
  if (!detached) return onServer(env, '/u/interests');
  return withQuery(onServer(env, '/u/interests/tags/'), { mode: 'detached', referrer: currentUrl || undefined });
}

export const getAccountSettingsUrl = (env: Environment) => onServer(env, '/account-settings/');
export const getContactsUrl = (env: Environment) => onServer(env, '/contacts/');
export const getOrganizerProfileUrl = (env: Environment) => onServer(env, '/myprofile/');
export const getNewsletterUrl = (env: Environment) => onServer(env, '/hybrid_newsletter/');
export const getSponsorshipUrl = (env: Environment) => onServer(env, '/sponsorship/connect/search/');
export const getStudioUrl = (env: Environment) => onServer(env, '/studio/');
export const getCreateUrl = (env: Environment) => onServer(env, '/create/');

/** Create-event call to action (product routes); the modal's two options are in create-event-links.ts. */
export const getCreateEventCtaUrl = (env: Environment) => onServer(env, '/manage/events/auto-create/');

/**
 * Manage my events (product routes): /organizations/home when creator home is activated, else /manage/
 * when manage overview is active, else /myevents/.
 */
export function getManageMyEventsUrl(env: Environment, isCreatorHomeActivated: boolean): string {
  if (isCreatorHomeActivated) return onServer(env, '/organizations/home');
  return onServer(env, env.isManageOverviewActive ? '/manage/' : '/myevents/');
}

/**
 * Staff-only links on the admin host (new tab, product routes). Undefined without `adminServerUrl`: a
 * relative link would land on the normal site, which has no admin pages.
 */
function onAdminHost(env: Environment, path: string): string | undefined {
  return env.adminServerUrl === '' ? undefined : joinUrl(env.adminServerUrl, path);
}
export const getAdminSearchUrl = (env: Environment) => onAdminHost(env, '/admin/search/');
export const getFeatureFlagsAdminUrl = (env: Environment) => onAdminHost(env, '/admin/nexus/gargoyle/');
/** Tikibar settings (product routes), on the normal site. */
export const getTikibarSettingsUrl = (env: Environment) => onServer(env, '/tikibar/settings/');
