/**
 * The analytics events the header sends (product API calls): category `header` with its actions, and
 * EventCreateAttempt for the create-an-event call to action.
 */
import type { AnalyticsEvent, User } from '../config/types';

/** Category of every header event (product API calls). */
export const HEADER_CATEGORY = 'header';

/** Header actions (product API calls), each name written once: the action is its own name. */
const HEADER_ACTIONS = [
  'ProfileDropdown',
  'Discover',
  'SignInClicked',
  'SignUpClicked',
  'HostAnEventLinkClicked',
  'LogoHome',
  'Logout',
] as const;
export type HeaderAction = (typeof HEADER_ACTIONS)[number];
export const HeaderAction = Object.fromEntries(HEADER_ACTIONS.map((action) => [action, action])) as {
  readonly [Action in HeaderAction]: Action;
};

/**
 * A search run from the SearchBar (submit or a picked item; product API calls: "sends the analytics event"), under
 * the header category with the query as its label. Not one of the product API calls' seven named actions, so it is
 * its own constant, allowed next to them.
 */
export const SEARCH_ACTION = 'Search';

/** The search event: category header, action Search, the query (trimmed) as the label. */
export function buildSearchEvent(query: string): AnalyticsEvent {
  return { category: HEADER_CATEGORY, action: SEARCH_ACTION, label: query.trim() };
}

/** The create-event attempt (product API calls), sent under the header category. */
export const EVENT_CREATE_ATTEMPT_ACTION = 'EventCreateAttempt';
/** eventCreateSource of the header's create call to action, which opens /manage/events/auto-create/. */
export const EVENT_CREATE_SOURCE = 'AutoCreate';

/** A header event, e.g. `buildHeaderEvent(HeaderAction.LogoHome)`. */
export function buildHeaderEvent(action: HeaderAction, label?: string): AnalyticsEvent {
  return label === undefined ? { category: HEADER_CATEGORY, action } : { category: HEADER_CATEGORY, action, label };
}

/**
 * EventCreateAttempt (product API calls): eventCreateSource AutoCreate, the page area the click came from
 * (e.g. `header`, `mobile-menu`) and the user's publish rights.
 */
export function buildEventCreateAttempt(
  user: Pick<User, 'hasPublish' | 'hasPaidPublish'>,
  pageArea: string,
): AnalyticsEvent {
  return {
    category: HEADER_CATEGORY,
    action: EVENT_CREATE_ATTEMPT_ACTION,
    data: {
      eventCreateSource: EVENT_CREATE_SOURCE,
      pageArea,
      hasPublish: user?.hasPublish === true,
      hasPaidPublish: user?.hasPaidPublish === true,
    },
  };
}
