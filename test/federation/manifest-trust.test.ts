// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signReleaseRecord, type RecordFields } from '../../scripts/build/release-record';
import { RELEASE_RECORD_EXPIRY_MS } from '../../src/config';
import {
  SIGNING_KEY_PARAMS,
  checkRelease,
  getIntegrity,
  getKeyId,
  readIntegrityMap,
  readReleaseVersion,
  toMinimumVersion,
  verifyManifestSignature,
  type PinnedKey,
  type ReleaseExpectation,
} from '../../src/federation/manifest-trust';

async function makeKey(): Promise<{ privateKey: CryptoKey; publicJwk: PinnedKey; kid: string }> {
  const pair = (await crypto.subtle.generateKey(SIGNING_KEY_PARAMS, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const publicJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
  return { privateKey: pair.privateKey, publicJwk, kid: await getKeyId(publicJwk) };
}

const SIGNED_AT = new Date('2026-11-20T12:00:00Z');
const FIELDS: RecordFields = {
  name: 'globalHeader',
  role: 'browser-slim',
  version: 7,
  release: '7',
  signedAt: SIGNED_AT,
};

function sign(
  text: string,
  key: { privateKey: CryptoKey; publicJwk: PinnedKey; kid: string },
  fields: Partial<RecordFields> = {},
): Promise<string> {
  return signReleaseRecord(text, { ...FIELDS, ...fields }, key);
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('signed release record (ECDSA P-256, two pinned keys for rotation)', () => {
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
    // ... nor change the record it signed.
    const edited = JSON.parse(signature) as Record<string, string>;
    edited.record = edited.record!.replace('"version":7', '"version":8');
    expect(await verifyManifestSignature(bytes(manifest), JSON.stringify(edited), [key.publicJwk])).toBe(false);
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

describe('release record checks (name, role, expiry, version)', () => {
  const manifest = JSON.stringify({ name: 'globalHeader', integrity: { 'remoteEntry.js': 'sha384-abc' } });
  const expect7: ReleaseExpectation = {
    name: 'globalHeader',
    role: 'browser-slim',
    minimumVersion: 7,
    now: SIGNED_AT.getTime() + 1000,
  };

  it('accepts a record for this remote and role, unexpired, of the lowest version still accepted or above', async () => {
    const key = await makeKey();
    const result = await checkRelease(bytes(manifest), await sign(manifest, key), [key.publicJwk], expect7);
    expect(result).toMatchObject({ ok: true, record: { version: 7, role: 'browser-slim', release: '7' } });
    const newer = await sign(manifest, key, { version: 9 });
    expect((await checkRelease(bytes(manifest), newer, [key.publicJwk], expect7)).ok).toBe(true);
  });

  it('refuses an older version (rollback), another role or name (mix and match) and an expired record (freeze)', async () => {
    const key = await makeKey();
    const reason = async (fields: Partial<RecordFields>, expected: Partial<ReleaseExpectation> = {}) => {
      const result = await checkRelease(bytes(manifest), await sign(manifest, key, fields), [key.publicJwk], {
        ...expect7,
        ...expected,
      });
      return result.ok ? 'accepted' : result.reason;
    };
    expect(await reason({ version: 6 })).toBe(
      'its release version 6 is older than version 7, already accepted or pinned (rollback)',
    );
    expect(await reason({ role: 'browser' })).toBe(
      'its release record is for the browser manifest, not the browser-slim one (mix and match)',
    );
    expect(await reason({ role: 'server' })).toMatch(/is for the server manifest, not the browser-slim one/);
    expect(await reason({ name: 'otherRemote' })).toBe(
      'its release record is for the remote "otherRemote", not "globalHeader"',
    );
    const expires = new Date(SIGNED_AT.getTime() + RELEASE_RECORD_EXPIRY_MS);
    expect(await reason({}, { now: expires.getTime() - 1 })).toBe('accepted');
    expect(await reason({}, { now: expires.getTime() })).toBe(
      `its release record expired at ${expires.toISOString()} (a stale or frozen release)`,
    );
  });
});

describe('a pinned minimum release (first visits)', () => {
  it('reads the version of a release record for a host to pin at build time, and nothing from anything else', async () => {
    const key = await makeKey();
    const record = await signReleaseRecord('{"integrity":{}}', { ...FIELDS, version: 1764000000 }, key);
    expect(readReleaseVersion(record)).toBe(1764000000);
    const { record: text, ...rest } = JSON.parse(record) as { record: string };
    for (const bad of [
      '',
      'not json',
      '{}',
      JSON.stringify({ ...rest, record: 'not json' }),
      JSON.stringify({ ...rest, record: JSON.stringify({ ...JSON.parse(text), version: 'high' }) }),
      JSON.stringify({ ...rest, record: JSON.stringify({ ...JSON.parse(text), version: -4 }) }),
    ])
      expect(readReleaseVersion(bad), bad).toBeUndefined();
  });

  it('takes a pinned minimum only as a whole number from 0, so a bad build value never switches the check off', () => {
    expect(toMinimumVersion(1764000000, 0)).toBe(1764000000);
    expect(toMinimumVersion(0, 5)).toBe(0);
    for (const bad of [Number.NaN, -1, 1.5, Infinity, '1764000000', undefined, null])
      expect(toMinimumVersion(bad, 3), String(bad)).toBe(3);
  });
});
