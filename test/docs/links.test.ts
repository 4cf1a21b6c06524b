// @vitest-environment node
/**
 * The README is a front door to docs/: a link that points at a moved file or a renamed
 * heading leaves the reader at a dead end. Every relative link in README.md and docs/*.md must name a file that
 * exists and, when it has a `#fragment`, a heading (GitHub's slug of it) or an `<a id>` in that file.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pages, root } from './doc-pages';

/** The text outside fenced code blocks and inline code, where a `[text](target)` is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's heading anchor: lower case, punctuation other than `-` and `_` dropped, spaces to `-`. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of markdown.replace(/^```[\s\S]*?^```/gm, '').split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) {
      const base = slug(heading[1]!);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const id of line.matchAll(/<a id="([^"]+)"/g)) anchors.add(id[1]!);
  }
  return anchors;
}

interface Link {
  page: string;
  target: string;
}

function linksOf(page: string): Link[] {
  const text = prose(readFileSync(path.join(root, page), 'utf8'));
  return [...text.matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => ({ page, target }));
}

const links = pages.flatMap(linksOf);

describe('links in README.md and docs/', () => {
  it('finds the pages and their links', () => {
    expect(pages).toContain('docs/hosts.md');
    expect(links.length).toBeGreaterThan(50);
  });

  it('slugs headings as GitHub does', () => {
    expect(slug('Bench (`npm run bench`)')).toBe('bench-npm-run-bench');
    expect(slug('Section 9: Business constants and limits')).toBe('section-9-business-constants-and-limits');
    expect(slug("webpack 5, webpack's own container plugin (Module Federation 1.5)")).toBe(
      'webpack-5-webpacks-own-container-plugin-module-federation-15',
    );
  });

  it('points every relative link at a file that exists', () => {
    const broken = links.filter(({ page, target }) => {
      const file = target.split('#')[0]!;
      return file !== '' && !existsSync(path.join(root, path.dirname(page), decodeURI(file)));
    });
    expect(broken.map(({ page, target }) => `${page}: ${target}`)).toEqual([]);
  });

  it('points every #fragment at a heading or anchor of the page it names', () => {
    const broken = links.filter(({ page, target }) => {
      if (!target.includes('#')) return false;
      const [file, fragment] = target.split('#') as [string, string];
      const linked = file === '' ? page : path.join(path.dirname(page), decodeURI(file));
      if (!linked.endsWith('.md') || !existsSync(path.join(root, linked))) return false;
      return !anchorsOf(readFileSync(path.join(root, linked), 'utf8')).has(fragment);
    });
    expect(broken.map(({ page, target }) => `${page}: ${target}`)).toEqual([]);
  });
});
