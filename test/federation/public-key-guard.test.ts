// @vitest-environment node
/**
 * Key hygiene: the pinned public keys accept public JWK fields only. A private key put in
 * HEADER_MANIFEST_PUBLIC_KEYS by mistake fails the host's build config (it would be bundled into every
 * page) and the host server's start, with an error that names the field and never the key's value.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PRIVATE_JWK_FIELDS,
  PinnedKeyError,
  parsePinnedKeys,
  readPinnedKeys,
} from '../../src/federation/public-key-guard';

const PUBLIC = {
  kty: 'EC',
  crv: 'P-256',
  x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
  y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
};
const SECRET_D = 'jpsQnnGQmL-YBIffH1136cspYG6-0iY7X1fCE9-E9LI';

async function makePrivateJwk(): Promise<JsonWebKey> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  return crypto.subtle.exportKey('jwk', pair.privateKey);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('readPinnedKeys', () => {
  it('keeps the public fields of a public P-256 JWK and its kid', () => {
    expect(readPinnedKeys([{ ...PUBLIC, kid: 'abc', use: 'sig', alg: 'ES256' }], 'keys')).toEqual([
      { ...PUBLIC, kid: 'abc' },
    ]);
  });

  it.each(PRIVATE_JWK_FIELDS)('refuses a key with the private member "%s", naming it but not its value', (field) => {
    const key = { ...PUBLIC, [field]: SECRET_D };
    expect(() => readPinnedKeys([PUBLIC, key], 'HEADER_MANIFEST_PUBLIC_KEYS')).toThrow(PinnedKeyError);
    try {
      readPinnedKeys([PUBLIC, key], 'HEADER_MANIFEST_PUBLIC_KEYS');
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(`HEADER_MANIFEST_PUBLIC_KEYS[1] is a private key (it has "${field}")`);
      expect(message).not.toContain(SECRET_D);
    }
  });

  it('refuses a real exported private key, fields it does not know, other key types and a non-list', async () => {
    const privateJwk = await makePrivateJwk();
    expect(() => readPinnedKeys([privateJwk], 'keys')).toThrow(/keys\[0\] is a private key \(it has "d"\)/);
    expect(() => readPinnedKeys([{ ...PUBLIC, secret: 'x' }], 'keys')).toThrow(/"secret"/);
    expect(() => readPinnedKeys([{ kty: 'oct', k: 'c2VjcmV0' }], 'keys')).toThrow(/private key \(it has "k"\)/);
    expect(() => readPinnedKeys([{ kty: 'RSA', n: 'AQAB', e: 'AQAB' }], 'keys')).toThrow(PinnedKeyError);
    expect(() => readPinnedKeys(PUBLIC, 'keys')).toThrow(/must be a JSON array/);
    expect(() => parsePinnedKeys(`{"d":"${SECRET_D}"`, 'keys')).toThrow(/not valid JSON/);
    expect(() => parsePinnedKeys(`{"d":"${SECRET_D}"`, 'keys')).not.toThrow(new RegExp(SECRET_D));
  });
});

describe('the settings that read pinned keys', () => {
  it("host-demo's webpack config refuses a private JWK in HEADER_MANIFEST_PUBLIC_KEYS instead of bundling it", async () => {
    const privateJwk = await makePrivateJwk();
    vi.stubEnv('HEADER_MANIFEST_PUBLIC_KEYS', JSON.stringify([privateJwk]));
    const { default: hostDemoConfig } = await import('../../host-demo/qa/webpack.config');
    await expect(hostDemoConfig({}, { mode: 'production' })).rejects.toThrow(
      /HEADER_MANIFEST_PUBLIC_KEYS\[0\] is a private key \(it has "d"\)/,
    );
  }, 60_000);

  it('builds with the public half, and defines only public fields for the page', async () => {
    const { d: _d, ...publicJwk } = await makePrivateJwk();
    vi.stubEnv('HEADER_MANIFEST_PUBLIC_KEYS', JSON.stringify([publicJwk]));
    const { default: hostDemoConfig } = await import('../../host-demo/qa/webpack.config');
    const config = await hostDemoConfig({}, { mode: 'production' });
    const defined = config.plugins?.find((plugin) => plugin?.constructor.name === 'DefinePlugin') as unknown as {
      definitions: Record<string, string>;
    };
    expect(JSON.parse(defined.definitions.__HEADER_MANIFEST_KEYS__!)).toEqual([
      { kty: 'EC', crv: 'P-256', x: publicJwk.x, y: publicJwk.y },
    ]);
  }, 60_000);

  it('the host server refuses a private JWK in HEADER_MANIFEST_PUBLIC_KEYS at start', async () => {
    const privateJwk = await makePrivateJwk();
    vi.stubEnv('HEADER_MANIFEST_PUBLIC_KEYS', JSON.stringify([privateJwk]));
    const { readPinnedPublicKeys } = await import('../../host-demo/server/pinned-keys');
    expect(() => readPinnedPublicKeys()).toThrow(/is a private key \(it has "d"\)/);
  });
});
