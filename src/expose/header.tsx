/**
 * `globalHeader/Header`: the React component hosts render: the Header's root (./header-root.tsx) in a
 * supported host React, else through the bridge into a root with the remote's own React.
 */
import { bridged } from '../react-bridge/bridged';
import { HeaderRoot } from './header-root';

export type * from '../config/types';
export type { HeaderProps } from '../props/types';
export type { Messages } from '../i18n/messages';
export { HeaderRoot } from './header-root';

/**
 * What hosts render: `HeaderRoot` in their own tree when their React is one the header supports,
 * else through the bridge into a root with the remote's own React (src/react-bridge/bridged.ts).
 */
export const Header = bridged(HeaderRoot, {
  expose: './Header',
  loadOwnMount: () => import('./own-react').then((own) => own.mount),
});

export default Header;
