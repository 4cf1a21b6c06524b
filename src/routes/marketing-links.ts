/**
 * The links of the mobile menu's nested marketing menus (product routes: "Header": Solutions, Industry, Event
 * Types, Blog, Contact Sales, Get Started). Only the mobile menu panel shows them, so they live apart
 * from header-links.ts and load with that panel instead of the header's first render.
 */
import type { Environment, Product } from '../config/types';
import { EVENT_CREATION_PATH } from './signin-redirect';
import { joinUrl, withQuery } from './url';

export interface LinkContext {
  environment: Environment;
  product: Product;
}

const onServer = (env: Environment, path: string) => joinUrl(env.serverUrl, path);

/** Creator sign-up: /signin/signup/ with referrer set to the event-creation path (product routes). */
export function getCreatorSignUpUrl(env: Environment): string {
  return withQuery(env.signupUrl, { referrer: EVENT_CREATION_PATH });
}

/** /resources/ exists only on the .com domain (product routes). */
export function getResourcesUrl(env: Environment): string | null {
  return env.localeInfo.tld === '.com' ? onServer(env, '/resources/') : null;
}

export const BLOG_CATEGORIES = ['tips-and-guides', 'news-and-trends', 'community', 'tools-and-features'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export function getBlogCategoryUrl(env: Environment, category: BlogCategory): string {
  return onServer(env, `/blog/category/${category}/`);
}

/** Marketing page names under /l/ (product routes); `{product}` is filled from the product slug. */
export type MarketingPage =
  | 'sell-tickets'
  | 'conferences'
  | 'event-marketing-platform'
  | 'product-ads'
  | 'event-payment'
  | 'music'
  | 'food-drink-event-ticketing'
  | 'performing-arts'
  | 'npo'
  | 'host-retail-events'
  | 'music-venues'
  | 'create-a-workshop'
  | 'festival-solutions'
  | 'eribrite-for-business'
  | 'virtual-events-platform'
  | 'contact-sales';

/** Per-domain slug variants (product routes): .ca sells tickets online, .co.uk plans conferences. */
const MARKETING_TLD_VARIANTS: Record<string, Partial<Record<MarketingPage, string>>> = {
  '.ca': { 'sell-tickets': 'sell-tickets-online' },
  '.co.uk': { conferences: 'conference-planning' },
};

export function getMarketingSlug(page: MarketingPage, tld: string, product: Product): string {
  const variant = MARKETING_TLD_VARIANTS[tld]?.[page];
  if (variant) return variant;
  if (page === 'product-ads') return `${product.slug}-ads`;
  if (page === 'contact-sales') return `contact-${product.slug}-sales`;
  return page;
}

export function getMarketingUrl({ environment, product }: LinkContext, page: MarketingPage): string {
  return onServer(environment, `/l/${getMarketingSlug(page, environment.localeInfo.tld, product)}/`);
}
