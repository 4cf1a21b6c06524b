/**
 * English's regional differences in the first part: British spelling, which Australia shares (Canada keeps
 * the US spelling of the spec's texts). The later part's British words are in en.later.ts.
 */
import type { FirstCatalogue } from '../catalogue';

const british = {
  organize: 'Organise',
  helpCenterMenu: 'Help Centre',
  helpCenter: 'Help Centre',
} as const;

export const englishFirstRegions: NonNullable<FirstCatalogue['regions']> = { GB: british, AU: british };
