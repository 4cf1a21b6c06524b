/**
 * The default message catalogue: every user-facing text of the spec (sections 2, 4, 5, 8, 9).
 * Hosts may override any subset through the `messages` prop; values of the wrong shape are
 * ignored by `mergeMessages`. Templates use `{name}` placeholders filled by `formatMessage`.
 *
 * Texts that hold a count are plural messages (`PluralMessage`): one template per CLDR plural
 * category, chosen by `formatCount` with `Intl.PluralRules` for the page's locale, so English gets
 * "1 order" / "2 orders" and a host's Polish catalogue can give its `few` and `many` forms.
 */

/** CLDR plural categories: what `Intl.PluralRules#select` answers. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/**
 * A text that depends on a count, e.g. `{ one: '{count} order', other: '{count} orders' }`.
 * `other` is required: every language has that category, and it stands in for any category the
 * message leaves out (a Japanese catalogue gives only `other`).
 */
export interface PluralMessage {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

export const defaultMessages = {
  // Header text labels (product routes: "Header")
  organize: 'Organize',
  help: 'Help',
  likes: 'Likes',
  tickets: 'Tickets',
  menu: 'Menu',
  home: 'Home',
  skipMainNavigation: 'Skip Main Navigation',
  pageContent: 'Page Content',
  mainNavigation: 'Main navigation',
  logoLabel: '{product} {home}',
  closeMenu: 'Close menu',

  // Desktop links
  findEvents: 'Find Events',
  createEvents: 'Create Events',
  helpCenterMenu: 'Help Center',
  helpCenter: 'Help Center',
  findYourTickets: 'Find your tickets',
  contactYourEventOrganizer: 'Contact your event organizer',

  // Auth links (product roles)
  findMyTickets: 'Find my tickets',
  signIn: 'Sign In',
  logIn: 'Log In',
  signUp: 'Sign Up',
  logOut: 'Log out',

  // User menu (product routes and roles)
  userMenu: 'Account menu for {name}',
  browseEvents: 'Browse events',
  manageMyEvents: 'Manage my events',
  ticketsMenuItem: 'Tickets ({count})',
  likedMenuItem: 'Liked',
  collections: 'Collections',
  following: 'Following',
  interests: 'Interests',
  accountSettings: 'Account settings',
  contacts: 'Contacts',
  organizerProfile: 'Organizer profile',
  newsletter: 'Newsletter',
  sponsorship: 'Sponsorship',
  sponsorshipBadge: 'Beta',
  studio: 'Studio',
  studioBadge: 'New',
  create: 'Create',
  admin: 'Admin',
  featureFlags: 'Feature Flags',
  tikibar: 'Tikibar',
  opensInNewTab: '(opens in a new tab)',

  // Badges: what assistive technology reads after "Likes" / "Tickets" instead of the bubble's
  // number (product validation rules cap the bubble at 99+, the text keeps the real count)
  likesCount: { one: '{count} saved event', other: '{count} saved events' },
  ticketsCount: { one: '{count} order', other: '{count} orders' },

  // Create-event call to action and modal (product routes and limits)
  createAnEvent: 'Create an event',
  createModalTitle: 'How do you want to build your event?',
  createFromScratch: 'Start from scratch',
  createWithAi: 'Create my event faster with AI',
  close: 'Close',
  loading: 'Loading',

  // Mobile nested menus (product routes)
  solutions: 'Solutions',
  industry: 'Industry',
  eventTypes: 'Event Types',
  blog: 'Blog',
  contactSales: 'Contact Sales',
  getStarted: 'Get Started',
  back: 'Back',

  // Solutions / industry / event types / blog links
  sellTickets: 'Sell tickets',
  eventMarketingPlatform: 'Event marketing platform',
  productAds: '{product} Ads',
  eventPayment: 'Event payment',
  forBusiness: '{product} for business',
  virtualEventsPlatform: 'Virtual events platform',
  resources: 'Resources',
  music: 'Music',
  foodAndDrink: 'Food & Drink',
  performingArts: 'Performing Arts',
  charityAndCauses: 'Charity & Causes',
  retail: 'Retail',
  musicVenues: 'Music venues',
  conferences: 'Conferences',
  workshops: 'Workshops',
  festivals: 'Festivals',
  tipsAndGuides: 'Tips & Guides',
  newsAndTrends: 'News & Trends',
  community: 'Community',
  toolsAndFeatures: 'Tools & Features',

  // Text inputs (product validation rules)
  required: '(required)',
  characterCount: '{length}/{max}',

  // Location (product states and error catalogue)
  findingLocation: 'Finding location...',
  locationPermissionDenied: "Looks like we don't have permission to access your location.",
  locationUnavailable: "Looks like the browser wasn't able to determine your location.",
  locationUnresolved: "Looks like we weren't able to resolve your location.",
  locationLookupFailed: "We're sorry, something went wrong. Please try typing in your location again.",
  locationNoResults: "We weren't able to find any results for that location. Please try a different location.",
  searchFailed: 'Looks like we had a problem running your search.',

  // Location picker (product routes: "Search": a location selector with a text input and suggestion dropdown)
  chooseLocation: 'Choose a location',
  useMyCurrentLocation: 'Use my current location',
  onlineLocation: 'Online events',
  recentLocation: 'Recent location',

  // Other product error catalogue texts
  noEventsNearby: "Looks like we don't have any current events listed nearby. Try searching another city.",
  eventSaved: 'Event has been saved successfully.',
  eventSaveFailed: 'There was a problem saving the event, please try again.',
  unknownStage: 'Unknown stage: {value}',
  routerLinkFallback: 'Router-link item "{path}" has no navigate function; falling back to a plain anchor.',

  // Design-system button states (product states: loading, successful, not-successful), announced to screen readers
  buttonSuccessful: 'Done',
  buttonNotSuccessful: 'Failed',

  // Price filter labels (product entities: "Price filter")
  priceFree: 'Free',
  pricePaid: 'Paid',

  // Search bar (product routes: "Search", product states: search dropdown, product validation rules: search history)
  searchEvents: 'Search events',
  clearRecentSearches: 'Clear',
  recentSearches: 'Recent searches',
  trendingSearches: 'Trending searches',
  searchSuggestions: 'Suggestions',
  recentSearchIn: '{text}, searched in {place}',
  searchLoading: 'Loading suggestions...',
  searchSuggestionCount: { one: '{count} suggestion available.', other: '{count} suggestions available.' },
  searchRefinements: 'Understood as',
  removeRefinement: 'Remove {label}, search it as words',
  dateToday: 'Today',
  dateTomorrow: 'Tomorrow',
  dateThisWeekend: 'This weekend',
  dateThisWeek: 'This week',
  dateNextWeek: 'Next week',
  dateThisMonth: 'This month',
  dateNextMonth: 'Next month',
} as const;

type Catalogue = typeof defaultMessages;
export type MessageKey = keyof Catalogue;
/** Keys whose text depends on a count (`PluralMessage`). */
export type PluralMessageKey = { [K in MessageKey]: Catalogue[K] extends string ? never : K }[MessageKey];
/** The full catalogue: plural messages for the count texts, plain templates for the rest. */
/** Keys whose message is one plain text (every key but the plural ones). */
export type TextMessageKey = Exclude<MessageKey, PluralMessageKey>;
export type Messages = { [K in MessageKey]: K extends PluralMessageKey ? PluralMessage : string };
/**
 * What a host may pass as `messages`: any subset. A count text takes a `PluralMessage` or a plain
 * string (used for every count, as when the catalogue had no plural forms); `null` means "not given".
 */
export type MessageOverrides = {
  [K in MessageKey]?: (K extends PluralMessageKey ? PluralMessage | string : string) | null;
};

/** Whether `key` names a count text (a plural message in the default catalogue). */
export function isPluralMessageKey(key: string): key is PluralMessageKey {
  return (
    Object.prototype.hasOwnProperty.call(defaultMessages, key) && typeof defaultMessages[key as MessageKey] === 'object'
  );
}

/**
 * Read a host's plural message: a string (one form for every count) or an object whose own keys are
 * plural categories with string values, `other` included. Anything else is undefined (not usable).
 */
export function parsePluralMessage(value: unknown): PluralMessage | undefined {
  if (typeof value === 'string') return { other: value };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const source = value as Record<string, unknown>;
  const keys = Object.keys(source);
  const message: Partial<PluralMessage> = {};
  for (const key of keys) {
    const text = source[key];
    if (!(PLURAL_CATEGORIES as readonly string[]).includes(key) || typeof text !== 'string') return undefined;
    message[key as PluralCategory] = text;
  }
  return typeof message.other === 'string' ? (message as PluralMessage) : undefined;
}

/**
 * Merge host overrides into a catalogue (default: English, `defaultMessages`); values of the wrong
 * shape are ignored. Returns `base` itself when there are no overrides.
 */
export function mergeMessages(overrides: unknown, base: Messages = defaultMessages): Messages {
  if (!overrides || typeof overrides !== 'object') return base;
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(overrides as Record<string, unknown>)) {
    if (!Object.prototype.hasOwnProperty.call(defaultMessages, key)) continue;
    if (isPluralMessageKey(key)) {
      const plural = parsePluralMessage(value);
      if (plural) merged[key] = plural;
    } else if (typeof value === 'string') {
      (merged as Record<string, string | PluralMessage>)[key] = value;
    }
  }
  return merged;
}

