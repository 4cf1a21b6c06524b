/**
 * The header props as valibot schemas: each field once, with its check, its default and, where the
 * default depends on other fields, the rule that derives it (`complete`). `parse-props.ts` runs them.
 *
 * Types: the host-facing interfaces stay declared, with their doc comments, in `./types.ts` (doc
 * comments on schema entries never reach inferred types, and hosts get `./types.ts` through
 * `@mf-types` without valibot). The assertions at the end of this file make the types inferred
 * from these schemas equal to those interfaces, so a field added, removed or retyped on one side
 * and not the other fails the typecheck: the logic is written once here, the documentation once there.
 *
 * Checks name what they expect in their valibot message ("true or false"); the reports read
 * `{path}: expected {message}, got {value}; using {default}` (see schema-kit.ts).
 */
import * as v from 'valibot';
import { DEFAULT_ANALYTICS_ENDPOINT, DEFAULT_HELP_LANGUAGE, DEFAULT_LOCALE, DEFAULT_TLD } from './constants';
import { findLocale } from './locales';
import { DEFAULT_PRODUCT } from './product';
import { field, group, list } from './schema-kit';
import { DEFAULT_STAGE, parseStage } from './stage';
import type {
  AnalyticsEvent,
  FeatureFlags,
  HeaderProps,
  LocaleInfo,
  NavigateFn,
  PageData,
  Product,
  ResolvedHeaderProps,
  User,
} from './types';
import {
  defaultMessages,
  isPluralMessageKey,
  mergeMessages,
  parsePluralMessage,
  type MessageKey,
  type PluralMessageKey,
} from '../i18n/messages';
import { joinUrl, parseBaseUrl, parseSafeUrl } from '../routes/url';

/** Skip-link target when the host names none (header `mainContentId` prop). */
export const DEFAULT_MAIN_CONTENT_ID = 'main-content';

/**
 * Site paths used when the environment does not supply the auth URLs (spec 2: /signin/ and
 * /signin/signup/; log-out has no path in the spec, /logout/ is the site's conventional one).
 * They are joined to `serverUrl`.
 */
export const DEFAULT_AUTH_PATHS = {
  signinUrl: '/signin/',
  signupUrl: '/signin/signup/',
  loginUrl: '/signin/',
  logoutUrl: '/logout/',
} as const;

/** Organizer home path (spec 2 `/organizer/overview/`), the default Organize menu home link. */
export const DEFAULT_ORGANIZE_HOME_PATH = '/organizer/overview/';

// ---------------------------------------------------------------------------------------------
// Checks (valibot). No coercion: "true" is not a boolean and "3" is not a count.

/** `/u/{publicId}/` path segment: letters, digits, `-`, `_` only (no `/`, `.`, `%`, `?`, `#`). */
const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Locale shape kept even when not in the locale table: `xx_YY`. */
const LOCALE_PATTERN = /^[a-z]{2}_[A-Z]{2}$/;
/** An element id safe in `href="#id"` and `getElementById`: no spaces, quotes, `#` or `/`. */
const SAFE_ID_PATTERN = /^[A-Za-z_][A-Za-z0-9_.:-]{0,127}$/;
const TLD_PATTERN = /^(?:\.[a-z0-9-]{1,63}){1,3}$/;
const HELP_LANGUAGE_PATTERN = /^[a-z]{2,3}(?:-[a-z0-9]{2,4})?$/;
const DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A maps API key: it goes into the maps script URL, so letters, digits, `-` and `_` only (Google's keys are 39 of them). */
const MAPS_API_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

const bool = v.boolean('true or false');

/** Text is trimmed; message overrides are not (a host may want the exact spacing). */
const text = v.pipe(v.string('a string'), v.trim());

const nonEmptyText = v.pipe(v.string('a non-empty string'), v.trim(), v.nonEmpty('a non-empty string'));

const COUNT = 'a whole number of 0 or more';
/** A badge count (spec 5): a finite whole number, not NaN, Infinity or "3". */
const count = v.pipe(v.number(COUNT), v.safeInteger(COUNT), v.minValue(0, COUNT));

/** Trimmed, lowercased text matching `pattern` (it goes into paths and host names). */
function lowercase(pattern: RegExp, what: string) {
  return v.pipe(v.string(what), v.trim(), v.toLowerCase(), v.regex(pattern, what));
}

/** Text read by one of the URL rules of src/routes/url.ts (undefined there means rejected here). */
function urlBy(parse: (value: string) => string | undefined, what: string) {
  return v.pipe(
    v.string(what),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const url = parse(dataset.value);
      if (url !== undefined) return url;
      addIssue({ message: what });
      return NEVER;
    }),
  );
}

