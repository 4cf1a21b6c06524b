/**
 * The shapes and defaults of the props that the host kit's fallback header reads too: it checks its few fields by these
 * without the props schemas (valibot and every section), so the two accept the same values.
 */

/** Locale shape kept even when not in the locale table: `xx_YY`. */
export const LOCALE_PATTERN = /^[a-z]{2}_[A-Z]{2}$/;
/** An element id safe in `href="#id"` and `getElementById`: no spaces, quotes, `#` or `/`. */
export const SAFE_ID_PATTERN = /^[A-Za-z_][A-Za-z0-9_.:-]{0,127}$/;
export const HELP_LANGUAGE_PATTERN = /^[a-z]{2,3}(?:-[a-z0-9]{2,4})?$/;

/** Skip-link target when the host names none (header `mainContentId` prop). */
export const DEFAULT_MAIN_CONTENT_ID = 'main-content';

/**
 * Site paths used when the environment does not supply the auth URLs (product routes: /signin/ and
 * /signin/signup/; log-out has no path in the spec, /logout/ is the site's conventional one).
 * They are joined to `serverUrl`.
 */
export const DEFAULT_AUTH_PATHS = {
  signinUrl: '/signin/',
  signupUrl: '/signin/signup/',
  loginUrl: '/signin/',
  logoutUrl: '/logout/',
} as const;
