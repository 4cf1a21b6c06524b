// @vitest-environment node
/**
 * Every console message the header, the host kit and the demo host write starts with LOG_PREFIX
 * (src/config/constants.ts), so hosts can find and filter them. The prefix is typed once: a message that
 * types it by hand drifts the day the constant changes, and a host's filter then misses it. Every source file
 * under src/, packages/ and host-demo/ (node_modules and dist/ left out) is read with its comments left out
 * (prose may quote a message), and a literal prefix outside the constant's own line fails with file and line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOG_PREFIX } from '../../src/config/constants';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CHECKED = ['src', 'packages', 'host-demo'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist']);
const SOURCE_FILES = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs']);
/** Where the prefix is defined. */
const DEFINITION = 'src/config/constants.ts';

/** The code without its comments, line numbers kept. */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** `line: text` for each line of `source` whose code types the prefix. */
function typedPrefixes(source: string): string[] {
  return withoutComments(source)
    .split('\n')
    .flatMap((line, index) => (line.includes(LOG_PREFIX) ? [`${index + 1}: ${line.trim()}`] : []));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.') ? [] : sourceFiles(path);
    }
    return SOURCE_FILES.has(extname(entry.name)) ? [path] : [];
  });
}

describe('the console prefix is typed once (LOG_PREFIX)', () => {
  it('finds the prefix typed in code, and not in comments', () => {
    expect(typedPrefixes(`console.error('${LOG_PREFIX} onSearch threw:', error);`)).toHaveLength(1);
    expect(typedPrefixes(`const PREFIX = '${LOG_PREFIX}';`)).toHaveLength(1);
    expect(typedPrefixes('console.error(`${LOG_PREFIX} onSearch threw:`, error);')).toEqual([]);
    expect(typedPrefixes(`/** \`${LOG_PREFIX} {path}: {problem}\` */\n// ${LOG_PREFIX} warns`)).toEqual([]);
  });

  it('src/, packages/ and host-demo/ type it only where it is defined', () => {
    const found = CHECKED.flatMap((folder) => sourceFiles(join(ROOT, folder)))
      .filter((file) => relative(ROOT, file) !== DEFINITION)
      .flatMap((file) => typedPrefixes(readFileSync(file, 'utf8')).map((hit) => `${relative(ROOT, file)}:${hit}`));
    expect(found).toEqual([]);
    // The constant itself is still where the messages import it from.
    expect(typedPrefixes(readFileSync(join(ROOT, DEFINITION), 'utf8'))).toHaveLength(1);
  });
});
