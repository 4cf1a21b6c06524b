/**
 * The runtime plugin hosts bundle to trust the header remote (docs/trust.md): add it to the federation instance that loads the remote
 * (`init({ ..., plugins: [verifiedManifestPlugin({ publicKeys })] })`).
 *
 * 1. `fetch` (the runtime asks it for every manifest): the manifest and its signed release record
 *    (`.sig`) are fetched and checked before the runtime sees one byte (docs/releases.md): a
 *    pinned key signed the record, the record names these bytes, this remote and this manifest's role
 *    (by its file name: `mf-manifest.json` the default build, `mf-manifest.slim.json` the slim one), it
 *    has not expired, and its version is no lower than the highest this browser accepted for the remote
 *    through any manifest, on any page of the origin (./accepted-release.ts) or the host's `minimumVersion`. Anything else is
 *    refused: the load fails as if the remote were down, so the host shows its fallback header.
 * 2. `createScript` (the remote entry) and `createLink` (preloads): each file the verified manifest
 *    names gets its `integrity` and `crossorigin`; a file it does not name gets a hash no file has.
 *    The browser then refuses bytes that differ from what was signed.
 * 3. Chunks the remote loads itself (webpack's script loader) ask the page-wide lookup this plugin
 *    installs (INTEGRITY_LOOKUP_KEY) for the same.
 * 4. `loadEntry`: an entry of the remote it guards (`remoteName`) that no verified manifest named (a
 *    bare `remoteEntry.js` registered as the entry, a snapshot put on the page) is refused.
 * Each refusal is said once on the console, with the reason.
 *
 * A host built with webpack's own `container.ModuleFederationPlugin` has no runtime plugins: its
 * promise-based remote calls `loadVerifiedRemoteEntry` instead (the same checks, then the entry script).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { LOG_PREFIX } from '../config/constants';
import { RELEASE_MINIMUM_VERSION } from '../config/releases';
import { REMOTE_MANIFEST_FILE, SLIM_REMOTE_MANIFEST_FILE } from '../config/remote-files';
import {
  INTEGRITY_LOOKUP_KEY,
  REFUSE_INTEGRITY,
  SIGNATURE_SUFFIX,
  checkRelease,
  readIntegrityMap,
  toMinimumVersion,
  type PinnedKey,
  type ReleaseRole,
} from './manifest-trust';
import { readAcceptedVersion, writeAcceptedVersion } from './accepted-release';

export interface VerifiedManifestOptions {
  /** Public keys the manifest may be signed with (two while rotating). */
  publicKeys: readonly PinnedKey[];
  /** Which manifest URLs this plugin guards; default: every `*.json` the runtime fetches. */
  isManifest?: (url: string) => boolean;
  /** Told once per refusal (default: `console.error`). */
  report?: (message: string) => void;
  /** The remote whose entry must come from a verified manifest (default `globalHeader`); its release records must name it. */
  remoteName?: string;
  /** The lowest release version accepted (default RELEASE_MINIMUM_VERSION): pin one above a bad release. */
  minimumVersion?: number;
  /** The role a manifest URL's record must name; default by file name (`roleOfManifestUrl`). */
  roleOf?: (url: string) => ReleaseRole | undefined;
}

