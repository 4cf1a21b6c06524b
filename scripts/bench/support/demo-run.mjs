/**
 * What every Chromium bench section against the demo host needs first (location picker, search bar,
 * request rounds, Lighthouse): a reason to skip, or a fresh production build; then the e2e tests' own
 * server and browser helpers (test/e2e/support), loaded through tsx, so benches start the demo exactly
 * as the tests do. A folder of its own: scripts/bench.mjs runs every `scripts/bench/*.mjs` as a section.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { checkBuildStamps, staleBuildMessage } from '../../test-runner/build-stamp.mjs';

/**
 * Why the section cannot run (a string for `{ skipped }`), or null once the build is fresh: builds
 * with `npm run build` when it is missing or stale, unless `--no-build`.
 */
export function prepareDemoRun({ root, args, log, chromiumPath, chromiumPathVariable = 'CHROMIUM_PATH' }) {
  if (args['remote-dir']) return 'measures the demo host and dist/remote; --remote-dir is for bundle-size';
  if (!existsSync(chromiumPath)) return `no Chromium at ${chromiumPath} (${chromiumPathVariable})`;
  let stamps = checkBuildStamps(root);
  if (stamps.fresh) return null;
  if (args['no-build']) return staleBuildMessage(stamps.problems);
  log('the production build is missing or older than its sources: npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);
  stamps = checkBuildStamps(root);
  if (!stamps.fresh) throw new Error(staleBuildMessage(stamps.problems));
  return null;
}

/** The e2e support: `startDemo` (remote + host on free ports), Chromium launch and its options. */
export async function loadDemoSupport(root) {
  const { tsImport } = await import('tsx/esm/api');
  const load = (file) => tsImport(path.join(root, file), import.meta.url);
  const [servers, browser, options] = await Promise.all([
    load('test/e2e/support/servers.ts'),
    load('test/e2e/support/browser.ts'),
    load('test/e2e/support/chromium-options.ts'),
  ]);
  return {
    startDemo: servers.startDemo,
    launchChromium: browser.launchChromium,
    DESKTOP: browser.DESKTOP,
    CHROMIUM_ARGS: options.CHROMIUM_ARGS,
    CHROMIUM_PATH: options.CHROMIUM_PATH,
  };
}
