/**
 * Records the SHA-384 of every JS file a build emits in its federation manifest(s) and signs a release
 * record for each (the format is src/federation/manifest-trust.ts). These records make
 * the build folder (dist/remote-build) loadable as it is, for `npm run dev`; `npm run release` publishes
 * the build as a release folder with fresh records at the root (scripts/release.mjs). It runs at the last
 * processAssets stage, after minifying, source-map comments, banners and real content hashes, so
 * the hashes are those of the bytes written to disk; the federation manifest is made earlier
 * (OPTIMIZE_TRANSFER) and is rewritten here with its `integrity` field, then signed as written.
 */
import { createHash } from 'node:crypto';
import webpack, { type Compiler } from 'webpack';
import {
  CHUNK_INTEGRITY_SNIPPET,
  INTEGRITY_ALG,
  INTEGRITY_FIELD,
  SIGNATURE_SUFFIX,
  type ReleaseRole,
} from '../../src/federation/manifest-trust';
import { signReleaseRecord } from './release-record';

const NAME = 'ManifestIntegrityPlugin';

/**
 * The version of a build's own records: one per build round, shared by the compilers of this process (the
 * default, slim and server builds run side by side), from the clock in seconds, so it goes up build after build.
 * Hosts keep one accepted version per remote across its manifests: a slim record a few seconds newer than the
 * default one would have the default manifest refused on the next page of `npm run dev`.
 */
const round = { version: 0, compiling: 0 };
function startRound(): void {
  if (round.compiling === 0) round.version = Math.max(Math.floor(Date.now() / 1000), round.version + 1);
  round.compiling += 1;
}
function endRound(): void {
  round.compiling = Math.max(0, round.compiling - 1);
}

export interface ManifestIntegrityOptions {
  /** The manifest files of this build (as emitted, e.g. `mf-manifest.slim.json`). */
  manifests: readonly string[];
  /** The federation name and the role the records name (`browser`, `browser-slim`, `server`). */
  name: string;
  role: ReleaseRole;
  /**
   * Browser builds: every chunk webpack's script loader adds gets the `integrity` the host plugin
   * read from the verified manifest (CHUNK_INTEGRITY_SNIPPET).
   */
  chunkIntegrity?: boolean;
}

export class ManifestIntegrityPlugin {
  constructor(private readonly options: ManifestIntegrityOptions) {}

  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.run.tap(NAME, startRound);
    compiler.hooks.watchRun.tap(NAME, startRound);
    compiler.hooks.done.tap(NAME, endRound);
    compiler.hooks.failed.tap(NAME, endRound);
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      if (this.options.chunkIntegrity) {
        webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
          NAME,
          (source) => `${source}\n${CHUNK_INTEGRITY_SNIPPET}`,
        );
      }
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const integrity: Record<string, string> = {};
          const jsAssets = compilation
            .getAssets()
            .filter((asset) => /\.js$/.test(asset.name))
            .sort((a, b) => a.name.localeCompare(b.name));
          for (const asset of jsAssets) {
            const digest = createHash('sha384').update(asset.source.buffer()).digest('base64');
            integrity[asset.name] = `${INTEGRITY_ALG}-${digest}`;
          }
          // A build's own records: this round's version (a compilation started outside run/watch gets the clock's).
          const version = round.version || Math.floor(Date.now() / 1000);
          for (const name of this.options.manifests) {
            const asset = compilation.getAsset(name);
            if (!asset) {
              compilation.errors.push(new webpack.WebpackError(`${NAME}: ${name} was not emitted`));
              continue;
            }
            const manifest = JSON.parse(asset.source.source().toString()) as Record<string, unknown>;
            manifest[INTEGRITY_FIELD] = integrity;
            const text = JSON.stringify(manifest, null, 2);
            compilation.updateAsset(name, new RawSource(text));
            const { name: remoteName, role } = this.options;
            const record = await signReleaseRecord(text, { name: remoteName, role, version, release: 'build' });
            compilation.emitAsset(`${name}${SIGNATURE_SUFFIX}`, new RawSource(record));
          }
        },
      );
    });
  }
}
