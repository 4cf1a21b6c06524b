// @vitest-environment node
/**
 * The counting `npm test` uses (scripts/test-runner), on real Vitest output: every fixture in
 * test/test-runner/fixtures run once through `runVitestProject`, the function scripts/test.mjs calls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { summaryLine } from '../../scripts/test-runner/count.mjs';
import { PROJECTS, routeTestPaths, runVitestProject } from '../../scripts/test-runner/vitest-run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tmp = mkdtempSync(path.join(tmpdir(), 'test-runner-count-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const project = (name: string) => {
  const found = PROJECTS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no project ${name}`);
  return found;
};

describe('counting a Vitest run (scripts/test-runner/count.mjs)', () => {
  it('counts load, collection and hook errors as failures, skip and todo as skipped, per file', async () => {
    const run = await runVitestProject({
      root,
      project: project('fixtures'),
      paths: [path.join(root, 'test/test-runner/fixtures') + path.sep],
      reportFile: path.join(tmp, 'fixtures.json'),
      stdio: 'pipe',
    });
    const byFile = Object.fromEntries(
      run.files.map(({ file, passed, failed, skipped }) => [path.basename(file), { passed, failed, skipped }]),
    );
    expect(byFile).toEqual({
      // Vitest says "skipped" for both tests; they never ran because the hook failed.
      'before-all-throws.fixture.ts': { passed: 0, failed: 2, skipped: 0 },
      'before-each-throws.fixture.ts': { passed: 0, failed: 2, skipped: 0 },
      // Nothing collected: one failure for the file.
      'describe-throws.fixture.ts': { passed: 0, failed: 1, skipped: 0 },
      'import-throws.fixture.ts': { passed: 0, failed: 1, skipped: 0 },
      'no-tests.fixture.ts': { passed: 0, failed: 1, skipped: 0 },
      'nested-before-all-throws.fixture.ts': { passed: 1, failed: 2, skipped: 0 },
      'after-all-throws.fixture.ts': { passed: 1, failed: 1, skipped: 0 },
      'pass-and-skip.fixture.ts': { passed: 1, failed: 0, skipped: 1 },
      'todo-only.fixture.ts': { passed: 0, failed: 0, skipped: 1 },
      // The stray timer's error is not in the report: it is not counted per file.
      'unhandled-error.fixture.ts': { passed: 2, failed: 0, skipped: 0 },
    });
    expect(summaryLine(run)).toBe('5 passed, 10 failed, 2 skipped');
    expect(run.exitCode).toBe(1);
    // Every file that failed outside its tests is named, with the reason.
    expect(run.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^test\/test-runner\/fixtures\/import-throws\.fixture\.ts: no test could run \(.*fails to load/,
        ),
        expect.stringMatching(/^test\/test-runner\/fixtures\/describe-throws\.fixture\.ts: no test could run/),
        expect.stringMatching(
          /^test\/test-runner\/fixtures\/nested-before-all-throws\.fixture\.ts had a hook in a describe block throw/,
        ),
        expect.stringMatching(
          /^test\/test-runner\/fixtures\/after-all-throws\.fixture\.ts failed outside its tests .* after its tests passed/,
        ),
      ]),
    );
  }, 90_000);
});

describe('the summary line CI reads', () => {
  it('is "N passed, N failed, N skipped", the first two fields as before', () => {
    expect(summaryLine({ passed: 312, failed: 0, skipped: 4 })).toBe('312 passed, 0 failed, 4 skipped');
    expect(summaryLine({ passed: 0, failed: 2, skipped: 0 })).toMatch(/^\d+ passed, \d+ failed, \d+ skipped$/);
  });
});

describe('which project runs a path (npm test -- PATH)', () => {
  const route = (...args: string[]) => {
    const { runs, problems } = routeTestPaths(root, args, root);
    return {
      runs: runs.map((run) => [run.project.name, run.paths.map((file) => path.relative(root, file) || '.')]),
      problems,
    };
  };

  it('sends test/e2e to e2e, stories to storybook, other test files to unit and fixtures to their own config', () => {
    expect(
      route(
        'test/e2e/a11y.test.ts',
        'stories/design-system/button.stories.tsx',
        'test/props/stage.test.ts',
        'test/test-runner/fixtures/pass-and-skip.fixture.ts',
      ),
    ).toEqual({
      runs: [
        ['unit', ['test/props/stage.test.ts']],
        ['storybook', ['stories/design-system/button.stories.tsx']],
        ['e2e', ['test/e2e/a11y.test.ts']],
        ['fixtures', ['test/test-runner/fixtures/pass-and-skip.fixture.ts']],
      ],
      problems: [],
    });
  });

  it('runs a folder in every project under it, but the failing fixtures only when named', () => {
    expect(route('test').runs).toEqual([
      ['unit', ['test']],
      ['unit-react18', ['test']],
      ['e2e', ['test']],
    ]);
  });

  it('runs the React component tests on React 19 (unit) and 18.3 (unit-react18), and the rest in unit only', () => {
    expect(
      route(
        'test/header/header.test.tsx',
        'test/location',
        'test/location/location-store.test.ts',
        'test/config',
        'test/react18/react-version.test.tsx',
      ).runs,
    ).toEqual([
      ['unit', ['test/header/header.test.tsx', 'test/location', 'test/location/location-store.test.ts', 'test/config']],
      ['unit-react18', ['test/header/header.test.tsx', 'test/location', 'test/react18/react-version.test.tsx']],
    ]);
  });

  it('rejects paths that do not exist, lie outside test/ and stories/, or are options', () => {
    expect(route('test/nope.test.ts', 'src/expose/header.tsx', '--watch')).toEqual({
      runs: [],
      problems: [
        'test/nope.test.ts: no such file or folder',
        'src/expose/header.tsx: not under test/, demo-api/test/ or stories/, so it matches no test file',
        '--watch: npm test takes test file or folder paths only (for Vitest options: npx vitest run ...)',
      ],
    });
  });
});
