// @vitest-environment node
/**
 * The stories' accessibility-tree references (.storybook/aria-references.ts): a lost accessible name, role or
 * state fails the story like a moved pixel, with a diff that shows the line, and every pictured story keeps a
 * committed tree beside its pictures.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareAriaReference, formatAriaReference, parseAriaReference } from '../../.storybook/aria-references';

const ROOT = path.resolve(import.meta.dirname, '../..');
const STORIES = path.join(ROOT, 'stories');

/** A committed tree with a labelled icon button, an expanded menu button and links (the header's Help menu open). */
const HELP_MENU_FILE =
  'stories/header/__references__/header-menus.stories.tsx/header-menus-anonymous-help-center-menu-chromium.aria.yml';
const helpMenu = readFileSync(path.join(ROOT, HELP_MENU_FILE), 'utf8');

/** The committed tree with one line changed, as a regression in the component would change it. */
function withLine(tree: string, pattern: RegExp, change: (line: string) => string): string {
  const index = tree.split('\n').findIndex((line) => pattern.test(line));
  expect(index, `the reference has a line matching ${pattern}`).toBeGreaterThanOrEqual(0);
  return tree
    .split('\n')
    .map((line, at) => (at === index ? change(line) : line))
    .join('\n');
}

describe('a story whose tree changed fails with the changed line', () => {
  it('fails when a button loses its accessible name, and shows the name it had', () => {
    const named = /^\s*- button "[^"]+"/;
    const line = helpMenu.split('\n').find((text) => named.test(text))!;
    const actual = withLine(helpMenu, named, (text) => text.replace(/ "[^"]+"/, ''));
    const outcome = compareAriaReference(helpMenu, actual, 'new', HELP_MENU_FILE);
    expect(outcome.pass).toBe(false);
    expect(outcome.write).toBeUndefined();
    expect(outcome.message).toContain(HELP_MENU_FILE);
    // The line as it was, then as it is now.
    expect(outcome.message).toContain(`- ${line}\n+ ${line.replace(/ "[^"]+"/, '')}`);
    // The width the change is at, so a phone-only regression reads as one.
    expect(outcome.message).toMatch(/@@ \d+px:/);
    expect(outcome.message).toContain('npm run test:screenshots:update');
  });

  it('fails when a menu button loses its expanded state', () => {
    const actual = withLine(helpMenu, /\[expanded\]/, (text) => text.replace(' [expanded]', ''));
    const outcome = compareAriaReference(helpMenu, actual, 'new', HELP_MENU_FILE);
    expect(outcome.pass).toBe(false);
    expect(outcome.message).toMatch(/^- .*\[expanded\]/m);
  });

  it('fails when a link loses its role', () => {
    const actual = withLine(helpMenu, /^\s*- link "/, (text) => text.replace('- link "', '- generic "'));
    const outcome = compareAriaReference(helpMenu, actual, 'new', HELP_MENU_FILE);
    expect(outcome.pass).toBe(false);
    expect(outcome.message).toMatch(/^\+ \s*- generic "/m);
  });

  it('passes the same tree and writes nothing', () => {
    expect(compareAriaReference(helpMenu, helpMenu, 'new', HELP_MENU_FILE)).toEqual({ pass: true });
    expect(compareAriaReference(helpMenu, helpMenu, 'none', HELP_MENU_FILE)).toEqual({ pass: true });
  });
});

describe('writing references, as the pictures are written', () => {
  const changed = helpMenu.replace(/ "[^"]+"/, '');

  it('rewrites a changed reference under --update and passes', () => {
    expect(compareAriaReference(helpMenu, changed, 'all', HELP_MENU_FILE)).toEqual({ pass: true, write: changed });
  });

  it('fails on a missing reference and writes it for review, but not on CI', () => {
    const local = compareAriaReference(null, helpMenu, 'new', HELP_MENU_FILE);
    expect(local).toMatchObject({ pass: false, write: helpMenu });
    expect(local.message).toContain('review it and commit it');
    const ci = compareAriaReference(null, helpMenu, 'none', HELP_MENU_FILE);
    expect(ci.pass).toBe(false);
    expect(ci.write).toBeUndefined();
    expect(ci.message).toContain('npm run test:screenshots:update');
  });
});

describe('the reference file', () => {
  it('holds a section per width, without trailing spaces, ending in one newline', () => {
    const text = formatAriaReference({ 375: '- button "Menu"  \n', 1280: '- navigation:\n  - link "Help"\n' });
    expect(text).toBe('375px:\n  - button "Menu"\n1280px:\n  - navigation:\n    - link "Help"\n');
  });

  it('reads back the trees it holds, by width, for the snapshots to wait for', () => {
    const sections = parseAriaReference(helpMenu);
    expect(Object.keys(sections)).toEqual(['375', '768', '1280']);
    expect(formatAriaReference(sections)).toBe(helpMenu);
    expect(sections['1280']).toMatch(/^- banner:\n {2}- link "/);
  });
});

/** Every reference file under stories/**\/__references__/<stories file>/, by stories file. */
function referenceFiles(): { folder: string; files: string[] }[] {
  return readdirSync(STORIES, { recursive: true, encoding: 'utf8' })
    .filter((entry) => path.basename(path.dirname(entry)) === '__references__')
    .map((entry) => ({ folder: entry, files: readdirSync(path.join(STORIES, entry)) }));
}

describe('committed trees', () => {
  const folders = referenceFiles();

  it('finds the pictured stories', () => {
    expect(folders.length).toBeGreaterThan(10);
  });

  it('keeps references only for stories files that exist', () => {
    for (const { folder } of folders) {
      expect(existsSync(path.join(STORIES, path.dirname(path.dirname(folder)), path.basename(folder))), folder).toBe(
        true,
      );
    }
  });

  it('keeps a tree beside every story that has pictures', () => {
    for (const { folder, files } of folders) {
      // <story id>-<width>-chromium-linux.png and <story id>-chromium.aria.yml (locales: <story id>-<locale>).
      // A story pictured at no width has a tree alone.
      const pictured = files.flatMap((file) => /^(.+)-\d+-chromium-linux\.png$/.exec(file)?.slice(1) ?? []);
      const trees = new Set(files.flatMap((file) => /^(.+)-chromium\.aria\.yml$/.exec(file)?.slice(1) ?? []));
      expect(
        [...new Set(pictured)].filter((story) => !trees.has(story)),
        folder,
      ).toEqual([]);
    }
  });

  it('holds no generated ids or timestamps, so a run writes the same tree again', () => {
    for (const { folder, files } of folders) {
      for (const file of files.filter((name) => name.endsWith('.aria.yml'))) {
        const text = readFileSync(path.join(STORIES, folder, file), 'utf8');
        // React's useId (`«r1»`, `:r1:`) and dates of the run.
        expect(text, file).not.toMatch(/«r[0-9a-z]+»|:r[0-9a-z]+:|\b20\d\d-\d\d-\d\dT\d\d:/);
      }
    }
  });
});

/** One width's section of a reference file (`1280px:` and its indented lines). */
function section(tree: string, width: number): string {
  const lines = tree.split('\n');
  const start = lines.indexOf(`${width}px:`);
  expect(start, `a ${width}px section`).toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((line, at) => at > start && /^\d+px:$/.test(line));
  return `${lines
    .slice(start, end === -1 ? undefined : end)
    .join('\n')
    .trimEnd()}\n`;
}

describe("the README's picture", () => {
  it('keeps the tree of the state it shows (the Header/Anonymous story at 1280 px) beside it', () => {
    const story = readFileSync(
      path.join(STORIES, 'header/__references__/header.stories.tsx/header-header-anonymous-chromium.aria.yml'),
      'utf8',
    );
    const beside = readFileSync(path.join(ROOT, 'docs/images/header-1280.aria.yml'), 'utf8');
    expect(beside, 'docs/images/header-1280.aria.yml: copy the story reference’s 1280px section').toBe(
      section(story, 1280),
    );
  });
});
