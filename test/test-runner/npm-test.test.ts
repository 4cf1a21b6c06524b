// @vitest-environment node
/**
 * `npm test -- FILE` end to end: scripts/test.mjs itself, on the fixtures, as the "done when" checks run it
 * by hand. CI reads only the last line, so that is what these assert, plus the exit code.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixture = (name: string) => `test/test-runner/fixtures/${name}`;
/** Each run starts Vitest once; on two busy cores that can take a while. */
const RUN_TIMEOUT_MS = 90_000;

function npmTest(paths: string[]): Promise<{ code: number | null; output: string; lines: string[] }> {
  // As if typed at the repo root: scripts/test.mjs resolves paths against INIT_CWD, which an outer
  // `npm test` started elsewhere would have set to its own folder.
  const env = { ...process.env, INIT_CWD: root };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/test.mjs', ...paths], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output, lines: output.trimEnd().split('\n') }));
  });
}

describe('npm test -- FILE (scripts/test.mjs)', () => {
  it(
    'counts the tests of a file whose beforeAll throws as failed, never skipped, and exits 1',
    async () => {
      const { code, output, lines } = await npmTest([fixture('before-all-throws.fixture.ts')]);
      expect(lines.at(-1)).toBe('0 passed, 2 failed, 0 skipped');
      expect(code).toBe(1);
      // The recap names the file and why its tests count as failed.
      expect(output).toContain(
        'before-all-throws.fixture.ts failed outside its tests ("beforeAll fails on purpose"): its 2 tests that did not run count as failed',
      );
      // File arguments skip lint, typecheck and the build.
      expect(output).not.toMatch(/▶ (lint|typecheck|build)/);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'reports a skipped test in the last line and passes: "1 passed, 0 failed, 1 skipped"',
    async () => {
      const { code, lines } = await npmTest([fixture('pass-and-skip.fixture.ts')]);
      expect(lines.at(-1)).toBe('1 passed, 0 failed, 1 skipped');
      expect(code).toBe(0);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'fails a run that tests nothing, and each path that matches no test file, saying why',
    async () => {
      const { code, output, lines } = await npmTest([
        fixture('todo-only.fixture.ts'),
        fixture('support/throws-on-import.ts'),
        'test/no-such-file.test.ts',
        'README.md',
      ]);
      // todo-only: 1 skipped and "no test ran"; then one failure per path that matched nothing.
      expect(lines.at(-1)).toBe('0 passed, 4 failed, 1 skipped');
      expect(code).toBe(1);
      expect(output).toContain('no test ran (1 test skipped): a run that tests nothing fails');
      expect(output).toContain('test/test-runner/fixtures/support/throws-on-import.ts matched no test file');
      expect(output).toContain('path test/no-such-file.test.ts: no such file or folder');
      expect(output).toContain(
        'path README.md: not under test/, demo-api/test/ or stories/, so it matches no test file',
      );
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'counts an error thrown outside any test as a failure although every test passed',
    async () => {
      const { code, lines } = await npmTest([fixture('unhandled-error.fixture.ts')]);
      expect(lines.at(-1)).toBe('2 passed, 1 failed, 0 skipped');
      expect(code).toBe(1);
    },
    RUN_TIMEOUT_MS,
  );
});
