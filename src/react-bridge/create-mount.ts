/**
 * `createMount(Root, …)`: a mount function (`./mount`'s `mount`, `mountLocationPicker`, …) for pages
 * that are not React apps: it renders `Root` in a root of its own and returns `{ update, unmount }`.
 *
 * The root is created with the React the share scope gave the remote when it is supported
 * and react and react-dom agree (a React host's own, or the remote's on a page without React), else
 * with the remote's own React 19 from a lazy chunk (`loadOwnMount`). The first mount renders a
 * microtask after the call (react-dom/client is evaluated then, see loadScopeCreateRoot); later
 * mounts render in the same task.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import type { ComponentType } from 'react';
import type { createRoot as CreateRoot, Root as ReactRoot } from 'react-dom/client';
import { LOG_PREFIX } from '../config/constants';
import type { LazyModule } from '../lib/lazy-module';
import { mountWhenLoaded, reportUpdateAfterUnmount, type Mounted, type MountFn } from './mounted';
import { chooseReactPath } from './react-path';
import { warnPathOnce } from './warn-once';

/** Decided once: the share scope gave this module its React before any mount. */
const scopePath = chooseReactPath(React, ReactDOM);

let scopeCreateRoot: typeof CreateRoot | null = null;
let scopeCreateRootLoad: Promise<typeof CreateRoot> | null = null;

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
function loadScopeCreateRoot(): Promise<typeof CreateRoot> {
  const reactDom18 = ReactDOM as unknown as ReactDom18;
  if (typeof reactDom18.createRoot === 'function') {
    const createRoot18 = reactDom18.createRoot;
    const internals = reactDom18.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED;
    scopeCreateRoot = (container, options) => {
      if (internals) internals.usingClientEntryPoint = true;
      try {
        return createRoot18(container, options);
      } finally {
        if (internals) internals.usingClientEntryPoint = false;
      }
    };
    return Promise.resolve(scopeCreateRoot);
  }
  scopeCreateRootLoad ??= import(/* webpackMode: "eager" */ 'react-dom/client').then((client) => {
    const clientVersion = (client as { version?: unknown }).version;
    if (clientVersion !== ReactDOM.version) {
      throw new Error(`react-dom/client ${String(clientVersion)} differs from react-dom ${ReactDOM.version}`);
    }
    scopeCreateRoot = client.createRoot;
    return client.createRoot;
  });
  return scopeCreateRootLoad;
}

function mountInRoot<TProps extends object>(
  createRoot: typeof CreateRoot,
  Component: ComponentType<TProps>,
  call: string,
  element: Element,
  props: TProps,
): Mounted<TProps> {
  let root: ReactRoot | null = createRoot(element);
  root.render(React.createElement(Component, props));
  return {
    update(next) {
      if (!root) return reportUpdateAfterUnmount(call);
      root.render(React.createElement(Component, next));
    },
    unmount() {
      root?.unmount();
      root = null;
    },
  };
}

/** What `createMount` returns: `./mount`'s functions, props optional. */
export type MountFunction<TProps> = (element: Element, props?: TProps) => Mounted<TProps>;

interface MountOptions<TProps> {
  /** The mount function's name in messages, e.g. `mountLocationPicker`. */
  call: string;
  /** The same mount function built with the remote's own React (src/expose/own-react.ts). */
  loadOwnMount: () => Promise<MountFn<TProps>>;
}

/**
 * `Root` is a component, or a lazily loaded one (`createLazyModule`): its code is then loaded by the
 * first mount, and a failed load is logged and retried by the next mount.
 */
export function createMount<TProps extends object>(
  Root: ComponentType<TProps> | LazyModule<ComponentType<TProps>>,
  { call, loadOwnMount }: MountOptions<TProps>,
): MountFunction<TProps> {
  const loadedRoot = () => (typeof Root === 'function' ? Root : Root.get());
  const loadRoot = () => (typeof Root === 'function' ? Promise.resolve(Root) : Root.load());
  const loadOwn = (reason: string) => {
    warnPathOnce(
      `${LOG_PREFIX} ${call}() renders with the remote's own React 19 in a root of its own, because ${reason}.`,
    );
    return loadOwnMount();
  };
  const loadScopeMount = (): Promise<MountFn<TProps>> =>
    loadScopeCreateRoot().then(
      (createRoot) =>
        loadRoot().then(
          (Component): MountFn<TProps> =>
            (target, first) =>
              mountInRoot(createRoot, Component, call, target, first),
        ),
      (error: unknown) =>
        loadOwn(
          `the share scope's react-dom/client cannot run (${error instanceof Error ? error.message : String(error)})`,
        ),
    );

  return (element, props = {} as TProps) => {
    if (!element || typeof (element as Element).appendChild !== 'function') {
      throw new TypeError(`${LOG_PREFIX} ${call}(element, props): element must be a DOM element.`);
    }
    if (scopePath.kind === 'own-react') return mountWhenLoaded(() => loadOwn(scopePath.reason), element, props, call);
    const Component = loadedRoot();
    // Synchronous once react-dom/client (and a lazy root's code) is in: the host sees it in the same task as mount().
    if (scopeCreateRoot && Component) return mountInRoot(scopeCreateRoot, Component, call, element, props);
    return mountWhenLoaded(loadScopeMount, element, props, call);
  };
}
