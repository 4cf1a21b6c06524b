/**
 * English, the spec's own texts, part one: what the header's first render shows (the closed header and
 * its links, the menus' triggers), in the first-render code, so an English page asks for no texts before it
 * renders. The rest (en.later.ts) comes with the first part that loads later. A key's part is where
 * its text is first read (docs/i18n.md, "Loading"); `LATER_MESSAGE_KEYS` (message-keys.ts) names the rest.
 */
import type { FirstCatalogue } from '../catalogue';

export const englishFirst = {
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

  // Desktop links
  findEvents: 'Find Events',
  createEvents: 'Create Events',
  helpCenterMenu: 'Help Center',
  helpCenter: 'Help Center',

  // Auth links (product roles)
  findMyTickets: 'Find my tickets',
  signIn: 'Sign In',
  logIn: 'Log In',
  signUp: 'Sign Up',

  // User menu (product routes and roles)
  userMenu: 'Account menu for {name}',

  // Badges: what assistive technology reads after "Likes" / "Tickets" instead of the bubble's
  // number (product validation rules cap the bubble at 99+, the text keeps the real count)
  likesCount: { one: '{count} saved event', other: '{count} saved events' },
  ticketsCount: { one: '{count} order', other: '{count} orders' },

  // Create-event call to action and modal (product routes and limits)
  createAnEvent: 'Create an event',

  // Location (product states and error catalogue)
  findingLocation: 'Finding location...',

  // Location picker (product routes: "Search": a location selector with a text input and suggestion dropdown)
  chooseLocation: 'Choose a location',
  onlineLocation: 'Online events',
  unknownStage: 'Unknown stage: {value}',

  // Search bar (product routes: "Search", product states: search dropdown, product validation rules: search history)
  searchEvents: 'Search events',
} as const;

const british = {
  organize: 'Organise',
  helpCenterMenu: 'Help Centre',
  helpCenter: 'Help Centre',
};
/**
 * English's first part as every language's first-part module exports it, with its regional differences: British
 * spelling, which Australia shares (Canada keeps the spec's US spelling). The later part's British words are in
 * en.later.ts.
 */
export const catalogue: FirstCatalogue = { messages: englishFirst, regions: { GB: british, AU: british } };

/** The first part's keys, in order: the one list the header reads them by (the props' `messages`, the reports). */
export const FIRST_MESSAGE_KEYS = Object.keys(englishFirst) as readonly (keyof typeof englishFirst)[];
