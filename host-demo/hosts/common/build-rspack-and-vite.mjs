/**
 * `npm run build:hosts` (after the webpack hosts): the bundler matrix's Rspack and Vite hosts (issue 17) and
 * its Rsbuild host (issue 28), each with its own tool's API, into dist/hosts/<tool>.
 *
 * Plain Node, not tsx: @rspack/core must load with Node's own loader (rspack/rspack.config.ts says why); the
 * TypeScript configs come in through tsx's scoped `tsImport`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRsbuild, loadConfig } from '@rsbuild/core';
import { rspack } from '@rspack/core';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

async function buildRspack() {
  const { rspackHostConfig } = await tsImport('../rspack/rspack.config.ts', import.meta.url);
  const compiler = rspack(rspackHostConfig(rspack, 'production'));
  await new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      console.log(`rspack host built in ${(stats?.endTime ?? 0) - (stats?.startTime ?? 0)} ms`);
      resolve();
    }),
  );
}

async function buildVite() {
  const started = Date.now();
  await build({ configFile: path.join(here, '../vite/vite.config.ts') });
  console.log(`vite host built in ${Date.now() - started} ms`);
}

/** Rsbuild loads its own TypeScript config, as its CLI does (`rsbuild build -c …`). */
async function buildRsbuild() {
  const started = Date.now();
  const cwd = path.join(here, '../rsbuild');
  const { content } = await loadConfig({ cwd });
  const rsbuild = await createRsbuild({ cwd, rsbuildConfig: content, loadEnv: false });
  const { close } = await rsbuild.build();
  await close();
  console.log(`rsbuild host built in ${Date.now() - started} ms`);
}

await buildRspack();
await buildRsbuild();
await buildVite();