const LINK_URL = 'an http(s) URL or a path starting with "/"';
const linkUrl = urlBy(parseSafeUrl, LINK_URL);
/** A link URL, or '' for "none" (a user without a thumbnail). */
const optionalLinkUrl = urlBy((value) => (value.trim() === '' ? '' : parseSafeUrl(value)), LINK_URL);
const baseUrl = urlBy(parseBaseUrl, 'an http(s) URL like "https://www.example.com" (no query) or ""');

const PUBLIC_ID = 'an id of letters, digits, "-" or "_"';
/** Also a whole number (the natural shape of an id), read as text; '' means none. */
const publicId = v.union(
  [
    v.pipe(
      v.string(),
      v.trim(),
      v.check((id) => id === '' || PUBLIC_ID_PATTERN.test(id), PUBLIC_ID),
    ),
    v.pipe(count, v.transform(String)),
  ],
  PUBLIC_ID,
);

const LOCALE = 'a locale like "en_US"';
/** Known locales in their canonical spelling (`EN-us` is `en_US`); unknown ones kept if `xx_YY`. */
const locale = v.pipe(
  v.string(LOCALE),
  v.trim(),
  v.transform((value) => value.replace('-', '_')),
  v.transform((value) => findLocale(value)?.locale ?? value),
  v.regex(LOCALE_PATTERN, LOCALE),
);

const DOMAIN = 'a domain like "example.com"';
/** A domain, or '' for none. */
const domain = v.pipe(
  v.string(DOMAIN),
  v.trim(),
  v.toLowerCase(),
  v.check((value) => value === '' || DOMAIN_PATTERN.test(value), DOMAIN),
);

/** The stage, any case (spec 3), by the one stage rule of stage.ts. */
const stage = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const result = parseStage(dataset.value);
    if (result.ok) return result.stage;
    // Reported with spec 8's text instead: see the `explain` of the stage field.
    addIssue({ message: 'a deployment stage' });
    return NEVER;
  }),
);

const MAPS_API_KEY = 'a maps API key of letters, digits, "-" or "_"';
/** A maps key, or '' for none (keyless suggestions). */
const mapsApiKey = v.pipe(
  v.string(MAPS_API_KEY),
  v.trim(),
  v.check((value) => value === '' || MAPS_API_KEY_PATTERN.test(value), MAPS_API_KEY),
);

const safeId = v.pipe(
  v.string('an element id like "main-content"'),
  v.trim(),
  v.regex(SAFE_ID_PATTERN, 'an element id like "main-content"'),
);

export function fn<T extends (...args: never[]) => unknown>() {
  return v.custom<T>((value) => typeof value === 'function', 'a function');
}

// ---------------------------------------------------------------------------------------------
// Sections

const localeInfoSchema = group(
  {
    locale: field(locale, DEFAULT_LOCALE),
    uses_language_subdirectory: field(bool, undefined),
    help_center_language: field(lowercase(HELP_LANGUAGE_PATTERN, 'a language like "en-us"'), undefined),
    tld: field(lowercase(TLD_PATTERN, 'a string like ".com"'), undefined),
  },
  {
    fallback: `the ${DEFAULT_LOCALE} locale`,
    // Facts the host leaves out are those of its locale (fr_CA: .ca, fr-ca, /fr), else spec 9's.
    complete: ({ locale, ...given }) => {
      const known = findLocale(locale);
      return {
        locale,
        uses_language_subdirectory: given.uses_language_subdirectory ?? known?.uses_language_subdirectory ?? false,
        help_center_language: given.help_center_language ?? known?.help_center_language ?? DEFAULT_HELP_LANGUAGE,
        tld: given.tld ?? known?.tld ?? DEFAULT_TLD,
      };
    },
  },
);

