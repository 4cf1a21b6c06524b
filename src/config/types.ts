/**
 * The data the header works with (product entities: User, Environment, Feature flags, Page data), with a doc
 * comment on every member: hosts read these through `@mf-types`. Plain types, no imports: the props
 * a host passes and their parsing are in src/props/ (`HeaderProps`, `ResolvedHeaderProps`), which
 * asserts at compile time that its valibot schemas give exactly these shapes. They are declared
 * rather than written as `v.InferOutput<...>` because doc comments on schema entries do not reach
 * inferred types, and because this file is compiled into the `@mf-types` hosts download, where
 * hosts do not have valibot.
 */
/** Deployment stages, read case-insensitively from the host (product entities). */
export type Stage = 'local' | 'dev' | 'test' | 'preprod' | 'prod';

/** One link in a host-supplied link list (Organize and Help menus). */
export interface LinkItem {
  /** Visible text. */
  label: string;
  /** Absolute URL or a path relative to `serverUrl`. */
  url: string;
}

/** Organize / Help menu data: a home link plus a suggested list (product routes). */
export interface LinkGroup {
  /** First item of the menu; defaults to the organizer overview or the help center. */
  home: LinkItem;
  /** Further items; a link without a usable label or URL is dropped (with a console error). */
  suggested: LinkItem[];
}

/** Locale facts the header needs (product entities: `localeInfo`). */
export interface LocaleInfo {
  /** e.g. `en_US`, `de_DE`. */
  locale: string;
  /** When true, discovery and home links carry a `/{lang-region}` prefix (e.g. `/de`). */
  uses_language_subdirectory: boolean;
  /** Help-center language path segment, e.g. `en-us` (default `en-us`, product limits). */
  help_center_language: string;
  /** Top-level domain including the dot: `.com`, `.ca`, `.co.uk`, ... (default `.com`). */
  tld: string;
}

/** Environment injected by the host (product entities). */
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
  /**
   * Whether the host rendered for a mobile device: it forces the mobile layout. In the browser the
   * viewport width decides the product limits' device bucket (Manage my events for attendees); on a server,
   * where there is no width, this does.
   */
  isMobile: boolean;
  /** Manage my events goes to /manage/ instead of /myevents/ (product routes). */
  isManageOverviewActive: boolean;
  /** Show Log In + Sign Up instead of Sign In (product roles). */
  launchNewSignInSignUpLinks: boolean;
  /** Locale, language subdirectory, help-center language and domain (missing facts follow the locale). */
  localeInfo: LocaleInfo;
  /** Deployment stage; unknown values are reported as `Unknown stage: {value}` and treated as prod. */
  stage: Stage;
  /**
   * Where analytics beacons are sent (product API calls): an http(s) URL or a path (default `/analytics/track`
   * on the page's own origin). A URL on another origin needs that service to accept `text/plain` posts.
   */
  analyticsUrl: string;
  /**
   * Maps key used in production: location suggestions come from Google Places (product API calls). '' (the
   * default) uses the host's keyless `/home/api/geo/place_suggestions/` endpoint instead.
   */
  googleMapsApiKey: string;
  /** Maps key for every stage other than prod (product API calls: "a different key outside production"); '' is keyless. */
  googleMapsApiKeyNonProd: string;
  /** Location suggestions also offer neighborhoods, localities, sublocalities and countries, not only regions (product validation rules). */
  enableNeighborhoods: boolean;
}

