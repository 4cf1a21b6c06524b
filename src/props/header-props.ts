/**
 * The header props as stock valibot schemas: each field once, with its check and its default
 * (`v.nullish(check, default)`: missing or `null` is the default, silently); where a default depends
 * on other fields, a `v.transform` derives it. `parse-props.ts` runs them and reports what they reject.
 *
 * Types: the host-facing interfaces stay declared, with their doc comments, in `./types.ts` and
 * src/config/types.ts (doc comments on schema entries never reach inferred types, and hosts get those
 * files through `@mf-types` without valibot). The assertions at the end of this file make the types
 * inferred from these schemas equal to those interfaces.
 *
 * Checks name what they expect in their valibot message ("true or false"); the reports read
 * `{path}: expected {message}, got {value}; using {default}` (see parse-props.ts).
 */
import * as v from 'valibot';
import { DEFAULT_ANALYTICS_ENDPOINT, DEFAULT_HELP_LANGUAGE, DEFAULT_LOCALE, DEFAULT_TLD } from '../config/constants';
import { findLocale } from '../config/locales';
import { DEFAULT_PRODUCT } from '../config/product';
import { DEFAULT_STAGE, findStage } from '../config/stage';
import type {
  AnalyticsEvent,
  FeatureFlags,
  LocaleInfo,
  NavigateFn,
  PageData,
  Place,
  Product,
  Stage,
  User,
} from '../config/types';
import { peekCatalogue } from '../i18n/catalogue';
import {
  FIRST_MESSAGE_KEYS,
  isPluralMessageKey,
  mergeMessages,
  parsePluralMessage,
  type Messages,
  type PluralMessage,
} from '../i18n/messages';
import { joinUrl, parseBaseUrl, parseSafeUrl } from '../routes/url';
import {
  DEFAULT_AUTH_PATHS,
  DEFAULT_MAIN_CONTENT_ID,
  HELP_LANGUAGE_PATTERN,
  LOCALE_PATTERN,
  SAFE_ID_PATTERN,
} from './field-patterns';
import { PLACE_EXPECTED, isPlace } from './place';
import type { ResolvedHeaderProps } from './types';

/** Organizer home path (product routes: `/organizer/overview/`), the default Organize menu home link. */
export const DEFAULT_ORGANIZE_HOME_PATH = '/organizer/overview/';

// ---------------------------------------------------------------------------------------------
// Checks (valibot). No coercion: "true" is not a boolean and "3" is not a count. Written with few
// kinds of valibot schemas and actions (string, boolean, custom, check, transform, trim), because
// every other kind is bytes of the first render.

