/**
 * Which catalogue a locale reads, and loading it. Pure: no React (the hook is use-catalogue.ts).
 *
 * - English (`defaultMessages`, the spec's texts) is in the first-render code: an English page makes
 *   no request. Its regional spellings (en_GB, en_AU, en_CA) are a few keys here too.
 * - Every other language is a chunk of its own (`i18n-<language>`), its regions' differences inside it,
 *   so a page downloads one catalogue, its own. A server-rendered page preloads it beside the
 *   first-render chunk (src/head/server-render.ts, `catalogueChunkName`); the header starts it from the
 *   props at the latest, before its first render, and waits for it (docs/i18n.md, "Loading").
 * - The chain: the locale's own entry (`fr-CA`, a QA pseudo-locale), else its language (`fr_BE` ->
 *   `fr`), else English. Over that, the region's differences (`fr_CA`), then the host's `messages`.
 * - A catalogue that fails to load (a lost chunk) is logged once and the header speaks English: a
 *   page never waits for a header that cannot come.
 */
import { LOG_PREFIX } from '../config/constants';
import { CATALOGUE_KEYS, catalogueKeyOf, localeParts, type CatalogueKey } from './catalogue-names';
import { defaultMessages, type Messages } from './messages';

/** Differences of a region from its language's catalogue, by region subtag (`CA`, `GB`). */
export type RegionalMessages = Readonly<Record<string, Partial<Messages>>>;

/** What a language's module exports as `catalogue`: every key, and its regions' differences. */
export interface LanguageCatalogue {
  messages: Messages;
  regions?: RegionalMessages;
}

/** British spelling, which Australia shares (Canada keeps the US spelling of the spec's texts). */
const BRITISH: Partial<Messages> = {
  organize: 'Organise',
  helpCenterMenu: 'Help Centre',
  helpCenter: 'Help Centre',
  contactYourEventOrganizer: 'Contact your event organiser',
  organizerProfile: 'Organiser profile',
};

/** English: the spec's texts and its regions' spellings, in the first render (no request). */
const ENGLISH: LanguageCatalogue = {
  messages: defaultMessages,
  regions: { GB: BRITISH, AU: BRITISH },
};

/**
 * Every catalogue but English, by its key in catalogue-names.ts (a language, `de`, or a whole tag,
 * `en-xa`), each a chunk named `i18n-<key>`. Adding one is its key there and its line here (a
 * pseudo-locale generated from English: `'en-xa': () => import(... './catalogues/pseudo')`).
 */
const LOADERS: Readonly<Record<CatalogueKey, () => Promise<{ catalogue: LanguageCatalogue }>>> = {
  de: () => import(/* webpackChunkName: "i18n-de" */ './catalogues/de'),
  es: () => import(/* webpackChunkName: "i18n-es" */ './catalogues/es'),
  fr: () => import(/* webpackChunkName: "i18n-fr" */ './catalogues/fr'),
  pt: () => import(/* webpackChunkName: "i18n-pt" */ './catalogues/pt'),
};

/** A language's catalogue with its region's differences. */
function withRegion(catalogue: LanguageCatalogue, region: string): Messages {
  const differences = region ? catalogue.regions?.[region] : undefined;
  return differences ? { ...catalogue.messages, ...differences } : catalogue.messages;
}

const loaded = new Map<string, LanguageCatalogue>([['en', ENGLISH]]);
const loading = new Map<string, Promise<LanguageCatalogue>>();
/** One catalogue object per locale, so a re-render with the same locale gets the same object. */
const resolved = new Map<string, Messages>();

/** The locale's catalogue if it is here (always for English), else undefined: `loadCatalogue` brings it. */
export function getCatalogue(locale: string): Messages | undefined {
  const { tag, region } = localeParts(locale);
  const cached = resolved.get(tag);
  if (cached) return cached;
  const catalogue = loaded.get(catalogueKeyOf(locale));
  if (!catalogue) return undefined;
  const messages = withRegion(catalogue, region);
  resolved.set(tag, messages);
  return messages;
}

/**
 * Start (or join) loading the locale's catalogue; resolves with it, or with English when it could not
 * be loaded (logged once). Never rejects.
 */
export function loadCatalogue(locale: string): Promise<Messages> {
  const key = catalogueKeyOf(locale);
  const here = getCatalogue(locale);
  if (here) return Promise.resolve(here);
  let pending = loading.get(key);
  if (!pending) {
    pending = LOADERS[key as CatalogueKey]().then(
      (module) => module.catalogue,
      (error: unknown) => {
        // eslint-disable-next-line no-console -- the host team must see why its page speaks English
        console.error(`${LOG_PREFIX} catalogue ${key}: English`, error);
        return ENGLISH;
      },
    );
    loading.set(key, pending);
    void pending.then((catalogue) => loaded.set(key, catalogue));
  }
  return pending.then(() => getCatalogue(locale)!);
}

/** A server renders pages of every language: it loads each catalogue once, so no page waits for one. */
export function loadEveryCatalogue(): void {
  for (const key of CATALOGUE_KEYS) void loadCatalogue(key);
}
