/**
 * `globalHeader/mount`: embed the header, or the location picker on its own, in a page that is
 * not a React app.
 *
 *   const { update, unmount } = mount(document.getElementById('header'), props);
 *   const picker = mountLocationPicker(document.getElementById('where'), props);
 *   const search = mountSearchBar(document.getElementById('search'), props);
 *
 * React comes from the MF share scope (the host's singleton if it has one, else the remote's) when
 * it is supported and consistent, else from the remote's own React 19 (issue 12, see `scopePath`).
 * The Header and a picker mounted this way share the page's one location store. The first mount
 * renders a microtask after the call (react-dom/client is evaluated then, see loadHostCreateRoot).
 */
import * as React from 'react';
import { lazy, Suspense, type ComponentType } from 'react';
import * as ReactDOM from 'react-dom';
import type { createRoot as CreateRoot, Root } from 'react-dom/client';
import type { HeaderProps } from '../props/types';
import type { LocationPickerHostProps } from '../location/public-types';
import { mountWhenLoaded, reportUpdateAfterUnmount, type Mounted, type MountFn } from '../react-bridge/mounted';
import { chooseReactPath } from '../react-bridge/react-path';
import { warnPathOnce } from '../react-bridge/warn-once';
import { HeaderRoot } from './header';
import type { SearchBarProps as ExposedSearchBarProps } from './search-bar';

export type { HeaderProps } from '../props/types';
export type { LocationPickerHostProps as LocationPickerProps } from '../location/public-types';
export type { Mounted } from '../react-bridge/mounted';

export type MountedHeader = Mounted<HeaderProps>;
export type MountedLocationPicker = Mounted<LocationPickerHostProps>;
export type MountedSearchBar = Mounted<ExposedSearchBarProps>;
export type { SearchBarProps } from './search-bar';

type OwnReact = typeof import('../react-bridge/own-react');

/**
 * The React this module trusts to create roots (issue 12): the share scope's when it is supported
 * and react and react-dom agree (a React host's own, or the remote's on a page without React), else
 * the remote's own React 19 from a lazy chunk.
 */
const scopePath = chooseReactPath(React, ReactDOM);

let hostCreateRoot: typeof CreateRoot | null = null;
let hostCreateRootLoad: Promise<typeof CreateRoot> | null = null;

/** React 18's react-dom carries createRoot itself; its react-dom/client only re-exports it with a flag set. */
interface ReactDom18 {
  createRoot?: typeof CreateRoot;
  __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED?: { usingClientEntryPoint?: boolean };
}

/**
 * createRoot of the share scope's react-dom, evaluated only on the host-React path and only here.
 * - React 18: from react-dom itself, as 18's react-dom/client does (the flag keeps its development
 *   build from warning), so a host that shares react and react-dom but not react-dom/client still
 *   lends the header its React.
 * - React 19: react-dom/client. If the host did not share it, the remote's 19.3 copy comes instead,
 *   and refuses to start beside another react-dom version: that failure sends the page to the
 *   remote's own React rather than taking the module down. `eager`: in this chunk, no request of its own.
 */
function loadHostCreateRoot(): Promise<typeof CreateRoot> {
  const reactDom18 = ReactDOM as unknown as ReactDom18;
  if (typeof reactDom18.createRoot === 'function') {
    const createRoot18 = reactDom18.createRoot;
    const internals = reactDom18.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED;
    hostCreateRoot = (container, options) => {
      if (internals) internals.usingClientEntryPoint = true;
      try {
        return createRoot18(container, options);
      } finally {
        if (internals) internals.usingClientEntryPoint = false;
      }
    };
    return Promise.resolve(hostCreateRoot);
  }
  hostCreateRootLoad ??= import(/* webpackMode: "eager" */ 'react-dom/client').then((client) => {
    const clientVersion = (client as { version?: unknown }).version;
    if (clientVersion !== ReactDOM.version) {
      throw new Error(`react-dom/client ${String(clientVersion)} differs from react-dom ${ReactDOM.version}`);
    }
    hostCreateRoot = client.createRoot;
    return client.createRoot;
  });
  return hostCreateRootLoad;
}

function mountInRoot<TProps extends object>(
  createRoot: typeof CreateRoot,
  Component: ComponentType<TProps>,
  call: string,
  element: Element,
  props: TProps,
): Mounted<TProps> {
  let root: Root | null = createRoot(element);
  root.render(<Component {...props} />);
  return {
    update(next) {
      if (!root) return reportUpdateAfterUnmount(call);
      root.render(<Component {...next} />);
    },
    unmount() {
      root?.unmount();
      root = null;
    },
  };
}

function mountComponent<TProps extends object>(
  Component: ComponentType<TProps>,
  call: string,
  element: Element,
  props: TProps,
  ownMount: (own: OwnReact) => MountFn<TProps>,
): Mounted<TProps> {
  if (!element || typeof (element as Element).appendChild !== 'function') {
    throw new TypeError(`[global-header] ${call}(element, props): element must be a DOM element.`);
  }
  const loadOwn = (reason: string) => {
    warnPathOnce(
      `[global-header] ${call}() renders with the remote's own React 19 in a root of its own, because ${reason}.`,
    );
    return import('../react-bridge/own-react').then(ownMount);
  };
  if (scopePath.kind === 'own-react') return mountWhenLoaded(() => loadOwn(scopePath.reason), element, props, call);
  // Synchronous once react-dom/client is in: the host sees its header in the same task as mount().
  if (hostCreateRoot) return mountInRoot(hostCreateRoot, Component, call, element, props);
  return mountWhenLoaded(
    () =>
      loadHostCreateRoot().then(
        (createRoot): MountFn<TProps> =>
          (target, first) =>
            mountInRoot(createRoot, Component, call, target, first),
        (error: unknown) =>
          loadOwn(
            `the share scope's react-dom/client cannot run (${error instanceof Error ? error.message : String(error)})`,
          ),
      ),
    element,
    props,
    call,
  );
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

const MountedLocationPickerView = lazyExpose<LocationPickerHostProps>(() =>
  import('./location-picker').then((m) => ({ default: m.LocationPickerRoot })),
);
const MountedSearchBarView = lazyExpose<ExposedSearchBarProps>(() =>
  import('./search-bar').then((m) => ({ default: m.SearchBarRoot })),
);

export function mount(element: Element, props: HeaderProps = {}): MountedHeader {
  return mountComponent(HeaderRoot, 'mount', element, props, (own) => own.mount);
}

/** The location picker alone, with the same `{ update, unmount }` handle as `mount`. */
export function mountLocationPicker(element: Element, props: LocationPickerHostProps = {}): MountedLocationPicker {
  return mountComponent(
    MountedLocationPickerView,
    'mountLocationPicker',
    element,
    props,
    (own) => own.mountLocationPicker,
  );
}

/** The search bar alone, with the same `{ update, unmount }` handle as `mount`. */
export function mountSearchBar(element: Element, props: ExposedSearchBarProps = {}): MountedSearchBar {
  return mountComponent(MountedSearchBarView, 'mountSearchBar', element, props, (own) => own.mountSearchBar);
}

export default mount;
