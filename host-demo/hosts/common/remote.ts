/**
 * Loading the header remote from the small hosts under /hosts/: by default the same runtime registration
 * as the QA shell (host-demo/common/load-remote.ts), on this build's own federation instance, with the
 * verified-manifest plugin (no page on the demo's origin loads the remote unchecked); the
 * bundler hosts pass loaders of their own, each verified too.
 */
import type * as HeaderModule from 'globalHeader/Header';
import type * as MountModule from 'globalHeader/mount';
import {
  REMOTE_LOAD_TIMEOUT_MS,
  REMOTE_MANIFEST_FILE,
  createHeaderFederation,
  type HeaderFederation,
  type PinnedKey,
} from '@global-header/host-kit';
import type { HeaderLoader } from '@global-header/host-kit/react';
import { readHostConfig } from '../../common/host-config';
import {
  REMOTE_NAME,
  withTimeout,
  type HeaderComponent,
  type LoadResult,
  type MountFn,
} from '../../common/load-remote';

export interface HostPageConfig {
  /** Names the host in the page's h1. */
  hostLabel: string;
  /** The federation instance the build plugin created (common/webpack-host.ts `federationName`). */
  federationName: string;
  manifestUrl: string;
  adminServerUrl: string;
  /** The keys the remote's manifest must be signed with (the server injects the ones it pins). */
  publicKeys: PinnedKey[];
  /** The lowest release accepted (the server injects the release the demo is deployed against). */
  minimumVersion: number;
}

export function readHostPageConfig(root: HTMLElement): HostPageConfig {
  const { manifestUrl, adminServerUrl, publicKeys = [], minimumVersion = 0 } = readHostConfig();
  return {
    hostLabel: root.dataset.hostLabel ?? 'React host',
    federationName: root.dataset.federationName ?? '',
    manifestUrl,
    adminServerUrl,
    publicKeys,
    minimumVersion,
  };
}

/**
 * How a host page gets the remote's modules, each bundler host its own way. Typed as the remote
 * exposes them: `globalHeader/*` is the expose's own module (tsconfig.json `paths`, what a host's generated
 * @mf-types give it), so the Header a page renders has the real props.
 */
export interface RemoteLoader {
  Header(): Promise<typeof HeaderModule | null>;
  mount(): Promise<typeof MountModule | null>;
}

/**
 * The header remote's default manifest (`mf-manifest.json`, with its own federation runtime core), next to
 * the slim one the server injects: for hosts that do not provide the runtime core.
 */
export function defaultManifestUrl(config: HostPageConfig): string {
  return new URL(REMOTE_MANIFEST_FILE, config.manifestUrl).href;
}

/**
 * The loader of a host built with the enhanced (or Rspack's, or Vite's) federation plugin: the host kit's
 * `createHeaderFederation` with the build plugin's name joins the instance that holds this host's shared
 * modules, puts the verified-manifest plugin on it and registers the remote there (on first use).
 */
export function runtimeLoader(config: HostPageConfig, entry: string = config.manifestUrl): RemoteLoader {
  let federation: HeaderFederation | undefined;
  const header = () =>
    (federation ??= createHeaderFederation({
      manifestUrl: entry,
      name: config.federationName,
      publicKeys: config.publicKeys,
      minimumVersion: config.minimumVersion,
    }));
  return { Header: () => header().load('Header'), mount: () => header().load('mount') };
}

/** The export `pick` takes from the module; a module without it (another remote's shape) fails the load. */
async function loadExport<M, T>(expose: string, load: () => Promise<M | null>, pick: (module: M) => T) {
  const module = await load();
  const value = module ? pick(module) : undefined;
  if (typeof value !== 'function') throw new Error(`${REMOTE_NAME}/${expose} has no usable export`);
  return value;
}

/** `./Header`'s component through this host's loader, for the host kit's HeaderSlot (which keeps the time itself). */
export function headerLoader(load: RemoteLoader): HeaderLoader {
  return {
    loadHeader: () =>
      loadExport(
        'Header',
        () => load.Header(),
        (module) => module.default,
      ),
  };
}

/** The same with REMOTE_LOAD_TIMEOUT_MS, for the React 17 page that renders the header without the kit. */
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