/** `/u/{publicId}/` path segment: letters, digits, `-`, `_` only (no `/`, `.`, `%`, `?`, `#`). */
const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const TLD_PATTERN = /^(?:\.[a-z0-9-]{1,63}){1,3}$/;
const DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A maps API key: it goes into the maps script URL, so letters, digits, `-` and `_` only (Google's keys are 39 of them). */
const MAPS_API_KEY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

const bool = v.boolean('true or false');

/** Text is trimmed; message overrides are not (a host may want the exact spacing). */
const text = v.pipe(v.string('a string'), v.trim());

/** A string matching `pattern`. */
const matches = (pattern: RegExp, what: string) => v.check<string, string>((value) => pattern.test(value), what);

const nonEmptyText = v.pipe(v.string('a non-empty string'), v.trim(), matches(/./, 'a non-empty string'));

const COUNT = 'a whole number of 0 or more';
/** A badge count (product validation rules): a finite whole number, not NaN, Infinity or "3". */
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const count = v.custom<number>(isCount, COUNT);

/** Trimmed, lowercased text matching `pattern` (it goes into paths and host names). */
function lowercase(pattern: RegExp, what: string) {
  return v.pipe(
    v.string(what),
    v.transform((value) => value.trim().toLowerCase()),
    matches(pattern, what),
  );
}

/** Text read by one of the URL rules of src/routes/url.ts (undefined there means rejected here). */
function urlBy(parse: (value: string) => string | undefined, what: string) {
  return v.pipe(
    v.string(what),
    v.check((value) => parse(value) !== undefined, what),
    v.transform((value) => parse(value)!),
  );
}

const LINK_URL = 'an http(s) URL or a path starting with "/"';
const linkUrl = urlBy(parseSafeUrl, LINK_URL);
/** A link URL, or '' for "none" (a user without a thumbnail). */
const optionalLinkUrl = urlBy((value) => (value.trim() === '' ? '' : parseSafeUrl(value)), LINK_URL);
const baseUrl = urlBy(parseBaseUrl, 'an http(s) URL like "https://www.example.com" (no query) or ""');

const PUBLIC_ID = 'an id of letters, digits, "-" or "_"';
/** Also a whole number (the natural shape of an id), read as text; '' means none. */
const publicId = v.pipe(
  v.custom<string | number>((id) => typeof id === 'string' || isCount(id), PUBLIC_ID),
  v.transform((id) => String(id).trim()),
  v.check((id) => id === '' || PUBLIC_ID_PATTERN.test(id), PUBLIC_ID),
);

const LOCALE = 'a locale like "en_US"';
/** Known locales in their canonical spelling (`EN-us` is `en_US`); unknown ones kept if `xx_YY`. */
const locale = v.pipe(
  v.string(LOCALE),
  v.trim(),
  v.transform((value) => value.replace('-', '_')),
  v.transform((value) => findLocale(value)?.locale ?? value),
  matches(LOCALE_PATTERN, LOCALE),
);

const DOMAIN = 'a domain like "example.com"';
/** A domain, or '' for none. */
const domain = v.pipe(
  v.string(DOMAIN),
  v.trim(),
  v.transform((value) => value.toLowerCase()),
  v.check((value) => value === '' || DOMAIN_PATTERN.test(value), DOMAIN),
);

/** The stage, any case (product entities). Reported with the product error catalogue's text instead of this message: see parse-props.ts. */
const stage = v.pipe(
  v.custom<string>((value) => findStage(value) !== undefined, 'a deployment stage'),
  v.transform((value): Stage => findStage(value)!),
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
  matches(SAFE_ID_PATTERN, 'an element id like "main-content"'),
);

/** A host callback; anything else is ignored. */
export function fn<T extends (...args: never[]) => unknown>() {
  return v.nullish(v.custom<T>((value) => typeof value === 'function', 'a function'));
}

/** An object that is not an array. Revoked proxies throw even on `Array.isArray`: not an object then. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  try {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * A section of props: an object (not an array, which `v.object` would take) of entries that all
 * default themselves, so a missing (`undefined`, `null`) section is `{}` made whole.
 */
function section<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.nullish(v.pipe(v.custom<Record<string, unknown>>(isPlainObject, 'an object'), v.object(entries)), {});
}

/** Missing (`undefined`, or `null`: server JSON sends null for "none") is the default, silently. */
const or = v.nullish;

// ---------------------------------------------------------------------------------------------
// Sections

const localeInfoEntries = {
  locale: or(locale, DEFAULT_LOCALE),
  uses_language_subdirectory: or(bool),
  help_center_language: or(lowercase(HELP_LANGUAGE_PATTERN, 'a language like "en-us"')),
  tld: or(lowercase(TLD_PATTERN, 'a string like ".com"')),
};

/** Facts the host leaves out are those of its locale (fr_CA: .ca, fr-ca, /fr), else the product limits'. */
function completeLocaleInfo({ locale, ...given }: v.InferOutput<v.ObjectSchema<typeof localeInfoEntries, undefined>>) {
  const known = findLocale(locale);
  return {
    locale,
    uses_language_subdirectory: given.uses_language_subdirectory ?? known?.uses_language_subdirectory ?? false,
    help_center_language: given.help_center_language ?? known?.help_center_language ?? DEFAULT_HELP_LANGUAGE,
    tld: given.tld ?? known?.tld ?? DEFAULT_TLD,
  };
}

const LINK = '{ label, url }';
/** A suggested link is all or nothing: parse-props.ts drops an item with any problem. */
const linkItem = v.pipe(
  v.custom<Record<string, unknown>>(isPlainObject, LINK),
  v.object({ label: nonEmptyText, url: linkUrl }, LINK),
);

