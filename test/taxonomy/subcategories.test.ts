import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  SUBCATEGORIES,
  SUBCATEGORY_THEMES,
  deriveRefinementSlug,
  getSubCategoriesOfCategory,
  getSubCategoryById,
  getSubCategoryBySlug,
  isSubCategoryNumericId,
} from '../../src/taxonomy';
import { readSpecTable } from './spec-tables';

describe('subcategories are complete against the published table (product entities: "SubCategory", subcategories.tsv)', () => {
  const rows = readSpecTable('subcategories.tsv');

  it('ships all 216 rows', () => {
    expect(rows).toHaveLength(216);
    expect(SUBCATEGORIES).toHaveLength(rows.length);
  });

  it('keeps every id, published name (byte for byte) and parent of the table', () => {
    const shipped = SUBCATEGORIES.map((s) => [
      String(s.numericId),
      s.publishedName,
      s.parentId.replace('Category/', ''),
    ]);
    expect(shipped).toEqual(rows);
  });

  it('keeps the trailing space of 12007 and 15005 in the published name but trims the title', () => {
    expect(getSubCategoryById('SubCategory/12007')).toMatchObject({
      publishedName: 'County/Municipal Government ',
      title: 'County/Municipal Government',
    });
    expect(getSubCategoryById('SubCategory/15005')).toMatchObject({
      publishedName: 'Children & Youth ',
      title: 'Children & Youth',
    });
    for (const s of SUBCATEGORIES) expect(s.title).toBe(s.title.trim());
  });

  it('every parent is one of the 21 categories', () => {
    const ids = new Set<string>(CATEGORIES.map((c) => c.id));
    for (const s of SUBCATEGORIES) expect(ids.has(s.parentId)).toBe(true);
  });
});

describe('subcategory id groups (product entities: "Id groups")', () => {
  it.each([
    ['business', '1001-1011, 1999', [...range(1001, 1011), 1999]],
    ['science-and-tech', '2001-2007, 2999', [...range(2001, 2007), 2999]],
    ['music', '3001-3031, 3999', [...range(3001, 3031), 3999]],
    ['film-and-media', '4001-4007, 4999', [...range(4001, 4007), 4999]],
    ['arts', '5001-5014, 5999', [...range(5001, 5014), 5999]],
    ['fashion', '6001-6004, 6999', [...range(6001, 6004), 6999]],
    ['health', '7001-7005, 7999', [...range(7001, 7005), 7999]],
    ['sports-and-fitness', '8001-8027, 8999', [...range(8001, 8027), 8999]],
    ['travel-and-outdoor', '9001-9006, 9999', [...range(9001, 9006), 9999]],
    ['food-and-drink', '10001-10004, 10999', [...range(10001, 10004), 10999]],
    ['charity-and-causes', '11001-11008, 11999', [...range(11001, 11008), 11999]],
    ['government', '12001-12010, 12999', [...range(12001, 12010), 12999]],
    ['community', '13001-13010, 13999', [...range(13001, 13010), 13999]],
    ['spirituality', '14001-14015, 14099', [...range(14001, 14015), 14099]],
    ['family-and-education', '15001-15008, 15999', [...range(15001, 15008), 15999]],
    ['holiday', '16001-16009, 16999', [...range(16001, 16009), 16999]],
    ['home-and-lifestyle', '17001-17003, 17999', [...range(17001, 17003), 17999]],
    ['auto-boat-and-air', '18001-18004, 18999', [...range(18001, 18004), 18999]],
    ['hobbies', '19001-19008, 19999', [...range(19001, 19008), 19999]],
    ['school-activities', '20001-20006', range(20001, 20006)],
    ['other', '(none)', []],
  ])('%s owns %s', (slug, _label, ids) => {
    expect(getSubCategoriesOfCategory(slug).map((s) => s.numericId)).toEqual(ids);
  });

  it('finds subcategories of a category by id, prefixed id or object too', () => {
    const bySlug = getSubCategoriesOfCategory('music');
    expect(getSubCategoriesOfCategory('Category/103')).toEqual(bySlug);
    expect(getSubCategoriesOfCategory('EventlyCategory/103')).toEqual(bySlug);
    expect(getSubCategoriesOfCategory(CATEGORIES[2])).toEqual(bySlug);
    expect(getSubCategoriesOfCategory('nope')).toEqual([]);
    expect(getSubCategoriesOfCategory(null)).toEqual([]);
  });
});

