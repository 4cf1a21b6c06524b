// @vitest-environment node
/**
 * docs/spec-coverage.md (issue 25 item 10) names, for every rule of spec sections 2, 4, 5, 8 and 9, the test
 * that proves it. A table like that rots quietly: a test renamed or moved, and the row points at nothing. This
 * file reads the table and holds it to what it claims:
 * - every `file` › `name` reference names a test file that exists and a test (or story) whose title holds that
 *   name, written so that `npx vitest run <file> -t "<name>"` runs it (-t is a regular expression);
 * - anchors are unique and carry their section's number, so links to `#s4-...` keep working;
 * - a row proved by a test names at least one; a row left out on purpose says why;
 * - no row is `UNTESTED` and none is `pending:` (a rule found broken and being fixed, as issue 25's items 1
 *   to 9 were: the row gets its test when the fix lands, and until then this test fails on purpose, naming
 *   the rows);
 * - the summary counts at the top are the counts of the rows.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const DOC_PATH = 'docs/spec-coverage.md';
const doc = readFileSync(path.join(root, DOC_PATH), 'utf8');

const SECTIONS = ['2', '4', '5', '8', '9'] as const;

type Status = 'proved' | 'left out' | 'pending' | 'untested';

interface Ref {
  file: string;
  name: string;
}

interface Row {
  line: number;
  section: string;
  id: string;
  rule: string;
  provedBy: string;
  note: string;
  status: Status;
  refs: Ref[];
}

/** A rule found broken and under repair: `pending: issue N item M` (any issue; issue 25's rows are all filled). */
const PENDING = /\bpending:/;
const REF = /`([^`]+)` › `([^`]+)`/g;

function statusOf(provedBy: string): Status {
  if (PENDING.test(provedBy)) return 'pending';
  if (provedBy.includes('UNTESTED')) return 'untested';
  if (provedBy.startsWith('left out')) return 'left out';
  return 'proved';
}

function readRows(): Row[] {
  const rows: Row[] = [];
  let section = '';
  doc.split('\n').forEach((text, index) => {
    const heading = /^## Section (\d+)/.exec(text);
    if (heading) section = heading[1]!;
    if (!text.startsWith('| <a id="')) return;
    const cells = text
      .slice(1, text.trimEnd().length - 1)
      .split('|')
      .map((cell) => cell.trim());
    const id = /^<a id="([^"]*)"><\/a>/.exec(cells[0]!)?.[1] ?? '';
    const provedBy = cells[2] ?? '';
    rows.push({
      line: index + 1,
      section,
      id,
      rule: cells[1] ?? '',
      provedBy,
      note: cells[3] ?? '',
      status: statusOf(provedBy),
      refs: [...provedBy.matchAll(REF)].map((match) => ({ file: match[1]!, name: match[2]! })),
    });
  });
  return rows;
}

const rows = readRows();

// ---- test titles, read from the source as written ----

/** Skips a string literal starting at `start` (a quote); returns the index after it and its raw text. */
function readString(source: string, start: number): { end: number; text: string } {
  const quote = source[start]!;
  let text = '';
  let i = start + 1;
  while (i < source.length && source[i] !== quote) {
    if (source[i] === '\\') {
      text += source.slice(i, i + 2);
      i += 2;
    } else if (quote === '`' && source.startsWith('${', i)) {
      // A placeholder: the name may not span it, so it becomes a break in the text.
      let depth = 1;
      i += 2;
      while (i < source.length && depth > 0) {
        if (source[i] === '{') depth += 1;
        else if (source[i] === '}') depth -= 1;
        else if (source[i] === "'" || source[i] === '"' || source[i] === '`') i = readString(source, i).end - 1;
        i += 1;
      }
      text += '\u0000';
    } else {
      text += source[i];
      i += 1;
    }
  }
  return { end: i + 1, text };
}

/** The text of a balanced (...) group starting at `start`, strings skipped; the index after it. */
function readGroup(source: string, start: number): { end: number; strings: string[] } {
  const strings: string[] = [];
  let depth = 0;
  let i = start;
  while (i < source.length) {
    const char = source[i]!;
    if (char === "'" || char === '"' || char === '`') {
      const literal = readString(source, i);
      strings.push(literal.text);
      i = literal.end;
      continue;
    }
    if (char === '(' || char === '[' || char === '{') depth += 1;
    if (char === ')' || char === ']' || char === '}') depth -= 1;
    i += 1;
    if (depth === 0) break;
  }
  return { end: i, strings };
}

/** Unescapes what a JS string literal escapes in a title (quotes, backslashes). */
const unescape = (text: string) => text.replace(/\\(.)/g, '$1');

/** Storybook's name for an export without a `name` (storyNameFromExport): AttendeeName31 -> Attendee Name 31. */
const storyNameFromExport = (exportName: string) =>
  exportName
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/(\d)([A-Za-z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase());

/**
 * The test names of a stories file, as the Storybook Vitest plugin names them: a story written as an object
 * with a literal `name` has that name, any other story the name Storybook derives from its export.
 */
function storyNames(source: string): string[] {
  return [...source.matchAll(/export const (\w+)[^=]*= (\{)?/g)].map((match) => {
    if (match[2]) {
      const body = source.slice(
        match.index + match[0].length - 1,
        readGroup(source, match.index + match[0].length - 1).end,
      );
      const literal = /^ {2}name: '([^']+)'/m.exec(body);
      if (literal) return literal[1]!;
    }
    return storyNameFromExport(match[1]!);
  });
}

