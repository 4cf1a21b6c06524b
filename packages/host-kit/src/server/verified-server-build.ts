/**
 * The remote's server build is verified before this process evaluates any of it: the
 * server manifest's signed release record (a pinned key, these bytes, the remote's name, the
 * `server` role, not expired, no older than what this process accepted), then every JS file its `integrity` names,
 * downloaded and hashed. Only then does the federation runtime get to load it, and it gets exactly
 * those verified bytes: a global runtime plugin answers every fetch of the remote entry and of each
 * chunk (the runtime's and `@module-federation/node`'s loaders both ask `loaderHook.fetch` first)
 * from memory, and refuses any other file of the remote's folder. A file swapped on the server
 * after the check is never read.
 */
import { createHash } from 'node:crypto';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import {
  SIGNATURE_SUFFIX,
  checkRelease,
  readIntegrityMap,
  type PinnedKey,
  type ReleaseExpectation,
  type ReleaseRecord,
} from '../../../../src/federation';
import { SERVER_BUILD_FETCH_TIMEOUT_MS } from '../../../../src/config';
import { nodeRequire } from './node-require';

const require = nodeRequire(import.meta.url);
const { registerGlobalPlugins } = require('@module-federation/runtime') as typeof import('@module-federation/runtime');

/** Absolute URL (no query) -> verified source text, for every remote folder verified so far. */
const verifiedFiles = new Map<string, string>();
const verifiedFolders = new Set<string>();

function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

const verifiedFilesPlugin: ModuleFederationRuntimePlugin = {
  name: 'global-header-verified-server-build',
  fetch(url) {
    const file = withoutQuery(url);
    const text = verifiedFiles.get(file);
    if (text !== undefined) return Promise.resolve(new Response(text, { status: 200 }));
    for (const folder of verifiedFolders) {
      if (file.startsWith(folder)) throw new Error(`refused ${file}: the verified server manifest does not name it`);
    }
    return undefined;
  },
};
let registered = false;

/**
 * `fetch` and read the whole body, given up after `timeoutMs` (one stalled file must not hold
 * the load for minutes); the error then says which file did not arrive in time.
 */
async function fetchBytes(url: string, timeoutMs: number): Promise<{ status: number; ok: boolean; body: Buffer }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = response.ok ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
    return { status: response.status, ok: response.ok, body };
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      throw new Error(`server build refused: ${url} did not arrive within ${timeoutMs} ms (timed out)`);
    throw error;
  }
}

/** The remote entry a verified server manifest names (absolute), and its release record. */
export interface VerifiedServerBuild {
  remoteEntry: string;
  record: ReleaseRecord;
}

/**
 * Verify the server manifest (its text already fetched) against `expected` and download and check every
 * file it names, each fetch given up after `timeoutMs`. Throws with the reason when anything does not match
 * or arrive; on success the runtime reads only those bytes.
 */
export async function verifyServerBuild(
  manifestUrl: string,
  manifestText: string,
  keys: readonly PinnedKey[],
  expected: ReleaseExpectation,
  timeoutMs: number = SERVER_BUILD_FETCH_TIMEOUT_MS,
): Promise<VerifiedServerBuild> {
  const signatureResponse = await fetchBytes(`${withoutQuery(manifestUrl)}${SIGNATURE_SUFFIX}`, timeoutMs);
  if (!signatureResponse.ok) throw new Error('server manifest refused: it is not signed (no release record)');
  const bytes = new TextEncoder().encode(manifestText);
  const check = await checkRelease(
    bytes.buffer as ArrayBuffer,
    signatureResponse.body.toString('utf8'),
    keys,
    expected,
  );
  if (!check.ok) throw new Error(`server manifest refused: ${check.reason}`);
  const manifest = JSON.parse(manifestText) as { metaData?: { remoteEntry?: { name?: unknown; path?: unknown } } };
  const integrity = readIntegrityMap(manifest);
  if (!integrity || integrity.size === 0) throw new Error('server manifest refused: it records no file hashes');
  const folder = new URL('.', manifestUrl).href;
  const files = new Map<string, string>();
  await Promise.all(
    [...integrity].map(async ([file, expected]) => {
      const url = new URL(file, folder).href;
      const response = await fetchBytes(url, timeoutMs);
      if (!response.ok) throw new Error(`server build refused: ${file} answered ${response.status}`);
      const { body } = response;
      const actual = `sha384-${createHash('sha384').update(body).digest('base64')}`;
      if (actual !== expected) throw new Error(`server build refused: ${file} does not match its hash`);
      files.set(url, body.toString('utf8'));
    }),
  );
  // The folders of the files it names (a release folder): any other file there is refused.
  for (const url of files.keys()) verifiedFolders.add(new URL('.', url).href);
  verifiedFolders.add(folder);
  for (const [url, text] of files) verifiedFiles.set(url, text);
  if (!registered) {
    registerGlobalPlugins([verifiedFilesPlugin]);
    registered = true;
  }
  const { name, path: entryPath } = manifest.metaData?.remoteEntry ?? {};
  const entryFile = `${typeof entryPath === 'string' && entryPath ? entryPath.replace(/\/?$/, '/') : ''}${typeof name === 'string' ? name : 'remoteEntry.js'}`;
  const remoteEntry = new URL(entryFile, folder).href;
  if (!files.has(remoteEntry)) throw new Error(`server build refused: its remote entry ${entryFile} has no hash`);
  return { remoteEntry, record: check.record };
}
