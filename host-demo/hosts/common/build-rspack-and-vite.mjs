/**
 * `npm run build:hosts` (after the webpack hosts): the bundler matrix's Rspack and Vite hosts and
 * its Rsbuild and Next.js hosts, each with its own tool's API or CLI, into dist/hosts/<tool>.
 *
 * Plain Node, not tsx: @rspack/core must load with Node's own loader (rspack/rspack.config.ts says why); the
 * TypeScript configs come in through tsx's scoped `tsImport`.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, rmSync } from 'node:fs';
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

/**
 * Rsbuild loads its own TypeScript config, as its CLI does (`rsbuild build -c …`): the matrix's, which extends the
 * starter's, run in the starter's folder.
 */
async function buildRsbuild() {
  const started = Date.now();
  const { content } = await loadConfig({ cwd: path.join(here, '../rsbuild') });
  const cwd = path.join(root, 'host-demo/starters/rsbuild');
  const rsbuild = await createRsbuild({ cwd, rsbuildConfig: content, loadEnv: false });
  const { close } = await rsbuild.build();
  await close();
  console.log(`rsbuild host built in ${Date.now() - started} ms`);
}

/**
 * The Next.js starter app (host-demo/starters/next/) as the matrix's /hosts/next/: Next reads its config from the
 * app's folder alone, so the starter's files (its package.json aside: the repository's node_modules serve it) go
 * into dist/hosts/next-app/ with the matrix's next.config.ts (base path, output folder), as the tarball test copies
 * them into a folder of their own; then `next build` there as a Next.js team runs it (its type check included).
 * Turbopack tells no plugin what it read, so the stamp covers the starter's folder, the matrix's config and
 * everything of ours the kit's build is made of.
 */
async function buildNext() {
  const started = Date.now();
  const starter = path.join(root, 'host-demo/starters/next');
  const app = path.join(root, 'dist/hosts/next-app');
  const stamp = folderBuildStamp({
    root,
    name: 'host-next',
    configFiles: ['host-demo/hosts/common/build-rspack-and-vite.mjs'],
    folders: ['host-demo/starters/next', 'host-demo/hosts/next', 'packages/host-kit/src', 'src'],
  });
  stamp.start();
  rmSync(app, { recursive: true, force: true });
  cpSync(starter, app, {
    recursive: true,
    filter: (source) => !/^(package\.json|next-env\.d\.ts|node_modules|\.next)$/.test(path.basename(source)),
  });
  copyFileSync(path.join(here, '../next/next.config.ts'), path.join(app, 'next.config.ts'));
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [require.resolve('next/dist/bin/next'), 'build'], {
      cwd: app,
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
