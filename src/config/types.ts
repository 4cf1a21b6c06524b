/**
 * The props contract between a host application and the header (spec 3: User, Environment,
 * Feature flags, Page data). These are the shapes *after* parsing: `parseHeaderProps` in
 * `./parse-props.ts` turns whatever a host passes into these, with safe defaults.
 */
import type { Messages } from '../i18n/messages';

/** Deployment stages, read case-insensitively from the host (spec 3). */
export type Stage = 'local' | 'dev' | 'test' | 'preprod' | 'prod';

/** One link in a host-supplied link list (Organize and Help menus). */
export interface LinkItem {
  /** Visible text. */
  label: string;
  /** Absolute URL or a path relative to `serverUrl`. */
  url: string;
}

/** Organize / Help menu data: a home link plus a suggested list (spec 2). */
export interface LinkGroup {
  home: LinkItem;
  suggested: LinkItem[];
}

/** Locale facts the header needs (spec 3 `localeInfo`). */
export interface LocaleInfo {
  /** e.g. `en_US`, `de_DE`. */
  locale: string;
  /** When true, discovery and home links carry a `/{lang-region}` prefix (e.g. `/de`). */
  uses_language_subdirectory: boolean;
  /** Help-center language path segment, e.g. `en-us` (default `en-us`, spec 9). */
  help_center_language: string;
  /** Top-level domain including the dot: `.com`, `.ca`, `.co.uk`, ... (default `.com`). */
  tld: string;
}

/** Environment injected by the host (spec 3). */
export interface Environment {
  /** Base URL of the consumer site, e.g. `https://www.example.com`. Links are built relative to it. */
  serverUrl: string;
  /** Base URL of the admin host for staff links (opened in a new tab). */
  adminServerUrl: string;
  /** Sign-out URL. */
  logoutUrl: string;
  /** Sign-in URL (used when `launchNewSignInSignUpLinks` is off). */
  signinUrl: string;
  /** Sign-up URL. */
  signupUrl: string;
  /** Log-in URL (used when `launchNewSignInSignUpLinks` is on). */
  loginUrl: string;
  /** Organize menu links. */
  organizeUrls: LinkGroup;
  /** Help menu links. */
  helpUrls: LinkGroup;
  /** Marketplace domain, e.g. `example.com`. */
  ebDomain: string;
  /** Whether the host rendered for a mobile device; the header also follows the viewport width. */
  isMobile: boolean;
  /** Manage my events goes to /manage/ instead of /myevents/ (spec 2). */
  isManageOverviewActive: boolean;
  /** Show Log In + Sign Up instead of Sign In (spec 6). */
  launchNewSignInSignUpLinks: boolean;
  localeInfo: LocaleInfo;
  /** Deployment stage; unknown values are reported as `Unknown stage: {value}` and treated as prod. */
  stage: Stage;
}

/** The signed-in (or anonymous) user as the header reads it (spec 3). */
export interface User {
  isAuthenticated: boolean;
  isAttendee: boolean;
  isStaff: boolean;
  hasTikibar: boolean;
  canCreateEvents: boolean;
  hasPublish: boolean;
  hasPaidPublish: boolean;
  /** Public id used in /u/{publicId}/ links. */
  publicId: string;
  fullName: string;
  email: string;
  thumbnailUrl: string;
  numOrders: number;
  numSavedEvents: number;
  numFollowing: number;
}

/** Feature flags (spec 3). */
export interface FeatureFlags {
  launchCreatorCreditsSectionAttendee: boolean;
  /** Shows the old Collections link in the user menu. */
  enableOldCollectionsLinkInHeader: boolean;
  /** Interests link goes to /u/interests/tags/?mode=detached&referrer={current page}. */
  isDetachInterestsEnabled: boolean;
}

/** Page data (spec 3). */
export interface PageData {
  /** Manage my events goes to /organizations/home. */
  isCreatorHomeActivated: boolean;
  /** This page is the home page (the create-event call to action always shows there, spec 6). */
  isHomePage: boolean;
}

/** The product name and slug: the spec's `{product}` (e.g. `/l/{product}-ads`). */
export interface Product {
  /** Display name, used in the logo's accessible name. */
  name: string;
  /** Lowercase slug used in URLs. */
  slug: string;
}

/** An analytics event as sent by the header (spec 7). */
export interface AnalyticsEvent {
  category: string;
  action: string;
  label?: string;
  /** Extra fields, e.g. EventCreateAttempt's eventCreateSource, pageArea, hasPublish, hasPaidPublish. */
  data?: Record<string, string | number | boolean>;
}

/** Host router hook: called for router-link items instead of a full page load. */
export type NavigateFn = (path: string) => void;

/** What a host passes (every field optional and untrusted). */
export interface HeaderProps {
  /** Environment data; missing or invalid fields fall back to defaults with one console error each. */
  environment?: Partial<Environment> | unknown;
  /** The user; missing means anonymous. */
  user?: Partial<User> | unknown;
  /** Feature flags; missing flags are off. */
  featureFlags?: Partial<FeatureFlags> | unknown;
  /** Page data. */
  pageData?: Partial<PageData> | unknown;
  /** Product name and slug (defaults to the neutral demo product). */
  product?: Partial<Product> | unknown;
  /** Host router; router-link items fall back to plain anchors (with a console warning) without it. */
  navigate?: NavigateFn;
  /** Partial overrides of the message catalogue. */
  messages?: Partial<Messages>;
  /** Optional analytics sink: receives every allowed event in addition to the beacon. */
  onAnalyticsEvent?: (event: AnalyticsEvent) => void;
  /** Id of the host's main content, for the skip link (default `main-content`). */
  mainContentId?: string;
}

/** Props after parsing: everything present and well-typed. */
export interface ResolvedHeaderProps {
  environment: Environment;
  user: User;
  featureFlags: FeatureFlags;
  pageData: PageData;
  product: Product;
  navigate?: NavigateFn;
  messages: Messages;
  onAnalyticsEvent?: (event: AnalyticsEvent) => void;
  mainContentId: string;
}
