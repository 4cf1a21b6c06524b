/**
 * The default message catalogue: every user-facing text of the spec (sections 2, 4, 5, 8, 9).
 * Hosts may override any subset through the `messages` prop; values that are not strings are
 * ignored by `mergeMessages`. Templates use `{name}` placeholders filled by `formatMessage`.
 */
export const defaultMessages = {
  // Header text labels (spec 2 "Header")
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

  // Auth links (spec 6)
  findMyTickets: 'Find my tickets',
  signIn: 'Sign In',
  logIn: 'Log In',
  signUp: 'Sign Up',
  logOut: 'Log out',

  // User menu (spec 2, 6)
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

  // Badges: accessible names
  likesCount: 'Likes, {count} saved',
  ticketsCount: 'Tickets, {count} orders',

  // Create-event call to action and modal (spec 2, 9)
  createAnEvent: 'Create an event',
  createModalTitle: 'How do you want to build your event?',
  createFromScratch: 'Start from scratch',
  createWithAi: 'Create my event faster with AI',
  close: 'Close',
  loading: 'Loading',

  // Mobile nested menus (spec 2)
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

  // Text inputs (spec 5)
  required: '(required)',
  characterCount: '{length}/{max}',

  // Location (spec 4, 8)
  findingLocation: 'Finding location...',
  locationPermissionDenied: "Looks like we don't have permission to access your location.",
  locationUnavailable: "Looks like the browser wasn't able to determine your location.",
  locationUnresolved: "Looks like we weren't able to resolve your location.",
  locationLookupFailed: "We're sorry, something went wrong. Please try typing in your location again.",
  locationNoResults: "We weren't able to find any results for that location. Please try a different location.",
  searchFailed: 'Looks like we had a problem running your search.',

  // Other spec 8 texts
  noEventsNearby: "Looks like we don't have any current events listed nearby. Try searching another city.",
  eventSaved: 'Event has been saved successfully.',
  eventSaveFailed: 'There was a problem saving the event, please try again.',
  unknownStage: 'Unknown stage: {value}',
  routerLinkFallback: 'Router-link item "{path}" has no navigate function; falling back to a plain anchor.',

  // Design-system button states (spec 4: loading, successful, not-successful), announced to screen readers
  buttonSuccessful: 'Done',
  buttonNotSuccessful: 'Failed',

  // Price filter labels (spec 3 "Price filter")
  priceFree: 'Free',
  pricePaid: 'Paid',
} as const;

export type MessageKey = keyof typeof defaultMessages;
export type Messages = Record<MessageKey, string>;

/** Merge host overrides into the defaults; non-string overrides are ignored. */
export function mergeMessages(overrides: unknown): Messages {
  const merged: Messages = { ...defaultMessages };
  if (overrides && typeof overrides === 'object') {
    for (const [key, value] of Object.entries(overrides as Record<string, unknown>)) {
      if (key in defaultMessages && typeof value === 'string') merged[key as MessageKey] = value;
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
