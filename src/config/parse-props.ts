/**
 * Parse the props a host passes into the fully-typed `ResolvedHeaderProps` (spec 3), once, at the
 * boundary. Host data is untrusted: every field is checked by type, every problem is reported as
 * ONE console error naming the field path, and a safe default takes its place. Nothing here throws
 * into the host page, whatever it is given (null, arrays, numbers, throwing getters, proxies).
 *
 * Decisions (documented here because hosts will ask):
 * - A missing (`undefined`) or `null` field is "not given": it defaults silently. Hosts built from
 *   server JSON send `null` for "none" (e.g. `thumbnailUrl: null`), which is not a mistake.
 * - A missing `user`, `featureFlags`, `pageData` or `product` is normal (anonymous visitor, flags
 *   off, default product). A missing `environment` is reported once: every link depends on it.
 * - No coercion: `"true"` is not a boolean and `"3"` is not a count. The one exception is
 *   `publicId`, where a non-negative integer is the natural shape of an id and is turned into text.
 * - URLs end up in `href`, so only `http(s)://` URLs and root-relative paths (`/x`, not `//x`) are
 *   accepted; other schemes (`javascript:`, `data:`), control characters, whitespace and
 *   backslashes are rejected because browsers ignore or reinterpret them (`java\tscript:`,
 *   `/\evil.example`).
 * - `serverUrl` / `adminServerUrl` are bases: '' (relative links) or an http(s) origin plus an
 *   optional path, stored without a trailing slash so `${serverUrl}/path` never doubles it.
 * - Missing sign-in/sign-up/log-in/log-out URLs default to the site paths under `serverUrl`.
 * - Missing `tld` / `help_center_language` / `uses_language_subdirectory` default to the facts of
 *   the (known) locale, else to the spec 9 defaults (`.com`, `en-us`, no subdirectory).
 * - Parsing is pure: the same input gives an equal result and the same reports. For React hosts
 *   that rebuild props each render, `createHeaderPropsParser` remembers the last input so errors are
 *   not repeated for unchanged props.
 */
import { DEFAULT_HELP_LANGUAGE, DEFAULT_LOCALE, DEFAULT_TLD, LOG_PREFIX } from './constants';
import { findLocale } from './locales';
import { DEFAULT_PRODUCT } from './product';
import { DEFAULT_STAGE, parseStage } from './stage';
import type {
  AnalyticsEvent,
  Environment,
  FeatureFlags,
  HeaderProps,
  LinkGroup,
  LinkItem,
  LocaleInfo,
  NavigateFn,
  PageData,
  Product,
  ResolvedHeaderProps,
  User,
} from './types';
import { defaultMessages, mergeMessages, type MessageKey, type Messages } from '../i18n/messages';
import { joinUrl } from '../routes/url';

/** Receives one human-readable message per problem found. Default: `console.error`. */
export type PropsReporter = (message: string) => void;

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

/** The anonymous visitor: what a missing or unusable `user` becomes. */
export const ANONYMOUS_USER: Readonly<User> = Object.freeze({
  isAuthenticated: false,
  isAttendee: false,
  isStaff: false,
  hasTikibar: false,
  canCreateEvents: false,
  hasPublish: false,
  hasPaidPublish: false,
  publicId: '',
  fullName: '',
  email: '',
  thumbnailUrl: '',
  numOrders: 0,
  numSavedEvents: 0,
  numFollowing: 0,
});

/** All flags off (spec 3: missing flags are off). */
export const DEFAULT_FEATURE_FLAGS: Readonly<FeatureFlags> = Object.freeze({
  launchCreatorCreditsSectionAttendee: false,
  enableOldCollectionsLinkInHeader: false,
  isDetachInterestsEnabled: false,
});

export const DEFAULT_PAGE_DATA: Readonly<PageData> = Object.freeze({
  isCreatorHomeActivated: false,
  isHomePage: false,
});

