#!/usr/bin/env node
/**
 * `npm run release`: builds the remote (webpack, into dist/remote-build) and publishes it as a new release
 * folder of dist/remote with signed release records at the root (docs/releases.md).
 *
 *   npm run release                       build, then publish a new release
 *   npm run release -- --no-build         publish the build already in dist/remote-build
 *   npm run release -- --renew            fresh records for the current release (new expiry, higher version)
 *   npm run release -- --rollback=<ver>   point the root at an earlier release (records of a higher version)
 *   npm run release -- --list             the kept releases, the current one marked
 *
 * Signs with HEADER_MANIFEST_SIGNING_KEY (CI's secret), else the development key (.keys/).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { currentRelease, listReleases, publishRelease, renewRelease, rollBack } from './build/release.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const remoteDir = path.join(root, 'dist/remote');
const buildDir = path.join(root, 'dist/remote-build');

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    renew: { type: 'boolean', default: false },
    rollback: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});

if (values.list) {
  const current = currentRelease(remoteDir);
  for (const release of listReleases(remoteDir)) console.log(`${release}${release === current ? '  (current)' : ''}`);
} else if (values.renew) {
  const version = await renewRelease({ remoteDir });
  console.log(`Renewed release ${currentRelease(remoteDir)}: records of version ${version}.`);
} else if (values.rollback) {
  const version = await rollBack(values.rollback, { remoteDir });
  console.log(`Rolled back to release ${values.rollback}: records of version ${version}.`);
} else {
  if (!values['no-build']) {
    const nodeOptions = [process.env.NODE_OPTIONS, '--import=tsx'].filter(Boolean).join(' ');
    const build = spawnSync(
      path.join(root, 'node_modules/.bin/webpack'),
      ['--config', 'webpack.config.ts', '--mode', 'production'],
      { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: nodeOptions } },
    );
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const release = await publishRelease(buildDir, { remoteDir });
  console.log(
    `Released ${release}: dist/remote/releases/${release}/, current (kept: ${listReleases(remoteDir).join(', ')}).`,
  );
}