/** Organize / Help menu links. The home link's default depends on the messages: see `headerPropsSchema`. */
const linkGroupSchema = section({
  home: section({ label: or(nonEmptyText), url: or(linkUrl) }),
  suggested: or(v.array(linkItem, 'an array of { label, url }'), []),
});

const environmentEntries = {
  serverUrl: or(baseUrl, ''),
  adminServerUrl: or(baseUrl, ''),
  logoutUrl: or(linkUrl),
  signinUrl: or(linkUrl),
  signupUrl: or(linkUrl),
  loginUrl: or(linkUrl),
  organizeUrls: linkGroupSchema,
  helpUrls: linkGroupSchema,
  ebDomain: or(domain, ''),
  isMobile: or(bool, false),
  isManageOverviewActive: or(bool, false),
  launchNewSignInSignUpLinks: or(bool, false),
  localeInfo: or(v.pipe(section(localeInfoEntries), v.transform(completeLocaleInfo)), {}),
  stage: or(stage, DEFAULT_STAGE),
  analyticsUrl: or(linkUrl, DEFAULT_ANALYTICS_ENDPOINT),
  googleMapsApiKey: or(mapsApiKey, ''),
  googleMapsApiKeyNonProd: or(mapsApiKey, ''),
  enableNeighborhoods: or(bool, false),
};

/** The auth URLs the host leaves out are the site's paths on its serverUrl. */
function completeEnvironment({
  logoutUrl,
  signinUrl,
  signupUrl,
  loginUrl,
  ...rest
}: v.InferOutput<v.ObjectSchema<typeof environmentEntries, undefined>>) {
  const onServer = (path: string) => joinUrl(rest.serverUrl, path);
  return {
    ...rest,
    logoutUrl: logoutUrl ?? onServer(DEFAULT_AUTH_PATHS.logoutUrl),
    signinUrl: signinUrl ?? onServer(DEFAULT_AUTH_PATHS.signinUrl),
    signupUrl: signupUrl ?? onServer(DEFAULT_AUTH_PATHS.signupUrl),
    loginUrl: loginUrl ?? onServer(DEFAULT_AUTH_PATHS.loginUrl),
  };
}

/** A missing environment is reported (every link depends on it): parse-props.ts, `REQUIRED_SECTIONS`. */
export const environmentSchema = or(v.pipe(section(environmentEntries), v.transform(completeEnvironment)), {});

/**
 * The environment as its own schema gives it: the Organize and Help home links may still lack their
 * label and URL, which only the header props complete (their defaults are message texts).
 */
export type ParsedEnvironment = v.InferOutput<typeof environmentSchema>;

export const userSchema = section({
  isAuthenticated: or(bool, false),
  isAttendee: or(bool, false),
  isStaff: or(bool, false),
  hasTikibar: or(bool, false),
  canCreateEvents: or(bool, false),
  hasPublish: or(bool, false),
  hasPaidPublish: or(bool, false),
  publicId: or(publicId, ''),
  fullName: or(text, ''),
  email: or(text, ''),
  thumbnailUrl: or(optionalLinkUrl, ''),
  numOrders: or(count, 0),
  numSavedEvents: or(count, 0),
  numFollowing: or(count, 0),
});

export const featureFlagsSchema = section({
  launchCreatorCreditsSectionAttendee: or(bool, false),
  enableOldCollectionsLinkInHeader: or(bool, false),
  isDetachInterestsEnabled: or(bool, false),
});

export const pageDataSchema = section({ isCreatorHomeActivated: or(bool, false), isHomePage: or(bool, false) });

const productSchema = section({
  name: or(nonEmptyText, DEFAULT_PRODUCT.name),
  slug: or(lowercase(PRODUCT_SLUG_PATTERN, 'a lowercase slug like "evently"'), DEFAULT_PRODUCT.slug),
});

const PLURAL_MESSAGE = 'a string or plural forms like { one: "{count} order", other: "{count} orders" }';
/** A count text, by the one plural-message rule of src/i18n (`other` required, CLDR category keys only). */
const pluralMessage = v.custom<PluralMessage | string>(
  (value) => parsePluralMessage(value) !== undefined,
  PLURAL_MESSAGE,
);