/** Organize / Help menu links. The home link's default depends on the messages: see `headerPropsSchema`. */
const linkGroupSchema = group(
  {
    home: group(
      { label: field(nonEmptyText, undefined), url: field(linkUrl, undefined) },
      { fallback: 'the default home link' },
    ),
    suggested: list(v.object({ label: nonEmptyText, url: linkUrl }), {
      expected: 'an array of { label, url }',
      item: '{ label, url }',
      fallback: 'no suggested links',
      dropped: 'dropping the link',
    }),
  },
  { fallback: 'the default links' },
);

export const environmentSchema = group(
  {
    serverUrl: field(baseUrl, ''),
    adminServerUrl: field(baseUrl, ''),
    logoutUrl: field(linkUrl, undefined),
    signinUrl: field(linkUrl, undefined),
    signupUrl: field(linkUrl, undefined),
    loginUrl: field(linkUrl, undefined),
    organizeUrls: linkGroupSchema,
    helpUrls: linkGroupSchema,
    ebDomain: field(domain, ''),
    isMobile: field(bool, false),
    isManageOverviewActive: field(bool, false),
    launchNewSignInSignUpLinks: field(bool, false),
    localeInfo: localeInfoSchema,
    stage: field(stage, DEFAULT_STAGE, {
      // Spec 8's "Unknown stage: {value}", in the host's own words when it overrides the text.
      explain: (value, messages) => {
        const result = parseStage(value, messages);
        return result.ok ? '' : result.error;
      },
    }),
    analyticsUrl: field(linkUrl, DEFAULT_ANALYTICS_ENDPOINT),
    googleMapsApiKey: field(mapsApiKey, ''),
    googleMapsApiKeyNonProd: field(mapsApiKey, ''),
    enableNeighborhoods: field(bool, false),
  },
  {
    fallback: 'defaults',
    // Every link depends on the environment, so leaving it out is worth telling the host.
    required: true,
    // The auth URLs the host leaves out are the site's paths on its serverUrl.
    complete: ({ logoutUrl, signinUrl, signupUrl, loginUrl, ...rest }) => {
      const onServer = (path: string) => joinUrl(rest.serverUrl, path);
      return {
        ...rest,
        logoutUrl: logoutUrl ?? onServer(DEFAULT_AUTH_PATHS.logoutUrl),
        signinUrl: signinUrl ?? onServer(DEFAULT_AUTH_PATHS.signinUrl),
        signupUrl: signupUrl ?? onServer(DEFAULT_AUTH_PATHS.signupUrl),
        loginUrl: loginUrl ?? onServer(DEFAULT_AUTH_PATHS.loginUrl),
      };
    },
  },
);

/**
 * The environment as its own schema gives it: the Organize and Help home links may still lack their
 * label and URL, which only the header props complete (their defaults are message texts).
 */
export type ParsedEnvironment = v.InferOutput<typeof environmentSchema>;

export const userSchema = group(
  {
    isAuthenticated: field(bool, false),
    isAttendee: field(bool, false),
    isStaff: field(bool, false),
    hasTikibar: field(bool, false),
    canCreateEvents: field(bool, false),
    hasPublish: field(bool, false),
    hasPaidPublish: field(bool, false),
    publicId: field(publicId, ''),
    fullName: field(text, ''),
    email: field(text, ''),
    thumbnailUrl: field(optionalLinkUrl, ''),
    numOrders: field(count, 0),
    numSavedEvents: field(count, 0),
    numFollowing: field(count, 0),
  },
  { fallback: 'an anonymous user' },
);

export const featureFlagsSchema = group(
  {
    launchCreatorCreditsSectionAttendee: field(bool, false),
    enableOldCollectionsLinkInHeader: field(bool, false),
    isDetachInterestsEnabled: field(bool, false),
  },
  { fallback: 'all flags off' },
);

export const pageDataSchema = group(
  { isCreatorHomeActivated: field(bool, false), isHomePage: field(bool, false) },
  { fallback: 'the default page data' },
);

const productSchema = group(
  {
    name: field(nonEmptyText, DEFAULT_PRODUCT.name),
    slug: field(lowercase(PRODUCT_SLUG_PATTERN, 'a lowercase slug like "evently"'), DEFAULT_PRODUCT.slug),
  },
  { fallback: `the default product "${DEFAULT_PRODUCT.name}"` },
);

