/**
 * Every language's first texts at once, without loading anything: for what must speak the page's language
 * when the remote's own chunks cannot come, the host kit's fallback header (packages/host-kit). The header
 * itself never imports this (each page downloads its own language only: catalogue.ts).
 */
import type { FirstCatalogue } from './catalogue';
import { catalogueKeyOf, localeParts, type CatalogueKey } from './catalogue-names';
import { catalogue as de } from './catalogues/de';
import { catalogue as en } from './catalogues/en';
import { catalogue as es } from './catalogues/es';
import { catalogue as fr } from './catalogues/fr';
import { catalogue as pt } from './catalogues/pt';
import type { FirstMessageKey, Messages } from './messages';

const FIRST_PARTS: Readonly<Record<CatalogueKey | 'en', FirstCatalogue>> = {
  en,
  de,
  es,
  fr,
  pt,
};

/** The first texts `locale` reads, by the header's own chain (its language's, else English; then its region's). */
export function firstTextsIn(locale: string): Pick<Messages, FirstMessageKey> {
  const part = FIRST_PARTS[catalogueKeyOf(locale)];
  return { ...part.messages, ...part.regions?.[localeParts(locale).region] };
}