// ---------------------------------------------------------------------------------------------
// Patterns

/** `/u/{publicId}/` path segment: letters, digits, `-`, `_` only (no `/`, `.`, `%`, `?`, `#`). */
export const PUBLIC_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Locale shape kept even when not in the locale table: `xx_YY`. */
export const LOCALE_PATTERN = /^[a-z]{2}_[A-Z]{2}$/;
const TLD_PATTERN = /^(?:\.[a-z0-9-]{1,63}){1,3}$/;
const HELP_LANGUAGE_PATTERN = /^[a-z]{2,3}(?:-[a-z0-9]{2,4})?$/;
const DOMAIN_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An element id safe in `href="#id"` and `getElementById`: no spaces, quotes, `#` or `/`. */
export const SAFE_ID_PATTERN = /^[A-Za-z_][A-Za-z0-9_.:-]{0,127}$/;
/** Characters browsers strip or reinterpret inside URLs, which would defeat the scheme check. */
// eslint-disable-next-line no-control-regex
const UNSAFE_URL_CHARS = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/;

// ---------------------------------------------------------------------------------------------
// Value checks, exported for other boundary code (they never throw).

/** An http(s) URL or a root-relative path safe to put in `href`, trimmed; undefined otherwise. */
export function parseSafeUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || UNSAFE_URL_CHARS.test(text)) return undefined;
  if (text.startsWith('/')) return text.startsWith('//') ? undefined : text;
  if (!/^https?:\/\//i.test(text)) return undefined;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (!url.hostname || url.username || url.password) return undefined;
    return text;
  } catch {
    return undefined;
  }
}

/** '' or an http(s) origin with an optional path (no query, hash or credentials), no trailing slash. */
export function parseBaseUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return '';
  if (!/^https?:\/\//i.test(text) || parseSafeUrl(text) === undefined) return undefined;
  try {
    const url = new URL(text);
    if (url.search || url.hash || text.includes('?') || text.includes('#')) return undefined;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return undefined;
  }
}

/** A finite non-negative integer (spec 5 badge counts). */
export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Known locales in their canonical spelling (`EN-us` -> `en_US`); unknown ones kept if `xx_YY`. */
export function parseLocale(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace('-', '_');
  const known = findLocale(text);
  if (known) return known.locale;
  return LOCALE_PATTERN.test(text) ? text : undefined;
}

// ---------------------------------------------------------------------------------------------
// Reporting helpers

const MAX_SHOWN_TEXT = 40;

/** Short, safe rendering of any value for an error message (never throws). */
export function describeValue(value: unknown): string {
  try {
    switch (typeof value) {
      case 'string': {
        const shown = value.length > MAX_SHOWN_TEXT ? `${value.slice(0, MAX_SHOWN_TEXT)}...` : value;
        return JSON.stringify(shown);
      }
      case 'number':
      case 'boolean':
        return String(value);
      case 'bigint':
        return `${String(value)}n`;
      case 'undefined':
        return 'undefined';
      case 'symbol':
        return 'a symbol';
      case 'function':
        return 'a function';
      default:
        if (value === null) return 'null';
        return Array.isArray(value) ? 'an array' : 'an object';
    }
  } catch {
    return 'an unreadable value';
  }
}

type Check<T> = (value: unknown) => { ok: true; value: T } | { ok: false; problem: string };

interface Context {
  report: (message: string) => void;
  messages: Messages;
}

function makeContext(report: PropsReporter | undefined): Context {
  const sink: PropsReporter =
    typeof report === 'function'
      ? report
      : (message) => {
          // eslint-disable-next-line no-console
          if (typeof console !== 'undefined') console.error(message);
        };
  return {
    messages: { ...defaultMessages },
    report: (message) => {
      try {
        sink(`${LOG_PREFIX} ${message}`);
      } catch {
        // A broken reporter must not break the header.
      }
    },
  };
}

type Read = { kind: 'missing' } | { kind: 'value'; value: unknown } | { kind: 'unreadable'; reason: string };