const MESSAGE_KEYS = Object.keys(defaultMessages) as MessageKey[];

const PLURAL_MESSAGE = 'a string or plural forms like { one: "{count} order", other: "{count} orders" }';
/** A count text, by the one plural-message rule of src/i18n (`other` required, CLDR category keys only). */
const pluralMessage = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const message = parsePluralMessage(dataset.value);
    if (message) return message;
    addIssue({ message: PLURAL_MESSAGE });
    return NEVER;
  }),
);

const DEFAULT_TEXT = { outcome: 'using the default text' };
const messageText = field(v.string('a string'), undefined, DEFAULT_TEXT);
const pluralText = field(pluralMessage, undefined, DEFAULT_TEXT);
/** One field per catalogue key: count texts take plural messages, the rest plain strings. */
const messageEntries = Object.fromEntries(
  MESSAGE_KEYS.map((key) => [key, isPluralMessageKey(key) ? pluralText : messageText]),
) as { [K in MessageKey]: K extends PluralMessageKey ? typeof pluralText : typeof messageText };

export const messagesSchema = group(messageEntries, {
  fallback: 'the default messages',
  unknownKeys: 'message',
  complete: mergeMessages,
});

/**
 * All props. The default Organize and Help home links are completed here, not in the environment,
 * because their labels are message texts a host may override.
 */
export const headerPropsSchema = group(
  {
    environment: environmentSchema,
    user: userSchema,
    featureFlags: featureFlagsSchema,
    pageData: pageDataSchema,
    product: productSchema,
    navigate: field(fn<NavigateFn>(), undefined, { outcome: 'ignored' }),
    messages: messagesSchema,
    onAnalyticsEvent: field(fn<(event: AnalyticsEvent) => void>(), undefined, { outcome: 'ignored' }),
    mainContentId: field(safeId, DEFAULT_MAIN_CONTENT_ID),
    // A page address goes into referrer parameters: the same href rule as every link.
    currentUrl: field(linkUrl, undefined, { outcome: 'following the browser address' }),
  },
  {
    fallback: 'defaults',
    complete: ({ environment, messages, ...rest }) => {
      const onServer = (path: string) => joinUrl(environment.serverUrl, path);
      const withHome = ({ home, suggested }: typeof environment.helpUrls, label: string, path: string) => ({
        home: { label: home.label ?? label, url: home.url ?? onServer(path) },
        suggested,
      });
      return {
        ...rest,
        messages,
        environment: {
          ...environment,
          organizeUrls: withHome(environment.organizeUrls, messages.organize, DEFAULT_ORGANIZE_HOME_PATH),
          helpUrls: withHome(
            environment.helpUrls,
            messages.helpCenter,
            `/help/${environment.localeInfo.help_center_language}/`,
          ),
        },
      };
    },
  },
);

// ---------------------------------------------------------------------------------------------
// The declared interfaces (./types.ts) are exactly what these schemas give and take.

/** True when A and B are the same type (not merely assignable: optional vs required counts). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

type _OutputsMatchTheDeclaredTypes = [
  Expect<Equal<v.InferOutput<typeof headerPropsSchema>, ResolvedHeaderProps>>,
  Expect<Equal<v.InferOutput<typeof userSchema>, User>>,
  Expect<Equal<v.InferOutput<typeof featureFlagsSchema>, FeatureFlags>>,
  Expect<Equal<v.InferOutput<typeof pageDataSchema>, PageData>>,
  Expect<Equal<v.InferOutput<typeof productSchema>, Product>>,
  Expect<Equal<v.InferOutput<typeof localeInfoSchema>, LocaleInfo>>,
];

/**
 * Everything a type-checked host may pass is input these schemas read (they read more: any value is
 * checked at runtime), and HeaderProps names exactly the schema's props.
 */
type _HostPropsAreAccepted = [
  Expect<HeaderProps extends NonNullable<v.InferInput<typeof headerPropsSchema>> ? true : false>,
  Expect<Equal<keyof HeaderProps, keyof NonNullable<v.InferInput<typeof headerPropsSchema>>>>,
];
