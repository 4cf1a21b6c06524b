/**
 * The public keys the demo's servers pin: `HEADER_MANIFEST_PUBLIC_KEYS` (JSON array; a deployment's),
 * else the development key's public half (the demo). Never creates a key: none means nothing verifies.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePinnedKeys, type PinnedKey } from '@global-header/host-kit';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEV_KEY_FILE = path.join(ROOT, '.keys/manifest-signing.dev.jwk.json');

export function readPinnedPublicKeys(): PinnedKey[] {
  const fromEnv = process.env.HEADER_MANIFEST_PUBLIC_KEYS;
  // A private key there is refused: the same setting is bundled into the host's pages.
  if (fromEnv) return parsePinnedKeys(fromEnv, 'HEADER_MANIFEST_PUBLIC_KEYS');
  try {
    const jwk = JSON.parse(readFileSync(DEV_KEY_FILE, 'utf8')) as JsonWebKey;
    return [{ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }];
  } catch {
    return [];
  }
}