function readKey(source: object, key: string): Read {
  try {
    const value: unknown = (source as Record<string, unknown>)[key];
    return value === undefined || value === null ? { kind: 'missing' } : { kind: 'value', value };
  } catch (error) {
    let reason = 'reading it threw';
    try {
      if (error instanceof Error && error.message)
        reason = `reading it threw "${error.message.slice(0, MAX_SHOWN_TEXT)}"`;
    } catch {
      // keep the generic reason
    }
    return { kind: 'unreadable', reason };
  }
}

function isPlainObject(value: unknown): value is object {
  try {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

function expected(what: string, value: unknown): string {
  return `expected ${what}, got ${describeValue(value)}`;
}

/** Read `source[key]` at `path` through `check`; report and fall back when it is unusable. */
function field<T>(
  ctx: Context,
  source: object,
  key: string,
  path: string,
  check: Check<T>,
  fallback: T,
  fallbackLabel: string = describeValue(fallback),
): T {
  const read = readKey(source, key);
  if (read.kind === 'missing') return fallback;
  if (read.kind === 'unreadable') {
    ctx.report(`${path}: ${read.reason}; using ${fallbackLabel}`);
    return fallback;
  }
  let result: ReturnType<Check<T>>;
  try {
    result = check(read.value);
  } catch {
    result = { ok: false, problem: expected('a readable value', read.value) };
  }
  if (result.ok) return result.value;
  ctx.report(`${path}: ${result.problem}; using ${fallbackLabel}`);
  return fallback;
}

/**
 * Read a nested object. Returns undefined when it is missing (reported only if `requiredLabel` is
 * given) or unusable (always reported, with `fallbackLabel`).
 */
function objectField(
  ctx: Context,
  source: object,
  key: string,
  path: string,
  fallbackLabel: string,
  missingProblem?: string,
): object | undefined {
  const read = readKey(source, key);
  if (read.kind === 'missing') {
    if (missingProblem) ctx.report(`${path} ${missingProblem}; using ${fallbackLabel}`);
    return undefined;
  }
  if (read.kind === 'unreadable') {
    ctx.report(`${path}: ${read.reason}; using ${fallbackLabel}`);
    return undefined;
  }
  if (!isPlainObject(read.value)) {
    ctx.report(`${path}: ${expected('an object', read.value)}; using ${fallbackLabel}`);
    return undefined;
  }
  return read.value;
}

// ---------------------------------------------------------------------------------------------
// Checks

const bool: Check<boolean> = (value) =>
  typeof value === 'boolean' ? { ok: true, value } : { ok: false, problem: expected('true or false', value) };

const text: Check<string> = (value) =>
  typeof value === 'string' ? { ok: true, value: value.trim() } : { ok: false, problem: expected('a string', value) };

const rawText: Check<string> = (value) =>
  typeof value === 'string' ? { ok: true, value } : { ok: false, problem: expected('a string', value) };

const nonEmptyText: Check<string> = (value) =>
  typeof value === 'string' && value.trim() !== ''
    ? { ok: true, value: value.trim() }
    : { ok: false, problem: expected('a non-empty string', value) };

const count: Check<number> = (value) =>
  isCount(value) ? { ok: true, value } : { ok: false, problem: expected('a whole number of 0 or more', value) };

const publicId: Check<string> = (value) => {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '' || PUBLIC_ID_PATTERN.test(trimmed)) return { ok: true, value: trimmed };
  }
  if (isCount(value)) return { ok: true, value: String(value) };
  return { ok: false, problem: expected('an id of letters, digits, "-" or "_"', value) };
};

const linkUrl: Check<string> = (value) => {
  const url = parseSafeUrl(value);
  return url !== undefined
    ? { ok: true, value: url }
    : { ok: false, problem: expected('an http(s) URL or a path starting with "/"', value) };
};

