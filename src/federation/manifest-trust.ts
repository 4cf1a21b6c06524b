/**
 * What the remote's build and a host agree on to trust the remote, shared by the
 * release tooling (scripts/build/release-record.ts signs) and the hosts (./verified-manifest-plugin.ts and
 * host-demo's server check). No DOM, no Node: WebCrypto only, so both sides run it.
 *
 * - Every manifest gets a top-level `integrity` field: file name (as the manifest names it,
 *   relative to the manifest) -> `sha384-<base64>` of the file's bytes.
 * - Beside it, `<manifest>.sig` holds its signed release record (docs/releases.md): JSON
 *   `{ alg, kid, record, signature }`, where `record` is the JSON text of a ReleaseRecord (the manifest's
 *   hash, remote name, role, version, signing time and expiry) and `signature` its ECDSA P-256 / SHA-256
 *   signature (IEEE P1363 r||s, base64). Signing the record, not the manifest, is what lets a record be
 *   renewed without a rebuild and binds the bytes to a name, a role and a place in time.
 */

export { SIGNATURE_SUFFIX } from '../config/remote-files';
/** The manifest field holding file -> SRI hash. */
export const INTEGRITY_FIELD = 'integrity';
/** The signature algorithm (JOSE name) and its WebCrypto parameters. */
export const SIGNATURE_ALG = 'ES256';
export const SIGNING_KEY_PARAMS = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const SIGNATURE_PARAMS = { name: 'ECDSA', hash: 'SHA-256' } as const;
/** The SRI hash the build records. */
export const INTEGRITY_ALG = 'sha384';

/** A pinned public key: a P-256 public JWK, optionally with its `kid`. */
export type PinnedKey = JsonWebKey & { kid?: string };

export interface SignatureFile {
  alg: typeof SIGNATURE_ALG;
  /** Which key signed (its JWK thumbprint, see `getKeyId`). */
  kid: string;
  /** The JSON text of the ReleaseRecord: the signed bytes. */
  record: string;
  /** base64 of the P1363 signature of `record`. */
  signature: string;
}

/**
 * Which build a signed file describes: a record signed for one role is refused as another (mix and match).
 * `script-tag` signs the root's `script-tag.json`, the tag pages without a bundler put in their HTML.
 */
export const RELEASE_ROLES = ['browser', 'browser-slim', 'server', 'script-tag'] as const;
export type ReleaseRole = (typeof RELEASE_ROLES)[number];

/** What a release record says, signed (docs/releases.md). */
export interface ReleaseRecord {
  /** The remote's federation name (`globalHeader`). */
  name: string;
  role: ReleaseRole;
  /** Goes up with every record signed: a release, a renewal, a rollback. Hosts refuse a lower one. */
  version: number;
  /** The release folder the manifest points at (`releases/<release>/`). */
  release: string;
  /** `sha384-<base64>` of the manifest's exact bytes. */
  manifest: string;
  /** ISO 8601 times: when it was signed, and when hosts stop accepting it. */
  signedAt: string;
  expires: string;
}

/** What a host expects of a record, and the lowest version it still accepts. */
export interface ReleaseExpectation {
  name: string;
  role: ReleaseRole;
  minimumVersion: number;
  /** Milliseconds since the epoch. */
  now: number;
}

export type ReleaseCheck = { ok: true; record: ReleaseRecord } | { ok: false; reason: string };

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** `sha384-<base64>` of some bytes, as an `integrity` attribute takes it. */
export async function getIntegrity(bytes: BufferSource): Promise<string> {
  return `${INTEGRITY_ALG}-${toBase64(await crypto.subtle.digest('SHA-384', bytes))}`;
}

/** RFC 7638 thumbprint (SHA-256, base64) of a P-256 public key: the `kid` the signature names. */
export async function getKeyId(key: JsonWebKey): Promise<string> {
  const canonical = JSON.stringify({ crv: key.crv, kty: key.kty, x: key.x, y: key.y });
  return toBase64(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonical)));
}

function isSignatureFile(value: unknown): value is SignatureFile {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.alg === SIGNATURE_ALG &&
    typeof v.kid === 'string' &&
    typeof v.record === 'string' &&
    typeof v.signature === 'string'
  );
}

function isReleaseRecord(value: unknown): value is ReleaseRecord {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === 'string' &&
    (RELEASE_ROLES as readonly unknown[]).includes(v.role) &&
    Number.isSafeInteger(v.version) &&
    typeof v.release === 'string' &&
    typeof v.manifest === 'string' &&
    typeof v.signedAt === 'string' &&
    typeof v.expires === 'string' &&
    Number.isFinite(Date.parse(v.expires))
  );
}

/**
 * The record in `signatureText` when one of `keys` signed it (any of them: two pinned keys let a deployment
 * rotate without a flag day) and it names the hash of `manifestBytes`; undefined otherwise. Never throws.
 */