/** One entry per catalogue key of `keys`: count texts take plural messages, the rest plain strings. */
export function messageEntriesOf(keys: readonly string[]): v.ObjectEntries {
  return Object.fromEntries(
    keys.map((key) => [key, or(isPluralMessageKey(key) ? pluralMessage : v.string('a string'))]),
  );
}

/**
 * The host's overrides on English as far as it is here (its first part, the later one once loaded), by
 * `mergeMessages`, the one merge rule of src/i18n; the exposes merge them again over the locale's catalogue.
 * The first part's keys are checked here; every other key (a later part's, or one that is no key) after
 * the first render, by src/props/later-messages.ts (props-reports.ts), whose key list is not first-render code.
 */
export const messagesSchema = or(
  v.pipe(
    v.custom<Record<string, unknown>>(isPlainObject, 'an object'),
    // Other keys are left out here (the exposes merge the host's own `messages` over their catalogue).
    v.object(messageEntriesOf(FIRST_MESSAGE_KEYS)),
    v.transform((overrides): Messages => mergeMessages(overrides, peekCatalogue('en_US')!)),
  ),
  {},
);

/**
 * All props (parse-props.ts checks that they are an object: `v.object` would take an array). The default Organize and Help home links are completed here, not in the environment,
 * because their labels are message texts a host may override.
 */
export const headerPropsSchema = v.pipe(
  v.object({
    environment: environmentSchema,
    user: userSchema,
    featureFlags: featureFlagsSchema,
    pageData: pageDataSchema,
    product: productSchema,
    navigate: fn<NavigateFn>(),
    messages: messagesSchema,
    onAnalyticsEvent: fn<(event: AnalyticsEvent) => void>(),
    mainContentId: or(safeId, DEFAULT_MAIN_CONTENT_ID),
    // A page address goes into referrer parameters: the same href rule as every link.
    currentUrl: or(linkUrl),
    place: or(v.custom<Place>(isPlace, PLACE_EXPECTED)),
  }),
  v.transform(
    ({ environment, messages, navigate, onAnalyticsEvent, currentUrl, place, ...rest }): ResolvedHeaderProps => {
      const onServer = (path: string) => joinUrl(environment.serverUrl, path);
      const withHome = ({ home, suggested }: typeof environment.helpUrls, label: string, path: string) => ({
        home: { label: home.label ?? label, url: home.url ?? onServer(path) },
        suggested,
      });
      return {
        ...rest,
        navigate: navigate ?? undefined,
        onAnalyticsEvent: onAnalyticsEvent ?? undefined,
        currentUrl: currentUrl ?? undefined,
        place: place ?? undefined,
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
  ),
);

/**
 * The parsed props with the texts the header renders (its locale's catalogue under the host's messages):
 * the default Organize and Help home links, labelled here from the English texts, take that language's
 * labels; a label the host gave stays.
 */
type HomeLinks = ResolvedHeaderProps['environment']['helpUrls'];

export function withMessages(props: ResolvedHeaderProps, messages: Messages): ResolvedHeaderProps {
  if (messages === props.messages) return props;
  const relabel = (links: HomeLinks, parsedLabel: string, label: string): HomeLinks =>
    links.home.label === parsedLabel ? { ...links, home: { ...links.home, label } } : links;
  const { environment } = props;
  return {
    ...props,
    messages,
    environment: {
      ...environment,
      organizeUrls: relabel(environment.organizeUrls, props.messages.organize, messages.organize),
      helpUrls: relabel(environment.helpUrls, props.messages.helpCenter, messages.helpCenter),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The declared interfaces (./types.ts, src/config/types.ts) are exactly what these schemas give.

/** True when A and B are the same type (not merely assignable: optional vs required counts). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

type _OutputsMatchTheDeclaredTypes = [
  Expect<Equal<v.InferOutput<typeof headerPropsSchema>, ResolvedHeaderProps>>,
  Expect<Equal<v.InferOutput<typeof userSchema>, User>>,
  Expect<Equal<v.InferOutput<typeof featureFlagsSchema>, FeatureFlags>>,
  Expect<Equal<v.InferOutput<typeof pageDataSchema>, PageData>>,
  Expect<Equal<v.InferOutput<typeof productSchema>, Product>>,
  Expect<Equal<ReturnType<typeof completeLocaleInfo>, LocaleInfo>>,
];