const optionalLinkUrl: Check<string> = (value) =>
  typeof value === 'string' && value.trim() === '' ? { ok: true, value: '' } : linkUrl(value);

const baseUrl: Check<string> = (value) => {
  const url = parseBaseUrl(value);
  return url !== undefined
    ? { ok: true, value: url }
    : { ok: false, problem: expected('an http(s) URL like "https://www.example.com" (no query) or ""', value) };
};

const locale: Check<string> = (value) => {
  const parsed = parseLocale(value);
  return parsed !== undefined
    ? { ok: true, value: parsed }
    : { ok: false, problem: expected('a locale like "en_US"', value) };
};

function patterned(pattern: RegExp, what: string): Check<string> {
  return (value) => {
    if (typeof value === 'string') {
      const normalised = value.trim().toLowerCase();
      if (pattern.test(normalised)) return { ok: true, value: normalised };
    }
    return { ok: false, problem: expected(what, value) };
  };
}

const tld = patterned(TLD_PATTERN, 'a string like ".com"');
const helpLanguage = patterned(HELP_LANGUAGE_PATTERN, 'a language like "en-us"');
const productSlug = patterned(PRODUCT_SLUG_PATTERN, 'a lowercase slug like "evently"');
const domain: Check<string> = (value) =>
  typeof value === 'string' && value.trim() === ''
    ? { ok: true, value: '' }
    : patterned(DOMAIN_PATTERN, 'a domain like "example.com"')(value);

function stageCheck(messages: Messages): Check<Environment['stage']> {
  return (value) => {
    const result = parseStage(value, messages);
    return result.ok ? { ok: true, value: result.stage } : { ok: false, problem: result.error };
  };
}

const safeId: Check<string> = (value) => {
  if (typeof value === 'string' && SAFE_ID_PATTERN.test(value.trim())) return { ok: true, value: value.trim() };
  return { ok: false, problem: expected('an element id like "main-content"', value) };
};

// ---------------------------------------------------------------------------------------------
// Sections

function parseMessages(ctx: Context, props: object): Messages {
  const source = objectField(ctx, props, 'messages', 'messages', 'the default messages');
  if (!source) return mergeMessages(undefined);
  const clean: Partial<Record<MessageKey, string>> = {};
  let keys: string[] = [];
  try {
    keys = Object.keys(source);
  } catch {
    ctx.report('messages: could not list the overrides; using the default messages');
  }
  for (const key of keys) {
    if (!Object.prototype.hasOwnProperty.call(defaultMessages, key)) {
      ctx.report(`messages.${key}: not a known message key; ignored`);
      continue;
    }
    // Override texts are used as written (not trimmed): a host may want the exact spacing.
    const value = field(
      ctx,
      source,
      key,
      `messages.${key}`,
      rawText,
      undefined as string | undefined,
      'the default text',
    );
    if (value !== undefined) clean[key as MessageKey] = value;
  }
  return mergeMessages(clean);
}

function parseProduct(ctx: Context, props: object): Product {
  const source = objectField(ctx, props, 'product', 'product', `the default product "${DEFAULT_PRODUCT.name}"`);
  if (!source) return { ...DEFAULT_PRODUCT };
  return {
    name: field(ctx, source, 'name', 'product.name', nonEmptyText, DEFAULT_PRODUCT.name),
    slug: field(ctx, source, 'slug', 'product.slug', productSlug, DEFAULT_PRODUCT.slug),
  };
}