async function openRecord(
  manifestBytes: ArrayBuffer,
  signatureText: string,
  keys: readonly PinnedKey[],
): Promise<{ record?: ReleaseRecord; reason: string }> {
  const forged = 'its release record is not signed by any pinned key (forged or changed after signing)';
  try {
    const parsed: unknown = JSON.parse(signatureText);
    if (!isSignatureFile(parsed)) return { reason: forged };
    const signature = fromBase64(parsed.signature);
    const signed = new TextEncoder().encode(parsed.record);
    for (const jwk of keys) {
      const { kid: _kid, ...publicJwk } = jwk;
      if ((await getKeyId(publicJwk)) !== parsed.kid) continue;
      const key = await crypto.subtle.importKey(
        'jwk',
        { kty: publicJwk.kty, crv: publicJwk.crv, x: publicJwk.x, y: publicJwk.y, ext: true },
        SIGNING_KEY_PARAMS,
        false,
        ['verify'],
      );
      if (!(await crypto.subtle.verify(SIGNATURE_PARAMS, key, signature, signed))) continue;
      const record: unknown = JSON.parse(parsed.record);
      if (!isReleaseRecord(record)) return { reason: 'its release record is malformed' };
      if (record.manifest !== (await getIntegrity(manifestBytes)))
        return { reason: 'it is not the manifest its release record signed (changed after signing)' };
      return { record, reason: '' };
    }
    return { reason: forged };
  } catch {
    return { reason: forged };
  }
}

/** Whether `signatureText` is a release record signed by one of `keys` for exactly `manifestBytes`. Never throws. */
export async function verifyManifestSignature(
  manifestBytes: ArrayBuffer,
  signatureText: string,
  keys: readonly PinnedKey[],
): Promise<boolean> {
  return (await openRecord(manifestBytes, signatureText, keys)).record !== undefined;
}

/**
 * The checks every host makes of a manifest and its release record, in order: signed by a
 * pinned key, for these bytes, for this remote's name and this role, not expired, and no older than the
 * highest version this host accepted (`expected.minimumVersion`). Never throws: the reason says which failed.
 */
export async function checkRelease(
  manifestBytes: ArrayBuffer,
  signatureText: string,
  keys: readonly PinnedKey[],
  expected: ReleaseExpectation,
): Promise<ReleaseCheck> {
  const { record, reason } = await openRecord(manifestBytes, signatureText, keys);
  if (!record) return { ok: false, reason };
  if (record.name !== expected.name)
    return { ok: false, reason: `its release record is for the remote "${record.name}", not "${expected.name}"` };
  if (record.role !== expected.role)
    return {
      ok: false,
      reason: `its release record is for the ${record.role} manifest, not the ${expected.role} one (mix and match)`,
    };
  if (Date.parse(record.expires) <= expected.now)
    return { ok: false, reason: `its release record expired at ${record.expires} (a stale or frozen release)` };
  if (record.version < expected.minimumVersion)
    return {
      ok: false,
      reason: `its release version ${record.version} is older than version ${expected.minimumVersion}, already accepted or pinned (rollback)`,
    };
  return { ok: true, record };
}

/** The manifest's `integrity` map (only `sha384-` strings kept), or undefined when it has none. */
export function readIntegrityMap(manifest: unknown): Map<string, string> | undefined {
  if (typeof manifest !== 'object' || manifest === null) return undefined;
  const field = (manifest as Record<string, unknown>)[INTEGRITY_FIELD];
  if (typeof field !== 'object' || field === null) return undefined;
  const map = new Map<string, string>();
  for (const [file, hash] of Object.entries(field)) {
    if (typeof hash === 'string' && hash.startsWith(`${INTEGRITY_ALG}-`)) map.set(file, hash);
  }
  return map;
}

/**
 * `Symbol.for` key of the page-wide lookup `(url) => integrity` the host plugin installs after it
 * verified a manifest; the remote's own chunk loader (webpack's `__webpack_require__.l`, patched by
 * the build) asks it for the `integrity` of every chunk it loads. No lookup (a host without the
 * plugin): chunks load as before.
 */
export const INTEGRITY_LOOKUP_KEY = 'global-header.integrity';
/**
 * A well-formed SHA-384 that no file has: given to a file the verified manifest does not name, so
 * the browser refuses it (an unparseable `integrity` would be ignored, i.e. allowed).
 */
export const REFUSE_INTEGRITY = `${INTEGRITY_ALG}-${'A'.repeat(64)}`;

/** The code webpack's script loader runs after `script.src = url` (build side; see INTEGRITY_LOOKUP_KEY). */
export const CHUNK_INTEGRITY_SNIPPET = [
  `var integrityOf = globalThis[Symbol.for(${JSON.stringify(INTEGRITY_LOOKUP_KEY)})];`,
  `if (typeof integrityOf === 'function') { script.integrity = integrityOf(script.src); script.crossOrigin = 'anonymous'; }`,
].join('\n');

/**
 * A host's pinned `minimumVersion` as checks use it: a whole number from 0; anything else (NaN from an unset build
 * variable, a string, a fraction) pins `fallback` rather than switching the version check off, as NaN would.
 */
export function toMinimumVersion(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback;
}

/**
 * The version of the release record in `signatureText` (a `<manifest>.sig`), or undefined when it holds none. For
 * a host's build or deploy step, which passes the version of the release it was built against as `minimumVersion`
 * (docs/releases.md, "Pinning a minimum"), so a first visit cannot be served an older release. The signature is
 * not checked here: a wrong file can only pin too low (no worse than no pin) or too high (the fallback header,
 * which the CDN could cause anyway), and the browser checks every record it loads.
 */
export function readReleaseVersion(signatureText: string): number | undefined {
  try {
    const parsed: unknown = JSON.parse(signatureText);
    if (!isSignatureFile(parsed)) return undefined;
    const record: unknown = JSON.parse(parsed.record);
    return isReleaseRecord(record) && record.version >= 0 ? record.version : undefined;
  } catch {
    return undefined;
  }
}
