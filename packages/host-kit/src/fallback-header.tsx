/**
 * The static header shown when the remote fails or misses REMOTE_LOAD_TIMEOUT_MS: logo and the
 * core links, accessible (banner landmark, skip link, named navigation) and exactly as tall as the
 * real header so nothing below it moves (its height per layout: HEADER_SLOT_CSS, which HeaderSlot and the
 * server's page header put in the page). Links come from the header's own URL builders, for the environment the
 * header gets; texts from the header's own catalogues, in the locale's language (every language's first texts are
 * in the kit: when the remote cannot come, neither can its catalogue chunks), under the host's `messages`.
 *
 * It reads only the fields it draws, each checked as the header checks it (same patterns, same URL rules), not the
 * whole props through the header's schemas: those would make this part of every host's bundle several times larger.
 */
import {
  DEFAULT_HELP_LANGUAGE,
  DEFAULT_LOCALE,
  DEFAULT_PRODUCT,
  findLocale,
  type Environment,
} from '../../../src/config';
import { catalogueLanguageTag, firstTextsIn, formatMessage, mergeMessages } from '../../../src/i18n';
import type { HeaderProps } from 'globalHeader/Header';
import {
  DEFAULT_AUTH_PATHS,
  DEFAULT_MAIN_CONTENT_ID,
  HELP_LANGUAGE_PATTERN,
  LOCALE_PATTERN,
  SAFE_ID_PATTERN,
} from '../../../src/props';
import {
  getCreateEventsUrl,
  getFindEventsUrl,
  getHelpCenterUrl,
  getHomeUrl,
  getSignInUrl,
  joinUrl,
  parseBaseUrl,
  parseSafeUrl,
} from '../../../src/routes';

export interface FallbackHeaderProps {
  /** The header's `environment` prop (checked here as the header checks it; missing fields take its defaults). */
  environment: HeaderProps['environment'];
  /** The id the skip link goes to (default `main-content`, as the header's). */
  mainContentId?: string | null;
  /** The header's `messages` prop: the host's texts win over the catalogue's, as in the header. */
  messages?: HeaderProps['messages'];
}

/** One field of a host's object; anything that is not a plain object, or throws when read, has none. */
function field(value: unknown, key: string): unknown {
  try {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)[key]
      : undefined;
  } catch {
    return undefined;
  }
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);

/** The fields the fallback's links read, as the header's props parser completes them. */
type FallbackEnvironment = Pick<Environment, 'serverUrl' | 'signinUrl'> & {
  localeInfo: Pick<Environment['localeInfo'], 'locale' | 'uses_language_subdirectory' | 'help_center_language'>;
};

function readEnvironment(input: unknown): FallbackEnvironment {
  const serverUrl = parseBaseUrl(field(input, 'serverUrl')) ?? '';
  const localeInfo = field(input, 'localeInfo');
  const given = trimmed(field(localeInfo, 'locale'))?.replace('-', '_');
  const named = given === undefined ? undefined : (findLocale(given)?.locale ?? given);
  const locale = named !== undefined && LOCALE_PATTERN.test(named) ? named : DEFAULT_LOCALE;
  const known = findLocale(locale);
  const subdirectory = field(localeInfo, 'uses_language_subdirectory');
  const helpLanguage = trimmed(field(localeInfo, 'help_center_language'))?.toLowerCase();
  const signinUrl = field(input, 'signinUrl');
  return {
    serverUrl,
    signinUrl:
      (typeof signinUrl === 'string' ? parseSafeUrl(signinUrl) : undefined) ??
      joinUrl(serverUrl, DEFAULT_AUTH_PATHS.signinUrl),
    localeInfo: {
      locale,
      uses_language_subdirectory:
        typeof subdirectory === 'boolean' ? subdirectory : (known?.uses_language_subdirectory ?? false),
      help_center_language:
        helpLanguage !== undefined && HELP_LANGUAGE_PATTERN.test(helpLanguage)
          ? helpLanguage
          : (known?.help_center_language ?? DEFAULT_HELP_LANGUAGE),
    },
  };
}

export function FallbackHeader({ environment: input, mainContentId, messages }: FallbackHeaderProps) {
  const environment = readEnvironment(input);
  // The URL builders take the whole environment type; they read only these fields.
  const links = environment as Environment;
  const id = trimmed(mainContentId);
  const target = id !== undefined && SAFE_ID_PATTERN.test(id) ? id : DEFAULT_MAIN_CONTENT_ID;
  const { locale } = environment.localeInfo;
  const m = mergeMessages(messages, firstTextsIn(locale));
  return (
    <header className="fallback-header" data-fallback-header="" lang={catalogueLanguageTag(locale)}>
      <a className="fallback-header__skip" href={`#${target}`}>
        {m.skipMainNavigation}
      </a>
      <a
        className="fallback-header__logo"
        href={getHomeUrl(links)}
        aria-label={formatMessage(m.logoLabel, { product: DEFAULT_PRODUCT.name, home: m.home })}
      >
        {DEFAULT_PRODUCT.name}
      </a>
      <nav aria-label={m.mainNavigation}>
        <ul>
          <li>
            <a href={getFindEventsUrl(links)}>{m.findEvents}</a>
          </li>
          <li>
            <a href={getCreateEventsUrl(links)}>{m.createEvents}</a>
          </li>
          <li>
            <a href={getHelpCenterUrl(links)}>{m.helpCenter}</a>
          </li>
        </ul>
      </nav>
      <a className="fallback-header__signin" href={getSignInUrl(links)}>
        {m.signIn}
      </a>
    </header>
  );
}
