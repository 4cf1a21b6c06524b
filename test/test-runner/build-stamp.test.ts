// @vitest-environment node
/**
 * The build stamp that lets e2e refuse a dist/ older than the sources (scripts/test-runner/build-stamp.mjs),
 * with the real plugin in a real webpack build of a two-file project in a temp folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { type Configuration, type WebpackPluginInstance as WebpackPlugin } from 'webpack';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuildStampPlugin, checkBuildStamps, staleBuildMessage } from '../../scripts/test-runner/build-stamp.mjs';

let root = '';

function write(rel: string, text: string) {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
}

function build(mode: Configuration['mode'], { entry = './src/index.js', plugins = [] as WebpackPlugin[] } = {}) {
  const compiler = webpack({
    mode,
    context: root,
    entry,
    output: { path: path.join(root, 'dist/remote') },
    plugins: [new BuildStampPlugin({ root, name: 'remote', configFiles: ['webpack.config.ts'] }), ...plugins],
  });
  return new Promise<void>((resolve, reject) =>
    compiler.run((error) => compiler.close(() => (error ? reject(error) : resolve()))),
  );
}

const check = () => checkBuildStamps(root, ['remote']);

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-stamp-'));
  write('package.json', '{"name":"stamp-test"}\n');
  write('package-lock.json', '{}\n');
  write('webpack.config.ts', '// config\n');
  write('src/index.js', "import { label } from './label';\nconsole.log(label);\n");
  write('src/label.js', "export const label = 'one';\n");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build stamp (e2e refuses a stale dist/)', () => {
  it('is fresh right after a production build', async () => {
    await build('production');
    expect(check()).toEqual({ fresh: true, problems: [] });
  }, 30_000);

  it('goes stale when a file the build imported changes, naming that file', async () => {
    await build('production');
    write('src/label.js', "export const label = 'two';\n");
    const { fresh, problems } = check();
    expect(fresh).toBe(false);
    expect(staleBuildMessage(problems)).toBe(
      'dist/remote is older than its sources: src/label.js changed since it was built. ' +
        'Run "npm run build" (npm test builds when it runs e2e tests).',
    );
  }, 30_000);

  it('goes stale when the lockfile or the webpack config changes', async () => {
    await build('production');
    write('package-lock.json', '{"lockfileVersion":3}\n');
    write('webpack.config.ts', '// config, edited\n');
    expect(check().problems).toEqual([
      'dist/remote is older than its sources: package-lock.json, webpack.config.ts changed since it was built',
    ]);
  }, 30_000);

  it('goes stale when a new file would change what an import resolves to', async () => {
    await build('production');
    // Resolving `./label`, webpack looked for a file named exactly `src/label` before `src/label.js`: one
    // there now is what the import would get.
    write('src/label', 'export const label = "shadow";\n');
    expect(check().problems).toEqual([
      'dist/remote is older than its sources: src/label (new) changed since it was built',
    ]);
  }, 30_000);

  it('leaves no stamp after a failed or a development build', async () => {
    await build('production');
    await build('production', { entry: './src/missing.js' });
    expect(check().problems).toEqual([
      expect.stringMatching(
        /^dist\/remote has no build stamp \(dist\/\.build-stamp\/remote\.json\): it was never built/,
      ),
    ]);
    await build('production');
    await build('development');
    expect(check().fresh).toBe(false);
  }, 30_000);

  it('leaves no stamp when a source changes while webpack compiles', async () => {
    const editDuringBuild: WebpackPlugin = {
      apply: (compiler) =>
        compiler.hooks.afterCompile.tap('EditDuringBuild', () =>
          write('src/label.js', "export const label = 'two';\n"),
        ),
    };
    await build('production', { plugins: [editDuringBuild] });
    expect(check().fresh).toBe(false);
  }, 30_000);
});
