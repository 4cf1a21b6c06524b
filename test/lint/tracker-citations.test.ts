// @vitest-environment node
/**
 * Comments and strings in the shipped code give the reason in words, never this project's tracker number:
 * "issue 21" tells a reader of the code nothing unless they go and find the tracker, while "the home page
 * fetched 149 KiB before the network was idle" tells them why. Every text file under src/, packages/ and
 * host-demo/ (their installed node_modules and built dist/ left out) is read, and a line that cites an issue by
 * number fails with its file and line. An upstream project's issue is cited by its URL, which this lets through.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CHECKED = ['src', 'packages', 'host-demo'];
/** Installed and built folders; a dot folder is a tool's output (`.next`) or cache. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist']);
const TEXT_FILES = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.jsonc', '.css', '.md', '.html']);

/** "issue 21", "Issue 27:", "issues 19 and 27", "issue #12". */
const CITATION = /\bissues? #?\d/i;

/** `line: text` for each line of `source` that cites an issue by number. */
function citations(source: string): string[] {
  return source.split('\n').flatMap((line, index) => (CITATION.test(line) ? [`${index + 1}: ${line.trim()}`] : []));
}

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.') ? [] : textFiles(path);
    }
    return TEXT_FILES.has(extname(entry.name)) ? [path] : [];
  });
}

describe('no tracker numbers in src/, packages/ and host-demo/', () => {
  it('finds a cited issue number in any of its spellings', () => {
    expect(citations('// the home page fetched 149 KiB (issue 21: before idle)')).toHaveLength(1);
    expect(citations(' * Issue 27: the longest one fetch')).toHaveLength(1);
    expect(citations(' * (issues 19 and 27), shared by')).toHaveLength(1);
    expect(citations("'<h2>React versions (issue #12)</h2>'")).toHaveLength(1);
    expect(citations('first line\n  second (issue 2)\n')).toEqual(['2: second (issue 2)']);
  });

  it('lets words and upstream links through', () => {
    const allowed = [
      '// tissue 3 is not a citation',
      '// the issue is that a stalled file holds the page',
      '// https://github.com/module-federation/core/issues/3977',
      '// two issues, both fixed',
    ];
    for (const line of allowed) expect(citations(line), line).toEqual([]);
  });

  it('the checked folders have none', () => {
    const files = CHECKED.flatMap((folder) => textFiles(join(ROOT, folder)));
    // The walk reaches every kind of file that carried citations: code, styles, docs and config.
    expect(files.map((file) => extname(file))).toEqual(expect.arrayContaining(['.ts', '.tsx', '.css', '.md', '.json']));

    const found = files.flatMap((file) =>
      citations(readFileSync(file, 'utf8')).map((hit) => `${relative(ROOT, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
