/**
 * Which catalogue a locale reads, and loading it. Pure: no React (the hook is
 * src/lib/use-localised-messages.ts).
 *
 * Every language's texts come in two parts (docs/i18n.md, "Loading"):
 * - the **first** part, what the header's first render shows: English's is in the first-render code (an
 *   English page asks for no texts before it renders); every other language's is a chunk of its own,
 *   `i18n-<language>`, which a server-rendered page preloads beside the first-render chunk
 *   (src/head/server-render.ts) and the header waits for before its first render;
 * - the **later** part, the texts of the parts that load later (menus' lists, dialogs, the full search
 *   and location picker, the error texts): `i18n-<language>-later`, loaded with the first of those parts
 *   (`laterTextsReady`, awaited by src/lib/lazy-module.ts), so no part shows before its texts.
 * A page downloads its own language only. The chain: the locale's own entry, else its language's
 * (`fr_BE` -> `fr`), else English; over it the region's differences (`fr_CA`), then the host's `messages`.
 * A part that fails to load (a lost chunk) is logged once and its texts are English: a page never waits
 * for a header that cannot come.
 */
import { LOG_PREFIX } from '../config/constants';
import { catalogue as ENGLISH_FIRST } from './catalogues/en';
import { CATALOGUE_KEYS, catalogueKeyOf, localeParts, type CatalogueKey } from './catalogue-names';
import type { FirstMessageKey, LaterMessageKey, Messages } from './messages';

/** One part of a language's texts: every key of the part, and its regions' differences (by region subtag, `CA`). */
interface CataloguePart<K extends keyof Messages> {
  messages: Pick<Messages, K>;
  regions?: Readonly<Record<string, Partial<Pick<Messages, K>>>>;
}
/** What a language's first-part module exports as `catalogue` (catalogues/de.ts). */
export type FirstCatalogue = CataloguePart<FirstMessageKey>;
/** What a language's later-part module exports as `catalogue` (catalogues/de.later.ts). */
export type LaterCatalogue = CataloguePart<LaterMessageKey>;

type Loader<T> = () => Promise<{ catalogue: T }>;
/**
 * Every language's parts, by its key in catalogue-names.ts: its first part (English's is in the first render,
 * ENGLISH_FIRST) and its later part, each a chunk, `i18n-<key>` and `i18n-<key>-later`.
 */
const LOADERS: Readonly<
  Record<CatalogueKey | 'en', readonly [first: Loader<FirstCatalogue> | undefined, later: Loader<LaterCatalogue>]>
> = {
  // English's first part is in the first render itself (ENGLISH_FIRST): it has no loader.
  en: [undefined, () => import(/* webpackChunkName: "i18n-en-later" */ './catalogues/en.later')],
  de: [
    () => import(/* webpackChunkName: "i18n-de" */ './catalogues/de'),
    () => import(/* webpackChunkName: "i18n-de-later" */ './catalogues/de.later'),
  ],
  es: [
    () => import(/* webpackChunkName: "i18n-es" */ './catalogues/es'),
    () => import(/* webpackChunkName: "i18n-es-later" */ './catalogues/es.later'),
  ],
  fr: [
    () => import(/* webpackChunkName: "i18n-fr" */ './catalogues/fr'),
    () => import(/* webpackChunkName: "i18n-fr-later" */ './catalogues/fr.later'),
  ],
  pt: [
    () => import(/* webpackChunkName: "i18n-pt" */ './catalogues/pt'),
    () => import(/* webpackChunkName: "i18n-pt-later" */ './catalogues/pt.later'),
  ],
};

const firsts = new Map<string, FirstCatalogue>([['en', ENGLISH_FIRST]]);
const laters = new Map<string, LaterCatalogue>();
const pending = new Map<string, Promise<void>>();
/** The catalogues a header has read: `laterTextsReady` brings their later parts. */
const asked = new Set<string>();
/**
 * Whether a lazy part has asked for the later texts (`laterTextsReady`). From then on a part's code may be
 * here before a newly read catalogue's later part (the QA panel switching to German after a menu has
 * opened): a catalogue counts as here only with both parts, so the texts shown stay until both have come.
 */