function parseUser(ctx: Context, props: object): User {
  const source = objectField(ctx, props, 'user', 'user', 'an anonymous user');
  if (!source) return { ...ANONYMOUS_USER };
  const f = <T>(key: keyof User, check: Check<T>): T =>
    field(ctx, source, key, `user.${key}`, check, ANONYMOUS_USER[key] as T);
  return {
    isAuthenticated: f('isAuthenticated', bool),
    isAttendee: f('isAttendee', bool),
    isStaff: f('isStaff', bool),
    hasTikibar: f('hasTikibar', bool),
    canCreateEvents: f('canCreateEvents', bool),
    hasPublish: f('hasPublish', bool),
    hasPaidPublish: f('hasPaidPublish', bool),
    publicId: f('publicId', publicId),
    fullName: f('fullName', text),
    email: f('email', text),
    thumbnailUrl: f('thumbnailUrl', optionalLinkUrl),
    numOrders: f('numOrders', count),
    numSavedEvents: f('numSavedEvents', count),
    numFollowing: f('numFollowing', count),
  };
}

function parseFeatureFlags(ctx: Context, props: object): FeatureFlags {
  const source = objectField(ctx, props, 'featureFlags', 'featureFlags', 'all flags off');
  if (!source) return { ...DEFAULT_FEATURE_FLAGS };
  const f = (key: keyof FeatureFlags) => field(ctx, source, key, `featureFlags.${key}`, bool, false);
  return {
    launchCreatorCreditsSectionAttendee: f('launchCreatorCreditsSectionAttendee'),
    enableOldCollectionsLinkInHeader: f('enableOldCollectionsLinkInHeader'),
    isDetachInterestsEnabled: f('isDetachInterestsEnabled'),
  };
}

function parsePageData(ctx: Context, props: object): PageData {
  const source = objectField(ctx, props, 'pageData', 'pageData', 'the default page data');
  if (!source) return { ...DEFAULT_PAGE_DATA };
  return {
    isCreatorHomeActivated: field(
      ctx,
      source,
      'isCreatorHomeActivated',
      'pageData.isCreatorHomeActivated',
      bool,
      false,
    ),
    isHomePage: field(ctx, source, 'isHomePage', 'pageData.isHomePage', bool, false),
  };
}

function parseLocaleInfo(ctx: Context, environment: object | undefined): LocaleInfo {
  const source = environment
    ? objectField(ctx, environment, 'localeInfo', 'environment.localeInfo', `the ${DEFAULT_LOCALE} locale`)
    : undefined;
  if (!source) return defaultLocaleInfo(DEFAULT_LOCALE);
  const localeValue = field(ctx, source, 'locale', 'environment.localeInfo.locale', locale, DEFAULT_LOCALE);
  const defaults = defaultLocaleInfo(localeValue);
  const p = 'environment.localeInfo';
  return {
    locale: localeValue,
    uses_language_subdirectory: field(
      ctx,
      source,
      'uses_language_subdirectory',
      `${p}.uses_language_subdirectory`,
      bool,
      defaults.uses_language_subdirectory,
    ),
    help_center_language: field(
      ctx,
      source,
      'help_center_language',
      `${p}.help_center_language`,
      helpLanguage,
      defaults.help_center_language,
    ),
    tld: field(ctx, source, 'tld', `${p}.tld`, tld, defaults.tld),
  };
}

function defaultLocaleInfo(localeValue: string): LocaleInfo {
  const entry = findLocale(localeValue);
  return {
    locale: localeValue,
    uses_language_subdirectory: entry?.uses_language_subdirectory ?? false,
    help_center_language: entry?.help_center_language ?? DEFAULT_HELP_LANGUAGE,
    tld: entry?.tld ?? DEFAULT_TLD,
  };
}

