/**
 * The stories' accessibility-tree references (Node side of the `storybook` Vitest project). A screenshot catches
 * a moved pixel but not a lost accessible name, role or state: an icon button that loses its label looks the
 * same. So beside each story's pictures sits a text file with Playwright's ARIA snapshot of the page (roles,
 * names and states: expanded, checked, selected, disabled, pressed, level...) at each pictured width, taken at
 * the same settled moment as the picture (.storybook/screenshots.ts), and compared exactly.
 *
 * Three browser commands (vitest.config.ts `browser.commands`), run in Node with the test's Playwright frame:
 * - `readAriaReference`: the reference's trees by width, for the snapshots to wait for;
 * - `ariaSnapshot`: the YAML ARIA snapshot of the story frame's body (dialogs and portals included), once it
 *   matches the reference or, with none, once it is still;
 * - `matchAriaReference`: compares the story's text with its reference file
 *   (stories/<folder>/__references__/<file>/<story id>-<browser>.aria.yml), writing it when it is missing or
 *   under `--update`, as Vitest does for the pictures.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserCommand, BrowserCommandContext } from 'vitest/node';

/** The update modes Vitest passes to snapshots and screenshots: `all` with `--update`, `none` on CI. */
type UpdateMode = 'all' | 'new' | 'none';

/** The trees of one story, one per width, as the reference file holds them. */
export interface AriaSections {
  readonly [width: string]: string;
}

/** A tree as compared: no trailing spaces, no blank lines. */
function normalizeTree(tree: string): string {
  return tree
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * One YAML document: a key per width (`375px:`) holding that width's snapshot, indented. Trailing spaces are
 * dropped and the file ends with one newline, so an editor's save or git's whitespace rules change nothing.
 */
export function formatAriaReference(sections: AriaSections): string {
  return `${Object.entries(sections)
    .map(([width, tree]) => {
      const lines = normalizeTree(tree).split('\n');
      return [`${width}px:`, ...lines.map((line) => `  ${line}`)].join('\n');
    })
    .join('\n')}\n`;
}

/** The sections of a reference file, by width: what `formatAriaReference` wrote. */
export function parseAriaReference(text: string): Record<string, string> {
  const sections: Record<string, string[]> = {};
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    const width = /^(\d+)px:$/.exec(line)?.[1];
    if (width) sections[width] = current = [];
    else if (current && line !== '') current.push(line.replace(/^ {2}/, ''));
  }
  return Object.fromEntries(Object.entries(sections).map(([width, lines]) => [width, lines.join('\n')]));
}

/** A line of the diff: kept (' '), only in the reference ('-') or only in the story now ('+'). */
interface DiffLine {
  readonly mark: ' ' | '-' | '+';
  readonly text: string;
}

