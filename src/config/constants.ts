/**
 * Every number of the product limits (and the few numbers of the product states and validation rules) lives here, named.
 * Views and pure helpers import these; nothing else in src/ spells a spec number inline.
 */

/** Search suggestions wait this long after the last keystroke (product limits). */
export const SEARCH_DEBOUNCE_MS = 400;
/** Most suggestion items the search dropdown shows (product limits). */
export const SEARCH_MAX_ITEMS = 24;
/** Recent searches shown in the empty search dropdown (product limits). */
export const SEARCH_RECENT_SHOWN = 5;
/** Trending searches shown in the empty search dropdown (product limits). */
export const SEARCH_TRENDING_SHOWN = 5;
/** Trending timeframe sent to /api/v3/trending/ (product API calls and limits). */
export const TRENDING_TIMEFRAME = 'week';

/** Location input debounce (product validation rules and limits). */
export const LOCATION_DEBOUNCE_MS = 250;
/** Location suggestions are biased within this radius around known coordinates (product validation rules and limits). */
export const LOCATION_BIAS_RADIUS_M = 200_000;
/** Search history cap (product validation rules and limits). */
export const SEARCH_HISTORY_CAP = 40;
/** Recent locations shown (product validation rules and limits). */
export const RECENT_LOCATIONS_SHOWN = 5;
/** Secondary suggestion text is truncated at this many characters (product limits). */
export const SECONDARY_TEXT_MAX = 88;
/** Browser geolocation request timeout (product states and limits). */
export const GEOLOCATION_TIMEOUT_MS = 6000;

/** Default bounding box half-size around a coordinate-only location (product routes and limits). */
export const DEFAULT_BBOX_LNG_DELTA = 0.4;
export const DEFAULT_BBOX_LAT_DELTA = 0.3;

/**
 * Every API call gives up after this long (the product API calls name no number). A request that never
 * answers then ends in the product error catalogue failure text instead of "loading" for good. 8 s: well past the
 * slowest real answer, short enough that the visitor still sees why nothing came.
 */
export const API_TIMEOUT_MS = 8000;
/**
 * Search text is cut to this many characters before it is stored (history) or sent (analytics
 * label, search URL): the product validation rules set no limit on the input, so the cap is ours (a 1 MB term
 * went into localStorage and out as an analytics label).
 */
export const SEARCH_TEXT_MAX = 200;
/** A stored or cookie string (slug, place id, place names) longer than this is treated as corrupt. */
export const STORED_TEXT_MAX = 200;
/** Latitude and longitude ranges a stored location must fall in (latitude 999 made every call a 400). */
export const LATITUDE_MAX = 90;
export const LONGITUDE_MAX = 180;

/** Query cache policy (product limits). */
export const QUERY_STALE_TIME_MS = 300_000;
export const QUERY_RETRIES = 0;

/** Location cookie lifetime in days; path / and secure (product limits). */
export const LOCATION_COOKIE_DAYS = 30;
/** Cookie holding an analytics event that could not be beaconed (product API calls). */
export const PENDING_EVENT_COOKIE = 'ebEventToTrack';
/** The pending analytics event cookie lives 5 minutes (product API calls and limits). */
export const PENDING_EVENT_COOKIE_MS = 5 * 60 * 1000;

/*
 * The breakpoints other names are derived from, each written once. Plain constants, not read off BREAKPOINTS: the
 * bundler writes a constant's number where it is used, while `BREAKPOINTS.lg` stays a lookup in the first render.
 */
const SM = 480;
const MD = 660;
const LG = 960;

/**
 * Layout breakpoints in px (product limits): each number is written here only, and every other name for one
 * (the device buckets, hover opening, the overlay's closing) is derived from it.
 */
export const BREAKPOINTS = {
  xs: 360,
  sm: SM,
  md: MD,
  mdl: 792,
  lg: LG,
  lgx: 1080,
  xl: 1152,
  xxl: 1272,
  xxxl: 1608,
} as const;
export type BreakpointName = keyof typeof BREAKPOINTS;

/** Search overlay closes on location selection at widths >= this (product limits). */
export const SEARCH_OVERLAY_CLOSE_MIN_WIDTH = MD;
/** Menus open on hover only above this width (product states: "widths up to 960 px have no hover opening"). */
export const MENU_HOVER_MIN_WIDTH = LG;

/**
 * Device buckets (product limits): under 481 mobile (the `sm` breakpoint and narrower), under 960 tablet (`lg`),
 * else desktop.
 */
export const DEVICE_MOBILE_BELOW = SM + 1;
/**
 * The desktop bucket's first width (`lg`), which is also where the header's desktop layout starts; narrower windows
 * get the mobile layout. CSS picks the layout (media queries): the server's markup holds both, so a window whose
 * width the server cannot know (an iPad's desktop user agent, a narrow desktop window) draws the right one from the
 * first paint.
 */
