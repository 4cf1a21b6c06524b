// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  SIGNATURE_PARAMS,
  SIGNING_KEY_PARAMS,
  getIntegrity,
  getKeyId,
  readIntegrityMap,
  toBase64,
  verifyManifestSignature,
  type PinnedKey,
} from '../../src/federation/manifest-trust';

async function makeKey(): Promise<{ privateKey: CryptoKey; publicJwk: PinnedKey; kid: string }> {
  const pair = (await crypto.subtle.generateKey(SIGNING_KEY_PARAMS, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const publicJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
  return { privateKey: pair.privateKey, publicJwk, kid: await getKeyId(publicJwk) };
}

async function sign(text: string, key: { privateKey: CryptoKey; kid: string }): Promise<string> {
  const signature = await crypto.subtle.sign(SIGNATURE_PARAMS, key.privateKey, new TextEncoder().encode(text));
  return JSON.stringify({ alg: 'ES256', kid: key.kid, signature: toBase64(signature) });
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('signed manifest (issue 19: ECDSA P-256, two pinned keys for rotation)', () => {
  const manifest = JSON.stringify({ name: 'globalHeader', integrity: { 'remoteEntry.js': 'sha384-abc' } });

  it('accepts a manifest signed by a pinned key, and by the second pinned key while rotating', async () => {
    const current = await makeKey();
    const next = await makeKey();
    expect(await verifyManifestSignature(bytes(manifest), await sign(manifest, current), [current.publicJwk])).toBe(
      true,
    );
    expect(
      await verifyManifestSignature(bytes(manifest), await sign(manifest, next), [current.publicJwk, next.publicJwk]),
    ).toBe(true);
  });

  it('refuses a changed manifest, another key, a garbled or missing signature', async () => {
    const key = await makeKey();
    const other = await makeKey();
    const signature = await sign(manifest, key);
    const changed = manifest.replace('remoteEntry.js', 'evil.js');
    expect(await verifyManifestSignature(bytes(changed), signature, [key.publicJwk])).toBe(false);
    expect(await verifyManifestSignature(bytes(manifest), await sign(manifest, other), [key.publicJwk])).toBe(false);
    // A forger who names the pinned key's id still cannot sign for it.
    const forged = JSON.parse(await sign(manifest, other)) as Record<string, string>;
    forged.kid = key.kid;
    expect(await verifyManifestSignature(bytes(manifest), JSON.stringify(forged), [key.publicJwk])).toBe(false);
    expect(await verifyManifestSignature(bytes(manifest), '', [key.publicJwk])).toBe(false);
    expect(await verifyManifestSignature(bytes(manifest), '{"alg":"none"}', [key.publicJwk])).toBe(false);
    expect(await verifyManifestSignature(bytes(manifest), signature, [])).toBe(false);
  });

  it('getIntegrity gives the SRI form of SHA-384; readIntegrityMap keeps only sha384 entries', async () => {
    // echo -n abc | openssl dgst -sha384 -binary | base64
    expect(await getIntegrity(new TextEncoder().encode('abc'))).toBe(
      'sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn',
    );
    expect(readIntegrityMap({ integrity: { 'a.js': 'sha384-x', 'b.js': 'md5-y', 'c.js': 3 } })).toEqual(
      new Map([['a.js', 'sha384-x']]),
    );
    expect(readIntegrityMap({})).toBeUndefined();
  });
});
