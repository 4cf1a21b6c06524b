/**
 * The static header shown when the remote fails or misses REMOTE_LOAD_TIMEOUT_MS: logo and the
 * core links, accessible (banner landmark, skip link, named navigation) and exactly as tall as the
 * real header so nothing below it moves (its height per layout is in the page's CSS, .fallback-header). Links come from the header's own URL builders.
 */
import { DEFAULT_PRODUCT, type Environment } from '../../src/config';
import { defaultMessages, formatMessage } from '../../src/i18n';
import { getCreateEventsUrl, getFindEventsUrl, getHelpCenterUrl, getHomeUrl, getSignInUrl } from '../../src/routes';

export interface FallbackHeaderProps {
  environment: Environment;
  mainContentId: string;
}

export function FallbackHeader({ environment, mainContentId }: FallbackHeaderProps) {
  const m = defaultMessages;
  return (
    <header className="fallback-header" data-fallback-header="">
      <a className="fallback-header__skip" href={`#${mainContentId}`}>
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
