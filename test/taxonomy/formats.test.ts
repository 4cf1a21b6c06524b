import { describe, expect, it } from 'vitest';
import { FORMATS, getFormatById, getFormatByShortName, getFormatBySlug, isFormatPluralSlug } from '../../src/taxonomy';
import { readSpecTable } from './spec-tables';

describe('formats (product entities: "Format", product routes: "Format slugs")', () => {
  it('ships all 19 formats of formats.tsv with their published names', () => {
    const rows = readSpecTable('formats.tsv');
    expect(rows).toHaveLength(19);
    expect(FORMATS.map((f) => [String(f.numericId), f.name])).toEqual(rows.map(([id, name]) => [id, name?.trim()]));
  });

  const shortNames =
    'conference, seminar, expo, convention, festival, performance, screening, gala, class, networking, party, rally, tournament, game, race, tour, attraction, retreat, appearance'.split(
      ', ',
    );
  const pluralSlugs =
    'conferences, seminars, expos, conventions, festivals, performances, screenings, galas, classes, networking, parties, rallies, tournaments, games, races, tours, attractions, retreats, appearances'.split(
      ', ',
    );

  it.each(shortNames.map((shortName, i) => [i + 1, shortName, pluralSlugs[i]]))(
    'Format/%i is %s with plural slug %s (product entities: list, product routes: slugs)',
    (n, shortName, plural) => {
      const format = getFormatById(`Format/${n}`);
      expect(format).toMatchObject({ id: `Format/${n}`, shortName, pluralSlug: plural });
      expect(getFormatBySlug(plural)?.numericId).toBe(n);
      expect(getFormatByShortName(shortName)?.numericId).toBe(n);
      expect(isFormatPluralSlug(plural)).toBe(true);
    },
  );

  it('Format/2 publishes "Seminar or Talk"', () => {
    expect(getFormatById('Format/2')?.name).toBe('Seminar or Talk');
    expect(getFormatById(3)?.name).toBe('Tradeshow, Consumer Show, or Expo');
  });

  it.each(['Format/0', 'Format/20', 'EventlyFormat/1', 'Category/1', 'events', null])('rejects %s', (id) => {
    expect(getFormatById(id)).toBeUndefined();
    expect(getFormatBySlug(id)).toBeUndefined();
  });
});

describe('completeness tests need the spec tables', () => {
  it('fail with a message naming the missing table rather than passing on nothing', () => {
    expect(() => readSpecTable('formats.tsv', '/nonexistent/spec')).toThrow(
      /Spec table formats\.tsv not found at \/nonexistent\/spec\/formats\.tsv/,
    );
  });
});
