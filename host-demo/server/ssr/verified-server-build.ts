/**
 * The remote's server build is verified before this process evaluates any of it (issue 19): the
 * server manifest's signature against the pinned keys, then every JS file its `integrity` names,
 * downloaded and hashed. Only then does the federation runtime get to load it, and it gets exactly
 * those verified bytes: a global runtime plugin answers every fetch of the remote entry and of each
 * chunk (the runtime's and `@module-federation/node`'s loaders both ask `loaderHook.fetch` first)
 * from memory, and refuses any other file of the remote's folder. A file swapped on the server
 * after the check is never read.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import {
  SIGNATURE_SUFFIX,
  parsePinnedKeys,
  readIntegrityMap,
  verifyManifestSignature,
  type PinnedKey,
} from '../../../src/federation';

const require = createRequire(import.meta.url);
const { registerGlobalPlugins } = require('@module-federation/runtime') as typeof import('@module-federation/runtime');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DEV_KEY_FILE = path.join(ROOT, '.keys/manifest-signing.dev.jwk.json');

/**
 * The public keys this server pins: `HEADER_MANIFEST_PUBLIC_KEYS` (JSON array; a deployment's), else
 * the development key's public half (the demo). Never creates a key: none means nothing verifies.
 */
export function readPinnedPublicKeys(): PinnedKey[] {
  const fromEnv = process.env.HEADER_MANIFEST_PUBLIC_KEYS;
  // A private key there is refused (issue 27): the same setting is bundled into the host's pages.
  if (fromEnv) return parsePinnedKeys(fromEnv, 'HEADER_MANIFEST_PUBLIC_KEYS');
  try {
    const jwk = JSON.parse(readFileSync(DEV_KEY_FILE, 'utf8')) as JsonWebKey;
    return [{ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }];
  } catch {
    return [];
  }
}

/** Absolute URL (no query) -> verified source text, for every remote folder verified so far. */
const verifiedFiles = new Map<string, string>();
const verifiedFolders = new Set<string>();

function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

const verifiedFilesPlugin: ModuleFederationRuntimePlugin = {
  name: 'host-demo-verified-server-build',
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
 * Verify the server manifest (its text already fetched) and download and check every file it names.
 * Throws with the reason when anything does not match; on success the runtime reads only those bytes.
 */
export async function verifyServerBuild(
  manifestUrl: string,
  manifestText: string,
  keys: readonly PinnedKey[],
  signal?: AbortSignal,
): Promise<void> {
  const signatureResponse = await fetch(`${withoutQuery(manifestUrl)}${SIGNATURE_SUFFIX}`, { signal });
  if (!signatureResponse.ok) throw new Error('server manifest refused: it is not signed');
  const bytes = new TextEncoder().encode(manifestText);
  const valid = await verifyManifestSignature(bytes.buffer as ArrayBuffer, await signatureResponse.text(), keys);
  if (!valid) throw new Error('server manifest refused: its signature does not match any pinned key');
  const integrity = readIntegrityMap(JSON.parse(manifestText));
  if (!integrity || integrity.size === 0) throw new Error('server manifest refused: it records no file hashes');
  const folder = new URL('.', manifestUrl).href;
  const files = new Map<string, string>();
  await Promise.all(
    [...integrity].map(async ([file, expected]) => {
      const url = new URL(file, folder).href;
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`server build refused: ${file} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      const actual = `sha384-${createHash('sha384').update(body).digest('base64')}`;
      if (actual !== expected) throw new Error(`server build refused: ${file} does not match its hash`);
      files.set(url, body.toString('utf8'));
    }),
  );
  verifiedFolders.add(folder);
  for (const [url, text] of files) verifiedFiles.set(url, text);
  if (!registered) {
    registerGlobalPlugins([verifiedFilesPlugin]);
    registered = true;
  }
}
