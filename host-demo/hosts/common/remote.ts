/**
 * Loading the header remote from the small hosts under /hosts/: by default the same runtime registration
 * as the QA shell (host-demo/qa/remote/load-remote.ts), on this build's own federation instance, with the
 * verified-manifest plugin (issue 27: no page on the demo's origin loads the remote unchecked); the
 * bundler hosts (issue 17) pass loaders of their own, each verified too.
 */
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type * as HeaderModule from 'globalHeader/Header';
import type * as MountModule from 'globalHeader/mount';
import { verifiedManifestPlugin } from '../../../src/federation';
import type { PinnedKey } from '../../../src/federation';
import { REMOTE_LOAD_TIMEOUT_MS, REMOTE_MANIFEST_FILE } from '../../../src/config';
import { readHostConfig } from '../../qa/host-config';
import {
  REMOTE_NAME,
  withTimeout,
  type HeaderComponent,
  type LoadResult,
  type MountFn,
} from '../../qa/remote/load-remote';

export interface HostPageConfig {
  /** Names the host in the page's h1. */
  hostLabel: string;
  /** The federation instance the build plugin created (common/webpack-host.ts `federationName`). */
  federationName: string;
  remoteUrl: string;
  adminServerUrl: string;
  /** The keys the remote's manifest must be signed with (the server injects the ones it pins). */
  publicKeys: PinnedKey[];
}

export function readHostPageConfig(root: HTMLElement): HostPageConfig {
  const { remoteUrl, adminServerUrl, publicKeys = [] } = readHostConfig();
  return {
    hostLabel: root.dataset.hostLabel ?? 'React host',
    federationName: root.dataset.federationName ?? '',
    remoteUrl,
    adminServerUrl,
    publicKeys,
  };
}

/**
 * How a host page gets the remote's modules, each bundler host its own way (issue 17). Typed as the remote
 * exposes them: `globalHeader/*` is the expose's own module (tsconfig.json `paths`, what a host's generated
 * @mf-types give it), so the Header a page renders has the real props.
 */
export interface RemoteLoader {
  Header(): Promise<typeof HeaderModule | null>;
  mount(): Promise<typeof MountModule | null>;
}

/**
 * The header remote's default manifest (`mf-manifest.json`, with its own federation runtime core), next to
 * the slim one the server injects: for hosts that do not provide the runtime core (issue 17).
 */
export function defaultManifestUrl(config: HostPageConfig): string {
  return new URL(REMOTE_MANIFEST_FILE, config.remoteUrl).href;
}

const registered = new Set<string>();

/**
 * The loader of a host built with the enhanced (or Rspack's, or Vite's) federation plugin: `init` with the
 * build plugin's name returns the instance that holds this host's shared modules; the verified-manifest
 * plugin goes on it once, and the remote is registered there.
 */
export function runtimeLoader(config: HostPageConfig, entry: string = config.remoteUrl): RemoteLoader {
  const register = () => {
    if (!registered.has(config.federationName))
      init({
        name: config.federationName,
        remotes: [],
        plugins: [verifiedManifestPlugin({ publicKeys: config.publicKeys })],
      });
    else init({ name: config.federationName, remotes: [] });
    if (!registered.has(config.federationName)) {
      registerRemotes([{ name: REMOTE_NAME, entry }]);
      registered.add(config.federationName);
    }
  };
  return {
    Header: () => {
      register();
      return loadRemote<typeof HeaderModule>(`${REMOTE_NAME}/Header`);
    },
    mount: () => {
      register();
      return loadRemote<typeof MountModule>(`${REMOTE_NAME}/mount`);
    },
  };
}

/** The export `pick` takes from the module; a module without it (another remote's shape) fails the load. */
async function loadExport<M, T>(expose: string, load: () => Promise<M | null>, pick: (module: M) => T) {
  const module = await load();
  const value = module ? pick(module) : undefined;
  if (typeof value !== 'function') throw new Error(`${REMOTE_NAME}/${expose} has no usable export`);
  return value;
}

export function loadHeader(load: RemoteLoader): Promise<LoadResult<HeaderComponent>> {
  return withTimeout(
    loadExport(
      'Header',
      () => load.Header(),
      (module) => module.default,
    ),
    REMOTE_LOAD_TIMEOUT_MS,
  );
}

export function loadMount(load: RemoteLoader): Promise<LoadResult<MountFn>> {
  return withTimeout(
    loadExport(
      'mount',
      () => load.mount(),
      (module) => module.mount,
    ),
    REMOTE_LOAD_TIMEOUT_MS,
  );
}
