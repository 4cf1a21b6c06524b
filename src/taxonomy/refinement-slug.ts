/**
 * The refinement slug of a subcategory (product entities: "refinement slug").
 *
 * Derivation rule, applied to the published name:
 * 1. trim (two published names end in a space: 12007, 15005);
 * 2. lowercase;
 * 3. `&` becomes the word `and` (`Pets & Animals` -> `pets-and-animals`, `R&B` -> `r-and-b`);
 * 4. apostrophes and dots are dropped (`New Year's Eve` -> `new-years-eve`);
 * 5. every run of other non-alphanumeric characters (spaces, `/`, `-`) becomes one hyphen
 *    (`City/Town` -> `city-town`, `EDM / Electronic` -> `edm-electronic`);
 * 6. no leading or trailing hyphen.
 *
 * Exceptions named by the spec (REFINEMENT_SLUG_EXCEPTIONS): 13004 is `lgbt` (the spec's
 * "LGBTQIA+ (slug lgbt)"), and 16004 Halloween/Haunt is `halloweenhaunt`, the slug the spec's
 * `holiday/halloweenhaunt` destination uses.
 *
 * scripts/gen-taxonomy.mjs applies the same rule when it writes the data file; a test checks
 * that the stored slugs equal deriveRefinementSlug for every row.
 */
export const REFINEMENT_SLUG_EXCEPTIONS: Readonly<Record<number, string>> = {
  13004: 'lgbt',
  16004: 'halloweenhaunt',
};

export function deriveRefinementSlug(publishedName: string, numericId?: number): string {
  if (numericId !== undefined && REFINEMENT_SLUG_EXCEPTIONS[numericId] !== undefined) {
    return REFINEMENT_SLUG_EXCEPTIONS[numericId];
  }
  return publishedName
    .trim()
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['\u2019.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
