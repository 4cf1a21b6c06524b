// @vitest-environment node
/**
 * The host kit's `createHeaderFederation` loads the remote with the manifest check on by default
 * (an unsigned or forged manifest is refused before the runtime reads it, and nothing of the remote's code is
 * requested), trusts the keys a host pins, and joins an instance of the same name without registering twice.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHeaderFederation } from '@global-header/host-kit';
import { signReleaseRecord } from '../../scripts/build/release-record';
import { SIGNING_KEY_PARAMS, getKeyId } from '../../src/federation/manifest-trust';

const ORIGIN = 'https://header.example';
const ENTRY_HASH = `sha384-${'B'.repeat(64)}`;
/** The default manifest as the remote's build writes it (trimmed to what the runtime reads), with its hashes. */
const MANIFEST = JSON.stringify({
  id: 'globalHeader',
  name: 'globalHeader',
  metaData: {
    name: 'globalHeader',
    type: 'app',
    buildInfo: { buildVersion: '1.0.0', buildName: 'global-header' },
    remoteEntry: { name: 'remoteEntry.js', path: 'releases/7', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    globalName: 'globalHeader',
    pluginVersion: '2.9.2',
    publicPath: 'auto',
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: 'globalHeader:Header',
      name: 'Header',
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      path: './Header',
    },
  ],
  integrity: { 'releases/7/remoteEntry.js': ENTRY_HASH },
});

async function makeKey() {
  const pair = (await crypto.subtle.generateKey(SIGNING_KEY_PARAMS, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const publicJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
  return { privateKey: pair.privateKey, publicJwk, kid: await getKeyId(publicJwk) };
}

/** A remote origin serving the manifest and, when given, its release record; every URL asked is kept. */
function serveRemote(record: string | undefined) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    asked.push(url);
    if (url.endsWith('/mf-manifest.json')) return Promise.resolve(new Response(MANIFEST, { status: 200 }));
    if (url.endsWith('/mf-manifest.json.sig') && record) return Promise.resolve(new Response(record, { status: 200 }));
    return Promise.resolve(new Response('not found', { status: 404 }));
  });
  return asked;
}

const signedBy = (key: Awaited<ReturnType<typeof makeKey>>) =>
  signReleaseRecord(MANIFEST, { name: 'globalHeader', role: 'browser', version: 7, release: '7' }, key);

/** A fresh name per test: the runtime keeps every instance on the page. */
let hosts = 0;
const hostName = () => `kitTestHost${(hosts += 1)}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createHeaderFederation', () => {
  it('refuses an unsigned manifest by default: the load fails, says why once, and no remote code is requested', async () => {
    const asked = serveRemote(undefined);
    const report = vi.fn();
    const federation = createHeaderFederation({
      manifestUrl: `${ORIGIN}/mf-manifest.json`,
      publicKeys: [(await makeKey()).publicJwk],
      name: hostName(),
      report,
    });
    await expect(federation.loadHeader()).rejects.toThrow();
    expect(report).toHaveBeenCalledWith(
      `[global-header] refused the remote manifest ${ORIGIN}/mf-manifest.json: it is not signed (no release record). ` +
        'The host shows its fallback header.',
    );
    expect(asked).toEqual([`${ORIGIN}/mf-manifest.json`, `${ORIGIN}/mf-manifest.json.sig`]);
  });

  it('refuses a manifest signed by a key the host did not pin (forged)', async () => {
    const asked = serveRemote(await signedBy(await makeKey()));
    const report = vi.fn();
    const federation = createHeaderFederation({
      manifestUrl: `${ORIGIN}/mf-manifest.json`,
      publicKeys: [(await makeKey()).publicJwk],
      name: hostName(),
      report,
    });
    await expect(federation.load('Header')).rejects.toThrow();
    expect(report.mock.calls[0]?.[0]).toMatch(/its release record is not signed by any pinned key/);
    expect(asked.filter((url) => url.endsWith('.js'))).toEqual([]);
  });

  it('without publicKeys pins only the keys it was built with: none from its sources, so a signed manifest is refused', async () => {
    serveRemote(await signedBy(await makeKey()));
    const report = vi.fn();
    const federation = createHeaderFederation({ manifestUrl: `${ORIGIN}/mf-manifest.json`, name: hostName(), report });
    await expect(federation.loadHeader()).rejects.toThrow();
    expect(report.mock.calls[0]?.[0]).toMatch(/not signed by any pinned key/);
  });

  it('with the signing key pinned, accepts the manifest and asks for the entry it names', async () => {
    const key = await makeKey();
    const asked = serveRemote(await signedBy(key));
    const report = vi.fn();
    const federation = createHeaderFederation({
      manifestUrl: `${ORIGIN}/mf-manifest.json`,
      publicKeys: [key.publicJwk],
      name: hostName(),
      report,
    });
    // This origin serves no entry script: the load fails after the check, on the runtime's own request for it.
    await expect(federation.loadHeader()).rejects.toThrow();
    expect(asked).toContain(`${ORIGIN}/releases/7/remoteEntry.js`);
    expect(report).not.toHaveBeenCalled();
  });

  it('joins the instance of its name (a bundler plugin made it) and registers the remote once', () => {
    const warn = vi.spyOn(console, 'warn');
    const name = hostName();
    const first = createHeaderFederation({ manifestUrl: `${ORIGIN}/mf-manifest.json`, name });
    const second = createHeaderFederation({ manifestUrl: `${ORIGIN}/mf-manifest.json`, name });
    expect(second.instance).toBe(first.instance);
    expect(first.instance.options.remotes).toEqual([
      expect.objectContaining({ name: 'globalHeader', entry: `${ORIGIN}/mf-manifest.json` }),
    ]);
    expect(
      first.instance.options.plugins.filter((plugin) => plugin.name === 'global-header-verified-manifest'),
    ).toHaveLength(1);
    expect(warn).not.toHaveBeenCalled();
    // Another manifest URL replaces the registration (a retry on another CDN).
    createHeaderFederation({ manifestUrl: `${ORIGIN}/mf-manifest.slim.json`, name });
    expect(first.instance.options.remotes).toEqual([
      expect.objectContaining({ name: 'globalHeader', entry: `${ORIGIN}/mf-manifest.slim.json` }),
    ]);
  });
});
