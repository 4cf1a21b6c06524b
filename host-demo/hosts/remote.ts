/**
 * Loading the header remote from the small React hosts: the same runtime registration as the main
 * demo host (src/remote/load-remote.ts), on this build's own federation instance.
 */
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_TIMEOUT_MS } from '../../src/config';
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
}

export function readHostPageConfig(root: HTMLElement): HostPageConfig {
  const { remoteUrl, adminServerUrl } = readHostConfig();
  return {
    hostLabel: root.dataset.hostLabel ?? 'React host',
    federationName: root.dataset.federationName ?? '',
    remoteUrl,
    adminServerUrl,
  };
}

let registered = false;

async function loadExpose<T>(
  config: HostPageConfig,
  expose: string,
  pick: (module: Record<string, unknown>) => unknown,
) {
  // `init` with the build plugin's name returns the instance that holds this host's shared modules.
  init({ name: config.federationName, remotes: [] });
  if (!registered) {
    registerRemotes([{ name: REMOTE_NAME, entry: config.remoteUrl }]);
    registered = true;
  }
  const module = await loadRemote<Record<string, unknown>>(`${REMOTE_NAME}/${expose}`);
  const value = module ? pick(module) : undefined;
  if (typeof value !== 'function') throw new Error(`${REMOTE_NAME}/${expose} has no usable export`);
  return value as T;
}

export function loadHeader(config: HostPageConfig): Promise<LoadResult<HeaderComponent>> {
  return withTimeout(
    loadExpose<HeaderComponent>(config, 'Header', (module) => module.default),
    REMOTE_LOAD_TIMEOUT_MS,
  );
}

export function loadMount(config: HostPageConfig): Promise<LoadResult<MountFn>> {
  return withTimeout(
    loadExpose<MountFn>(config, 'mount', (module) => module.mount),
    REMOTE_LOAD_TIMEOUT_MS,
  );
}
