/**
 * `globalHeader/mount`: embed the header, or the location picker on its own, in a page that is
 * not a React app.
 *
 *   const { update, unmount } = mount(document.getElementById('header'), props);
 *   const picker = mountLocationPicker(document.getElementById('where'), props);
 *   const search = mountSearchBar(document.getElementById('search'), props);
 *
 * React comes from the MF share scope (the host's singleton if it has one, else the remote's). The
 * Header and a picker mounted this way share the page's one location store.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { HeaderProps } from '../config/types';
import type { LocationPickerHostProps } from '../location/public-types';
import { Header } from './header';
import type { SearchBarProps as ExposedSearchBarProps } from './search-bar';

export type { HeaderProps } from '../config/types';
export type { LocationPickerHostProps as LocationPickerProps } from '../location/public-types';

export interface Mounted<TProps> {
  /** Re-render with new props (replaces the previous props). */
  update(props: TProps): void;
  /** Remove it and release its React root. Safe to call twice. */
  unmount(): void;
}

export type MountedHeader = Mounted<HeaderProps>;
export type MountedLocationPicker = Mounted<LocationPickerHostProps>;
export type MountedSearchBar = Mounted<ExposedSearchBarProps>;
export type { SearchBarProps } from './search-bar';

function mountComponent<TProps extends object>(
  Component: ComponentType<TProps>,
  call: string,
  element: Element,
  props: TProps,
): Mounted<TProps> {
  if (!element || typeof (element as Element).appendChild !== 'function') {
    throw new TypeError(`[global-header] ${call}(element, props): element must be a DOM element.`);
  }
  let root: Root | null = createRoot(element);
  root.render(<Component {...props} />);
  return {
    update(next) {
      if (!root) {
        // eslint-disable-next-line no-console -- a host bug worth a visible message, not a throw
        console.error(`[global-header] ${call}(): update() called after unmount(); ignored.`);
        return;
      }
      root.render(<Component {...next} />);
    },
    unmount() {
      root?.unmount();
      root = null;
    },
  };
}

/**
 * The exposed LocationPicker and SearchBar modules, loaded when a page first mounts one: `./mount`
 * pages that embed only the header (most of them) do not download them.
 */
function lazyExpose<TProps extends object>(load: () => Promise<{ default: ComponentType<TProps> }>) {
  const Lazy = lazy(load);
  return function MountedLazy(props: TProps) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

const MountedLocationPickerView = lazyExpose<LocationPickerHostProps>(() => import('./location-picker'));
const MountedSearchBarView = lazyExpose<ExposedSearchBarProps>(() => import('./search-bar'));

export function mount(element: Element, props: HeaderProps = {}): MountedHeader {
  return mountComponent(Header, 'mount', element, props);
}

/** The location picker alone, with the same `{ update, unmount }` handle as `mount`. */
export function mountLocationPicker(element: Element, props: LocationPickerHostProps = {}): MountedLocationPicker {
  return mountComponent(MountedLocationPickerView, 'mountLocationPicker', element, props);
}

/** The search bar alone, with the same `{ update, unmount }` handle as `mount`. */
export function mountSearchBar(element: Element, props: ExposedSearchBarProps = {}): MountedSearchBar {
  return mountComponent(MountedSearchBarView, 'mountSearchBar', element, props);
}

export default mount;
