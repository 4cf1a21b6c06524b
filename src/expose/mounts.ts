/**
 * The three mount functions of `./mount`, made once for each React they may render with: `./mount`
 * makes them with the share scope's React and loads the own-React entry for a host whose React cannot
 * render them; the own-React entry (./own-react.ts, built in webpack's own-React layer) makes the same
 * functions with the remote's own React. Both import this module and neither imports the other back,
 * so no file of expose loads itself again.
 */
import { createLazyModule } from '../lib/lazy-module';
import type { LocationPickerHostProps } from '../location/public-types';
import type { HeaderProps } from '../props/types';
import { createMount, type MountFunction } from '../react-bridge/create-mount';
import { HeaderRoot } from './header-root';
import type { SearchBarProps } from './search-bar-root';

export interface MountFunctions {
  mount: MountFunction<HeaderProps>;
  mountLocationPicker: MountFunction<LocationPickerHostProps>;
  mountSearchBar: MountFunction<SearchBarProps>;
}

/** `loadOwn`: the same functions made with the remote's own React, for a host whose React cannot render them. */
export function createMountFunctions(loadOwn: () => Promise<MountFunctions>): MountFunctions {
  return {
    mount: createMount(HeaderRoot, { call: 'mount', loadOwnMount: () => loadOwn().then((own) => own.mount) }),
    /*
     * The picker and the search bar alone, with the same `{ update, unmount }` handle. Their code loads
     * when a page first mounts one: `./mount` pages that embed only the header do not download it.
     */
    mountLocationPicker: createMount(
      createLazyModule(() => import('./location-picker-root').then((m) => m.LocationPickerRoot)),
      { call: 'mountLocationPicker', loadOwnMount: () => loadOwn().then((own) => own.mountLocationPicker) },
    ),
    mountSearchBar: createMount(
      createLazyModule(() => import('./search-bar-root').then((m) => m.SearchBarRoot)),
      { call: 'mountSearchBar', loadOwnMount: () => loadOwn().then((own) => own.mountSearchBar) },
    ),
  };
}
