/**
 * Writes `script-tag.json` beside the script-tag build's module: `{ src, integrity }`, the
 * SHA-384 (SRI) of `global-header.mjs` as written to disk, and its signed release record
 * (`script-tag.json.sig`, role `script-tag`, as the manifests' own build records) so that `npm run dev`
 * serves a tag hosts accept. It runs at the last processAssets stage, after minifying and the source-map
 * comment, so the hash is that of the bytes a browser receives (decoded). `npm run release` publishes the
 * root's copy, pointing into the release folder, with a fresh record (scripts/build/release.ts).
 *
 * The module pins its lazy chunks the same way: each chunk is a classic script (the build's chunk loading
 * is `jsonp`, since `import()` takes no `integrity`), and the loader gives it the SHA-384 of its bytes from
 * a table inside the module. The table is written in two steps: the loader's code names a placeholder of a
 * hash's exact length per chunk, and once every chunk's bytes are final the placeholders become their hashes
 * (same length, so the module's source map stays right). The `integrity` of the module thus covers every
 * chunk it can load; a chunk the table does not name gets a hash no file has.
 *
 * And `script-tag-stats.json`, for `npm run bench` (scripts/bench/12-script-tag.mjs), as the federation
 * builds publish their `mf-manifest-stats.json`: the module's own files, and the files each `import()` of
 * the build loads, by the request and the module that makes it.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import webpack, { type Compiler } from 'webpack';
import { SCRIPT_TAG_FILE, SCRIPT_TAG_RECORD_FILE } from '../../src/config/remote-files';
import { INTEGRITY_ALG, REFUSE_INTEGRITY, SIGNATURE_SUFFIX } from '../../src/federation/manifest-trust';
import { signReleaseRecord } from './release-record';

const NAME = 'ScriptTagPlugin';
/** The federation name the records name: the script tag is the same remote's. */
const REMOTE_NAME = 'globalHeader';

/** What `script-tag.json` holds: where the module is (relative to the JSON file's folder) and its SRI hash. */
export interface ScriptTagRecord {
  src: string;
  integrity: string;
}

/** What `script-tag-stats.json` holds. */
export interface ScriptTagStats {
  entry: string[];
  lazy: { request: string; from: string; files: string[] }[];
}

export const SCRIPT_TAG_STATS_FILE = 'script-tag-stats.json';

const moduleFiles = (files: Iterable<string>) => [...files].filter((file) => file.endsWith('.mjs')).sort();

/** `sha384-…` of `bytes`, as an `integrity` attribute takes it. */
export const sriOf = (bytes: Buffer | string): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** base64 of a SHA-384: always 64 characters. */
const DIGEST_LENGTH = 64;

/**
 * The stand-in for chunk `index`'s hash until its bytes are final: a well-formed SHA-384 of the same length
 * (so one left in place refuses the chunk rather than being ignored), unique per chunk.
 */
export const chunkHashPlaceholder = (index: number): string =>
  `${INTEGRITY_ALG}-${`GHsri${index}x`.padEnd(DIGEST_LENGTH, 'A')}`;

export class ScriptTagPlugin {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      /** The chunks the loader's table names, by the placeholder their hash replaces. */
      const pinned = new Map<string, webpack.Chunk>();
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        NAME,
        (source, runtimeChunk) => {
          const table: Record<string, string> = {};
          for (const chunk of [...runtimeChunk.getAllAsyncChunks()].sort((a, b) =>
            String(a.id).localeCompare(String(b.id)),
          )) {
            if (chunk.id === null) continue;
            const placeholder = chunkHashPlaceholder(pinned.size);
            pinned.set(placeholder, chunk);
            table[String(chunk.id)] = placeholder;
          }
          return [
            source,
            `script.integrity = (${JSON.stringify(table)})[chunkId] || ${JSON.stringify(REFUSE_INTEGRITY)};`,
            `script.crossOrigin = 'anonymous';`,
          ].join('\n');
        },
      );
      // After real content hashes and minifying, before the module's own hash is taken (REPORT).
      compilation.hooks.processAssets.tap(
        { name: `${NAME}ChunkHashes`, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          if (pinned.size === 0) return;
          const hashes = new Map<string, string>();
          for (const [placeholder, chunk] of pinned) {
            const file = moduleFiles(chunk.files)[0];
            const asset = file === undefined ? undefined : compilation.getAsset(file);
            if (!asset) {
              compilation.errors.push(new webpack.WebpackError(`${NAME}: chunk ${chunk.id} has no .mjs file to pin`));
              continue;
            }
            hashes.set(placeholder, sriOf(asset.source.buffer()));
          }
          for (const asset of compilation.getAssets()) {
            if (!asset.name.endsWith('.mjs')) continue;
            const text = asset.source.source().toString();
            let replaced = text;
            for (const [placeholder, hash] of hashes) replaced = replaced.split(placeholder).join(hash);
            if (replaced !== text) compilation.updateAsset(asset.name, new RawSource(replaced));
          }
        },
      );
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const asset = compilation.getAsset(SCRIPT_TAG_FILE);
          if (!asset) {
            compilation.errors.push(new webpack.WebpackError(`${NAME}: ${SCRIPT_TAG_FILE} was not emitted`));
            return;
          }
          const record: ScriptTagRecord = { src: SCRIPT_TAG_FILE, integrity: sriOf(asset.source.buffer()) };
          const recordText = `${JSON.stringify(record, null, 2)}\n`;
          compilation.emitAsset(SCRIPT_TAG_RECORD_FILE, new RawSource(recordText));
          // The build's own record, as ManifestIntegrityPlugin signs the manifests': version from the clock.
          const version = Math.floor(Date.now() / 1000);
          const signed = await signReleaseRecord(recordText, {
            name: REMOTE_NAME,
            role: 'script-tag',
            version,
            release: 'build',
          });
          compilation.emitAsset(`${SCRIPT_TAG_RECORD_FILE}${SIGNATURE_SUFFIX}`, new RawSource(signed));
          const entrypoints = new Set<unknown>(compilation.entrypoints.values());
          const stats: ScriptTagStats = {
            entry: moduleFiles([...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles())),
            lazy: compilation.chunkGroups
              .filter((group) => !entrypoints.has(group))
              .flatMap((group) =>
                group.origins.map((origin) => ({
                  request: origin.request ?? '',
                  from: path
                    .relative(compiler.context, origin.module?.nameForCondition() ?? '')
                    .split(path.sep)
                    .join('/'),
                  files: moduleFiles(group.getFiles()),
                })),
              )
              .sort((a, b) => `${a.from} ${a.request}`.localeCompare(`${b.from} ${b.request}`)),
          };
          compilation.emitAsset(SCRIPT_TAG_STATS_FILE, new RawSource(`${JSON.stringify(stats, null, 2)}\n`));
        },
      );
    });
  }
}
