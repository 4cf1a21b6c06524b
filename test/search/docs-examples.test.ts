import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../../src/i18n/english';
import { getChipLabel } from '../../src/search/chip-label';
import { understandQuery } from '../../src/search/query-understanding';
import { buildSearchPath } from '../../src/search/run-search';

const doc = readFileSync(path.resolve(__dirname, '../../docs/search.md'), 'utf8');
const table = doc.split('<!-- search-examples:start -->')[1]!.split('<!-- search-examples:end -->')[0]!;
const rows = table
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    return { typed: cells[0]!.slice(1, -1), chips: cells[1]!, url: cells[2]!.slice(1, -1) };
  });

describe('docs/search.md grammar examples hold (query understanding)', () => {
  it('the doc lists examples', () => expect(rows.length).toBeGreaterThanOrEqual(6));

  it.each(rows)('"$typed" -> $url', ({ typed, chips, url }) => {
    const understanding = understandQuery(typed);
    expect(understanding.chips.map((chip) => getChipLabel(chip, defaultMessages)).join('; ')).toBe(chips);
    expect(buildSearchPath(typed, { slug: 'ny--new-york' })).toBe(url);
  });

  it('never drops a typed word: every word is in a chip or in the query', () => {
    for (const { typed } of rows) {
      const { chips, query } = understandQuery(typed);
      const kept = [...chips.map((chip) => chip.typed), query].join(' ').split(/\s+/).filter(Boolean);
      expect(kept.sort()).toEqual(typed.split(/\s+/).filter(Boolean).sort());
    }
  });
});
