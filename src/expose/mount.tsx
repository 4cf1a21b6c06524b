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
import type { LocationPickerHostProps } from '../location/public-types';
import type { HeaderProps } from '../props/types';
import type { Mounted } from '../react-bridge/mounted';
import { createMountFunctions } from './mounts';
import type { SearchBarProps } from './search-bar-root';

export type { HeaderProps } from '../props/types';
export type { LocationPickerHostProps as LocationPickerProps } from '../location/public-types';
export type { Mounted } from '../react-bridge/mounted';
export type { SearchBarProps } from './search-bar-root';

export type MountedHeader = Mounted<HeaderProps>;
export type MountedLocationPicker = Mounted<LocationPickerHostProps>;
export type MountedSearchBar = Mounted<SearchBarProps>;

/** With the share scope's React; the own-React entry makes the same three for hosts it cannot serve. */
export const { mount, mountLocationPicker, mountSearchBar } = createMountFunctions(() => import('./own-react'));

export default mount;
