import { describe, expect, it } from 'vitest';
import {
  buildHelpCenterItems,
  buildLinkGroupItems,
  buildUserMenuItems,
  showsCreateEventCta,
  showsManageMyEvents,
} from '../../../src/header/model/menus';
import { getUserLabel } from '../../../src/header/model/user-label';
import {
  ANONYMOUS_USER,
  ATTENDEE_USER,
  DEFAULT_PAGE_DATA,
  makeEnvironment,
  NO_FLAGS,
  ORGANIZER_USER,
  SERVER_URL,
  STAFF_TIKIBAR_USER,
  STAFF_USER,
} from '../../../examples/header-examples';
import { byId, ctx, ids } from './menu-context';

describe('user menu (product roles: "Authenticated user")', () => {
  it('an anonymous visitor has no user menu', () => {
    expect(buildUserMenuItems(ctx({ user: ANONYMOUS_USER }))).toEqual([]);
  });

  it('a signed-in user gets tickets, liked, following, interests and account settings', () => {
    const items = buildUserMenuItems(ctx());
    for (const id of ['tickets', 'liked', 'following', 'interests', 'account-settings', 'logout']) {
      expect(ids(items)).toContain(id);
    }
    expect(byId(items, 'tickets')?.content).toBe('Tickets (3)');
    expect(byId(items, 'logout')?.content).toBe('Log out');
  });

  it.each([
    [0, 'Tickets'],
    [1, 'Tickets (1)'],
    [99, 'Tickets (99)'],
    [100, 'Tickets (99+)'],
    [150, 'Tickets (99+)'],
  ])('the tickets item follows the badge rule: %s orders -> "%s" (product validation rules)', (numOrders, content) => {
    expect(byId(buildUserMenuItems(ctx({ user: { ...ATTENDEE_USER, numOrders } })), 'tickets')?.content).toBe(content);
  });

  it('collections show only with the enableOldCollectionsLinkInHeader flag', () => {
    expect(ids(buildUserMenuItems(ctx()))).not.toContain('collections');
    const withFlag = buildUserMenuItems(ctx({ featureFlags: { ...NO_FLAGS, enableOldCollectionsLinkInHeader: true } }));
    expect(byId(withFlag, 'collections')?.path).toBe(`${SERVER_URL}/u/411983/favorites/collections`);
  });

  it('interests follow isDetachInterestsEnabled with the current page as referrer', () => {
    expect(byId(buildUserMenuItems(ctx()), 'interests')?.path).toBe(`${SERVER_URL}/u/interests`);
    const detached = buildUserMenuItems(ctx({ featureFlags: { ...NO_FLAGS, isDetachInterestsEnabled: true } }));
    expect(byId(detached, 'interests')?.path).toBe(
      `${SERVER_URL}/u/interests/tags/?mode=detached&referrer=${encodeURIComponent('https://www.example.com/e/jazz-1')}`,
    );
  });

  it.each([
    ['attendee', ATTENDEE_USER],
    ['organizer', ORGANIZER_USER],
    ['staff with tikibar', STAFF_TIKIBAR_USER],
  ])('inserts a disabled item showing the user label at position 9 of the menu (%s)', (_name, user) => {
    const items = buildUserMenuItems(ctx({ user }));
    const label = items[8];
    expect(label).toMatchObject({ id: 'user-label', disabled: true, content: getUserLabel(user) });
    expect(items.filter((i) => i.id === 'user-label')).toHaveLength(1);
  });

  it("Manage my events is hidden for an attendee on a non-mobile screen, mobile being the product limits' under-481 bucket (product roles)", () => {
    expect(ids(buildUserMenuItems(ctx({ deviceBucket: 'mobile' })))).toContain('manage-my-events');
    // A tablet gets the mobile layout (under 960 px) but is not a mobile screen.
    expect(ids(buildUserMenuItems(ctx({ deviceBucket: 'tablet' })))).not.toContain('manage-my-events');
    expect(ids(buildUserMenuItems(ctx({ deviceBucket: 'desktop' })))).not.toContain('manage-my-events');
    for (const bucket of ['mobile', 'tablet', 'desktop'] as const) {
      expect(showsManageMyEvents(ATTENDEE_USER, bucket)).toBe(bucket === 'mobile');
      expect(showsManageMyEvents(ORGANIZER_USER, bucket)).toBe(true);
    }
  });

  it('leaves out the /u/{publicId}/ items for a signed-in user without publicId: never /u//', () => {
    const flags = { ...NO_FLAGS, enableOldCollectionsLinkInHeader: true };
    const items = buildUserMenuItems(ctx({ user: { ...ATTENDEE_USER, publicId: '' }, featureFlags: flags }));
    for (const id of ['tickets', 'liked', 'collections', 'following']) expect(ids(items)).not.toContain(id);
    expect(items.filter((item) => item.path?.includes('/u//'))).toEqual([]);
    // Pages that need no publicId stay.
    for (const id of ['browse-events', 'interests', 'account-settings', 'newsletter', 'logout', 'user-label']) {
      expect(ids(items)).toContain(id);
    }
  });

  it('leaves out Admin and Feature Flags without adminServerUrl, instead of linking to the normal site', () => {
    const environment = makeEnvironment({ adminServerUrl: '' });
    const staff = buildUserMenuItems(ctx({ user: STAFF_USER, environment }));
    expect(ids(staff)).not.toContain('admin');
    expect(ids(staff)).not.toContain('feature-flags');
    // No staff items left: no divider for an empty group.
    expect(ids(staff)).not.toContain('staff-divider');
    const tiki = buildUserMenuItems(ctx({ user: STAFF_TIKIBAR_USER, environment }));
    expect(ids(tiki).slice(ids(tiki).indexOf('staff-divider'))).toEqual([
      'staff-divider',
      'tikibar',
      'logout-divider',
      'logout',
    ]);
  });

  it('Manage my events routes to /myevents/, /manage/ or /organizations/home (product routes)', () => {
    const org = ctx({ user: ORGANIZER_USER });
    expect(byId(buildUserMenuItems(org), 'manage-my-events')?.path).toBe(`${SERVER_URL}/myevents/`);
    const overview = ctx({ user: ORGANIZER_USER, environment: makeEnvironment({ isManageOverviewActive: true }) });
    expect(byId(buildUserMenuItems(overview), 'manage-my-events')?.path).toBe(`${SERVER_URL}/manage/`);
    const home = ctx({ user: ORGANIZER_USER, pageData: { isCreatorHomeActivated: true, isHomePage: false } });
    expect(byId(buildUserMenuItems(home), 'manage-my-events')?.path).toBe(`${SERVER_URL}/organizations/home`);
  });

  it('staff get Admin and Feature Flags on the admin host in a new tab; Tikibar only with hasTikibar (product roles)', () => {
    const attendee = buildUserMenuItems(ctx());
    expect(ids(attendee)).not.toContain('admin');
    const staff = buildUserMenuItems(ctx({ user: STAFF_USER }));
    expect(byId(staff, 'admin')).toMatchObject({ path: 'https://admin.example.com/admin/search/', newTab: true });
    expect(byId(staff, 'feature-flags')).toMatchObject({
      path: 'https://admin.example.com/admin/nexus/gargoyle/',
      newTab: true,
    });
    expect(ids(staff)).not.toContain('tikibar');
    expect(byId(buildUserMenuItems(ctx({ user: STAFF_TIKIBAR_USER })), 'tikibar')?.path).toBe(
      `${SERVER_URL}/tikibar/settings/`,
    );
  });

  it('organizer items carry the Beta and New labels; attendees get the newsletter in a new tab', () => {
    const org = buildUserMenuItems(ctx({ user: ORGANIZER_USER }));
    expect(byId(org, 'sponsorship')?.badge).toBe('Beta');
    expect(byId(org, 'studio')?.badge).toBe('New');
    expect(byId(buildUserMenuItems(ctx()), 'newsletter')).toMatchObject({
      newTab: true,
      path: `${SERVER_URL}/hybrid_newsletter/`,
    });
  });

  it('Log out is last and uses the environment logoutUrl', () => {
    const items = buildUserMenuItems(ctx());
    expect(items.at(-1)).toMatchObject({ id: 'logout', path: `${SERVER_URL}/logout/` });
  });
});

