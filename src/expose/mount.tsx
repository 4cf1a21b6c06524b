/**
 * `globalHeader/mount`: embed the header, or the location picker or search bar on its own, in a page
 * that is not a React app. Thin: the React each root renders with is chosen in
 * src/react-bridge/create-mount.ts.
 *
 *   const { update, unmount } = mount(document.getElementById('header'), props);
 *   const picker = mountLocationPicker(document.getElementById('where'), props);
 *   const search = mountSearchBar(document.getElementById('search'), props);
 *
 * The Header and a picker mounted this way share the page's one location store.
 */
import { createLazyModule } from '../lib/lazy-module';
import type { LocationPickerHostProps } from '../location/public-types';
import type { HeaderProps } from '../props/types';
import { createMount, type MountFunction } from '../react-bridge/create-mount';
import type { Mounted } from '../react-bridge/mounted';
import { HeaderRoot } from './header';
import type { SearchBarProps } from './search-bar';

export type { HeaderProps } from '../props/types';
export type { LocationPickerHostProps as LocationPickerProps } from '../location/public-types';
export type { Mounted } from '../react-bridge/mounted';
export type { SearchBarProps } from './search-bar';

export type MountedHeader = Mounted<HeaderProps>;
export type MountedLocationPicker = Mounted<LocationPickerHostProps>;
export type MountedSearchBar = Mounted<SearchBarProps>;

export const mount: MountFunction<HeaderProps> = createMount(HeaderRoot, {
  call: 'mount',
  loadOwnMount: () => import('./own-react').then((own) => own.mount),
});

/**
 * The picker and the search bar alone, with the same `{ update, unmount }` handle. Their code loads
 * when a page first mounts one: `./mount` pages that embed only the header do not download it.
 */
export const mountLocationPicker: MountFunction<LocationPickerHostProps> = createMount(
  createLazyModule(() => import('./location-picker').then((m) => m.LocationPickerRoot)),
  { call: 'mountLocationPicker', loadOwnMount: () => import('./own-react').then((own) => own.mountLocationPicker) },
);

export const mountSearchBar: MountFunction<SearchBarProps> = createMount(
  createLazyModule(() => import('./search-bar').then((m) => m.SearchBarRoot)),
  { call: 'mountSearchBar', loadOwnMount: () => import('./own-react').then((own) => own.mountSearchBar) },
);

export default mount;
