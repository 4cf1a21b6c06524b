/**
 * The key that signs the remote's manifests (docs/trust.md).
 *
 * - A deployment signs with the private key from CI's secrets: `HEADER_MANIFEST_SIGNING_KEY` holds
 *   the private P-256 JWK as JSON. It is never written to disk or to dist/.
 * - Without it (a developer machine, the demo, the tests) the build uses a development key, made
 *   on first use in `.keys/` (git-ignored) and kept, so rebuilds keep the key hosts pinned.
 * - Hosts pin public keys: `HEADER_MANIFEST_PUBLIC_KEYS` (a JSON array of public JWKs: the current
 *   key and the next one while rotating), else the development key's public half.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getKeyId, SIGNING_KEY_PARAMS, type PinnedKey } from '../../src/federation/manifest-trust';
import { parsePinnedKeys, readPinnedKeys } from '../../src/federation/public-key-guard';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the development key lives (git-ignored). */
export const DEV_KEY_FILE = path.join(root, '.keys/manifest-signing.dev.jwk.json');
export const SIGNING_KEY_ENV = 'HEADER_MANIFEST_SIGNING_KEY';
export const PUBLIC_KEYS_ENV = 'HEADER_MANIFEST_PUBLIC_KEYS';

export interface SigningKey {
  privateKey: CryptoKey;
  publicJwk: PinnedKey;
  kid: string;
}

function publicHalf(jwk: JsonWebKey): JsonWebKey {
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
}

async function readOrCreateDevKey(): Promise<JsonWebKey> {
  try {
    return JSON.parse(await readFile(DEV_KEY_FILE, 'utf8')) as JsonWebKey;
  } catch {
    const pair = (await crypto.subtle.generateKey(SIGNING_KEY_PARAMS, true, ['sign', 'verify'])) as CryptoKeyPair;
    const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
    await mkdir(path.dirname(DEV_KEY_FILE), { recursive: true });
    try {
      // 'wx': a build running beside this one may have written it first; then theirs is the key.
      await writeFile(DEV_KEY_FILE, JSON.stringify(jwk), { flag: 'wx', mode: 0o600 });
      return jwk;
    } catch {
      return JSON.parse(await readFile(DEV_KEY_FILE, 'utf8')) as JsonWebKey;
    }
  }
}

let signingKey: Promise<SigningKey> | undefined;

/** The private signing key (CI secret, else the development key), read once per process. */
export function getSigningKey(): Promise<SigningKey> {
  signingKey ??= (async () => {
    const fromEnv = process.env[SIGNING_KEY_ENV];
    const jwk = fromEnv ? (JSON.parse(fromEnv) as JsonWebKey) : await readOrCreateDevKey();
    const privateKey = await crypto.subtle.importKey('jwk', jwk, SIGNING_KEY_PARAMS, false, ['sign']);
    const publicJwk = publicHalf(jwk);
    const kid = await getKeyId(publicJwk);
    return { privateKey, publicJwk: { ...publicJwk, kid }, kid };
  })();
  return signingKey;
}

/**
 * The public keys a host pins: `HEADER_MANIFEST_PUBLIC_KEYS`, else the development key's. Checked
 * (src/federation/public-key-guard.ts): a private key there fails the build, as it would be bundled.
 */
export async function getPinnedPublicKeys(): Promise<PinnedKey[]> {
  const fromEnv = process.env[PUBLIC_KEYS_ENV];
  if (fromEnv) return parsePinnedKeys(fromEnv, PUBLIC_KEYS_ENV);
  return readPinnedKeys([(await getSigningKey()).publicJwk], 'the development key');
}