describe('user label (product validation rules)', () => {
  it('a label over 30 characters is cut to 25 plus an ellipsis', () => {
    expect(getUserLabel({ fullName: 'A'.repeat(31), email: '' })).toBe(`${'A'.repeat(25)}…`);
    expect(getUserLabel({ fullName: 'A'.repeat(30), email: '' })).toBe('A'.repeat(30));
  });
  it('falls back to the email and never splits a character made of two code units', () => {
    expect(getUserLabel({ fullName: '', email: 'x@example.com' })).toBe('x@example.com');
    const emoji = '😀'.repeat(31);
    expect(getUserLabel({ fullName: emoji, email: '' })).toBe(`${'😀'.repeat(25)}…`);
  });
});

describe('create-event call to action (product roles)', () => {
  it('shows only when canCreateEvents or on the home page', () => {
    expect(showsCreateEventCta(ANONYMOUS_USER, DEFAULT_PAGE_DATA)).toBe(false);
    expect(showsCreateEventCta(ATTENDEE_USER, DEFAULT_PAGE_DATA)).toBe(false);
    expect(showsCreateEventCta(ORGANIZER_USER, DEFAULT_PAGE_DATA)).toBe(true);
    expect(showsCreateEventCta(ANONYMOUS_USER, { ...DEFAULT_PAGE_DATA, isHomePage: true })).toBe(true);
  });
});

describe('Help Center, Organize and Help menus (product routes)', () => {
  it('Help Center dropdown: Help Center, Find your tickets, Contact your event organizer', () => {
    expect(buildHelpCenterItems(ctx()).map((i) => i.content)).toEqual([
      'Help Center',
      'Find your tickets',
      'Contact your event organizer',
    ]);
  });
  it('Organize and Help take their lists from the environment (home, then suggested), dropping unsafe URLs', () => {
    const items = buildLinkGroupItems(
      {
        home: { label: 'Home', url: '/organizer/overview/' },
        suggested: [
          { label: 'Ok', url: 'https://x.test/a' },
          { label: 'Bad', url: 'javascript:alert(1)' },
        ],
      },
      SERVER_URL,
      'organize',
    );
    expect(items.map((i) => [i.type, i.content, i.path])).toEqual([
      ['anchor', 'Home', `${SERVER_URL}/organizer/overview/`],
      ['divider', undefined, undefined],
      ['anchor', 'Ok', 'https://x.test/a'],
    ]);
  });
});