export const DEVICE_TABLET_BELOW = LG;
export type DeviceBucket = 'mobile' | 'tablet' | 'desktop';

/**
 * The desktop search input keeps at least this width from DEVICE_TABLET_BELOW up, with every
 * persona and in every locale: the header's links wrap onto a second line before it shrinks further.
 */
export const DESKTOP_SEARCH_INPUT_MIN_WIDTH_PX = 240;
export function getDeviceBucket(width: number): DeviceBucket {
  if (!Number.isFinite(width) || width < DEVICE_MOBILE_BELOW) return 'mobile';
  if (width < DEVICE_TABLET_BELOW) return 'tablet';
  return 'desktop';
}

/** Badge counts above this show `{cap}+`; 0 shows nothing (product validation rules and limits). */
export const BADGE_CAP = 99;
/** User labels longer than LABEL_MAX are cut to LABEL_CUT characters plus an ellipsis (product validation rules and limits). */
export const LABEL_MAX = 30;
export const LABEL_CUT = 25;
/** Position (1-based) of the disabled label item in the user menu (product roles). */
export const USER_MENU_LABEL_POSITION = 9;

/** Keyboard sequence timeout (product limits), used by type-ahead in menus. */
export const KEY_SEQUENCE_TIMEOUT_MS = 1000;

/** The host shows a fallback header when the remote has not arrived within this time. */
export const REMOTE_LOAD_TIMEOUT_MS = 3000;

/**
 * The longest a host's server waits on the remote (loading its server code and rendering
 * the header) before it sends the static fallback header instead; the browser then loads the remote
 * as without server rendering.
 */
export const SERVER_RENDER_BUDGET_MS = 300;

/**
 * The longest a host's server waits for its guess of the visitor's place (`findVisitorPlace`) before it renders
 * without one: the browser then asks `place_from_request` itself, as without server rendering.
 */
export const SERVER_PLACE_GUESS_TIMEOUT_MS = 150;

/** How often a host's server asks whether the remote was redeployed (its server manifest). */
export const SERVER_MANIFEST_REVALIDATE_MS = 60_000;

/**
 * The longest one fetch of the remote's server build (its manifest, signature or a file) or of
 * the browser manifest the server reads for preload links may take before it is given up as failed.
 */
export const SERVER_BUILD_FETCH_TIMEOUT_MS = 10_000;

/**
 * How long a refused or failed load of the remote's server build is remembered; page views
 * meanwhile get the fallback header at once and download nothing. With SERVER_BUILD_FETCH_TIMEOUT_MS it
 * bounds how long server rendering stays off after the CDN heals (under 60 s).
 */
export const SERVER_BUILD_RETRY_MS = 20_000;

/**
 * Where analytics beacons go when the host names no `environment.analyticsUrl`: same-origin, so no
 * CORS preflight (product API calls name a web analytics service, not its address).
 */
export const DEFAULT_ANALYTICS_ENDPOINT = '/analytics/track';

/** Defaults (product limits). */
export const DEFAULT_HELP_LANGUAGE = 'en-us';
export const DEFAULT_TLD = '.com';
export const DEFAULT_LOCALE = 'en_US';

/** Prefix of every console message the header writes, so hosts can find and filter them. */
export const LOG_PREFIX = '[global-header]';

/**
 * The orange brand colour (product overview: "orange brand theme colour"): the design tokens' `colors.brand` and the
 * page head's theme colour. It lives in the pure core so the head, which runs on servers, reads it
 * without importing the design system.
 */
export const BRAND_COLOR = '#d1410c';

/** The header's height; hosts reserve it before the remote arrives so nothing shifts. */
export const HEADER_HEIGHT_DESKTOP = 72;
export const HEADER_HEIGHT_MOBILE = 60;

/**
 * Grace period before a hover-opened header menu closes on mouse leave (product states: "closes on mouse
 * leave"), so a pointer crossing the gap between trigger and list does not close it. Not a spec number.
 */
export const MENU_HOVER_CLOSE_DELAY_MS = 150;

/**
 * A dropdown list ends this far above the window's bottom edge and scrolls inside (24 suggestions
 * ran 400 px past a 720 px window). Not spec numbers.
 */
export const DROPDOWN_VIEWPORT_MARGIN_PX = 16;
/** A dropdown list is never squeezed below this height (about three options), however little room is left. */
export const DROPDOWN_MIN_HEIGHT_PX = 144;

/**
 * The maps places script is loaded with one retry (product API calls: "Loads the maps places script with one
 * retry"): at most this many attempts per load.
 */
export const GOOGLE_MAPS_LOAD_ATTEMPTS = 2;
