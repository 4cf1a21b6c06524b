/**
 * What the Header shows when it fails while rendering (a render error used to leave an
 * empty header band, because the boundary rendered nothing). Plain elements only, no theme, no
 * context, no styled-components and no inline styles, so it renders whatever broke and under a
 * strict CSP: the banner landmark, the product's home link and the core links, in the host's own
 * document styles. It is the same on every path (a host's React tree, the bridge, `mount()`), which
 * is why the boundary renders it rather than rethrowing: a host rendering through the bridge or
 * `mount()` has no React boundary the error could reach.
 */
import type { Environment, Product } from '../config/types';
import { formatMessage, type Messages } from '../i18n/messages';
import { getCreateEventsUrl, getFindEventsUrl, getHelpCenterUrl, getHomeUrl, getSignInUrl } from '../routes';

export interface StaticHeaderProps {
  environment: Environment;
  product: Product;
  messages: Messages;
}

export function StaticHeader({ environment, product, messages: m }: StaticHeaderProps) {
  return (
    <header data-global-header-static="">
      <a
        href={getHomeUrl(environment)}
        aria-label={formatMessage(m.logoLabel, { product: product.name, home: m.home })}
      >
        {product.name}
      </a>{' '}
      <nav aria-label={m.mainNavigation}>
        <a href={getFindEventsUrl(environment)}>{m.findEvents}</a>{' '}
        <a href={getCreateEventsUrl(environment)}>{m.createEvents}</a>{' '}
        <a href={getHelpCenterUrl(environment)}>{m.helpCenter}</a>
      </nav>{' '}
      <a href={getSignInUrl(environment)}>{m.signIn}</a>
    </header>
  );
}