/** The longest common subsequence of lines: trees are a few hundred lines, so the table stays small. */
function diffLines(before: readonly string[], after: readonly string[]): DiffLine[] {
  const rows = before.length;
  const columns = after.length;
  const table = Array.from({ length: rows + 1 }, () => new Uint32Array(columns + 1));
  for (let row = rows - 1; row >= 0; row -= 1) {
    for (let column = columns - 1; column >= 0; column -= 1) {
      table[row]![column] =
        before[row] === after[column]
          ? table[row + 1]![column + 1]! + 1
          : Math.max(table[row + 1]![column]!, table[row]![column + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let row = 0;
  let column = 0;
  while (row < rows || column < columns) {
    if (row < rows && column < columns && before[row] === after[column]) {
      lines.push({ mark: ' ', text: before[row]! });
      row += 1;
      column += 1;
    } else if (row < rows && (column === columns || table[row + 1]![column]! >= table[row]![column + 1]!)) {
      // The reference's line first, then what replaced it.
      lines.push({ mark: '-', text: before[row]! });
      row += 1;
    } else {
      lines.push({ mark: '+', text: after[column]! });
      column += 1;
    }
  }
  return lines;
}

/** Lines of context around each change: enough to see which menu or dialog a changed line belongs to. */
const CONTEXT_LINES = 3;

/**
 * The changed lines with a little context and the width each change is in (the nearest `375px:` line above
 * it), `-` for the reference and `+` for the story now.
 */
export function formatAriaDiff(reference: string, actual: string): string {
  const lines = diffLines(reference.split('\n'), actual.split('\n'));
  const shown = new Set<number>();
  lines.forEach((line, index) => {
    if (line.mark === ' ') return;
    for (let near = index - CONTEXT_LINES; near <= index + CONTEXT_LINES; near += 1) shown.add(near);
  });
  const output: string[] = [];
  let previous = -2;
  let width = '';
  lines.forEach((line, index) => {
    if (/^\d+px:$/.test(line.text)) width = line.text;
    if (!shown.has(index)) return;
    if (index !== previous + 1) output.push(`@@ ${width || 'top'}`);
    output.push(`${line.mark} ${line.text}`);
    previous = index;
  });
  return output.join('\n');
}

/** What a story's tree against its reference file comes to, and whether the file is (re)written. */
export interface AriaOutcome {
  readonly pass: boolean;
  /** The text to write into the reference file, when it is written. */
  readonly write?: string;
  /** Why it failed, for the story's test: the file, the diff and the command that updates it. */
  readonly message?: string;
}

/** The command that rewrites the references on purpose (pictures and trees), as docs/tooling.md says. */
const UPDATE_COMMAND = 'npm run test:screenshots:update';

/**
 * The rules the pictures follow (Vitest's `toMatchScreenshot`): equal passes; under `--update` (`all`) the file
 * is rewritten and the test passes; a missing file fails, and is written for review unless on CI (`none`);
 * a different tree fails with the diff, the file left alone.
 */
export function compareAriaReference(
  reference: string | null,
  actual: string,
  update: UpdateMode,
  file: string,
): AriaOutcome {
  if (reference === actual) return { pass: true };
  if (update === 'all') return { pass: true, write: actual };
  if (reference === null) {
    return {
      pass: false,
      ...(update === 'none' ? {} : { write: actual }),
      message:
        update === 'none'
          ? `No ARIA reference ${file}: run \`${UPDATE_COMMAND}\` and commit it.`
          : `No ARIA reference ${file}: it was written now; review it and commit it.`,
    };
  }
  return {
    pass: false,
    message: [
      `The accessibility tree differs from ${file} (- reference, + now): a lost or changed name, role or state.`,
      formatAriaDiff(reference, actual),
      `If the change is meant: \`${UPDATE_COMMAND}\`, review the diff, commit.`,
    ].join('\n'),
  };
}

/** How often the tree is taken again while it is not yet what is expected or not yet still. */
const POLL_MS = 100;
/**
 * Long enough for what a story announces after it has settled: the search bar's suggestion count comes
 * 700 ms after the list (ANNOUNCE_DELAY_MS), so a tree still for a second is the tree the story stays in.
 */
const STILL_MS = 1_000;
/** At most this long per width: a story whose tree never matches or never settles fails after it. */
const TIMEOUT_MS = 5_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The snapshot of the story frame's body: what a screen reader reads of the story as its play left it. Like
 * the screenshot matcher, it waits for the state the reference holds: with `expected` (the reference's section
 * for this width) it is taken again until it matches, for a few seconds (a header waiting for its catalogue,
 * a list still loading); without it (no reference, or `--update`), until it has been still for a second, so
 * a reference never holds a passing moment. A tree that never gets there is returned as it is, to fail.
 */
const ariaSnapshot: BrowserCommand<[expected?: string]> = async (context, expected) => {
  if (context.provider.name !== 'playwright') {
    throw new Error(`ARIA snapshots need the playwright provider, not ${context.provider.name}`);
  }
  const body = (await context.frame()).locator('body');
  const take = async () => normalizeTree(await body.ariaSnapshot());
  const deadline = Date.now() + TIMEOUT_MS;
  let tree = await take();
  let stillSince = Date.now();
  while (Date.now() < deadline) {
    if (expected !== undefined ? tree === expected : Date.now() - stillSince >= STILL_MS) return tree;
    await sleep(POLL_MS);
    const next = await take();
    if (next !== tree) stillSince = Date.now();
    tree = next;
  }
  return tree;
};

/** Where a story's tree is kept, and the update mode of the run. */
function referenceOf(context: BrowserCommandContext, name: string) {
  if (!context.testPath) throw new Error('ARIA references are taken in a test file only');
  const browser = context.project.config.browser.name;
  const file = path.join(
    path.dirname(context.testPath),
    '__references__',
    path.basename(context.testPath),
    `${fileName(name)}-${browser}.aria.yml`,
  );
  return { file, update: context.project.serializedConfig.snapshotOptions.updateSnapshot };
}

/** The reference's sections for the snapshots to wait for; none when it is missing or being rewritten. */
const readAriaReference: BrowserCommand<[name: string]> = (context, name) => {
  const { file, update } = referenceOf(context, name);
  return update === 'all' || !existsSync(file) ? null : parseAriaReference(readFileSync(file, 'utf8'));
};

/** A name as Vitest makes it a screenshot's file name (`header-menus--help` becomes `header-menus-help`). */
function fileName(name: string): string {
  return name
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');
}

/**
 * Compares a story's trees with its reference, beside its pictures: named like them, without the platform
 * (the tree does not depend on fonts) but with the browser, which computes it.
 */
const matchAriaReference: BrowserCommand<[name: string, sections: AriaSections]> = async (context, name, sections) => {
  const { file, update } = referenceOf(context, name);
  const actual = formatAriaReference(sections);
  const reference = existsSync(file) ? readFileSync(file, 'utf8') : null;
  const outcome = compareAriaReference(reference, actual, update, path.relative(context.project.config.root, file));
  if (outcome.write !== undefined) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, outcome.write);
  }
  return { pass: outcome.pass, message: outcome.message };
};

export const ariaCommands = { ariaSnapshot, readAriaReference, matchAriaReference };

declare module 'vitest/browser' {
  interface BrowserCommands {
    ariaSnapshot: (expected?: string) => Promise<string>;
    readAriaReference: (name: string) => Promise<Record<string, string> | null>;
    matchAriaReference: (name: string, sections: AriaSections) => Promise<{ pass: boolean; message?: string }>;
  }
}
