/**
 * Which place types location suggestions may have (product validation rules): regions only, or with neighborhoods
 * enabled exactly these five. The map service accepts a type collection such as `(regions)`
 * alone, or up to five single types, so the neighborhood list is sent as it is.
 */
export const REGION_TYPES: readonly string[] = ['(regions)'];
export const NEIGHBORHOOD_TYPES: readonly string[] = [
  'neighborhood',
  'locality',
  'sublocality',
  'country',
  'administrative_area_level_1',
];

export function getSuggestionTypes(enableNeighborhoods: boolean): readonly string[] {
  return enableNeighborhoods ? NEIGHBORHOOD_TYPES : REGION_TYPES;
}
