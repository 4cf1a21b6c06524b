/**
 * Categories (product entities: "Category") and the extra discovery destinations (product routes: category slugs).
 */
import { readTaxonomyNumber } from './ids';

/** The 21 categories: numeric id, slug (product entities) and display title. */
export const CATEGORIES = [
  { numericId: 101, id: 'Category/101', slug: 'business', title: 'Business' },
  { numericId: 102, id: 'Category/102', slug: 'science-and-tech', title: 'Science & Technology' },
  { numericId: 103, id: 'Category/103', slug: 'music', title: 'Music' },
  { numericId: 104, id: 'Category/104', slug: 'film-and-media', title: 'Film, Media & Entertainment' },
  { numericId: 105, id: 'Category/105', slug: 'arts', title: 'Performing & Visual Arts' },
  { numericId: 106, id: 'Category/106', slug: 'fashion', title: 'Fashion & Beauty' },
  { numericId: 107, id: 'Category/107', slug: 'health', title: 'Health & Wellness' },
  { numericId: 108, id: 'Category/108', slug: 'sports-and-fitness', title: 'Sports & Fitness' },
  { numericId: 109, id: 'Category/109', slug: 'travel-and-outdoor', title: 'Travel & Outdoor' },
  { numericId: 110, id: 'Category/110', slug: 'food-and-drink', title: 'Food & Drink' },
  { numericId: 111, id: 'Category/111', slug: 'charity-and-causes', title: 'Charity & Causes' },
  { numericId: 112, id: 'Category/112', slug: 'government', title: 'Government & Politics' },
  { numericId: 113, id: 'Category/113', slug: 'community', title: 'Community & Culture' },
  { numericId: 114, id: 'Category/114', slug: 'spirituality', title: 'Religion & Spirituality' },
  { numericId: 115, id: 'Category/115', slug: 'family-and-education', title: 'Family & Education' },
  { numericId: 116, id: 'Category/116', slug: 'holiday', title: 'Seasonal & Holiday' },
  { numericId: 117, id: 'Category/117', slug: 'home-and-lifestyle', title: 'Home & Lifestyle' },
  { numericId: 118, id: 'Category/118', slug: 'auto-boat-and-air', title: 'Auto, Boat & Air' },
  { numericId: 119, id: 'Category/119', slug: 'hobbies', title: 'Hobbies & Special Interest' },
  { numericId: 120, id: 'Category/120', slug: 'school-activities', title: 'School Activities' },
  { numericId: 199, id: 'Category/199', slug: 'other', title: 'Other' },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategoryNumericId = Category['numericId'];
export type CategoryId = Category['id'];
export type CategorySlug = Category['slug'];

/**
 * Discovery destinations that are not categories but sit in the category position of the
 * refinements (product routes): nightlife, seasonal, dating (subcategory 17001) and
 * holiday/halloweenhaunt (subcategory 16004, under the holiday category).
 */
export const EXTRA_DESTINATIONS = [
  { slug: 'nightlife', title: 'Nightlife' },
  { slug: 'seasonal', title: 'Seasonal' },
  { slug: 'dating', title: 'Dating', subCategoryId: 'SubCategory/17001' },
  {
    slug: 'holiday/halloweenhaunt',
    title: 'Halloween',
    subCategoryId: 'SubCategory/16004',
    categoryId: 'Category/116',
  },
] as const;

export type ExtraDestination = (typeof EXTRA_DESTINATIONS)[number];
export type ExtraDestinationSlug = ExtraDestination['slug'];
/** Everything that may fill the category position of a discovery URL (product routes: "Category slugs"). */
export type RefinementCategorySlug = CategorySlug | ExtraDestinationSlug;

const CATEGORY_BY_NUMBER = new Map<number, Category>(CATEGORIES.map((c) => [c.numericId, c]));
const CATEGORY_BY_SLUG = new Map<string, Category>(CATEGORIES.map((c) => [c.slug, c]));
const DESTINATION_BY_SLUG = new Map<string, ExtraDestination>(EXTRA_DESTINATIONS.map((d) => [d.slug, d]));

/**
 * Finds a category by id: `Category/103`, `{product}Category/103` (product part
 * case-insensitive; `productSlug` defaults to the default product) or the bare number.
 */
export function getCategoryById(id: unknown, productSlug?: string): Category | undefined {
  const n = readTaxonomyNumber(id, 'Category', productSlug);
  return n === undefined ? undefined : CATEGORY_BY_NUMBER.get(n);
}

/** Finds a category by its slug (exact, lowercase: `science-and-tech`). */
export function getCategoryBySlug(slug: unknown): Category | undefined {
  return typeof slug === 'string' ? CATEGORY_BY_SLUG.get(slug) : undefined;
}

export function isCategorySlug(value: unknown): value is CategorySlug {
  return typeof value === 'string' && CATEGORY_BY_SLUG.has(value);
}

export function getExtraDestinationBySlug(slug: unknown): ExtraDestination | undefined {
  return typeof slug === 'string' ? DESTINATION_BY_SLUG.get(slug) : undefined;
}

export function isRefinementCategorySlug(value: unknown): value is RefinementCategorySlug {
  return typeof value === 'string' && (CATEGORY_BY_SLUG.has(value) || DESTINATION_BY_SLUG.has(value));
}

/** All 25 slugs that may fill the category position, in the product routes order (categories, then extras). */
export const REFINEMENT_CATEGORY_SLUGS: readonly RefinementCategorySlug[] = [
  ...CATEGORIES.map((c) => c.slug),
  ...EXTRA_DESTINATIONS.map((d) => d.slug),
];
