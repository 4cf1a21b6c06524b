import { describe, expect, it } from 'vitest';
import * as links from '../../src/routes/marketing-links';
import { DEFAULT_PRODUCT } from '../../src/config/product';
import { makeEnvironment, SERVER_URL } from '../../examples/header-examples';

const com = makeEnvironment({}, 'en_US');
const ca = makeEnvironment({}, 'en_CA');
const uk = makeEnvironment({}, 'en_GB');
const es = makeEnvironment({}, 'es_US');
const product = DEFAULT_PRODUCT;
const S = SERVER_URL;

describe('creator sign-up, resources and blog links (product routes)', () => {
  it('creator sign-up is /signin/signup/ with referrer /manage/events/create/', () => {
    expect(links.getCreatorSignUpUrl(com)).toBe(`${S}/signin/signup/?referrer=%2Fmanage%2Fevents%2Fcreate%2F`);
  });
  it.each([
    ['.com', com, `${S}/resources/`],
    ['.ca', ca, null],
    ['.co.uk', uk, null],
  ])('/resources/ exists only on the .com domain (%s)', (_n, env, expected) => {
    expect(links.getResourcesUrl(env)).toBe(expected);
  });
  it('blog categories are tips-and-guides, news-and-trends, community, tools-and-features', () => {
    expect(links.BLOG_CATEGORIES.map((c) => links.getBlogCategoryUrl(com, c))).toEqual([
      `${S}/blog/category/tips-and-guides/`,
      `${S}/blog/category/news-and-trends/`,
      `${S}/blog/category/community/`,
      `${S}/blog/category/tools-and-features/`,
    ]);
  });
});

describe('marketing pages under /l/ (product routes)', () => {
  const pages: [links.MarketingPage, string][] = [
    ['sell-tickets', 'sell-tickets'],
    ['conferences', 'conferences'],
    ['event-marketing-platform', 'event-marketing-platform'],
    ['product-ads', 'evently-ads'],
    ['event-payment', 'event-payment'],
    ['music', 'music'],
    ['food-drink-event-ticketing', 'food-drink-event-ticketing'],
    ['performing-arts', 'performing-arts'],
    ['npo', 'npo'],
    ['host-retail-events', 'host-retail-events'],
    ['music-venues', 'music-venues'],
    ['create-a-workshop', 'create-a-workshop'],
    ['festival-solutions', 'festival-solutions'],
    ['eribrite-for-business', 'eribrite-for-business'],
    ['virtual-events-platform', 'virtual-events-platform'],
    ['contact-sales', 'contact-evently-sales'],
  ];
  it.each(pages)('.com: %s -> /l/%s/', (page, slug) => {
    expect(links.getMarketingUrl({ environment: com, product }, page)).toBe(`${S}/l/${slug}/`);
  });
  it('.ca: sell-tickets becomes sell-tickets-online; conferences unchanged', () => {
    expect(links.getMarketingUrl({ environment: ca, product }, 'sell-tickets')).toBe(`${S}/l/sell-tickets-online/`);
    expect(links.getMarketingUrl({ environment: ca, product }, 'conferences')).toBe(`${S}/l/conferences/`);
  });
  it('.co.uk: conferences becomes conference-planning; sell-tickets unchanged', () => {
    expect(links.getMarketingUrl({ environment: uk, product }, 'conferences')).toBe(`${S}/l/conference-planning/`);
    expect(links.getMarketingUrl({ environment: uk, product }, 'sell-tickets')).toBe(`${S}/l/sell-tickets/`);
  });
  it('a language-subdirectory locale keeps the marketing slugs of its domain', () => {
    expect(links.getMarketingUrl({ environment: es, product }, 'sell-tickets')).toBe(`${S}/l/sell-tickets/`);
  });
  it('{product} is the configured product slug', () => {
    expect(links.getMarketingUrl({ environment: com, product: { name: 'Acme', slug: 'acme' } }, 'product-ads')).toBe(
      `${S}/l/acme-ads/`,
    );
  });
});
