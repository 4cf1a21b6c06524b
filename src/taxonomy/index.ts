/**
 * The event taxonomy (product entities): categories and extra destinations, subcategories, formats, price,
 * quick tags, date filters and date ranges. Pure data and lookups; no React.
 */
export * from './categories';
export * from './subcategories';
export * from './formats';
export * from './price';
export * from './quick-tags';
export * from './date-filters';
export * from './date-range';
export { readTaxonomyNumber, type TaxonomyIdKind } from './ids';
export { deriveRefinementSlug, REFINEMENT_SLUG_EXCEPTIONS } from './refinement-slug';