/**
 * The names a reader can run in a test file: the titles of its it/test/describe calls (with the labels of an
 * `.each` table whose title takes them, `%s` or `$name`), or in a stories file its story names.
 */
function namesIn(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  if (file.endsWith('.stories.tsx')) return storyNames(source);
  const names: string[] = [];
  for (const match of source.matchAll(/\b(?:it|test|describe)\b/g)) {
    let i = match.index + match[0].length;
    let table: string[] = [];
    // Modifiers such as .each(table) or .concurrent before the call.
    while (source[i] === '.') {
      const modifier = /^\.(\w+)/.exec(source.slice(i));
      if (!modifier) break;
      i += modifier[0].length;
      // A type argument, as in it.each<[string, Input]>(table).
      if (source[i] === '<') {
        let depth = 0;
        do {
          if (source[i] === '<') depth += 1;
          if (source[i] === '>') depth -= 1;
          i += 1;
        } while (i < source.length && depth > 0);
      }
      if (source[i] === '(' && (modifier[1] === 'each' || modifier[1] === 'for')) {
        const group = readGroup(source, i);
        table = group.strings;
        i = group.end;
      }
    }
    if (source[i] !== '(') continue;
    i += 1;
    while (/\s/.test(source[i] ?? '')) i += 1;
    const quote = source[i];
    if (quote !== "'" && quote !== '"' && quote !== '`') continue;
    const title = readString(source, i).text;
    names.push(unescape(title));
    if (/%[sdifjo#]|\$\w/.test(title)) names.push(...table.map(unescape));
  }
  return names;
}

const namesCache = new Map<string, string[]>();
const names = (file: string) => {
  if (!namesCache.has(file)) namesCache.set(file, namesIn(file));
  return namesCache.get(file)!;
};

/** What is wrong with one reference, or undefined. */
function checkRef({ file, name }: Ref): string | undefined {
  if (!existsSync(path.join(root, file))) return `${file}: no such file`;
  if (!/\.(test\.tsx?|stories\.tsx)$/.test(file)) return `${file}: not a test or stories file`;
  if (!names(file).some((title) => title.split('\u0000').some((part) => part.includes(name))))
    return `${file}: no test title holds "${name}"`;
  // -t takes a regular expression: the name must match itself read as one.
  let runs = false;
  try {
    runs = new RegExp(name).test(name);
  } catch {
    runs = false;
  }
  if (!runs) return `${file}: -t "${name}" would not select it (regular-expression characters)`;
  return undefined;
}

const where = (row: Row) => `${DOC_PATH}:${row.line} ${row.id}`;

describe('docs/spec-coverage.md: the spec table (issue 25 item 10)', () => {
  it('has a row for every section it covers, each with an anchor id', () => {
    expect(rows.length).toBeGreaterThanOrEqual(120);
    for (const section of SECTIONS) expect(rows.filter((row) => row.section === section).length).toBeGreaterThan(0);
    expect(rows.filter((row) => !/^s\d-[a-z0-9]+(-[a-z0-9]+)*$/.test(row.id)).map(where)).toEqual([]);
  });

  it('gives every anchor id once, with its own section number', () => {
    const seen = new Map<string, number>();
    for (const row of rows) seen.set(row.id, (seen.get(row.id) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1).map(([id]) => id)).toEqual([]);
    expect(rows.filter((row) => !row.id.startsWith(`s${row.section}-`)).map(where)).toEqual([]);
  });

  it('names an existing test file and test for every reference, runnable with -t', () => {
    const problems = rows.flatMap((row) =>
      row.refs.map(checkRef).flatMap((problem) => (problem ? [`${where(row)}: ${problem}`] : [])),
    );
    expect(problems).toEqual([]);
  });

  it('proves each row with a test, or says why the product leaves the rule out', () => {
    expect(rows.filter((row) => row.status === 'proved' && row.refs.length === 0).map(where)).toEqual([]);
    expect(rows.filter((row) => row.status === 'left out' && row.note.length < 20).map(where)).toEqual([]);
    expect(rows.filter((row) => row.status === 'untested').map(where)).toEqual([]);
  });

  it('has no pending row: each rule under repair names its test once the fix is in', () => {
    expect(rows.filter((row) => row.status === 'pending').map((row) => `${where(row)}: ${row.provedBy}`)).toEqual([]);
  });

  it('counts the rows in its summary as they are', () => {
    const summary = doc.split('<!-- coverage-summary:start -->')[1]?.split('<!-- coverage-summary:end -->')[0] ?? '';
    const count = (section: string | undefined, status: Status) =>
      rows.filter((row) => (section === undefined || row.section === section) && row.status === status).length;
    const line = (label: string, section?: string) => {
      const counts = (['proved', 'left out', 'pending'] as const).map((status) => count(section, status));
      const total = rows.filter((row) => section === undefined || row.section === section).length;
      return [label, ...counts, total];
    };
    const expected = [...SECTIONS.map((section) => line(`Section ${section}`, section)), line('All')];
    const actual = summary
      .split('\n')
      .filter((text) => /^\| \[?(Section \d|All)/.test(text))
      .map((text) =>
        text
          .slice(1, -1)
          .split('|')
          .map((cell) => cell.trim())
          .map((cell, i) => (i === 0 ? cell.replace(/\[|\]\(.*\)/g, '') : Number(cell))),
      );
    expect(actual).toEqual(expected);
  });
});