function parseLinkGroup(
  ctx: Context,
  environment: object,
  key: 'organizeUrls' | 'helpUrls',
  defaultHome: LinkItem,
): LinkGroup {
  const path = `environment.${key}`;
  const source = objectField(ctx, environment, key, path, 'the default links');
  if (!source) return { home: { ...defaultHome }, suggested: [] };
  const homeSource = objectField(ctx, source, 'home', `${path}.home`, 'the default home link');
  const home: LinkItem = homeSource
    ? {
        label: field(ctx, homeSource, 'label', `${path}.home.label`, nonEmptyText, defaultHome.label),
        url: field(ctx, homeSource, 'url', `${path}.home.url`, linkUrl, defaultHome.url),
      }
    : { ...defaultHome };

  const suggested: LinkItem[] = [];
  const read = readKey(source, 'suggested');
  if (read.kind === 'unreadable') ctx.report(`${path}.suggested: ${read.reason}; using no suggested links`);
  if (read.kind === 'value') {
    if (!Array.isArray(read.value)) {
      ctx.report(`${path}.suggested: ${expected('an array of { label, url }', read.value)}; using no suggested links`);
    } else {
      const items: unknown[] = read.value;
      for (let index = 0; index < items.length; index += 1) {
        const item = parseSuggestedLink(ctx, items, index, `${path}.suggested[${index}]`);
        if (item) suggested.push(item);
      }
    }
  }
  return { home, suggested };
}

/** A suggested link is all or nothing: a link without a usable label or URL is dropped. */
function parseSuggestedLink(ctx: Context, items: unknown[], index: number, path: string): LinkItem | undefined {
  const read = readKey(items, String(index));
  const problem =
    read.kind === 'missing'
      ? expected('{ label, url }', undefined)
      : read.kind === 'unreadable'
        ? read.reason
        : isPlainObject(read.value)
          ? undefined
          : expected('{ label, url }', read.value);
  if (problem || read.kind !== 'value') {
    ctx.report(`${path}: ${problem}; dropping the link`);
    return undefined;
  }
  const item = read.value as object;
  const parts: Partial<LinkItem> = {};
  for (const [key, check] of [
    ['label', nonEmptyText],
    ['url', linkUrl],
  ] as const) {
    const part = readKey(item, key);
    const result =
      part.kind === 'unreadable'
        ? ({ ok: false, problem: part.reason } as const)
        : check(part.kind === 'value' ? part.value : undefined);
    if (!result.ok) {
      ctx.report(`${path}.${key}: ${result.problem}; dropping the link`);
      return undefined;
    }
    parts[key] = result.value;
  }
  return { label: parts.label ?? '', url: parts.url ?? '' };
}

function parseEnvironment(ctx: Context, props: object): Environment {
  const source = objectField(ctx, props, 'environment', 'environment', 'defaults', 'is missing');
  const localeInfo = parseLocaleInfo(ctx, source);
  const e = source ?? {};
  const f = <T>(key: keyof Environment, check: Check<T>, fallback: T): T =>
    field(ctx, e, key, `environment.${key}`, check, fallback);

  const serverUrl = f('serverUrl', baseUrl, '');
  const onServer = (path: string) => joinUrl(serverUrl, path);
  const helpHome: LinkItem = {
    label: ctx.messages.helpCenter,
    url: onServer(`/help/${localeInfo.help_center_language}/`),
  };
  const organizeHome: LinkItem = { label: ctx.messages.organize, url: onServer(DEFAULT_ORGANIZE_HOME_PATH) };
  return {
    serverUrl,
    adminServerUrl: f('adminServerUrl', baseUrl, ''),
    logoutUrl: f('logoutUrl', linkUrl, onServer(DEFAULT_AUTH_PATHS.logoutUrl)),
    signinUrl: f('signinUrl', linkUrl, onServer(DEFAULT_AUTH_PATHS.signinUrl)),
    signupUrl: f('signupUrl', linkUrl, onServer(DEFAULT_AUTH_PATHS.signupUrl)),
    loginUrl: f('loginUrl', linkUrl, onServer(DEFAULT_AUTH_PATHS.loginUrl)),
    organizeUrls: parseLinkGroup(ctx, e, 'organizeUrls', organizeHome),
    helpUrls: parseLinkGroup(ctx, e, 'helpUrls', helpHome),
    ebDomain: f('ebDomain', domain, ''),
    isMobile: f('isMobile', bool, false),
    isManageOverviewActive: f('isManageOverviewActive', bool, false),
    launchNewSignInSignUpLinks: f('launchNewSignInSignUpLinks', bool, false),
    localeInfo,
    stage: f('stage', stageCheck(ctx.messages), DEFAULT_STAGE),
  };
}

