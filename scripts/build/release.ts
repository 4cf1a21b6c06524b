/**
 * Versioned, immutable releases of the remote (docs/releases.md). `npm run release` (the CLI is
 * scripts/release.mjs) copies a build (dist/remote-build) into `dist/remote/releases/<version>/`, a folder
 * never written again, and writes the three manifests at the root of dist/remote, each pointing into that
 * folder, with a signed release record beside each. Earlier folders stay served (RELEASE_RETENTION_COUNT),
 * so a page loaded on one release keeps loading its lazy parts after the next is live.
 *
 * - renew: fresh records (a higher version, a new expiry) for the current release, no build;
 * - rollback: records with a higher version for manifests that point at an earlier release folder.
 */
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RELEASES_FOLDER, RELEASE_RETENTION_COUNT } from '../../src/config/releases';
import {
  REMOTE_ENTRY_FILE,
  REMOTE_MANIFEST_FILE,
  SCRIPT_TAG_FILE,
  SCRIPT_TAG_RECORD_FILE,
  SLIM_REMOTE_ENTRY_FILE,
  SLIM_REMOTE_MANIFEST_FILE,
} from '../../src/config/remote-files';
import { INTEGRITY_FIELD, SIGNATURE_SUFFIX, type ReleaseRole } from '../../src/federation/manifest-trust';
import { readRecord, signReleaseRecord } from './release-record';
import type { SigningKey } from './signing-key';

const REMOTE_NAME = 'globalHeader';

/** The three manifests of a release: where each sits (relative to the remote's root and to a release folder) and its role. */
const RELEASE_MANIFESTS: readonly { file: string; role: ReleaseRole }[] = [
  { file: REMOTE_MANIFEST_FILE, role: 'browser' },
  { file: SLIM_REMOTE_MANIFEST_FILE, role: 'browser-slim' },
  { file: `server/${REMOTE_MANIFEST_FILE}`, role: 'server' },
];

export interface ReleaseOptions {
  /** The remote's published folder (dist/remote). */
  remoteDir: string;
  /** Default: now. */
  now?: Date;
  /** Default: the release key (scripts/build/signing-key.ts). */
  key?: SigningKey;
}

const releasesDir = (remoteDir: string) => path.join(remoteDir, RELEASES_FOLDER);

/** The release folders, oldest first (their names are the versions they were published at). */
export function listReleases(remoteDir: string): string[] {
  if (!existsSync(releasesDir(remoteDir))) return [];
  return readdirSync(releasesDir(remoteDir))
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(a) - Number(b));
}

/** The root's current records (absent ones left out). */
function currentRecords(remoteDir: string) {
  return RELEASE_MANIFESTS.flatMap(({ file }) => {
    const sig = path.join(remoteDir, `${file}${SIGNATURE_SUFFIX}`);
    const record = existsSync(sig) ? readRecord(readFileSync(sig, 'utf8')) : undefined;
    return record ? [record] : [];
  });
}

/** The release the root's manifests point at, if any. */
export function currentRelease(remoteDir: string): string | undefined {
  return currentRecords(remoteDir).find((record) => record.role === 'browser-slim')?.release;
}

/**
 * The next version: above every record at the root and every release folder, and at least the time in
 * seconds, so that it keeps going up even after dist/ was deleted (a browser remembers the highest it saw).
 */
function nextVersion(remoteDir: string, now: Date): number {
  const seen = [...currentRecords(remoteDir).map((record) => record.version), ...listReleases(remoteDir).map(Number)];
  return Math.max(Math.floor(now.getTime() / 1000), ...seen.map((version) => version + 1));
}

type AssetLists = Record<string, Record<string, string[] | undefined> | undefined>;
interface Manifest {
  metaData: {
    remoteEntry: { path?: string; name: string };
    types?: { path?: string; name?: string; zip?: string; api?: string };
    ssrRemoteEntry?: { path?: string };
  };
  exposes?: { assets?: AssetLists }[];
  shared?: { assets?: AssetLists }[];
  [INTEGRITY_FIELD]?: Record<string, string>;
}

/**
 * A release folder's manifest as the root serves it: every file it names (the remote entry, each expose's
 * and shared package's assets, the types, the integrity map) prefixed with `prefix`, the path from the
 * root manifest's folder into the release folder. The federation runtime resolves them from the
 * manifest's URL (publicPath "auto"), and the remote entry's chunks from the entry's own URL.
 */
