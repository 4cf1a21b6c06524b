/** Price filter (product entities): free or paid, labelled from the message catalogue. */
import type { Messages } from '../i18n/messages';

export const PRICE_FILTERS = [
  { value: 'free', messageKey: 'priceFree' },
  { value: 'paid', messageKey: 'pricePaid' },
] as const;

export type PriceFilter = (typeof PRICE_FILTERS)[number]['value'];

export function isPriceFilter(value: unknown): value is PriceFilter {
  return value === 'free' || value === 'paid';
}

/** The label (Free, Paid) from the given catalogue. */
export function getPriceLabel(price: PriceFilter, messages: Pick<Messages, 'priceFree' | 'pricePaid'>): string {
  return price === 'free' ? messages.priceFree : messages.pricePaid;
}
