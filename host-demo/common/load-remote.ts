/**
 * Runtime registration of the header remote (Module Federation 2 runtime API). The host build has
 * no static `remotes`: the manifest URL comes from the server at page load, so the same build runs
 * against :3001, a test port or a CDN. Callers race the load against REMOTE_LOAD_TIMEOUT_MS
 * and show the fallback header past it.
 */
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type * as HeaderModule from 'globalHeader/Header';
import type * as MountModule from 'globalHeader/mount';
import { verifiedManifestPlugin, type PinnedKey } from '@global-header/host-kit';

/** The public keys the manifest must be signed with, pinned at build time (host-demo/qa/webpack.config.ts). */
declare const __HEADER_MANIFEST_KEYS__: PinnedKey[] | undefined;
const PINNED_KEYS: PinnedKey[] = typeof __HEADER_MANIFEST_KEYS__ === 'undefined' ? [] : __HEADER_MANIFEST_KEYS__;
/** The lowest release accepted: the one this build was made against (host-demo/server/pinned-release.ts). */
declare const __HEADER_MINIMUM_VERSION__: number | undefined;
const MINIMUM_VERSION = typeof __HEADER_MINIMUM_VERSION__ === 'undefined' ? 0 : __HEADER_MINIMUM_VERSION__;

export const REMOTE_NAME = 'globalHeader';

/*
 * The exposes' types are the remote's own: `globalHeader/*` resolves to its expose modules (tsconfig.json
 * `paths`, what a host's generated @mf-types give it), so a wrong prop fails `npm run typecheck`.
 */
/** `./Header`'s default export: the React component. */
export type HeaderComponent = typeof HeaderModule.default;
/** `./mount`'s `mount(element, props)`. */
export type MountFn = typeof MountModule.mount;
/** What a mount function returns: `update(props)` and `unmount()`. */
export type MountHandle = ReturnType<MountFn>;

export type LoadResult<T> =
  { ok: true; value: T; ms: number } | { ok: false; reason: string; timedOut: boolean; ms: number };

let registeredUrl: string | null = null;
let initialised = false;

/** Register (or re-register, for a retry or a new URL) the remote on the host's federation instance. */
export function registerHeaderRemote(manifestUrl: string, force = false): void {
  // `init` with the build plugin's name returns the instance the plugin created and merges options.
  // The remote is trusted only through its signed manifest and the hashes in it.
  if (!initialised)
    init({
      name: 'hostDemo',
      remotes: [],
      plugins: [verifiedManifestPlugin({ publicKeys: PINNED_KEYS, minimumVersion: MINIMUM_VERSION })],
    });
  else init({ name: 'hostDemo', remotes: [] });
  initialised = true;
  if (registeredUrl === manifestUrl && !force) return;
  registerRemotes([{ name: REMOTE_NAME, entry: manifestUrl }], { force: registeredUrl !== null || force });
  registeredUrl = manifestUrl;
}

export function describeError(error: unknown): string {
  // The federation runtime prefixes its messages with "[ Federation Runtime ]: "; QA needs the rest.
  if (error instanceof Error)
    return (error.message.split('\n')[0] || error.name).replace(/^\[ Federation Runtime \]:?\s*/, '');
  if (typeof error === 'string') return error;
  return 'unknown error';
}

/** Resolve within `ms` or report a timeout; the late result is not awaited by the caller. */
export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<LoadResult<T>> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<LoadResult<T>>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          ok: false,
          reason: `no response within ${ms} ms`,
          timedOut: true,
          ms: Math.round(performance.now() - started),
        }),
      ms,
    );
  });
  const settled = promise.then(
    (value): LoadResult<T> => ({ ok: true, value, ms: Math.round(performance.now() - started) }),
    (error: unknown): LoadResult<T> => ({
      ok: false,
      reason: describeError(error),
      timedOut: false,
      ms: Math.round(performance.now() - started),
    }),
  );
  try {
    return await Promise.race([settled, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function loadExpose<T>(
  manifestUrl: string,
  expose: string,
  pick: (module: Record<string, unknown>) => unknown,
  force: boolean,
): Promise<T> {
  registerHeaderRemote(manifestUrl, force);
  const module = await loadRemote<Record<string, unknown>>(`${REMOTE_NAME}/${expose}`);
  if (!module) throw new Error(`${REMOTE_NAME}/${expose} resolved to nothing`);
  const value = pick(module);
  if (typeof value !== 'function') throw new Error(`${REMOTE_NAME}/${expose} has no usable export`);
  return value as T;
}

/** The `./Header` expose: its default export is the React component. */
export function importHeader(manifestUrl: string, force = false): Promise<HeaderComponent> {
  return loadExpose<HeaderComponent>(manifestUrl, 'Header', (module) => module.default, force);
}
