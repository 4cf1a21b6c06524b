/**
 * Subcategories (product entities: "SubCategory"): the 216 published rows with their parent category,
 * refinement slug, and the optional subtitle, images and theme.
 */
import { SUBCATEGORY_ROWS } from './taxonomy-data.generated';
import { getCategoryById, getCategoryBySlug, type Category, type CategoryId } from './categories';
import { readTaxonomyNumber } from './ids';

type Row = (typeof SUBCATEGORY_ROWS)[number];
export type SubCategoryNumericId = Row[0];
export type SubCategoryId = `SubCategory/${SubCategoryNumericId}`;
/** Refinement slugs; unique within a parent category only (every category has an `other`). */
export type SubCategorySlug = Row[3];

/** Seasonal themes a subcategory page may use (product entities). */
export const SUBCATEGORY_THEMES = [
  'halloween',
  'thanksgiving',
  'christmas',
  'fall',
  'new-year',
  'transparent',
] as const;
export type SubCategoryTheme = (typeof SUBCATEGORY_THEMES)[number];

/** One image rendition (product entities: imageUrl / imageUrlSmall). */
export interface SubCategoryImage {
  /** Image URL. The header ships none: hosts or the API supply them. */
  source: string;
  width: number;
  height: number;
  /** Tiny base64 (data URL) placeholder shown while the image loads. */
  blurPlaceholder?: string;
}

export interface SubCategory {
  /** `SubCategory/{n}`. */
  id: SubCategoryId;
  numericId: SubCategoryNumericId;
  /** Published name exactly as in the source table (may end in a space: 12007, 15005). */
  publishedName: string;
  /** Display title: the published name trimmed. */
  title: string;
  /** Parent category id. */
  parentId: CategoryId;
  /** Refinement slug; see refinement-slug.ts for the derivation rule. */
  slug: SubCategorySlug;
  subtitle?: string;
  /** Large image; absent for Other and for subcategories without art (product entities). */
  imageUrl?: SubCategoryImage;
  /** Small image. */
  imageUrlSmall?: SubCategoryImage;
  theme?: SubCategoryTheme;
}

/** The obvious seasonal themes (product entities: themes; holiday subcategories 16004-16009). */
export const SUBCATEGORY_THEME_BY_ID: Readonly<Partial<Record<SubCategoryNumericId, SubCategoryTheme>>> = {
  16004: 'halloween',
  16005: 'thanksgiving',
  16006: 'christmas',
  16008: 'fall',
  16009: 'new-year',
};

export const SUBCATEGORIES: readonly SubCategory[] = SUBCATEGORY_ROWS.map((row: Row): SubCategory => {
  const [numericId, publishedName, parent, slug] = row;
  const theme = SUBCATEGORY_THEME_BY_ID[numericId];
  return {
    id: `SubCategory/${numericId}`,
    numericId,
    publishedName,
    title: publishedName.trim(),
    parentId: `Category/${parent}`,
    slug,
    ...(theme ? { theme } : {}),
  };
});

const BY_NUMBER = new Map<number, SubCategory>(SUBCATEGORIES.map((s) => [s.numericId, s]));

/** Finds a subcategory by `SubCategory/{n}`, `{product}SubCategory/{n}` or the bare number. */
export function getSubCategoryById(id: unknown, productSlug?: string): SubCategory | undefined {
  const n = readTaxonomyNumber(id, 'SubCategory', productSlug);
  return n === undefined ? undefined : BY_NUMBER.get(n);
}

export function isSubCategoryNumericId(value: unknown): value is SubCategoryNumericId {
  return typeof value === 'number' && BY_NUMBER.has(value);
}

/**
 * The subcategories of a category, in published order. Takes a category id (either prefix),
 * a category slug, or a Category.
 */
export function getSubCategoriesOfCategory(category: unknown, productSlug?: string): SubCategory[] {
  const found: Category | undefined =
    typeof category === 'object' && category !== null && 'id' in category
      ? getCategoryById((category as { id: unknown }).id)
      : (getCategoryBySlug(category) ?? getCategoryById(category, productSlug));
  if (!found) return [];
  return SUBCATEGORIES.filter((s) => s.parentId === found.id);
}

/** Finds a subcategory by its refinement slug within a category (slugs repeat across categories). */
export function getSubCategoryBySlug(categorySlugOrId: unknown, slug: unknown): SubCategory | undefined {
  if (typeof slug !== 'string') return undefined;
  return getSubCategoriesOfCategory(categorySlugOrId).find((s) => s.slug === slug);
}
