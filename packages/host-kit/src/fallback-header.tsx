/**
 * The static header shown when the remote fails or misses REMOTE_LOAD_TIMEOUT_MS: logo and the
 * core links, accessible (banner landmark, skip link, named navigation) and exactly as tall as the
 * real header so nothing below it moves (its height per layout: FALLBACK_HEADER_CSS, which HeaderSlot puts
 * in the page). Links come from the header's own URL builders, for the environment the header gets; texts
 * from the header's own catalogues, in the locale's language (every language's first texts are in the kit:
 * when the remote cannot come, neither can its catalogue chunks), under the host's `messages`.
 */
import { DEFAULT_PRODUCT } from '../../../src/config';
import { catalogueLanguageTag, firstTextsIn, formatMessage, mergeMessages } from '../../../src/i18n';
import type { HeaderProps } from 'globalHeader/Header';
import { parseHeaderProps } from '../../../src/props';
import { getCreateEventsUrl, getFindEventsUrl, getHelpCenterUrl, getHomeUrl, getSignInUrl } from '../../../src/routes';

export interface FallbackHeaderProps {
  /** The header's `environment` prop (checked here as the header checks it; missing fields take its defaults). */
  environment: HeaderProps['environment'];
  /** The id the skip link goes to (default `main-content`, as the header's). */
  mainContentId?: string | null;
  /** The header's `messages` prop: the host's texts win over the catalogue's, as in the header. */
  messages?: HeaderProps['messages'];
}

/** The header reports bad props once itself; the fallback stays quiet. */
const quiet = () => undefined;

export function FallbackHeader({ environment: input, mainContentId, messages }: FallbackHeaderProps) {
  const { environment, mainContentId: target } = parseHeaderProps({ environment: input, mainContentId }, quiet);
  const { locale } = environment.localeInfo;
  const m = mergeMessages(messages, firstTextsIn(locale));
  return (
    <header className="fallback-header" data-fallback-header="" lang={catalogueLanguageTag(locale)}>
      <a className="fallback-header__skip" href={`#${target}`}>
        {m.skipMainNavigation}
      </a>
      <a
        className="fallback-header__logo"
        href={getHomeUrl(environment)}
        aria-label={formatMessage(m.logoLabel, { product: DEFAULT_PRODUCT.name, home: m.home })}
      >
        {DEFAULT_PRODUCT.name}
      </a>
      <nav aria-label={m.mainNavigation}>
        <ul>
          <li>
            <a href={getFindEventsUrl(environment)}>{m.findEvents}</a>
          </li>
          <li>
            <a href={getCreateEventsUrl(environment)}>{m.createEvents}</a>
          </li>
          <li>
            <a href={getHelpCenterUrl(environment)}>{m.helpCenter}</a>
          </li>
        </ul>
      </nav>
      <a className="fallback-header__signin" href={getSignInUrl(environment)}>
        {m.signIn}
      </a>
    </header>
  );
}