export function pointManifestAt(text: string, prefix: string): string {
  const manifest = JSON.parse(text) as Manifest;
  const at = (file: string) => `${prefix}${file}`;
  const folder = (value: string | undefined) => `${prefix}${(value ?? '').replace(/^\.?\/?/, '')}`.replace(/\/$/, '');
  const { metaData } = manifest;
  metaData.remoteEntry.path = folder(metaData.remoteEntry.path);
  if (metaData.ssrRemoteEntry) metaData.ssrRemoteEntry.path = folder(metaData.ssrRemoteEntry.path);
  if (metaData.types) {
    if (metaData.types.zip) metaData.types.zip = at(metaData.types.zip);
    if (metaData.types.api) metaData.types.api = at(metaData.types.api);
  }
  for (const item of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) {
    for (const kind of Object.values(item.assets ?? {}))
      for (const [when, files] of Object.entries(kind ?? {})) if (files) kind![when] = files.map(at);
  }
  const integrity = manifest[INTEGRITY_FIELD];
  if (integrity) manifest[INTEGRITY_FIELD] = Object.fromEntries(Object.entries(integrity).map(([f, h]) => [at(f), h]));
  return JSON.stringify(manifest, null, 2);
}

/** Writes `file` by rename, with its brotli and gzip variants (the remote server serves those first). */
function writeServed(file: string, text: string, compress: boolean): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const variants: [string, Buffer | string][] = [[file, text]];
  if (compress) {
    const bytes = Buffer.from(text);
    variants.push([`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })]);
    variants.push([`${file}.gz`, gzipSync(bytes, { level: 9 })]);
  } else {
    for (const suffix of ['.br', '.gz']) rmSync(`${file}${suffix}`, { force: true });
  }
  for (const [target, content] of variants) {
    writeFileSync(`${target}.tmp`, content);
    renameSync(`${target}.tmp`, target);
  }
}

/** Points the root's manifests at `release` with records of `version`: the manifests first, then each record. */
async function pointRootAt(release: string, version: number, options: ReleaseOptions): Promise<void> {
  const { remoteDir } = options;
  const folder = path.join(releasesDir(remoteDir), release);
  for (const { file, role } of RELEASE_MANIFESTS) {
    const source = path.join(folder, file);
    if (!existsSync(source)) throw new Error(`release ${release} has no ${file}`);
    const depth = file.split('/').length - 1;
    const prefix = `${'../'.repeat(depth)}${RELEASES_FOLDER}${release}/${path.posix.dirname(file) === '.' ? '' : `${path.posix.dirname(file)}/`}`;
    const text = pointManifestAt(readFileSync(source, 'utf8'), prefix);
    const record = await signReleaseRecord(
      text,
      { name: REMOTE_NAME, role, version, release, signedAt: options.now },
      options.key,
    );
    writeServed(path.join(remoteDir, file), text, true);
    writeServed(path.join(remoteDir, `${file}${SIGNATURE_SUFFIX}`), record, false);
  }
  for (const file of TYPE_FILES)
    if (existsSync(path.join(folder, file))) cpSync(path.join(folder, file), path.join(remoteDir, file));
  for (const file of [REMOTE_ENTRY_FILE, SLIM_REMOTE_ENTRY_FILE]) pointRootEntryAt(release, file, options);
  await pointScriptTagAt(release, version, options);
}

/**
 * webpack's automatic public path as the browser builds' remote entries compute it (the minifier's output of
 * AutoPublicPathRuntimeModule): the folder of the entry's own URL. The root's copy of an entry replaces the
 * folder with the release's, so its chunks load from there.
 */
const AUTO_PUBLIC_PATH = '.replace(/\\/[^/]+$/,"/")';

/**
 * The bare webpack form (`globalHeader@https://…/remoteEntry.js`, webpack's own container plugin) names
 * the entry at the remote's root: the root gets a copy of the release's `remoteEntry.js` (and
 * `remoteEntry.slim.js`) whose public path is that release's folder, short-lived like the manifests. It is
 * not signed: nothing checks a bare entry (docs/hosts.md says what that form gives up). A release without
 * the entry leaves the root without it.
 */
function pointRootEntryAt(release: string, file: string, { remoteDir }: ReleaseOptions): void {
  const source = path.join(releasesDir(remoteDir), release, file);
  if (!existsSync(source)) {
    for (const suffix of ['', '.br', '.gz']) rmSync(path.join(remoteDir, `${file}${suffix}`), { force: true });
    return;
  }
  const text = readFileSync(source, 'utf8');
  const at = text.split(AUTO_PUBLIC_PATH).length - 1;
  if (at !== 1)
    throw new Error(
      `${file} of release ${release} computes its public path ${at} times, not once: cannot point the root's copy at its folder`,
    );
  const folder = `/${RELEASES_FOLDER}${release}/`;
  writeServed(
    path.join(remoteDir, file),
    text.replace(AUTO_PUBLIC_PATH, () => `.replace(/\\/[^/]+$/,${JSON.stringify(folder)})`),
    true,
  );
}

/**
 * The script-tag build at the root, for the release the manifests point at:
 * - `script-tag.json`: `{ release, src: 'releases/<release>/global-header.mjs', integrity }`, the stable
 *   place to read the current tag's two attributes (short-lived, like the manifests), with its signed
 *   release record `script-tag.json.sig` (role `script-tag`) that every reader checks;
 * - `global-header.mjs`: a one-line alias, `export * from './releases/<release>/global-header.mjs'`, for
 *   pages that take every release without editing their tag. It cannot carry an `integrity` (its bytes
 *   change with every release, and an import has none); the module it names still loads its lazy parts
 *   from its own release folder, so a page keeps the release it started on (skew protection).
 * A release without the script-tag build (published before it existed) leaves the root without both.
 */
async function pointScriptTagAt(release: string, version: number, options: ReleaseOptions): Promise<void> {
  const { remoteDir } = options;
  const inRelease = path.join(releasesDir(remoteDir), release, SCRIPT_TAG_RECORD_FILE);
  if (!existsSync(inRelease)) {
    for (const file of [SCRIPT_TAG_RECORD_FILE, `${SCRIPT_TAG_RECORD_FILE}${SIGNATURE_SUFFIX}`, SCRIPT_TAG_FILE])
      for (const suffix of ['', '.br', '.gz']) rmSync(path.join(remoteDir, `${file}${suffix}`), { force: true });
    return;
  }
  const record = JSON.parse(readFileSync(inRelease, 'utf8')) as { src: string; integrity: string };
  const src = `${RELEASES_FOLDER}${release}/${record.src}`;
  const text = `${JSON.stringify({ release, src, integrity: record.integrity }, null, 2)}\n`;
  // Signed like a manifest, as its own role: whoever writes the CDN cannot choose the tag's address and hash.
  const signed = await signReleaseRecord(
    text,
    { name: REMOTE_NAME, role: 'script-tag', version, release, signedAt: options.now },
    options.key,
  );
  writeServed(path.join(remoteDir, SCRIPT_TAG_RECORD_FILE), text, true);
  writeServed(path.join(remoteDir, `${SCRIPT_TAG_RECORD_FILE}${SIGNATURE_SUFFIX}`), signed, false);
  writeServed(path.join(remoteDir, SCRIPT_TAG_FILE), `export * from './${src}';\n`, true);
}

/** The type bundles hosts download beside the manifest (docs/hosts.md, "Exposes and types"): copied to the root, unsigned like any type. */
const TYPE_FILES = ['@mf-types.zip', '@mf-types.d.ts'];

/** Removes release folders beyond RELEASE_RETENTION_COUNT, oldest first; never the current one. */
function prune(remoteDir: string, keep: number = RELEASE_RETENTION_COUNT): string[] {
  const current = currentRelease(remoteDir);
  const releases = listReleases(remoteDir).filter((release) => release !== current);
  const removed = releases.slice(0, Math.max(0, releases.length - (keep - (current ? 1 : 0))));
  for (const release of removed) rmSync(path.join(releasesDir(remoteDir), release), { recursive: true, force: true });
  return removed;
}

/**
 * Publishes the build in `buildDir` as a new release: copies it into `releases/<version>/` (a folder that
 * must not exist yet; the build's own records are left out, the root's sign it), points the root at it, and
 * removes the folders beyond the retention. Returns the version.
 */
export async function publishRelease(buildDir: string, options: ReleaseOptions): Promise<string> {
  const now = options.now ?? new Date();
  for (const { file } of RELEASE_MANIFESTS)
    if (!existsSync(path.join(buildDir, file))) throw new Error(`${path.join(buildDir, file)} is missing: build first`);
  const version = nextVersion(options.remoteDir, now);
  const release = String(version);
  const folder = path.join(releasesDir(options.remoteDir), release);
  if (existsSync(folder)) throw new Error(`${folder} exists: a release folder is never written twice`);
  mkdirSync(releasesDir(options.remoteDir), { recursive: true });
  cpSync(buildDir, `${folder}.tmp`, {
    recursive: true,
    filter: (source) => !/\.sig(\.(br|gz))?$/.test(source),
  });
  renameSync(`${folder}.tmp`, folder);
  await pointRootAt(release, version, { ...options, now });
  prune(options.remoteDir);
  return release;
}

/** Fresh records for the current release (a higher version, a new expiry): no rebuild. Returns the version. */
export async function renewRelease(options: ReleaseOptions): Promise<number> {
  const now = options.now ?? new Date();
  const release = currentRelease(options.remoteDir);
  if (!release) throw new Error(`${options.remoteDir} has no current release to renew`);
  const version = nextVersion(options.remoteDir, now);
  await pointRootAt(release, version, { ...options, now });
  return version;
}

/** Points the root at an earlier release folder, with records of a higher version. Returns the version. */
export async function rollBack(release: string, options: ReleaseOptions): Promise<number> {
  const now = options.now ?? new Date();
  if (!listReleases(options.remoteDir).includes(release))
    throw new Error(`no release ${release}; kept: ${listReleases(options.remoteDir).join(', ') || 'none'}`);
  const version = nextVersion(options.remoteDir, now);
  await pointRootAt(release, version, { ...options, now });
  return version;
}
