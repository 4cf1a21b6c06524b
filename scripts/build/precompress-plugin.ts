/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) variant next to every text asset a build emits (JS, CSS,
 * JSON, HTML, SVG), as a CDN would keep them: the servers hand them out by content negotiation
 * (`@fastify/static` `preCompressed`), so no request pays for compressing on the fly and brotli can
 * run at its best (slowest) level once, at build time.
 *
 * It runs after webpack has written its files and reads back the ones this compilation emitted
 * (the federation manifest and mf-stats.json included): never a whole folder, since another build
 * may be writing beside it (the remote's server build lives in dist/remote/server). Source maps are
 * left alone: only developer tools fetch them.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Compiler } from 'webpack';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const PRECOMPRESSED_EXTENSIONS = /\.(?:js|mjs|cjs|css|json|html|svg)$/;

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `files`; returns how many it compressed. */
export async function precompressFiles(allFiles: readonly string[]): Promise<number> {
  const files = allFiles.filter((file) => PRECOMPRESSED_EXTENSIONS.test(file));
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

export class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      // Development builds are served from memory or rebuilt on every save: not worth the time.
      if (compiler.options.mode !== 'production') return;
      const outputPath = compilation.outputOptions.path;
      if (!outputPath) return;
      await precompressFiles(compilation.getAssets().map((asset) => path.join(outputPath, asset.name)));
    });
  }
}
