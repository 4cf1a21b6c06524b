// @vitest-environment node
/**
 * `npm run release` publishes each build in a release folder that is never written again,
 * points the root's manifests at it with signed records, keeps RELEASE_RETENTION_COUNT folders, renews the
 * records without a build and rolls back with a record of a higher version (scripts/build/release.ts).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readRecord } from '../../scripts/build/release-record';
import {
  currentRelease,
  listReleases,
  pointManifestAt,
  publishRelease,
  renewRelease,
  rollBack,
} from '../../scripts/build/release';
import type { SigningKey } from '../../scripts/build/signing-key';
import { RELEASE_RECORD_EXPIRY_MS, RELEASE_RETENTION_COUNT } from '../../src/config';
import { SIGNING_KEY_PARAMS, checkRelease, getKeyId, type ReleaseRole } from '../../src/federation/manifest-trust';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function makeKey(): Promise<SigningKey> {
  const pair = (await crypto.subtle.generateKey(SIGNING_KEY_PARAMS, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const publicJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
  return { privateKey: pair.privateKey, publicJwk, kid: await getKeyId(publicJwk) };
}

function manifestOf(entry: string, chunk: string): string {
  return JSON.stringify({
    metaData: { remoteEntry: { name: entry, path: '' }, publicPath: 'auto' },
    exposes: [{ name: 'Header', assets: { js: { sync: [chunk], async: [] }, css: { sync: [], async: [] } } }],
    shared: [],
    integrity: { [entry]: 'sha384-entry', [chunk]: 'sha384-chunk' },
  });
}

/** A build folder as webpack writes it (dist/remote-build), its chunk named after `label`. */
function fakeBuild(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-build-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), manifestOf('remoteEntry.js', `header.${label}.js`));
  writeFileSync(path.join(dir, 'mf-manifest.slim.json'), manifestOf('remoteEntry.slim.js', `header.${label}.slim.js`));
  writeFileSync(path.join(dir, 'server/mf-manifest.json'), manifestOf('remoteEntry.js', `header.${label}.js`));
  writeFileSync(path.join(dir, `header.${label}.slim.js`), `/* ${label} */`);
  writeFileSync(path.join(dir, 'mf-manifest.slim.json.sig'), 'the build records are not published');
  return dir;
}

function remoteDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-remote-'));
  dirs.push(dir);
  return dir;
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const recordOf = (dir: string, file: string) => readRecord(read(dir, `${file}.sig`))!;

