// @vitest-environment node
/**
 * The README's and docs' recipes for Vite, Rsbuild, Next.js and React Router are copied from the starter apps
 * that test/e2e/host-kit-tarball.test.ts installs from the kit's tarball, builds and runs (host-demo/starters).
 * A fenced block right after a `<!-- from host-demo/starters/<app>/<file> -->` line must be, character for
 * character, part of that file, so a recipe cannot drift from the code that is proved to work.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pages, root } from './doc-pages';

const STARTERS = readdirSync(path.join(root, 'host-demo/starters'));

interface Snippet {
  page: string;
  line: number;
  file: string;
  code: string | undefined;
}

/** Each `<!-- from FILE -->` marker with the fenced block that follows it (blank lines between allowed). */
function snippetsOf(page: string): Snippet[] {
  const markdown = readFileSync(path.join(root, page), 'utf8');
  return [...markdown.matchAll(/^<!-- from (host-demo\/starters\/\S+) -->\n(?:\n)*(```[a-z]*\n([\s\S]*?)^```)?/gm)].map(
    (match) => ({
      page,
      line: markdown.slice(0, match.index).split('\n').length,
      file: match[1]!,
      code: match[3],
    }),
  );
}

const snippets = pages.flatMap(snippetsOf);

describe('recipes copied from the starter apps', () => {
  it('each starter app gives the docs at least one recipe', () => {
    expect(STARTERS.sort()).toEqual(['next', 'react-router', 'rsbuild', 'vite']);
    for (const starter of STARTERS)
      expect(
        snippets.filter(({ file }) => file.startsWith(`host-demo/starters/${starter}/`)),
        starter,
      ).not.toEqual([]);
  });

  it.each(snippets.map((snippet) => [`${snippet.page}:${snippet.line} (${snippet.file})`, snippet] as const))(
    '%s is verbatim from its file',
    (_name, { file, code }) => {
      expect(code, 'a fenced code block follows the marker').toBeDefined();
      expect(existsSync(path.join(root, file)), `${file} exists`).toBe(true);
      const source = readFileSync(path.join(root, file), 'utf8');
      expect(code!.trim().length).toBeGreaterThan(0);
      expect(source).toContain(code!);
    },
  );
});
