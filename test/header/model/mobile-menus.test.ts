import { describe, expect, it } from 'vitest';
import { buildMobileAccountItems, buildMobileMenuItems } from '../../../src/header/model/mobile-menus';
import { ANONYMOUS_USER, ATTENDEE_USER, makeEnvironment, SERVER_URL } from '../../../examples/header-examples';
import { defaultMessages } from '../../../src/i18n/english';
import { byId, ctx } from './menu-context';

describe('mobile nested menus (product routes: "Header")', () => {
  it('Solutions, Industry, Event Types, Blog, plus Contact Sales and Get Started', () => {
    const items = buildMobileMenuItems(ctx({ deviceBucket: 'mobile' }));
    expect(items.map((i) => i.content)).toEqual([
      'Solutions',
      'Industry',
      'Event Types',
      'Blog',
      'Contact Sales',
      'Get Started',
    ]);
    expect(items.slice(0, 4).every((i) => i.type === 'expandLink' && (i.subItems?.length ?? 0) > 0)).toBe(true);
    expect(byId(items, 'contact-sales')?.path).toBe(`${SERVER_URL}/l/contact-evently-sales/`);
  });
  it('an expandable item starts active (open) when one of its sub-items is the current page (product states)', () => {
    const items = buildMobileMenuItems(ctx({ currentUrl: `${SERVER_URL}/blog/category/community/` }));
    expect(byId(items, 'blog')?.active).toBe(true);
    expect(byId(items, 'solutions')?.active).toBe(false);
  });
  it('uses the domain marketing variants: .ca sells tickets online, .co.uk plans conferences; resources only on .com', () => {
    const caItems = buildMobileMenuItems(ctx({ environment: makeEnvironment({}, 'en_CA') }));
    const solutions = byId(caItems, 'solutions')?.subItems ?? [];
    expect(byId(solutions, 'sell-tickets')?.path).toBe(`${SERVER_URL}/l/sell-tickets-online/`);
    expect(byId(solutions, 'resources')).toBeUndefined();
    const ukItems = buildMobileMenuItems(ctx({ environment: makeEnvironment({}, 'en_GB') }));
    expect(byId(byId(ukItems, 'event-types')?.subItems ?? [], 'conferences')?.path).toBe(
      `${SERVER_URL}/l/conference-planning/`,
    );
    expect(byId(byId(buildMobileMenuItems(ctx()), 'solutions')?.subItems ?? [], 'resources')?.path).toBe(
      `${SERVER_URL}/resources/`,
    );
  });
  it('Get Started sends a visitor to creator sign-up and a signed-in user to the organizer overview', () => {
    expect(byId(buildMobileMenuItems(ctx({ user: ANONYMOUS_USER })), 'get-started')?.path).toBe(
      `${SERVER_URL}/signin/signup/?referrer=%2Fmanage%2Fevents%2Fcreate%2F`,
    );
    expect(byId(buildMobileMenuItems(ctx()), 'get-started')?.path).toBe(`${SERVER_URL}/organizer/overview/`);
  });
});

describe('mobile panel account links (product routes: "Auth links", product validation rules: badges)', () => {
  it('a visitor gets Find my tickets and Sign In with the current page as referrer', () => {
    const items = buildMobileAccountItems(ctx({ user: ANONYMOUS_USER }));
    expect(items.map((item) => item.content)).toEqual(['Find my tickets', 'Sign In']);
    expect(byId(items, 'm-sign-in')?.path).toBe(`${SERVER_URL}/signin/`);
  });

  it('launchNewSignInSignUpLinks: Log In and Sign Up instead of Sign In (product roles)', () => {
    const environment = { ...makeEnvironment(), launchNewSignInSignUpLinks: true };
    const items = buildMobileAccountItems(ctx({ user: ANONYMOUS_USER, environment }));
    expect(items.map((item) => item.content)).toEqual(['Find my tickets', 'Log In', 'Sign Up']);
  });

  it('a user gets Likes and Tickets with count badges and the counts in words, plural by the locale', () => {
    const items = buildMobileAccountItems(ctx({ user: { ...ATTENDEE_USER, numSavedEvents: 1, numOrders: 150 } }));
    expect(items.map((item) => [item.content, item.count, item.countLabel, item.secondaryContent])).toEqual([
      ['Likes', 1, '1 saved event', undefined],
      ['Tickets', 150, '150 orders', undefined],
    ]);
    expect(byId(items, 'm-likes')?.path).toBe(`${SERVER_URL}/u/411983/favorites/events`);
  });

  it("counts in words use the host's plural forms", () => {
    const messages = { ...defaultMessages, ticketsCount: { one: '{count} pedido', other: '{count} pedidos' } };
    const environment = makeEnvironment();
    const items = buildMobileAccountItems(
      ctx({
        messages,
        environment: { ...environment, localeInfo: { ...environment.localeInfo, locale: 'es_ES' } },
        user: { ...ATTENDEE_USER, numOrders: 1200 },
      }),
    );
    expect(byId(items, 'm-tickets')?.countLabel).toBe('1200 pedidos');
  });
});