describe('npm run release', () => {
  it('publishes a build in its own folder, the root manifests pointing into it with signed records', async () => {
    const key = await makeKey();
    const remote = remoteDir();
    const now = new Date('2026-11-27T08:00:00Z');
    const release = await publishRelease(fakeBuild('a'), { remoteDir: remote, now, key });
    expect(release).toBe(String(Math.floor(now.getTime() / 1000)));
    expect(read(remote, `releases/${release}/header.a.slim.js`)).toBe('/* a */');
    expect(existsSync(path.join(remote, `releases/${release}/mf-manifest.slim.json.sig`))).toBe(false);
    const slim = JSON.parse(read(remote, 'mf-manifest.slim.json'));
    expect(slim.metaData.remoteEntry).toEqual({ name: 'remoteEntry.slim.js', path: `releases/${release}` });
    expect(slim.exposes[0].assets.js.sync).toEqual([`releases/${release}/header.a.slim.js`]);
    expect(Object.keys(slim.integrity)).toEqual([
      `releases/${release}/remoteEntry.slim.js`,
      `releases/${release}/header.a.slim.js`,
    ]);
    const server = JSON.parse(read(remote, 'server/mf-manifest.json'));
    expect(server.metaData.remoteEntry.path).toBe(`../releases/${release}/server`);
    const roles: [string, ReleaseRole][] = [
      ['mf-manifest.json', 'browser'],
      ['mf-manifest.slim.json', 'browser-slim'],
      ['server/mf-manifest.json', 'server'],
    ];
    for (const [file, role] of roles) {
      const bytes = new TextEncoder().encode(read(remote, file)).buffer as ArrayBuffer;
      const result = await checkRelease(bytes, read(remote, `${file}.sig`), [key.publicJwk], {
        name: 'globalHeader',
        role,
        minimumVersion: Number(release),
        now: now.getTime() + RELEASE_RECORD_EXPIRY_MS - 1,
      });
      expect(result, file).toMatchObject({ ok: true, record: { version: Number(release), release } });
    }
  });

  it('puts each release in a new folder, keeps the last RELEASE_RETENTION_COUNT, renews and rolls back with higher versions', async () => {
    const key = await makeKey();
    const remote = remoteDir();
    const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27) + seconds * 1000);
    const published: string[] = [];
    for (let index = 0; index < RELEASE_RETENTION_COUNT + 2; index += 1)
      published.push(await publishRelease(fakeBuild(`b${index}`), { remoteDir: remote, now: at(0), key }));
    // The same second: each next version is one higher.
    expect(published.map(Number)).toEqual(published.map((_, index) => Number(published[0]) + index));
    expect(listReleases(remote)).toEqual(published.slice(-RELEASE_RETENTION_COUNT));
    const newest = published.at(-1)!;
    expect(currentRelease(remote)).toBe(newest);

    const manifestBefore = read(remote, 'mf-manifest.slim.json');
    const renewedVersion = await renewRelease({ remoteDir: remote, now: at(86_400), key });
    expect(renewedVersion).toBe(Math.floor(at(86_400).getTime() / 1000));
    expect(read(remote, 'mf-manifest.slim.json')).toBe(manifestBefore);
    expect(recordOf(remote, 'mf-manifest.slim.json')).toMatchObject({
      version: renewedVersion,
      release: newest,
      signedAt: at(86_400).toISOString(),
      expires: new Date(at(86_400).getTime() + RELEASE_RECORD_EXPIRY_MS).toISOString(),
    });

    const earlier = listReleases(remote)[0]!;
    const rolledVersion = await rollBack(earlier, { remoteDir: remote, now: at(86_400), key });
    expect(rolledVersion).toBe(renewedVersion + 1);
    expect(currentRelease(remote)).toBe(earlier);
    expect(JSON.parse(read(remote, 'mf-manifest.slim.json')).metaData.remoteEntry.path).toBe(`releases/${earlier}`);
    // The rolled-back release stays while newer ones come and go.
    for (let index = 0; index < RELEASE_RETENTION_COUNT; index += 1)
      await publishRelease(fakeBuild(`c${index}`), { remoteDir: remote, now: at(90_000), key });
    expect(listReleases(remote)).toHaveLength(RELEASE_RETENTION_COUNT);
    await expect(rollBack('1', { remoteDir: remote, key })).rejects.toThrow(/no release 1; kept: /);
  });

  it('pointManifestAt prefixes every file the manifest names, types included', () => {
    const text = JSON.stringify({
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        types: { path: '', name: '', zip: '@mf-types.zip', api: '@mf-types.d.ts' },
      },
      exposes: [{ assets: { js: { sync: ['a.js'], async: ['b.js'] }, css: { sync: ['c.css'], async: [] } } }],
      shared: [{ assets: { js: { sync: ['d.js'], async: [] }, css: { sync: [], async: [] } } }],
    });
    const pointed = JSON.parse(pointManifestAt(text, 'releases/5/'));
    expect(pointed.metaData.types).toMatchObject({ zip: 'releases/5/@mf-types.zip', api: 'releases/5/@mf-types.d.ts' });
    expect(pointed.exposes[0].assets).toEqual({
      js: { sync: ['releases/5/a.js'], async: ['releases/5/b.js'] },
      css: { sync: ['releases/5/c.css'], async: [] },
    });
    expect(pointed.shared[0].assets.js.sync).toEqual(['releases/5/d.js']);
  });
});