/** The signed-in (or anonymous) user as the header reads it (product entities). */
export interface User {
  /** Signed in: shows the account menu, Likes and Tickets instead of Sign In (product roles). */
  isAuthenticated: boolean;
  /** An attendee account: Manage my events is hidden on non-mobile screens (product roles). */
  isAttendee: boolean;
  /** Staff: adds the Admin and Feature Flags items (product roles). */
  isStaff: boolean;
  /** Staff with the Tikibar tool: adds the Tikibar item (product roles). */
  hasTikibar: boolean;
  /** May create events: organizer menus and the create-event call to action (product roles). */
  canCreateEvents: boolean;
  /** Has published an event; sent with the EventCreateAttempt analytics event (product API calls). */
  hasPublish: boolean;
  /** Has published a paid event; sent with the EventCreateAttempt analytics event (product API calls). */
  hasPaidPublish: boolean;
  /** Public id used in /u/{publicId}/ links: letters, digits, `-`, `_` (a whole number is read as text). */
  publicId: string;
  /** Shown as the account label (cut to 25 characters plus an ellipsis past 30, product validation rules). */
  fullName: string;
  /** Shown under the name in the account menu, and as the label when there is no name. */
  email: string;
  /** Avatar image URL (http(s) or a path); '' shows the initials instead. */
  thumbnailUrl: string;
  /** Tickets badge count (0 shows nothing, above 99 shows 99+, product validation rules). */
  numOrders: number;
  /** Likes badge count (0 shows nothing, above 99 shows 99+, product validation rules). */
  numSavedEvents: number;
  /** Number of organizers the user follows (product entities). */
  numFollowing: number;
}

/** Feature flags (product entities). */
export interface FeatureFlags {
  /** Creator credits section for attendees (product entities); accepted and passed on, no header element reads it yet. */
  launchCreatorCreditsSectionAttendee: boolean;
  /** Shows the old Collections link in the user menu. */
  enableOldCollectionsLinkInHeader: boolean;
  /** Interests link goes to /u/interests/tags/?mode=detached&referrer={current page}. */
  isDetachInterestsEnabled: boolean;
}

/** Page data (product entities). */
export interface PageData {
  /** Manage my events goes to /organizations/home. */
  isCreatorHomeActivated: boolean;
  /** This page is the home page (the create-event call to action always shows there, product roles). */
  isHomePage: boolean;
}

/** The product name and slug: the spec's `{product}` (e.g. `/l/{product}-ads`). */
export interface Product {
  /** Display name, used in the logo's accessible name. */
  name: string;
  /** Lowercase slug used in URLs. */
  slug: string;
}

/** An analytics event as sent by the header (product API calls). */
export interface AnalyticsEvent {
  /** Event category, e.g. `Header`. */
  category: string;
  /** What happened, e.g. `EventCreateAttempt`. */
  action: string;
  /** Optional detail, e.g. which link was chosen. */
  label?: string;
  /** Extra fields, e.g. EventCreateAttempt's eventCreateSource, pageArea, hasPublish, hasPaidPublish. */
  data?: Record<string, string | number | boolean>;
}

/** Host router hook: called for router-link items instead of a full page load. */
export type NavigateFn = (path: string) => void;

/** A point in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A bounding box with all four corners (product entities: Place bbox). */
export interface PlaceBoundingBox {
  nw: LatLng;
  sw: LatLng;
  ne: LatLng;
  se: LatLng;
}

/** A place in its client form (product entities: "Place (client form)"). */
export interface Place {
  /** The marketplace place id; null for the online pseudo-place and for map places it does not know. */
  placeId: string | null;
  /** `locality`, `region`, `country`, ... (`online` for the online pseudo-place). */
  placeType: string;
  latitude: number | null;
  longitude: number | null;
  /** The place's own name, e.g. `San Francisco`. */
  currentPlace: string;
  /** The parent label, e.g. `California, United States`. */
  currentPlaceParent: string;
  /** Location slug for discovery URLs, e.g. `ca--san-francisco`; may be empty for a box-only place. */
  slug: string;
  isOnline: boolean;
  /** The text the picker shows for the place, e.g. `San Francisco` (may be empty: the slug is read then). */
  value: string;
  /** Country name. */
  country: string;
  /** Present for map places the marketplace does not know: discovery then searches this box. */
  bbox?: PlaceBoundingBox;
}
