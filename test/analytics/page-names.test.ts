import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OTHER_PAGE_NAME, PAGE_NAMES, getPageName, type PageNameEntry } from '../../src/analytics/page-names';

/**
 * One real-looking path per map entry (product routes: page-name map), keyed by the entry's fragment. The
 * first test fails when an entry is added without a path here, so every entry stays tested.
 */
const EXAMPLES: Record<string, { path: string; pageName: string }> = {
  '/': { path: '/', pageName: 'Home' },
  '/d/': { path: '/d/ny--new-york/music--events/jazz/', pageName: 'Discovery' },
  '/e/': { path: '/e/summer-jazz-night-tickets-123456789', pageName: 'Event Listing' },
  '/language/': { path: '/language/', pageName: 'Language' },
  '/apps/': { path: '/apps/mailchimp/', pageName: 'App Marketplace' },
  '/boost/': { path: '/boost/campaigns', pageName: 'Boost' },
  '/reconvene/': { path: '/reconvene', pageName: 'Reconvene' },
  '/studio/': { path: '/studio/', pageName: 'Studio' },
  '/mytickets/': { path: '/mytickets', pageName: 'My Tickets' },
  '/u/*/': { path: '/u/411983/', pageName: 'My Tickets' },
  '/checkout/confirmation/': { path: '/checkout/confirmation/987654/', pageName: 'Order Confirmation' },
  '/myevents/': { path: '/myevents/', pageName: 'My Events' },
  '/manage/': { path: '/manage/', pageName: 'My Events' },
  '/organizations/home/': { path: '/organizations/home', pageName: 'My Events' },
  '/manage/events/*/dashboard/': { path: '/manage/events/123/dashboard/', pageName: 'Event Dashboard' },
  '/manage/events/*/access-levels/': { path: '/manage/events/123/access-levels/', pageName: 'Access Levels' },
  '/manage/events/*/discounts/': { path: '/manage/events/123/discounts/', pageName: 'Discount and Access Codes' },
  '/manage/events/*/tracking-links/': { path: '/manage/events/123/tracking-links/', pageName: 'Tracking Links' },
  '/manage/events/*/tracking-pixels/': { path: '/manage/events/123/tracking-pixels/', pageName: 'Tracking Pixels' },
  '/manage/events/*/reports/orders/': { path: '/manage/events/123/reports/orders/', pageName: 'Orders Reports' },
  '/manage/events/*/order-form/': { path: '/manage/events/123/order-form/', pageName: 'Order Form' },
  '/manage/events/*/waitlist/': { path: '/manage/events/123/waitlist/', pageName: 'Waitlist Settings' },
  '/manage/events/*/widgets/': { path: '/manage/events/123/widgets/', pageName: 'Widgets' },
  '/manage/events/*/zones/': { path: '/manage/events/123/zones/', pageName: 'Zone Management' },
};

describe('the analytics page-name map (product routes)', () => {
  it('has an example path below for every entry, and no example for an entry that is gone', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(PAGE_NAMES.map((entry) => entry.fragment).sort());
  });

  it('names every page the spec lists', () => {
    const names = new Set(PAGE_NAMES.map((entry) => entry.pageName));
    for (const name of [
      'Access Levels',
      'Event Listing',
      'Discovery',
      'Home',
      'Language',
      'Tracking Links',
      'Discount and Access Codes',
      'My Events',
      'Event Dashboard',
      'My Tickets',
      'Order Confirmation',
      'Orders Reports',
      'Tracking Pixels',
      'Order Form',
      'Waitlist Settings',
      'Widgets',
      'Zone Management',
    ]) {
      expect(names).toContain(name);
    }
    // "several apps"
    expect(['App Marketplace', 'Boost', 'Reconvene', 'Studio'].every((app) => names.has(app))).toBe(true);
  });

  it.each(PAGE_NAMES.map((entry): [string, PageNameEntry] => [entry.fragment, entry]))(
    'entry %s: its example path is named by it',
    (fragment, entry) => {
      const example = EXAMPLES[fragment]!;
      expect(example.pageName).toBe(entry.pageName);
      expect(getPageName(example.path)).toBe(entry.pageName);
    },
  );
});

describe('getPageName matching rules', () => {
  it('drops a language-subdirectory prefix first: /es/ is home and /fr/d/... discovery (product routes: locale prefix)', () => {
    expect(getPageName('/es/')).toBe('Home');
    expect(getPageName('/es')).toBe('Home');
    expect(getPageName('/fr/d/ca--montreal/all-events/')).toBe('Discovery');
    // Only languages the site serves under a subdirectory: /de/ is not one (de_DE lives on .de).
    expect(getPageName('/de/')).toBe(OTHER_PAGE_NAME);
  });

  it('reads only the pathname, in any case, with or without the trailing slash', () => {
    expect(getPageName('/MyTickets?x=1#top')).toBe('My Tickets');
    expect(getPageName('/myevents')).toBe('My Events');
    expect(getPageName('')).toBe('Home');
  });

  it('an exact entry does not swallow its sub-pages: /u/{id}/saved is not My Tickets, /manage/events/ is not My Events', () => {
    expect(getPageName('/u/411983/saved')).toBe(OTHER_PAGE_NAME);
    expect(getPageName('/manage/events/create')).toBe(OTHER_PAGE_NAME);
    expect(getPageName('/manage/events/auto-create/')).toBe(OTHER_PAGE_NAME);
  });

  it('* is exactly one segment: an event page needs its event id', () => {
    expect(getPageName('/manage/events/widgets/')).toBe(OTHER_PAGE_NAME);
    expect(getPageName('/manage/events/1/2/widgets/')).toBe(OTHER_PAGE_NAME);
    expect(getPageName('/manage/events/123/widgets/embed/')).toBe('Widgets');
  });

  it('a fragment matches whole segments: /discovery/ is not /d/, /emails/ is not /e/', () => {
    expect(getPageName('/discovery/')).toBe(OTHER_PAGE_NAME);
    expect(getPageName('/emails/')).toBe(OTHER_PAGE_NAME);
    expect(getPageName('/boosted/')).toBe(OTHER_PAGE_NAME);
  });

  it('names any path a known page or Other, never throws, and ignores a language prefix (property)', () => {
    const known = new Set([...PAGE_NAMES.map((entry) => entry.pageName), OTHER_PAGE_NAME]);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(known.has(getPageName(text))).toBe(true);
      }),
    );
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/).filter((s) => s !== 'es' && s !== 'fr');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), fc.constantFrom('es', 'fr'), (segments, language) => {
        const path = `/${segments.join('/')}`;
        expect(getPageName(`/${language}${path}`)).toBe(getPageName(path));
      }),
    );
  });
});
