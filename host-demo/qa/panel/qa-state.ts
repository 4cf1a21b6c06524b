/**
 * QA panel state <-> URL query. The state lives in the query so a copied QA link reproduces it.
 * Parsing is defensive: unknown values fall back to defaults and each is reported as a
 * note the panel shows. Pure: no React, no window.
 */
import {
  findLocale,
  findStage,
  LOCALES,
  STAGES,
  type FeatureFlags,
  type NavigateFn,
  type AnalyticsEvent,
  type Stage,
} from '../../../src/config';
import { PSEUDO_LOCALE, pseudoMessages } from '../../../src/i18n';
import { parseStage, type HeaderProps } from '../../../src/props';
import {
  DEFAULT_PAGE_DATA,
  makeEnvironment,
  NO_FLAGS,
  PERSONAS,
  type PersonaId,
} from '../../../examples/header-examples';
import { FAULTS, type Fault } from '@global-header/demo-api/fault-names';
import { DEMO_GEOLOCATIONS, type DemoGeolocation } from './demo-geolocation';

/** Each product locale's name and domain as the panel lists it (the header itself never shows these). */
const LOCALE_LABELS: Readonly<Record<string, string>> = {
  en_US: 'English (US), .com',
  es_US: 'Español (US), .com/es',
  en_CA: 'English (Canada), .ca',
  fr_CA: 'Français (Canada), .ca/fr',
  en_GB: 'English (UK), .co.uk',
  de_DE: 'Deutsch, .de',
  fr_FR: 'Français, .fr',
  es_ES: 'Español, .es',
  pt_BR: 'Português (Brasil), .com.br',
  en_AU: 'English (Australia), .com.au',
};

/**
 * The panel's locales: the product's (spec 9's domain map), then the pseudo-locale: English accented,
 * about 40% longer and bracketed, so QA sees at a glance a text left untranslated or clipped. Its links are
 * en_US's (.com).
 */
export const QA_LOCALES: readonly { locale: string; label: string }[] = [
  ...LOCALES.map(({ locale }) => ({ locale, label: LOCALE_LABELS[locale] ?? locale })),
  { locale: PSEUDO_LOCALE, label: 'Pseudo-locale (QA): accented, about 40% longer' },
];

function findQaLocale(locale: string): string | undefined {
  return locale === PSEUDO_LOCALE ? PSEUDO_LOCALE : findLocale(locale)?.locale;
}

export type FlagName = keyof FeatureFlags;
export const FLAG_NAMES = Object.keys(NO_FLAGS) as FlagName[];

export interface QaState {
  persona: PersonaId;
  flags: FlagName[];
  locale: string;
  /**
   * A known stage in its canonical form, or any other text, passed to the header as it is: the
   * header's own props parsing then reports the product error catalogue's "Unknown stage: {value}" (and uses prod), and
   * the panel shows that report. Coercing it to prod here would hide the very text QA checks.
   */
  stage: Stage | (string & {});
  manageOverview: boolean;
  creatorHome: boolean;
  homePage: boolean;
  mobile: boolean;
  /**
   * Pass the header the current page as the `currentUrl` prop (a host whose router knows best);
   * off, the header follows the browser's address itself. Both must give the same links.
   */
  currentUrlProp: boolean;
  /** The demo API's fault switch for every JSON call (the `demo_fault` cookie); '' for none. */
  fault: Fault | '';
  /** What "Use my current location" gets from the page's geolocation; '' for the browser's own. */
  geo: DemoGeolocation | '';
}

export const DEFAULT_QA_STATE: QaState = {
  persona: 'anonymous',
  flags: [],
  locale: 'en_US',
  stage: 'prod',
  manageOverview: false,
  creatorHome: false,
  homePage: false,
  mobile: false,
  currentUrlProp: false,
  fault: '',
  geo: '',
};

/** Every query key the QA panel owns; other keys belong to the route (e.g. `referrer`). */
export const QA_KEYS = [
  'persona',
  'flags',
  'locale',
  'stage',
  'manageOverview',
  'creatorHome',
  'homePage',
  'mobile',
  'currentUrlProp',
  'fault',
  'geo',
] as const;
type BooleanKey = 'manageOverview' | 'creatorHome' | 'homePage' | 'mobile' | 'currentUrlProp';
const BOOLEAN_KEYS: readonly BooleanKey[] = ['manageOverview', 'creatorHome', 'homePage', 'mobile', 'currentUrlProp'];

export interface ParsedQaState {
  state: QaState;
  /** One human sentence per value that was ignored. */
  notes: string[];
}

function parseBoolean(key: string, value: string | null, notes: string[]): boolean {
  if (value === null) return false;
  const normalised = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(normalised)) return true;
  if (['0', 'false', 'no', 'off', ''].includes(normalised)) return false;
  notes.push(`Unknown ${key} value "${value}"; using off.`);
  return false;
}

/** One of `choices`, or '' (none) for a missing, empty or unknown value (the last with a note). */
function parseChoice<T extends string>(
  key: string,
  value: string | null,
  choices: readonly T[],
  notes: string[],
): T | '' {
  const normalised = value?.trim().toLowerCase() ?? '';
  if (normalised === '') return '';
  const found = choices.find((choice) => choice === normalised);
  if (!found) notes.push(`Unknown ${key} value "${value}"; using none.`);
  return found ?? '';
}

