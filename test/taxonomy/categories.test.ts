import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  EXTRA_DESTINATIONS,
  REFINEMENT_CATEGORY_SLUGS,
  getCategoryById,
  getCategoryBySlug,
  getExtraDestinationBySlug,
  getSubCategoryById,
  isCategorySlug,
  isRefinementCategorySlug,
} from '../../src/taxonomy';

describe('categories (product entities: "Category")', () => {
  it.each([
    [101, 'business'],
    [102, 'science-and-tech'],
    [103, 'music'],
    [104, 'film-and-media'],
    [105, 'arts'],
    [106, 'fashion'],
    [107, 'health'],
    [108, 'sports-and-fitness'],
    [109, 'travel-and-outdoor'],
    [110, 'food-and-drink'],
    [111, 'charity-and-causes'],
    [112, 'government'],
    [113, 'community'],
    [114, 'spirituality'],
    [115, 'family-and-education'],
    [116, 'holiday'],
    [117, 'home-and-lifestyle'],
    [118, 'auto-boat-and-air'],
    [119, 'hobbies'],
    [120, 'school-activities'],
    [199, 'other'],
  ])('Category/%i has slug %s (product entities: id list)', (n, slug) => {
    const category = getCategoryById(`Category/${n}`);
    expect(category?.slug).toBe(slug);
    expect(getCategoryBySlug(slug)?.id).toBe(`Category/${n}`);
  });

  it('has exactly 21 categories, ids Category/{101..120,199} (product entities)', () => {
    expect(CATEGORIES).toHaveLength(21);
    const expected = [...Array.from({ length: 20 }, (_, i) => 101 + i), 199].map((n) => `Category/${n}`);
    expect(CATEGORIES.map((c) => c.id)).toEqual(expected);
    expect(new Set(CATEGORIES.map((c) => c.slug)).size).toBe(21);
  });

  it('105 is "Performing & Visual Arts" with slug arts (product entities)', () => {
    expect(getCategoryById('Category/105')).toMatchObject({ title: 'Performing & Visual Arts', slug: 'arts' });
  });

  it('every category has a non-empty display title', () => {
    for (const c of CATEGORIES) expect(c.title.trim().length).toBeGreaterThan(0);
    expect(getCategoryBySlug('science-and-tech')?.title).toBe('Science & Technology');
    expect(getCategoryBySlug('food-and-drink')?.title).toBe('Food & Drink');
  });

  it.each([
    ['EventlyCategory/103', undefined],
    ['eventlycategory/103', undefined],
    ['EVENTLYCategory/103', undefined],
    ['AcmeCategory/103', 'acme'],
    ['  Category/103 ', undefined],
    ['103', undefined],
  ])('reads %s as category 103 (product entities: "{product}Category/ prefix", product %s)', (id, product) => {
    expect(getCategoryById(id, product)?.slug).toBe('music');
  });

  it.each<[string, string | undefined, string]>([
    ['OtherCategory/103', undefined, 'a different product prefix'],
    ['EventlyCategory/103', 'acme', 'the default product when another is given'],
    ['SubCategory/103', undefined, 'a subcategory prefix'],
    ['Category/121', undefined, 'an unknown id'],
    ['Category/10x', undefined, 'a non-numeric id'],
    ['Category/', undefined, 'an empty id'],
    ['Category/-103', undefined, 'a negative id'],
  ])('rejects %s (%s: %s)', (id, product) => {
    expect(getCategoryById(id, product)).toBeUndefined();
  });

  it('never throws on non-string ids', () => {
    for (const value of [null, undefined, {}, [], 1.5, Number.NaN, Symbol('x')]) {
      expect(getCategoryById(value)).toBeUndefined();
      expect(getCategoryBySlug(value)).toBeUndefined();
    }
  });
});

describe('extra destinations (product routes: "Category slugs", product entities: "Extra destinations")', () => {
  it('has nightlife, seasonal, dating and holiday/halloweenhaunt', () => {
    expect(EXTRA_DESTINATIONS.map((d) => d.slug)).toEqual([
      'nightlife',
      'seasonal',
      'dating',
      'holiday/halloweenhaunt',
    ]);
  });

  it('dating is subcategory 17001 and Halloween is 16004 under holiday (product entities)', () => {
    const dating = getExtraDestinationBySlug('dating');
    const halloween = getExtraDestinationBySlug('holiday/halloweenhaunt');
    expect(dating && 'subCategoryId' in dating ? getSubCategoryById(dating.subCategoryId)?.title : undefined).toBe(
      'Dating',
    );
    expect(
      halloween && 'subCategoryId' in halloween ? getSubCategoryById(halloween.subCategoryId)?.title : undefined,
    ).toBe('Halloween/Haunt');
    expect(getSubCategoryById('SubCategory/16004')?.parentId).toBe('Category/116');
  });

  it('the category position accepts exactly the 25 slugs of spec 2', () => {
    const spec2 =
      'business, science-and-tech, music, film-and-media, arts, fashion, health, sports-and-fitness, travel-and-outdoor, food-and-drink, charity-and-causes, government, community, spirituality, family-and-education, holiday, holiday/halloweenhaunt, home-and-lifestyle, auto-boat-and-air, hobbies, school-activities, other, nightlife, seasonal, dating'.split(
        ', ',
      );
    expect([...REFINEMENT_CATEGORY_SLUGS].sort()).toEqual([...spec2].sort());
    for (const slug of spec2) expect(isRefinementCategorySlug(slug)).toBe(true);
    expect(isCategorySlug('nightlife')).toBe(false);
    expect(isRefinementCategorySlug('Music')).toBe(false);
  });
});