function functionField<T extends (...args: never[]) => unknown>(
  ctx: Context,
  props: object,
  key: string,
): T | undefined {
  const read = readKey(props, key);
  if (read.kind === 'missing') return undefined;
  if (read.kind === 'unreadable') {
    ctx.report(`${key}: ${read.reason}; ignored`);
    return undefined;
  }
  if (typeof read.value !== 'function') {
    ctx.report(`${key}: ${expected('a function', read.value)}; ignored`);
    return undefined;
  }
  return read.value as T;
}

function resolve(ctx: Context, props: object): ResolvedHeaderProps {
  ctx.messages = parseMessages(ctx, props);
  const resolved: ResolvedHeaderProps = {
    environment: parseEnvironment(ctx, props),
    user: parseUser(ctx, props),
    featureFlags: parseFeatureFlags(ctx, props),
    pageData: parsePageData(ctx, props),
    product: parseProduct(ctx, props),
    messages: ctx.messages,
    mainContentId: field(ctx, props, 'mainContentId', 'mainContentId', safeId, DEFAULT_MAIN_CONTENT_ID),
  };
  const navigate = functionField<NavigateFn>(ctx, props, 'navigate');
  if (navigate) resolved.navigate = navigate;
  const onAnalyticsEvent = functionField<(event: AnalyticsEvent) => void>(ctx, props, 'onAnalyticsEvent');
  if (onAnalyticsEvent) resolved.onAnalyticsEvent = onAnalyticsEvent;
  return resolved;
}

/** Everything at its default, as if the host passed `{}` (without the missing-environment report). */
export function getDefaultHeaderProps(): ResolvedHeaderProps {
  return resolve(
    makeContext(() => undefined),
    {},
  );
}

/**
 * Turn untrusted host props into `ResolvedHeaderProps`. Each problem is reported once through
 * `report` (default `console.error`) as `[global-header] {field path}: {problem}; using {default}`.
 * Never throws. `null`/`undefined` props are treated like `{}`.
 */
export function parseHeaderProps(props: HeaderProps, report?: PropsReporter): ResolvedHeaderProps {
  const ctx = makeContext(report);
  try {
    const value: unknown = props;
    if (value === undefined || value === null) return resolve(ctx, {});
    if (!isPlainObject(value)) {
      ctx.report(`props: ${expected('an object', value)}; using defaults`);
      return getDefaultHeaderProps();
    }
    return resolve(ctx, value);
  } catch {
    // Only reachable through exotic inputs (e.g. revoked proxies); every field read is guarded.
    ctx.report('props: could not be read; using defaults');
    return getDefaultHeaderProps();
  }
}

const PROP_KEYS = [
  'environment',
  'user',
  'featureFlags',
  'pageData',
  'product',
  'navigate',
  'messages',
  'onAnalyticsEvent',
  'mainContentId',
] as const;

function snapshot(props: unknown): unknown[] | undefined {
  if (!isPlainObject(props)) return undefined;
  try {
    return PROP_KEYS.map((key) => (props as Record<string, unknown>)[key]);
  } catch {
    return undefined;
  }
}

/**
 * A parser that remembers its last input: when every top-level prop is the same reference as last
 * time, it returns the previous result (same object, no repeated reports). Use one per mounted header.
 */
export function createHeaderPropsParser(report?: PropsReporter): (props: HeaderProps) => ResolvedHeaderProps {
  let last: { values: unknown[]; result: ResolvedHeaderProps } | undefined;
  return (props) => {
    const values = snapshot(props);
    if (
      last &&
      values &&
      values.length === last.values.length &&
      values.every((value, index) => Object.is(value, last!.values[index]))
    ) {
      return last.result;
    }
    const result = parseHeaderProps(props, report);
    last = values ? { values, result } : undefined;
    return result;
  };
}