describe('subcategory ids (product entities: "SubCategory/{number} (alternate prefix {product}SubCategory/)")', () => {
  it.each(['SubCategory/3017', 'EventlySubCategory/3017', 'eventlysubcategory/3017', '3017', 3017])(
    'reads %s',
    (id) => {
      expect(getSubCategoryById(id)?.title).toBe('Rock');
    },
  );
  it('reads a host product prefix', () => {
    expect(getSubCategoryById('AcmeSubCategory/3017', 'acme')?.numericId).toBe(3017);
  });
  it.each(['Category/3017', 'SubCategory/3032', 'OtherSubCategory/3017', 'SubCategory/3017x', '', 'SubCategory/0'])(
    'rejects %s',
    (id) => {
      expect(getSubCategoryById(id)).toBeUndefined();
    },
  );
  it('type guard knows the published ids only', () => {
    expect(isSubCategoryNumericId(17001)).toBe(true);
    expect(isSubCategoryNumericId(17004)).toBe(false);
    expect(isSubCategoryNumericId('17001')).toBe(false);
  });
});

describe('refinement slugs (product entities: "refinement slug")', () => {
  it.each([
    [8018, 'rugby'],
    [8019, 'yoga'],
    [8027, 'track-and-field'],
    [9001, 'hiking'],
    [11001, 'animal-welfare'],
    [11004, 'human-rights'],
    [11005, 'international-aid'],
    [11007, 'disaster-relief'],
    [13003, 'city-town'],
    [13004, 'lgbt'],
    [16004, 'halloweenhaunt'],
    [16009, 'new-years-eve'],
    [17001, 'dating'],
    [17002, 'pets-and-animals'],
    [17003, 'home-and-garden'],
    [18002, 'motorcycle-atv'],
    [19001, 'anime-comics'],
    [12007, 'county-municipal-government'],
    [15005, 'children-and-youth'],
    [3006, 'edm-electronic'],
  ])('SubCategory/%i has slug %s (product entities: id groups)', (n, slug) => {
    expect(getSubCategoryById(n)?.slug).toBe(slug);
  });

  it('LGBTQIA+ has slug lgbt whatever its published name (product entities: exception)', () => {
    expect(deriveRefinementSlug('LGBTQIA+', 13004)).toBe('lgbt');
  });

  it('the shipped slugs follow the documented derivation rule for every row', () => {
    for (const s of SUBCATEGORIES) expect(deriveRefinementSlug(s.publishedName, s.numericId)).toBe(s.slug);
  });

  it('slugs are lowercase, hyphenated and unique within each category', () => {
    for (const c of CATEGORIES) {
      const slugs = getSubCategoriesOfCategory(c.id).map((s) => s.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
    expect(getSubCategoryBySlug('music', 'other')?.numericId).toBe(3999);
    expect(getSubCategoryBySlug('holiday', 'halloweenhaunt')?.numericId).toBe(16004);
  });
});

describe('subcategory themes and images (product entities: "optional theme", "imageUrl")', () => {
  it.each([
    [16004, 'halloween'],
    [16005, 'thanksgiving'],
    [16006, 'christmas'],
    [16008, 'fall'],
    [16009, 'new-year'],
  ])('SubCategory/%i has theme %s', (n, theme) => {
    expect(getSubCategoryById(n)?.theme).toBe(theme);
  });

  it('only uses the spec themes and leaves the rest unthemed', () => {
    const themed = SUBCATEGORIES.filter((s) => s.theme !== undefined);
    expect(themed).toHaveLength(5);
    for (const s of themed) expect(SUBCATEGORY_THEMES).toContain(s.theme);
  });

  it('ships no external image URLs', () => {
    for (const s of SUBCATEGORIES) {
      expect(s.imageUrl).toBeUndefined();
      expect(s.imageUrlSmall).toBeUndefined();
    }
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
