/**
 * `npm run build:hosts` (after the webpack hosts): the bundler matrix's Rspack and Vite hosts and
 * its Rsbuild and Next.js hosts, each with its own tool's API or CLI, into dist/hosts/<tool>.
 *
 * Plain Node, not tsx: @rspack/core must load with Node's own loader (rspack/rspack.config.ts says why); the
 * TypeScript configs come in through tsx's scoped `tsImport`.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRsbuild, loadConfig } from '@rsbuild/core';
import { rspack } from '@rspack/core';
import { tsImport } from 'tsx/esm/api';
import { build } from 'vite';
import { folderBuildStamp } from '../../../scripts/test-runner/build-stamp.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const require = createRequire(import.meta.url);

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

/**
 * `next build` as a Next.js team runs it (its type check included). Turbopack tells no plugin what it read, so
 * the stamp covers the app's folder and everything of ours it imports from (the host kit, host-demo/server, src/, examples/).
 */
async function buildNext() {
  const started = Date.now();
  const stamp = folderBuildStamp({
    root,
    name: 'host-next',
    configFiles: ['host-demo/hosts/common/build-rspack-and-vite.mjs', 'tsconfig.json'],
    folders: ['host-demo/hosts/next', 'host-demo/server', 'packages/host-kit/src', 'src', 'examples'],
    // Next writes it on every build: generated, not an input.
    skip: (file) => file === 'host-demo/hosts/next/next-env.d.ts',
  });
  stamp.start();
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
      cwd: path.join(here, '../next'),
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build exited with ${code}`))));
  });
  stamp.done();
  console.log(`next host built in ${Date.now() - started} ms`);
}

await buildRspack();
await buildRsbuild();
await buildVite();
await buildNext();