/** Fill `{name}` placeholders; unknown placeholders are left as written. */
export function formatMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : match,
  );
}

/** Intl objects per locale: building them is far slower than using them, and a page has one locale. */
const pluralRulesCache = new Map<string, Intl.PluralRules>();
const numberFormatCache = new Map<string, Intl.NumberFormat>();

/** `en_US` (the props' spelling) as the BCP 47 tag Intl wants (`en-US`); unusable tags fall back to English. */
function toLanguageTag(locale: string): string {
  const tag = locale.replace(/_/g, '-');
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

function cached<T>(cache: Map<string, T>, tag: string, create: (tag: string) => T): T {
  let value = cache.get(tag);
  if (value === undefined) {
    value = create(tag);
    cache.set(tag, value);
  }
  return value;
}

/**
 * A count in text: the form `Intl.PluralRules` picks for `count` in `locale` (else `other`), with
 * `{count}` written as the locale writes numbers (1,500 in en_US, 1.500 in de_DE) and any other
 * `{name}` filled from `values`. `locale` may be `en_US` or `en-US`.
 */
export function formatCount(
  message: PluralMessage,
  count: number,
  locale: string,
  values: Record<string, string | number> = {},
): string {
  const tag = toLanguageTag(locale);
  const category = cached(pluralRulesCache, tag, (t) => new Intl.PluralRules(t)).select(count);
  const template = message[category] ?? message.other;
  const shown = cached(numberFormatCache, tag, (t) => new Intl.NumberFormat(t)).format(count);
  return formatMessage(template, { ...values, count: shown });
}
