/**
 * Taxonomy id reading (product entities): `Category/{n}`, `SubCategory/{n}` and `Format/{n}`, plus the
 * alternate `{product}Category/` and `{product}SubCategory/` prefixes some sources use
 * (e.g. `EventlyCategory/103`). The product part is compared case-insensitively; the product
 * defaults to DEFAULT_PRODUCT (src/config/product.ts) and hosts pass their own slug.
 */
import { DEFAULT_PRODUCT } from '../config/product';

/** The id kinds of the product entities. Only Category and SubCategory have a `{product}` variant. */
export type TaxonomyIdKind = 'Category' | 'SubCategory' | 'Format';

/** Longest numeric part we read; real ids have at most 5 digits. */
const MAX_ID_DIGITS = 9;

/**
 * Reads the numeric part of a taxonomy id of the given kind, or `undefined` when the text is not
 * such an id. A bare number (`103` or `'103'`) is accepted too, since query strings carry those.
 */
export function readTaxonomyNumber(
  raw: unknown,
  kind: TaxonomyIdKind,
  productSlug: string = DEFAULT_PRODUCT.slug,
): number | undefined {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : undefined;
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  const slash = text.lastIndexOf('/');
  const prefix = slash === -1 ? '' : text.slice(0, slash).toLowerCase();
  const digits = slash === -1 ? text : text.slice(slash + 1);
  if (!/^\d+$/.test(digits) || digits.length > MAX_ID_DIGITS) return undefined;
  if (slash !== -1) {
    const accepted = [kind.toLowerCase()];
    if (kind !== 'Format' && typeof productSlug === 'string' && productSlug.length > 0) {
      accepted.push(`${productSlug.toLowerCase()}${kind.toLowerCase()}`);
    }
    if (!accepted.includes(prefix)) return undefined;
  }
  const value = Number(digits);
  return value > 0 ? value : undefined;
}