/** The browser roles by the manifest's file name: the default build's and the slim build's. */
export function roleOfManifestUrl(url: string): ReleaseRole | undefined {
  const file = url.replace(/[?#].*$/, '').replace(/^.*\//, '');
  if (file === SLIM_REMOTE_MANIFEST_FILE) return 'browser-slim';
  if (file === REMOTE_MANIFEST_FILE) return 'browser';
  return undefined;
}

/** The header remote's name (its build's federation `name`). */
export const GUARDED_REMOTE_NAME = 'globalHeader';

type Lookup = (url: string) => string;

/** The absolute URL of every file verified manifests name -> its integrity. Shared by all instances on the page. */
function pageIntegrity(): Map<string, string> {
  const store = globalThis as unknown as Record<symbol, unknown>;
  const key = Symbol.for(`${INTEGRITY_LOOKUP_KEY}.map`);
  let map = store[key] as Map<string, string> | undefined;
  if (!map) {
    map = new Map();
    store[key] = map;
    const lookup: Lookup = (url) => map!.get(url) ?? REFUSE_INTEGRITY;
    store[Symbol.for(INTEGRITY_LOOKUP_KEY)] = lookup;
  }
  return map;
}

function absolute(url: string): string {
  try {
    return new URL(url, typeof location === 'undefined' ? undefined : location.href).href;
  } catch {
    return url;
  }
}

interface Guard {
  report(message: string): void;
  verify(manifestUrl: string, init: RequestInit): Promise<Response>;
  integrityFor(url: string): string | undefined;
  isManifest(url: string): boolean;
}

function createGuard(options: VerifiedManifestOptions): Guard {
  const reported = new Set<string>();
  const report = (message: string) => {
    if (reported.has(message)) return;
    reported.add(message);
    // eslint-disable-next-line no-console -- the host team must see why the header was refused
    (options.report ?? ((text: string) => console.error(text)))(message);
  };
  const isManifest = options.isManifest ?? ((url: string) => /\.json(?:$|[?#])/.test(url));
  /** Folders (absolute, with a trailing slash) whose manifests this plugin verified. */
  const verifiedBases = new Set<string>();

  function integrityFor(url: string): string | undefined {
    const href = absolute(url);
    const known = pageIntegrity().get(href);
    if (known) return known;
    // A file in a verified remote's folder that its manifest does not name is refused, not let through.
    for (const base of verifiedBases) if (href.startsWith(base)) return REFUSE_INTEGRITY;
    return undefined;
  }

  async function verify(manifestUrl: string, init: RequestInit): Promise<Response> {
    const signatureUrl = `${manifestUrl.replace(/[?#].*$/, '')}${SIGNATURE_SUFFIX}`;
    // The record is asked for as its manifest is (the same credentials mode: the runtime's default for the
    // page's loads, `omit` for loadVerifiedRemoteEntry's), so a server-rendered page's preload of both
    // (`crossorigin="anonymous"`, src/head getPreloadLinks) serves both in the page's first round.
    const signatureInit: RequestInit = { credentials: init.credentials ?? 'same-origin' };
    const load = (cache?: RequestCache) =>
      Promise.all([
        fetch(manifestUrl, cache ? { ...init, cache } : init),
        fetch(signatureUrl, cache ? { ...signatureInit, cache } : signatureInit),
      ]);
    const role = (options.roleOf ?? roleOfManifestUrl)(manifestUrl);
    const remoteName = options.remoteName ?? GUARDED_REMOTE_NAME;
    const check = async (manifest: Response, signature: Response) => {
      const bytes = manifest.ok ? await manifest.arrayBuffer() : new ArrayBuffer(0);
      const text = signature.ok ? await signature.text() : '';
      const result = role
        ? await checkRelease(bytes, text, options.publicKeys, {
            name: remoteName,
            role,
            minimumVersion: Math.max(
              toMinimumVersion(options.minimumVersion, RELEASE_MINIMUM_VERSION),
              readAcceptedVersion(remoteName),
            ),
            now: Date.now(),
          })
        : ({ ok: false, reason: 'no role is known for this manifest URL (give the plugin `roleOf`)' } as const);
      return { bytes, result };
    };
    let [manifestResponse, signatureResponse] = await load();
    let { bytes, result } = await check(manifestResponse, signatureResponse);
    if (manifestResponse.ok && signatureResponse.ok && !result.ok) {
      // A cached manifest beside a newer record (or the reverse) during a release: ask again past the
      // caches once before refusing. (The first try uses the cache, so a preload is used.)
      [manifestResponse, signatureResponse] = await load('reload');
      ({ bytes, result } = await check(manifestResponse, signatureResponse));
    }
    const fail = (why: string): never => {
      const message = `${LOG_PREFIX} refused the remote manifest ${manifestUrl}: ${why}. The host shows its fallback header.`;
      report(message);
      throw new Error(message);
    };
    if (!manifestResponse.ok) fail(`it answered ${manifestResponse.status}`);
    if (!signatureResponse.ok) fail('it is not signed (no release record)');
    if (!result.ok) return fail(result.reason);
    writeAcceptedVersion(remoteName, result.record.version);
    let manifest: unknown;
    try {
      manifest = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      fail('it is not JSON');
    }
    const integrity = readIntegrityMap(manifest);
    if (!integrity || integrity.size === 0) fail('it records no file hashes');
    const base = new URL('.', manifestUrl).href;
    verifiedBases.add(base);
    const map = pageIntegrity();
    for (const [file, hash] of integrity!) map.set(new URL(file, base).href, hash);
    return new Response(bytes, { status: 200, headers: { 'Content-Type': 'application/json' } });
  }

  return { report, verify, integrityFor, isManifest };
}

function refuseEntry(guard: Guard, url: string): never {
  const message = `${LOG_PREFIX} refused the remote entry ${url}: no checked manifest named it. The host shows its fallback header.`;
  guard.report(message);
  throw new Error(message);
}

export function verifiedManifestPlugin(options: VerifiedManifestOptions): ModuleFederationRuntimePlugin {
  const guard = createGuard(options);
  const { report, verify, integrityFor, isManifest } = guard;
  const remoteName = options.remoteName ?? GUARDED_REMOTE_NAME;

  return {
    name: 'global-header-verified-manifest',
    fetch(url, init) {
      return isManifest(url) ? verify(absolute(url), init) : undefined;
    },
    // Before the runtime loads an entry: one of the guarded remote must be a file a verified manifest names
    // (the runtime puts the manifest's entry URL here once it read the manifest through `fetch` above).
    async loadEntry({ remoteInfo }) {
      if (remoteInfo.name !== remoteName) return undefined;
      const entry = absolute(remoteInfo.entry);
      const integrity = pageIntegrity().get(entry);
      if (!integrity || integrity === REFUSE_INTEGRITY) refuseEntry(guard, remoteInfo.entry);
      return undefined;
    },
    createScript({ url }) {
      const integrity = integrityFor(url);
      if (!integrity || typeof document === 'undefined') return undefined;
      if (integrity === REFUSE_INTEGRITY) {
        report(`${LOG_PREFIX} refused ${url}: the verified manifest does not name it.`);
      }
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
    createLink({ url, attrs }) {
      const integrity = integrityFor(url);
      if (!integrity || typeof document === 'undefined') return undefined;
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      link.href = url;
      link.integrity = integrity;
      link.crossOrigin = 'anonymous';
      return link;
    },
  };
}

/** The parts of a manifest that say where its remote entry is and what it defines. */
interface ManifestEntryInfo {
  metaData?: { globalName?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
}

/**
 * For hosts whose federation has no runtime plugins (webpack's own `container.ModuleFederationPlugin`,
 * Module Federation 1.5): verifies the manifest at `manifestUrl` as the plugin does, loads the remote
 * entry it names with that entry's hash, and resolves the container. Use it in a promise-based remote:
 * `remotes: { globalHeader: 'promise loadVerifiedRemoteEntry(manifestUrl, { publicKeys })' }` (docs/hosts.md).
 * Rejects, said once on the console, when anything is refused.
 */
export async function loadVerifiedRemoteEntry(manifestUrl: string, options: VerifiedManifestOptions): Promise<unknown> {
  const guard = createGuard(options);
  const url = absolute(manifestUrl);
  const response = await guard.verify(url, { credentials: 'omit' });
  const { metaData } = (await response.json()) as ManifestEntryInfo;
  const name = metaData?.remoteEntry?.name;
  const folder = metaData?.remoteEntry?.path;
  const globalName = metaData?.globalName;
  if (typeof name !== 'string' || typeof globalName !== 'string')
    return refuseEntry(guard, `${url} (it names no remote entry)`);
  const entryUrl = new URL(`${typeof folder === 'string' && folder ? folder.replace(/\/?$/, '/') : ''}${name}`, url)
    .href;
  const integrity = guard.integrityFor(entryUrl);
  if (!integrity || integrity === REFUSE_INTEGRITY) return refuseEntry(guard, entryUrl);
  const container = (globalThis as Record<string, unknown>)[globalName];
  if (container) return container;
  await new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = entryUrl;
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`${entryUrl} failed to load or does not match its hash`));
    document.head.appendChild(script);
  });
  const loaded = (globalThis as Record<string, unknown>)[globalName];
  if (!loaded) throw new Error(`${entryUrl} defined no ${globalName}`);
  return loaded;
}
