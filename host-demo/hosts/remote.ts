/**
 * Loading the header remote from the small hosts under /hosts/: by default the same runtime registration
 * as the main demo host (src/remote/load-remote.ts), on this build's own federation instance, with the
 * verified-manifest plugin (issue 27: no page on the demo's origin loads the remote unchecked); the
 * bundler hosts (host-demo/bundlers, issue 17) pass loaders of their own, each verified too.
 */
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { verifiedManifestPlugin } from '../../src/federation';
import type { PinnedKey } from '../../src/federation';
import { REMOTE_ENTRY_FILE, REMOTE_LOAD_TIMEOUT_MS, REMOTE_MANIFEST_FILE } from '../../src/config';
import { readHostConfig } from '../src/host-config';
import {
  REMOTE_NAME,
  withTimeout,
  type HeaderComponent,
  type LoadResult,
  type MountFn,
} from '../src/remote/load-remote';

export interface HostPageConfig {
  /** Names the host in the page's h1. */
  hostLabel: string;
  /** The federation instance the build plugin created (hosts/webpack-host.ts `federationName`). */
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

/** How a host page gets an expose's export: each bundler host registers the remote its own way (issue 17). */
export type ExposeLoader = (expose: 'Header' | 'mount') => Promise<Record<string, unknown> | undefined>;

/**
 * The header remote's default manifest (`mf-manifest.json`, with its own federation runtime core), next to
 * the slim one the server injects: for hosts that do not provide the runtime core (issue 17).
 */
export function defaultManifestUrl(config: HostPageConfig): string {
  return new URL(REMOTE_MANIFEST_FILE, config.remoteUrl).href;
}

/** The default build's `remoteEntry.js`, for hosts that load the container as a script (MF 1.5 style). */
export function defaultRemoteEntryUrl(config: HostPageConfig): string {
  return new URL(REMOTE_ENTRY_FILE, config.remoteUrl).href;
}

const registered = new Set<string>();

/**
 * The loader of a host built with the enhanced (or Rspack's, or Vite's) federation plugin: `init` with the
 * build plugin's name returns the instance that holds this host's shared modules; the verified-manifest
 * plugin goes on it once, and the remote is registered there.
 */
export function runtimeLoader(config: HostPageConfig, entry: string = config.remoteUrl): ExposeLoader {
  return (expose) => {
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
    return loadRemote<Record<string, unknown>>(`${REMOTE_NAME}/${expose}`).then((module) => module ?? undefined);
  };
}

async function loadExpose<T>(
  load: ExposeLoader,
  expose: 'Header' | 'mount',
  pick: (module: Record<string, unknown>) => unknown,
) {
  const module = await load(expose);
  const value = module ? pick(module) : undefined;
  if (typeof value !== 'function') throw new Error(`${REMOTE_NAME}/${expose} has no usable export`);
  return value as T;
}

export function loadHeader(load: ExposeLoader): Promise<LoadResult<HeaderComponent>> {
  return withTimeout(
    loadExpose<HeaderComponent>(load, 'Header', (module) => module.default),
    REMOTE_LOAD_TIMEOUT_MS,
  );
}

export function loadMount(load: ExposeLoader): Promise<LoadResult<MountFn>> {
  return withTimeout(
    loadExpose<MountFn>(load, 'mount', (module) => module.mount),
    REMOTE_LOAD_TIMEOUT_MS,
  );
}
