// @vitest-environment node
/**
 * The verified-manifest plugin refuses an entry of the remote it guards that no checked
 * manifest named (a bare `remoteEntry.js` registered as the entry): one console line, and the load fails
 * (the host then shows its fallback header). Entries of other remotes are none of its business.
 * Item 1: it refuses a release record that is older than one accepted, expired, or of another role.
 * The version accepted is one line per remote: N+1 accepted through one manifest type refuses N through every
 * other, on this page and the next; the old per-type keys are read and folded in, bad stored values read as none.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signReleaseRecord, type RecordFields } from '../../scripts/build/release-record';
import { RELEASE_RECORD_EXPIRY_MS } from '../../src/config';
import { SIGNING_KEY_PARAMS, getKeyId } from '../../src/federation/manifest-trust';
import { ACCEPTED_RELEASE_KEY } from '../../src/federation/accepted-release';
import { verifiedManifestPlugin } from '../../src/federation/verified-manifest-plugin';

type LoadEntry = (args: { remoteInfo: { name: string; entry: string } }) => Promise<unknown>;

function loadEntryOf(report: (message: string) => void): LoadEntry {
  const plugin = verifiedManifestPlugin({ publicKeys: [], report });
  return plugin.loadEntry as unknown as LoadEntry;
}

describe('verifiedManifestPlugin: entries of the guarded remote', () => {
  it('refuses a .js entry no checked manifest named, saying so once', async () => {
    const report = vi.fn();
    const loadEntry = loadEntryOf(report);
    const remoteInfo = { name: 'globalHeader', entry: 'https://cdn.example/remoteEntry.js' };
    await expect(loadEntry({ remoteInfo })).rejects.toThrow(/no checked manifest named it/);
    await expect(loadEntry({ remoteInfo })).rejects.toThrow(/no checked manifest named it/);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toBe(
      '[global-header] refused the remote entry https://cdn.example/remoteEntry.js: no checked manifest named it. ' +
        'The host shows its fallback header.',
    );
  });

  it('leaves the entries of other remotes to the runtime', async () => {
    const report = vi.fn();
    const loadEntry = loadEntryOf(report);
    await expect(
      loadEntry({ remoteInfo: { name: 'someOtherRemote', entry: 'https://cdn.example/remoteEntry.js' } }),
    ).resolves.toBeUndefined();
    expect(report).not.toHaveBeenCalled();
  });
});

describe('verifiedManifestPlugin: release records', () => {
  const MANIFEST_URL = 'https://cdn.example/header/mf-manifest.slim.json';
  const manifest = JSON.stringify({
    name: 'globalHeader',
    integrity: { 'releases/9/remoteEntry.slim.js': 'sha384-x' },
  });
  type Fetch = (url: string, init: RequestInit) => Promise<Response> | undefined;

  async function makeKey() {
    const pair = (await crypto.subtle.generateKey(SIGNING_KEY_PARAMS, true, ['sign', 'verify'])) as CryptoKeyPair;
    const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
    const publicJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
    return { privateKey: pair.privateKey, publicJwk, kid: await getKeyId(publicJwk) };
  }

  /** A CDN answering the manifest and a record with `fields`; a fresh plugin (a page load) asks it. */
  async function load(key: Awaited<ReturnType<typeof makeKey>>, fields: Partial<RecordFields>, url = MANIFEST_URL) {
    const record = await signReleaseRecord(
      manifest,
      { name: 'globalHeader', role: 'browser-slim', version: 9, release: '9', ...fields },
      key,
    );
    vi.stubGlobal('fetch', (requested: string) =>
      Promise.resolve(new Response(requested.endsWith('.sig') ? record : manifest, { status: 200 })),
    );
    const report = vi.fn();
    const plugin = verifiedManifestPlugin({ publicKeys: [key.publicJwk], report });
    const outcome = await (plugin.fetch as unknown as Fetch)(url, {})!.then(
      () => 'accepted',
      (error: Error) => error.message,
    );
    return { outcome, report };
  }

  /** The browser's localStorage (node has none): a Map behind the Storage methods the plugin calls. */
  const stored = new Map<string, string>();
  const storage = {
    getItem: (name: string) => stored.get(name) ?? null,
    setItem: (name: string, value: string) => void stored.set(name, value),
    removeItem: (name: string) => void stored.delete(name),
  };
  beforeEach(() => vi.stubGlobal('localStorage', storage));

  /** A new page: only what the browser's storage kept. */
  const newPage = () => delete (globalThis as Record<symbol, unknown>)[Symbol.for(`${ACCEPTED_RELEASE_KEY}.accepted`)];

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    stored.clear();
    newPage();
  });

  it("asks for the record as for its manifest (the same credentials mode), so a page's preload of both serves both", async () => {
    const key = await makeKey();
    const record = await signReleaseRecord(
      manifest,
      { name: 'globalHeader', role: 'browser-slim', version: 9, release: '9' },
      key,
    );
    const asked: [string, RequestCredentials | undefined][] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      asked.push([url.endsWith('.sig') ? 'record' : 'manifest', init.credentials]);
      return Promise.resolve(new Response(url.endsWith('.sig') ? record : manifest));
    });
    const plugin = verifiedManifestPlugin({ publicKeys: [key.publicJwk], report: vi.fn() });
    // The runtime's own load (no credentials said: the default, `same-origin`, as `crossorigin="anonymous"`).
    await (plugin.fetch as unknown as Fetch)(MANIFEST_URL, {});
    expect(asked).toEqual([
      ['manifest', undefined],
      ['record', 'same-origin'],
    ]);
    // A load that keeps credentials out keeps them out of the record too.
    asked.length = 0;
    newPage();
    await (verifiedManifestPlugin({ publicKeys: [key.publicJwk], report: vi.fn() }).fetch as unknown as Fetch)(
      MANIFEST_URL,
      { credentials: 'omit' },
    );
    expect(asked).toEqual([
      ['manifest', 'omit'],
      ['record', 'omit'],
    ]);
  });

  it('refuses an older release after a newer one was accepted, on a later page too (storage)', async () => {
    const key = await makeKey();
    expect((await load(key, { version: 9 })).outcome).toBe('accepted');
    expect(stored.get(`${ACCEPTED_RELEASE_KEY}:globalHeader`)).toBe('9');
    newPage();
    const { outcome, report } = await load(key, { version: 8 });
    expect(outcome).toBe(
      `[global-header] refused the remote manifest ${MANIFEST_URL}: its release version 8 is older than version 9, ` +
        'already accepted or pinned (rollback). The host shows its fallback header.',
    );
    expect(report).toHaveBeenCalledTimes(1);
    expect((await load(key, { version: 9 })).outcome).toBe('accepted');
  });

  it('keeps the highest version in memory when storage throws, and honours a pinned minimum', async () => {
    const key = await makeKey();
    vi.spyOn(storage, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect((await load(key, { version: 9 })).outcome).toBe('accepted');
    expect((await load(key, { version: 8 })).outcome).toMatch(/its release version 8 is older than version 9/);
    vi.restoreAllMocks();
    newPage();
    const record = await signReleaseRecord(
      manifest,
      { name: 'globalHeader', role: 'browser-slim', version: 9, release: '9' },
      key,
    );
    vi.stubGlobal('fetch', (url: string) => Promise.resolve(new Response(url.endsWith('.sig') ? record : manifest)));
    const pinned = verifiedManifestPlugin({ publicKeys: [key.publicJwk], minimumVersion: 10, report: () => undefined });
    await expect((pinned.fetch as unknown as Fetch)(MANIFEST_URL, {})).rejects.toThrow(/older than version 10/);
  });

  it('refuses an expired record, the default manifest under the slim name and the server manifest at a browser URL', async () => {
    const key = await makeKey();
    const past = new Date(Date.now() - RELEASE_RECORD_EXPIRY_MS - 1000);
    expect((await load(key, { signedAt: past })).outcome).toMatch(
      /its release record expired at .* \(a stale or frozen release\)/,
    );
    expect((await load(key, { role: 'browser' })).outcome).toMatch(
      /is for the browser manifest, not the browser-slim one \(mix and match\)/,
    );
    const defaultUrl = 'https://cdn.example/header/mf-manifest.json';
    expect((await load(key, { role: 'server' }, defaultUrl)).outcome).toMatch(
      /is for the server manifest, not the browser one \(mix and match\)/,
    );
    expect((await load(key, { role: 'browser' }, defaultUrl)).outcome).toBe('accepted');
  });

  const DEFAULT_URL = 'https://cdn.example/header/mf-manifest.json';

  it('refuses N through the default manifest after N+1 was accepted through the slim one, on this page and the next', async () => {
    const key = await makeKey();
    expect((await load(key, { version: 10 })).outcome).toBe('accepted');
    const older = { role: 'browser', version: 9 } as const;
    expect((await load(key, older, DEFAULT_URL)).outcome).toBe(
      `[global-header] refused the remote manifest ${DEFAULT_URL}: its release version 9 is older than version 10, ` +
        'already accepted or pinned (rollback). The host shows its fallback header.',
    );
    newPage();
    expect((await load(key, older, DEFAULT_URL)).outcome).toMatch(/its release version 9 is older than version 10/);
    // And the other way round: the default manifest's N+1 refuses the slim manifest's N.
    expect((await load(key, { role: 'browser', version: 11 }, DEFAULT_URL)).outcome).toBe('accepted');
    newPage();
    expect((await load(key, { version: 10 })).outcome).toMatch(/its release version 10 is older than version 11/);
    expect([...stored]).toEqual([[`${ACCEPTED_RELEASE_KEY}:globalHeader`, '11']]);
  });

  it('keeps the line in memory across manifest types when storage throws', async () => {
    const key = await makeKey();
    vi.spyOn(storage, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect((await load(key, { version: 10 })).outcome).toBe('accepted');
    expect((await load(key, { role: 'browser', version: 9 }, DEFAULT_URL)).outcome).toMatch(
      /its release version 9 is older than version 10/,
    );
  });

  it('reads the per-type keys earlier hosts stored, then keeps one line and drops them', async () => {
    const key = await makeKey();
    stored.set(`${ACCEPTED_RELEASE_KEY}:globalHeader:browser`, '12');
    stored.set(`${ACCEPTED_RELEASE_KEY}:globalHeader:browser-slim`, '7');
    stored.set(`${ACCEPTED_RELEASE_KEY}:otherRemote:browser`, '99');
    expect((await load(key, { version: 11 })).outcome).toMatch(/its release version 11 is older than version 12/);
    expect((await load(key, { version: 12 })).outcome).toBe('accepted');
    expect(Object.fromEntries(stored)).toEqual({
      [`${ACCEPTED_RELEASE_KEY}:globalHeader`]: '12',
      [`${ACCEPTED_RELEASE_KEY}:otherRemote:browser`]: '99',
    });
  });

  it('reads a stored value that is not a plain version as none, and writes the accepted one over it', async () => {
    const key = await makeKey();
    for (const bad of ['Infinity', '1e400', '-20', '12abc', ' 12', '{"version":99}', '99999999999999999999', '']) {
      newPage();
      stored.clear();
      stored.set(`${ACCEPTED_RELEASE_KEY}:globalHeader`, bad);
      stored.set(`${ACCEPTED_RELEASE_KEY}:globalHeader:browser`, bad);
      expect((await load(key, { version: 9 })).outcome, bad).toBe('accepted');
      expect(Object.fromEntries(stored), bad).toEqual({ [`${ACCEPTED_RELEASE_KEY}:globalHeader`]: '9' });
    }
  });

  it('keeps the accepted line when the host passes a minimum that is not a number (an unset build variable)', async () => {
    const key = await makeKey();
    expect((await load(key, { version: 10 })).outcome).toBe('accepted');
    newPage();
    const record = await signReleaseRecord(
      manifest,
      { name: 'globalHeader', role: 'browser-slim', version: 9, release: '9' },
      key,
    );
    vi.stubGlobal('fetch', (url: string) => Promise.resolve(new Response(url.endsWith('.sig') ? record : manifest)));
    const plugin = verifiedManifestPlugin({
      publicKeys: [key.publicJwk],
      minimumVersion: Number(undefined),
      report: () => undefined,
    });
    await expect((plugin.fetch as unknown as Fetch)(MANIFEST_URL, {})).rejects.toThrow(/older than version 10/);
  });
});
