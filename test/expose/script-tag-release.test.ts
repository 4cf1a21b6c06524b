// @vitest-environment node
/**
 * The script-tag build is released like the rest (scripts/build/release.ts). Each release,
 * renewal and rollback points the root's `script-tag.json` ({ release, src, integrity }) and its one-line
 * `global-header.mjs` alias at the release the manifests point at, `script-tag.json` with a signed record of
 * its own role; the module itself stays in its release folder. The root's `remoteEntry.js` and
 * `remoteEntry.slim.js` (the bare webpack form) are the release's with its folder as their public path.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publishRelease, rollBack } from '../../scripts/build/release';
import type { SigningKey } from '../../scripts/build/signing-key';
import { sriOf } from '../../scripts/build/script-tag-plugin';
import { SCRIPT_TAG_FILE, SCRIPT_TAG_RECORD_FILE } from '../../src/config';
import { SIGNING_KEY_PARAMS, checkRelease, getKeyId } from '../../src/federation/manifest-trust';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

async function makeKey(): Promise<SigningKey> {
  const pair = (await crypto.subtle.generateKey(SIGNING_KEY_PARAMS, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const publicJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
  return { privateKey: pair.privateKey, publicJwk, kid: await getKeyId(publicJwk) };
}

const manifest = JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] });

/** What webpack's automatic public path compiles to in a remote entry (terser's output), around a label. */
const entryText = (label: string) =>
  `var a='${label}';y.p=i=i.replace(/^blob:|[?#].*$/g,"").replace(/\\/[^/]+$/,"/"),u={};`;

/** A build folder as webpack writes it, with the script-tag build (`withScriptTag`) or without (an older build). */
function fakeBuild(label: string, withScriptTag = true): string {
  const dir = tempDir('script-tag-build-');
  mkdirSync(path.join(dir, 'server'));
  for (const file of ['mf-manifest.json', 'mf-manifest.slim.json', 'server/mf-manifest.json'])
    writeFileSync(path.join(dir, file), manifest);
  for (const file of ['remoteEntry.js', 'remoteEntry.slim.js']) writeFileSync(path.join(dir, file), entryText(label));
  if (withScriptTag) {
    const module = `export const mount = () => '${label}';`;
    writeFileSync(path.join(dir, SCRIPT_TAG_FILE), module);
    writeFileSync(
      path.join(dir, SCRIPT_TAG_RECORD_FILE),
      JSON.stringify({ src: SCRIPT_TAG_FILE, integrity: sriOf(module) }),
    );
  }
  return dir;
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

describe('the script tag in releases', () => {
  it("the root's script-tag.json and alias follow the current release, and the record's hash is the module's", async () => {
    const key = await makeKey();
    const remote = tempDir('script-tag-remote-');
    const first = await publishRelease(fakeBuild('a'), {
      remoteDir: remote,
      now: new Date('2026-11-27T08:00:00Z'),
      key,
    });
    const record = JSON.parse(read(remote, SCRIPT_TAG_RECORD_FILE));
    expect(record).toEqual({
      release: first,
      src: `releases/${first}/${SCRIPT_TAG_FILE}`,
      integrity: `sha384-${createHash('sha384').update(read(remote, record.src)).digest('base64')}`,
    });
    expect(read(remote, SCRIPT_TAG_FILE)).toBe(`export * from './releases/${first}/${SCRIPT_TAG_FILE}';\n`);
    // Served compressed, like the manifests.
    expect(existsSync(path.join(remote, `${SCRIPT_TAG_RECORD_FILE}.br`))).toBe(true);
    // Signed as its own role: a host checks it as it checks a manifest, and no other role's record passes.
    const expectation = { name: 'globalHeader', minimumVersion: 0, now: Date.parse('2026-11-27T08:01:00Z') };
    const bytes = new Uint8Array(readFileSync(path.join(remote, SCRIPT_TAG_RECORD_FILE))).buffer;
    const sig = read(remote, `${SCRIPT_TAG_RECORD_FILE}.sig`);
    await expect(
      checkRelease(bytes, sig, [key.publicJwk], { ...expectation, role: 'script-tag' }),
    ).resolves.toMatchObject({ ok: true, record: { release: first, role: 'script-tag' } });
    await expect(
      checkRelease(bytes, read(remote, 'mf-manifest.json.sig'), [key.publicJwk], {
        ...expectation,
        role: 'script-tag',
      }),
    ).resolves.toMatchObject({ ok: false });
    // The bare webpack form: the root's entries are the release's, their chunks from its folder.
    for (const file of ['remoteEntry.js', 'remoteEntry.slim.js'])
      expect(read(remote, file)).toBe(entryText('a').replace('"/"),u', `"/releases/${first}/"),u`));

    const second = await publishRelease(fakeBuild('b'), {
      remoteDir: remote,
      now: new Date('2026-11-27T09:00:00Z'),
      key,
    });
    expect(JSON.parse(read(remote, SCRIPT_TAG_RECORD_FILE)).src).toBe(`releases/${second}/${SCRIPT_TAG_FILE}`);
    expect(read(remote, `releases/${second}/${SCRIPT_TAG_FILE}`)).toContain("'b'");
    // The first release's module is still there, unchanged, for the pages pinned to it.
    expect(read(remote, `releases/${first}/${SCRIPT_TAG_FILE}`)).toContain("'a'");

    expect(read(remote, 'remoteEntry.js')).toContain(`'b';`);
    expect(read(remote, 'remoteEntry.js')).toContain(`"/releases/${second}/"`);

    await rollBack(first, { remoteDir: remote, now: new Date('2026-11-27T10:00:00Z'), key });
    expect(JSON.parse(read(remote, SCRIPT_TAG_RECORD_FILE))).toEqual(record);
    expect(read(remote, SCRIPT_TAG_FILE)).toBe(`export * from './releases/${first}/${SCRIPT_TAG_FILE}';\n`);
    expect(read(remote, 'remoteEntry.js')).toContain(`"/releases/${first}/"`);
  });

  it('a rollback to a release without the script-tag build leaves the root without a tag that names another release', async () => {
    const key = await makeKey();
    const remote = tempDir('script-tag-remote-');
    const old = await publishRelease(fakeBuild('old', false), {
      remoteDir: remote,
      now: new Date('2026-11-27T08:00:00Z'),
      key,
    });
    await publishRelease(fakeBuild('new'), { remoteDir: remote, now: new Date('2026-11-27T09:00:00Z'), key });
    expect(existsSync(path.join(remote, SCRIPT_TAG_RECORD_FILE))).toBe(true);
    await rollBack(old, { remoteDir: remote, now: new Date('2026-11-27T10:00:00Z'), key });
    for (const file of [
      SCRIPT_TAG_RECORD_FILE,
      `${SCRIPT_TAG_RECORD_FILE}.sig`,
      SCRIPT_TAG_FILE,
      `${SCRIPT_TAG_FILE}.br`,
    ])
      expect(existsSync(path.join(remote, file)), file).toBe(false);
  });
});
