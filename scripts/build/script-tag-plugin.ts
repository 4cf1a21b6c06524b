/**
 * Writes `script-tag.json` beside the script-tag build's module (issue 28): `{ src, integrity }`, the
 * SHA-384 (SRI) of `global-header.mjs` as written to disk. It runs at the last processAssets stage, after
 * minifying and the source-map comment, so the hash is that of the bytes a browser receives (decoded).
 * `npm run release` publishes the root's copy, pointing into the release folder (scripts/build/release.ts).
 *
 * And `script-tag-stats.json`, for `npm run bench` (scripts/bench/12-script-tag.mjs), as the federation
 * builds publish their `mf-manifest-stats.json`: the module's own files, and the files each `import()` of
 * the build loads, by the request and the module that makes it.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import webpack, { type Compiler } from 'webpack';
import { SCRIPT_TAG_FILE, SCRIPT_TAG_RECORD_FILE } from '../../src/config/remote-files';

const NAME = 'ScriptTagPlugin';

/** What `script-tag.json` holds: where the module is (relative to the JSON file's folder) and its SRI hash. */
export interface ScriptTagRecord {
  src: string;
  integrity: string;
}

/** `sha384-…` of `bytes`, as an `integrity` attribute takes it. */
/** What `script-tag-stats.json` holds. */
export interface ScriptTagStats {
  entry: string[];
  lazy: { request: string; from: string; files: string[] }[];
}

export const SCRIPT_TAG_STATS_FILE = 'script-tag-stats.json';

const moduleFiles = (files: Iterable<string>) => [...files].filter((file) => file.endsWith('.mjs')).sort();

export const sriOf = (bytes: Buffer | string): string =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

export class ScriptTagPlugin {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(SCRIPT_TAG_FILE);
          if (!asset) {
            compilation.errors.push(new webpack.WebpackError(`${NAME}: ${SCRIPT_TAG_FILE} was not emitted`));
            return;
          }
          const record: ScriptTagRecord = { src: SCRIPT_TAG_FILE, integrity: sriOf(asset.source.buffer()) };
          compilation.emitAsset(SCRIPT_TAG_RECORD_FILE, new RawSource(`${JSON.stringify(record, null, 2)}\n`));
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
