/**
 * What the remote's build and a host agree on to trust the remote (issue 19), shared by the build
 * (scripts/build/manifest-integrity-plugin.ts signs) and the host runtime plugin
 * (./verified-manifest-plugin.ts checks). No DOM, no Node: WebCrypto only, so both sides run it.
 *
 * - Every manifest gets a top-level `integrity` field: file name (as the manifest names it,
 *   relative to the manifest) -> `sha384-<base64>` of the file's bytes.
 * - The manifest's exact bytes are signed with ECDSA P-256 / SHA-256; the signature sits beside it
 *   in `<manifest>.sig` as JSON `{ alg, kid, signature }` (IEEE P1363 r||s, base64).
 */

/** The signature file beside a manifest. */
export const SIGNATURE_SUFFIX = '.sig';
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
  /** base64 of the P1363 signature. */
  signature: string;
}

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
  return v.alg === SIGNATURE_ALG && typeof v.kid === 'string' && typeof v.signature === 'string';
}

/**
 * Whether `signatureText` is a valid signature of `manifestBytes` by one of `keys` (any of them:
 * two pinned keys let a deployment rotate without a flag day). Never throws: false on any doubt.
 */
export async function verifyManifestSignature(
  manifestBytes: ArrayBuffer,
  signatureText: string,
  keys: readonly PinnedKey[],
): Promise<boolean> {
  try {
    const parsed: unknown = JSON.parse(signatureText);
    if (!isSignatureFile(parsed)) return false;
    const signature = fromBase64(parsed.signature);
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
      if (await crypto.subtle.verify(SIGNATURE_PARAMS, key, signature, manifestBytes)) return true;
    }
    return false;
  } catch {
    return false;
  }
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