let laterWanted = false;
/** One object per locale while nothing new arrives, so a re-render with the same locale gets the same object. */
const resolved = new Map<string, Messages>();
const listeners = new Set<() => void>();

function arrived(): void {
  resolved.clear();
  for (const listener of [...listeners]) listener();
}

/** Start (or join) loading one part; never rejects: a part that fails is logged once and English stands in. */
function loadPart(part: 'first' | 'later', key: string): Promise<void> {
  const store = part === 'first' ? firsts : laters;
  if (store.has(key)) return Promise.resolve();
  const id = `${part} ${key}`;
  let loading = pending.get(id);
  if (!loading) {
    loading = LOADERS[key as CatalogueKey][part === 'first' ? 0 : 1]!().then(
      ({ catalogue }) => {
        store.set(key, catalogue as FirstCatalogue & LaterCatalogue);
      },
      async (error: unknown) => {
        // eslint-disable-next-line no-console -- the host team must see why its page speaks English
        console.error(`${LOG_PREFIX} catalogue ${key} (${part} texts): English`, error);
        if (part === 'first') firsts.set(key, ENGLISH_FIRST);
        else if (key !== 'en') await loadPart('later', 'en').then(() => laters.set(key, laters.get('en')!));
        // English's own later part lost: the catalogue still counts as here, its later texts missing.
        else laters.set(key, { messages: {} as LaterCatalogue['messages'] });
      },
    );
    pending.set(id, loading);
    void loading.then(arrived);
  }
  return loading;
}

/** The texts a locale has here, without asking for more (the design system's English defaults). */
export function peekCatalogue(locale: string): Messages | undefined {
  const { tag, region } = localeParts(locale);
  const cached = resolved.get(tag);
  if (cached) return cached;
  const key = catalogueKeyOf(locale);
  const first = firsts.get(key);
  if (!first) return undefined;
  const later = laters.get(key);
  // Until the later part is here its keys are absent: only parts that await `laterTextsReady` read them.
  const messages = {
    ...first.messages,
    ...first.regions?.[region],
    ...later?.messages,
    ...later?.regions?.[region],
  } as Messages;
  resolved.set(tag, messages);
  return messages;
}

/**
 * The locale's texts if its first part is here (always for English), else undefined (`loadFirstTexts`
 * brings it). Notes the locale for `laterTextsReady`.
 */
export function getCatalogue(locale: string): Messages | undefined {
  const key = catalogueKeyOf(locale);
  asked.add(key);
  if (laterWanted && !laters.has(key)) return undefined;
  return peekCatalogue(locale);
}

/**
 * Start (or join) loading what the locale's header needs to render: its first part, and its later part too
 * once a lazy part has asked for the later texts (see `laterWanted`). Never rejects.
 */
export function loadFirstTexts(locale: string): Promise<void> {
  const key = catalogueKeyOf(locale);
  return Promise.all([loadPart('first', key), laterWanted && loadPart('later', key)]).then(() => undefined);
}

/**
 * Bring the later part of every catalogue a header has read; the lazy parts wait for it before they
 * show (src/lib/lazy-module.ts). Never rejects.
 */
export function laterTextsReady(): Promise<void> {
  laterWanted = true;
  return Promise.all([...asked].map((key) => loadPart('later', key))).then(() => undefined);
}

/** The locale's whole catalogue, both parts (tests, servers). Never rejects. */
export async function loadCatalogue(locale: string): Promise<Messages> {
  const key = catalogueKeyOf(locale);
  await Promise.all([loadPart('first', key), loadPart('later', key)]);
  return peekCatalogue(locale)!;
}

/** `useSyncExternalStore`'s subscribe: called when a part arrives. */
export function subscribeCatalogues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A server renders pages of every language: it loads every catalogue once, so no page waits for one. */
export function loadEveryCatalogue(): void {
  for (const key of ['en', ...CATALOGUE_KEYS]) void loadCatalogue(key);
}