export function parseQaState(search: string | URLSearchParams): ParsedQaState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const notes: string[] = [];
  const state: QaState = { ...DEFAULT_QA_STATE, flags: [] };

  const persona = params.get('persona');
  if (persona !== null) {
    const found = PERSONAS.find((candidate) => candidate.id === persona.trim());
    if (found) state.persona = found.id;
    else notes.push(`Unknown persona "${persona}"; using ${PERSONAS[0]!.name}.`);
  }

  const locale = params.get('locale');
  if (locale !== null) {
    const found = findQaLocale(locale.trim());
    if (found) state.locale = found;
    else notes.push(`Unknown locale "${locale}"; using ${DEFAULT_QA_STATE.locale}.`);
  }

  const stage = params.get('stage')?.trim();
  if (stage) {
    const result = parseStage(stage);
    // Unknown: kept as typed for the header to report (see QaState.stage).
    state.stage = result.ok ? result.stage : stage;
  }

  for (const raw of params.getAll('flags').flatMap((value) => value.split(','))) {
    const flag = raw.trim();
    if (flag === '') continue;
    const found = FLAG_NAMES.find((name) => name.toLowerCase() === flag.toLowerCase());
    if (!found) notes.push(`Unknown feature flag "${flag}"; ignored.`);
    else if (!state.flags.includes(found)) state.flags.push(found);
  }
  state.flags.sort((a, b) => FLAG_NAMES.indexOf(a) - FLAG_NAMES.indexOf(b));

  for (const key of BOOLEAN_KEYS) state[key] = parseBoolean(key, params.get(key), notes);

  state.fault = parseChoice('fault', params.get('fault'), FAULTS, notes);
  state.geo = parseChoice('geo', params.get('geo'), DEMO_GEOLOCATIONS, notes);

  return { state, notes };
}

/** The query for a state: only values that differ from the defaults, in a stable order. */
export function serializeQaState(state: QaState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.persona !== DEFAULT_QA_STATE.persona) params.set('persona', state.persona);
  if (state.locale !== DEFAULT_QA_STATE.locale) params.set('locale', state.locale);
  if (state.stage !== DEFAULT_QA_STATE.stage) params.set('stage', state.stage);
  if (state.flags.length > 0) params.set('flags', state.flags.join(','));
  for (const key of BOOLEAN_KEYS) if (state[key]) params.set(key, '1');
  if (state.fault) params.set('fault', state.fault);
  if (state.geo) params.set('geo', state.geo);
  return params;
}

/** Route query (everything that is not QA state) merged with the QA state; route keys win. */
export function mergeQuery(routeSearch: string, state: QaState): string {
  const params = new URLSearchParams(routeSearch);
  for (const key of QA_KEYS) params.delete(key);
  for (const [key, value] of serializeQaState(state)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The route's own query string, without QA keys (what a route page reports). */
export function getRouteQuery(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of QA_KEYS) params.delete(key);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface HeaderPropsContext {
  /** The host-demo origin: every header link lands on this app. */
  origin: string;
  adminServerUrl: string;
  pathname: string;
  /** The page's full address, passed as `currentUrl` when the QA state asks for it. */
  href: string;
  navigate?: NavigateFn;
  onAnalyticsEvent?: (event: AnalyticsEvent) => void;
}

/** The props the demo passes to the header for a QA state (personas come from the shared examples/header-examples.ts). */
export function buildHeaderProps(
  state: QaState,
  context: HeaderPropsContext,
): HeaderProps & {
  environment: ReturnType<typeof makeEnvironment>;
} {
  const persona = PERSONAS.find((candidate) => candidate.id === state.persona) ?? PERSONAS[0]!;
  const environment = makeEnvironment(
    {
      ...persona.environment,
      serverUrl: context.origin,
      adminServerUrl: context.adminServerUrl,
      // Deliberately untyped: an unknown stage reaches the header as a host would send it (QaState.stage).
      stage: state.stage as Stage,
      isManageOverviewActive: state.manageOverview,
      isMobile: state.mobile,
    },
    state.locale === PSEUDO_LOCALE ? DEFAULT_QA_STATE.locale : state.locale,
  );
  const pseudo = state.locale === PSEUDO_LOCALE;
  // The pseudo-locale: en_US's links, its own tag, and its catalogue as the host's messages.
  if (pseudo) environment.localeInfo = { ...environment.localeInfo, locale: PSEUDO_LOCALE };
  const featureFlags: FeatureFlags = { ...NO_FLAGS };
  for (const flag of state.flags) featureFlags[flag] = true;
  return {
    environment,
    user: persona.user,
    featureFlags,
    pageData: {
      ...DEFAULT_PAGE_DATA,
      isCreatorHomeActivated: state.creatorHome,
      // The real home page always is one; the toggle lets QA see the home-page CTA anywhere.
      isHomePage: state.homePage || context.pathname === '/',
    },
    navigate: context.navigate,
    onAnalyticsEvent: context.onAnalyticsEvent,
    mainContentId: 'main-content',
    ...(pseudo ? { messages: pseudoMessages } : {}),
    ...(state.currentUrlProp ? { currentUrl: context.href } : {}),
  };
}

/** The unknown stage the panel offers (any other one comes in a QA link). */
export const QA_UNKNOWN_STAGE = 'staging';

/** The stage choices: every known stage, the panel's unknown one, and the state's own when it is another. */
export function getStageChoices(state: Pick<QaState, 'stage'>): { value: string; known: boolean }[] {
  const known = STAGES.map((stage) => ({ value: stage, known: true }));
  const unknown = [...new Set([QA_UNKNOWN_STAGE, state.stage])].filter((value) => !findStage(value));
  return [...known, ...unknown.map((value) => ({ value, known: false }))];
}

export { LOCALES, PERSONAS };
