/**
 * The keys a host pins are public keys, and only those (key hygiene). The pinned keys are
 * bundled into the host's pages (host-demo's webpack config defines them) and read by its server: a
 * private key put there by mistake (a JWK with `d`, or an RSA or symmetric key's private members) would
 * be published to every visitor, who could then sign a release. Every source of pinned keys goes
 * through `readPinnedKeys`, which refuses such a key at build (and server start) time, naming the
 * field but never echoing a value, and keeps only the public fields of the rest.
 */
import type { PinnedKey } from './manifest-trust';

/** JWK members that only a private (or symmetric) key has (RFC 7518 6.2.2, 6.3.2, 6.4.1). */
export const PRIVATE_JWK_FIELDS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;
/** The members a pinned key may have: a P-256 public key, its thumbprint `kid` and its usage hints. */
export const PUBLIC_JWK_FIELDS = ['kty', 'crv', 'x', 'y', 'kid', 'alg', 'use', 'key_ops', 'ext'] as const;

export class PinnedKeyError extends Error {
  override readonly name = 'PinnedKeyError';
}

/**
 * The pinned keys `value` holds, checked: a list of P-256 public JWKs with public fields only. Throws a
 * PinnedKeyError naming `source` (the setting, such as an environment variable) otherwise.
 */
export function readPinnedKeys(value: unknown, source: string): PinnedKey[] {
  if (!Array.isArray(value)) throw new PinnedKeyError(`${source} must be a JSON array of public JWKs.`);
  return value.map((key: unknown, index) => {
    const where = `${source}[${index}]`;
    if (typeof key !== 'object' || key === null || Array.isArray(key)) {
      throw new PinnedKeyError(`${where} must be a public JWK object.`);
    }
    const fields = Object.keys(key);
    const secret = fields.filter((field) => (PRIVATE_JWK_FIELDS as readonly string[]).includes(field));
    if (secret.length > 0) {
      throw new PinnedKeyError(
        `${where} is a private key (it has ${secret.map((field) => `"${field}"`).join(', ')}). Pin only the ` +
          `public half (kty, crv, x, y): anything pinned is bundled into every page. Treat this key as ` +
          `leaked if it was ever deployed, and rotate it.`,
      );
    }
    const unknown = fields.filter((field) => !(PUBLIC_JWK_FIELDS as readonly string[]).includes(field));
    if (unknown.length > 0) {
      throw new PinnedKeyError(
        `${where} has fields a public P-256 JWK does not (${unknown.map((field) => `"${field}"`).join(', ')}); ` +
          `pin only ${PUBLIC_JWK_FIELDS.join(', ')}.`,
      );
    }
    const jwk = key as Record<string, unknown>;
    if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.x !== 'string' || typeof jwk.y !== 'string') {
      throw new PinnedKeyError(`${where} must be a P-256 public key: kty "EC", crv "P-256", x and y.`);
    }
    const pinned: PinnedKey = { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y };
    if (typeof jwk.kid === 'string') pinned.kid = jwk.kid;
    return pinned;
  });
}

/** `readPinnedKeys` of a JSON text (an environment variable), without echoing the text when it does not parse. */
export function parsePinnedKeys(text: string, source: string): PinnedKey[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new PinnedKeyError(`${source} is not valid JSON (a JSON array of public JWKs).`);
  }
  return readPinnedKeys(value, source);
}
