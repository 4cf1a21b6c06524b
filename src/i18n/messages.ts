/**
 * The message catalogue's shape and rules: every user-facing text of the spec (sections 2, 4, 5, 8,
 * 9) is a key; each language's texts are in catalogues/ (English, the spec's own: en.ts and
 * en.later.ts), chosen by the locale (catalogue.ts). Hosts may override any subset through the
 * `messages` prop; values of the wrong shape are ignored by `mergeMessages`. Templates use `{name}`
 * placeholders filled by `formatMessage`.
 *
 * Texts that hold a count are plural messages (`PluralMessage`): one template per CLDR plural
 * category, chosen by `formatCount` with `Intl.PluralRules` for the page's locale, so English gets
 * "1 order" / "2 orders" and a host's Polish catalogue can give its `few` and `many` forms.
 */
import type { englishFirst } from './catalogues/en';
// The later part's key list only as a type: the first render's code holds the first part's keys alone.
import type { LATER_MESSAGE_KEYS } from './message-keys';

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

/** Keys whose text depends on a count (`PluralMessage`), in either part. */
export const PLURAL_MESSAGE_KEYS = ['likesCount', 'ticketsCount', 'searchSuggestionCount'] as const;

/** The first part's keys: English's own, in the first-render code (catalogues/en.ts). */
export type FirstMessageKey = keyof typeof englishFirst;
/** The later part's keys (message-keys.ts). */
export type LaterMessageKey = (typeof LATER_MESSAGE_KEYS)[number];

export type MessageKey = FirstMessageKey | LaterMessageKey;
/** Keys whose text depends on a count (`PluralMessage`). */
export type PluralMessageKey = (typeof PLURAL_MESSAGE_KEYS)[number];
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

/**
 * The first part's keys (English's, in the first-render code). The later part's are LATER_MESSAGE_KEYS
 * (message-keys.ts), which only code loaded later reads (src/props/later-messages.ts).
 */
export { FIRST_MESSAGE_KEYS } from './catalogues/en';

/** Whether `key` names a count text (a plural message). */
export function isPluralMessageKey(key: string): key is PluralMessageKey {
  return (PLURAL_MESSAGE_KEYS as readonly string[]).includes(key);
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
 * Merge host overrides into a catalogue (a locale's, catalogue.ts); values of the wrong shape are
 * ignored. A key is not checked against a key list (the later part's is not first-render code): a text
 * for a key `base` has not yet (a later part still on its way, or the page's language over English's
 * first part in the design system's provider) is kept, and one for no key is an unread extra (the props
 * check reports it). Returns `base` itself when there are no overrides.
 */
export function mergeMessages<T extends Partial<Messages>>(overrides: unknown, base: T): T {
  if (!overrides || typeof overrides !== 'object') return base;
  const merged: T = { ...base };
  for (const [key, value] of Object.entries(overrides as Record<string, unknown>)) {
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
