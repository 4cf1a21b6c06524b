// @vitest-environment node
/**
 * The host kit's script tag for pages without a bundler (`ScriptTagSource`, packages/host-kit/src/server/script-tag.ts):
 * `script-tag.json` gives a tag only with its signed release record (role `script-tag`). Whoever writes the CDN
 * cannot choose the module's address and hash: an unsigned record, changed bytes, another key, another role, an
 * expired record, an older version than one accepted, or a module on another origin give no tag and one console line.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RemoteHeader, ScriptTagSource, renderScriptTag } from '@global-header/host-kit/server';
import { signReleaseRecord, type RecordFields } from '../../scripts/build/release-record';
import type { SigningKey } from '../../scripts/build/signing-key';
import { SIGNING_KEY_PARAMS, getKeyId } from '../../src/federation/manifest-trust';

const INTEGRITY = `sha384-${'B'.repeat(64)}`;
const NOW = Date.parse('2026-11-28T12:00:00Z');

async function makeKey(): Promise<SigningKey> {
  const pair = (await crypto.subtle.generateKey(SIGNING_KEY_PARAMS, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const publicJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
  return { privateKey: pair.privateKey, publicJwk, kid: await getKeyId(publicJwk) };
}

const tagText = (src = 'releases/7/global-header.mjs', integrity = INTEGRITY) =>
  `${JSON.stringify({ release: '7', src, integrity }, null, 2)}\n`;

const fields = (more: Partial<RecordFields> = {}): RecordFields => ({
  name: 'globalHeader',
  role: 'script-tag',
  version: 7,
  release: '7',
  signedAt: new Date(NOW - 60_000),
  ...more,
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A CDN answering `script-tag.json` and its `.sig` from `files` (changeable); returns the manifest URL beside them. */
async function cdn(files: { text: string; sig: string | null }): Promise<string> {
  app = Fastify();
  app.get('/cdn/script-tag.json', (_request, reply) => reply.type('application/json').send(files.text));
  app.get('/cdn/script-tag.json.sig', (_request, reply) =>
    files.sig === null ? reply.code(404).send() : reply.type('application/json').send(files.sig),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}/cdn/mf-manifest.json`;
}

async function sourceFor(files: { text: string; sig: string | null }, key: SigningKey) {
  const reports: string[] = [];
  const manifestUrl = await cdn(files);
  const source = new ScriptTagSource({
    manifestUrl,
    publicKeys: [key.publicJwk],
    now: () => NOW,
    keepMs: 0,
    report: (message) => void reports.push(message),
  });
  return { source, reports, manifestUrl };
}

describe("the host kit's script tag (ScriptTagSource)", () => {
  it('a signed script-tag.json gives its tag: the module URL resolved beside it, its integrity, the tag', async () => {
    const key = await makeKey();
    const text = tagText();
    const { source, reports, manifestUrl } = await sourceFor(
      { text, sig: await signReleaseRecord(text, fields(), key) },
      key,
    );
    const tag = await source.read();
    const src = new URL('releases/7/global-header.mjs', manifestUrl).href;
    expect(tag).toEqual({
      src,
      integrity: INTEGRITY,
      release: '7',
      version: 7,
      html: `<script type="module" src="${src}" integrity="${INTEGRITY}" crossorigin="anonymous"></script>`,
    });
    expect(reports).toEqual([]);
  });

  it('a host still passing the deprecated `remoteUrl` (the same URL) gets the same tag; with neither name it is told which', async () => {
    const key = await makeKey();
    const text = tagText();
    const { manifestUrl } = await sourceFor({ text, sig: await signReleaseRecord(text, fields(), key) }, key);
    const options = { publicKeys: [key.publicJwk], now: () => NOW, keepMs: 0 };
    const byNewName = await new ScriptTagSource({ manifestUrl, ...options }).read();
    expect(byNewName?.src).toBe(new URL('releases/7/global-header.mjs', manifestUrl).href);
    await expect(new ScriptTagSource({ remoteUrl: manifestUrl, ...options }).read()).resolves.toEqual(byNewName);
    expect(new RemoteHeader({ remoteUrl: manifestUrl }).urls).toEqual(new RemoteHeader({ manifestUrl }).urls);
    for (const make of [
      () => new ScriptTagSource({} as unknown as ConstructorParameters<typeof ScriptTagSource>[0]),
      () => new RemoteHeader({} as unknown as ConstructorParameters<typeof RemoteHeader>[0]),
    ])
      expect(make).toThrow(/needs manifestUrl/);
  });

  it.each<[string, (key: SigningKey, other: SigningKey) => Promise<{ text: string; sig: string | null }>, RegExp]>([
    ['no record', async () => ({ text: tagText(), sig: null }), /not signed by any pinned key/],
    [
      'another address and hash than the record signed (a forged script-tag.json)',
      async (key) => ({
        text: tagText('releases/7/evil.mjs', `sha384-${'C'.repeat(64)}`),
        sig: await signReleaseRecord(tagText(), fields(), key),
      }),
      /changed after signing/,
    ],
    [
      'signed by a key the host does not pin',
      async (_key, other) => ({ text: tagText(), sig: await signReleaseRecord(tagText(), fields(), other) }),
      /not signed by any pinned key/,
    ],
    [
      "a manifest's record (another role)",
      async (key) => ({ text: tagText(), sig: await signReleaseRecord(tagText(), fields({ role: 'browser' }), key) }),
      /browser manifest, not the script-tag one/,
    ],
    [
      'an expired record',
      async (key) => ({
        text: tagText(),
        sig: await signReleaseRecord(tagText(), fields({ expires: new Date(NOW - 1) }), key),
      }),
      /expired/,
    ],
    [
      'a module on another origin',
      async (key) => {
        const text = tagText('https://elsewhere.example/global-header.mjs');
        return { text, sig: await signReleaseRecord(text, fields(), key) };
      },
      /another origin/,
    ],
  ])('%s: no tag, and the console says why once', async (_name, make, reason) => {
    const [key, other] = [await makeKey(), await makeKey()];
    const { source, reports } = await sourceFor(await make(key, other), key);
    await expect(source.read()).resolves.toBeNull();
    await expect(source.read()).resolves.toBeNull();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(reason);
  });

  it('an older record than one accepted (a replayed tag) is refused, as is one below the pinned minimum', async () => {
    const key = await makeKey();
    const files = { text: tagText(), sig: await signReleaseRecord(tagText(), fields({ version: 8 }), key) };
    const { source, reports } = await sourceFor(files, key);
    await expect(source.read()).resolves.toMatchObject({ version: 8 });
    files.text = tagText('releases/6/global-header.mjs');
    files.sig = await signReleaseRecord(files.text, fields({ version: 6, release: '6' }), key);
    await expect(source.read()).resolves.toBeNull();
    expect(reports.join('\n')).toMatch(/version 6 is older than version 8/);

    const pinned = new ScriptTagSource({
      manifestUrl: new URL(
        'mf-manifest.json',
        `http://127.0.0.1:${(app!.server.address() as { port: number }).port}/cdn/`,
      ).href,
      publicKeys: [key.publicJwk],
      now: () => NOW,
      minimumVersion: 7,
      report: () => undefined,
    });
    await expect(pinned.read()).resolves.toBeNull();
  });

  it('renderScriptTag escapes what it writes and adds attributes', () => {
    expect(renderScriptTag({ src: 'https://a.example/x.mjs?a=1&b="2"', integrity: INTEGRITY }, { 'data-x': '' })).toBe(
      `<script type="module" src="https://a.example/x.mjs?a=1&amp;b=&quot;2&quot;" integrity="${INTEGRITY}" crossorigin="anonymous" data-x></script>`,
    );
  });
});
