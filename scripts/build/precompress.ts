/**
 * A brotli (`.br`) and a gzip (`.gz`) file beside every text asset a production build emits (JS, CSS, JSON,
 * HTML, SVG; not source maps, which only developer tools fetch), as a CDN would keep them: the servers hand
 * them out by content negotiation (`@fastify/static` `preCompressed`), so no request pays for compressing on
 * the fly and brotli runs at its best (slowest) level once, at build time. compression-webpack-plugin does
 * it for webpack and Rspack; the Vite host (host-demo/hosts/vite/vite.config.ts) calls `precompressFiles`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import type { Compiler, Configuration, WebpackPluginInstance } from 'webpack';

const TEXT = /\.(?:js|mjs|cjs|css|json|html|svg)$/;
const BROTLI: BrotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
const GZIP = { level: constants.Z_BEST_COMPRESSION };

/**
 * The compression plugins of a production build (none in development: served from memory, rebuilt on every
 * save). Every text asset gets both files however little it shrinks (`minRatio`), so a server never falls
 * back to the plain file for one of them.
 *
 * `afterManifestIntegrity`: compression-webpack-plugin runs at the OPTIMIZE_TRANSFER processAssets stage, and
 * ManifestIntegrityPlugin rewrites the federation manifest later (REPORT), which would leave `.br`/`.gz` of
 * the unsigned manifest. For the remote's builds its taps are moved just after REPORT.
 */
export function precompressPlugins(
  mode: Configuration['mode'],
  { afterManifestIntegrity = false } = {},
): WebpackPluginInstance[] {
  if (mode !== 'production') return [];
  const both = { test: TEXT, minRatio: Number.MAX_VALUE };
  const plugins = [
    new CompressionPlugin({ ...both, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: GZIP }),
    new CompressionPlugin<BrotliOptions>({
      ...both,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: BROTLI,
    }),
  ];
  if (!afterManifestIntegrity) return plugins;
  return [
    {
      apply(compiler: Compiler) {
        const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1;
        compiler.hooks.thisCompilation.tap('PrecompressAfterReport', (compilation) =>
          compilation.hooks.processAssets.intercept({
            register: (tap) => (tap.name === CompressionPlugin.name ? { ...tap, stage } : tap),
          }),
        );
        for (const plugin of plugins) plugin.apply(compiler);
      },
    },
  ];
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The same for files already written (the Vite host): `<file>.br` and `<file>.gz` beside each text file. */
export async function precompressFiles(files: readonly string[]): Promise<void> {
  await Promise.all(
    files
      .filter((file) => TEXT.test(file))
      .map(async (file) => {
        const source = await readFile(file);
        const [br, gz] = await Promise.all([brotli(source, BROTLI), gzipAsync(source, GZIP)]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
  );
}
