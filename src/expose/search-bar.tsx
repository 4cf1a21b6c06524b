/**
 * `globalHeader/SearchBar`: the search on its own, for hosts that place it themselves: its root
 * (./search-bar-root.tsx) in a supported host React, else through the bridge.
 */
import { bridged } from '../react-bridge/bridged';
import { SearchBarRoot } from './search-bar-root';

export type { SearchBarHostProps } from '../search/public-types';
export type { Environment, NavigateFn, Stage } from '../config/types';
export type { Messages } from '../i18n/messages';
export type { SearchBarProps } from './search-bar-root';
export { SearchBarRoot } from './search-bar-root';

/** What hosts render: in their tree with a supported React, else through the bridge (see ./header.tsx). */
export const SearchBar = bridged(SearchBarRoot, {
  expose: './SearchBar',
  loadOwnMount: () => import('./own-react').then((own) => own.mountSearchBar),
});

export default SearchBar;
