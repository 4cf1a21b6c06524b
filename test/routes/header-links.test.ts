import { describe, expect, it } from 'vitest';
import * as createEvent from '../../src/routes/create-event-links';
import * as links from '../../src/routes/header-links';
import { ATTENDEE_USER, makeEnvironment, SERVER_URL } from '../../examples/header-examples';

const com = makeEnvironment({}, 'en_US');
const ca = makeEnvironment({}, 'en_CA');
const uk = makeEnvironment({}, 'en_GB');
const es = makeEnvironment({}, 'es_US');
const S = SERVER_URL;

describe('home and browse links (product routes: "Other routes and links")', () => {
  it.each([
    ['.com', com, `${S}/`],
    ['.ca', ca, `${S}/`],
    ['.co.uk', uk, `${S}/`],
    ['language subdirectory es_US', es, `${S}/es/`],
  ])('the logo links home with the locale prefix when the locale uses one (%s)', (_name, env, expected) => {
    expect(links.getHomeUrl(env)).toBe(expected);
  });

  it('browses events at /d/local/events/ and /d/local/all-events/, prefixed for subdirectory locales', () => {
    expect(links.getBrowseEventsUrl(com, 'events')).toBe(`${S}/d/local/events/`);
    expect(links.getFindEventsUrl(com)).toBe(`${S}/d/local/all-events/`);
    expect(links.getFindEventsUrl(es)).toBe(`${S}/es/d/local/all-events/`);
  });

  it('works with a same-origin host (empty serverUrl) without doubling slashes', () => {
    expect(links.getHomeUrl(makeEnvironment({ serverUrl: '' }))).toBe('/');
    expect(links.getTicketsUrl(makeEnvironment({ serverUrl: 'https://x.test/' }), ATTENDEE_USER)).toBe(
      'https://x.test/u/411983/',
    );
  });
});

describe('help links use the help-center language (product routes, default en-us per the product limits)', () => {
  it.each([
    ['.com', com, 'en-us'],
    ['.ca', ca, 'en-ca'],
    ['.co.uk', uk, 'en-gb'],
    ['es_US', es, 'es'],
  ])('%s: /help/{lang}/ and its two articles', (_name, env, lang) => {
    expect(links.getHelpCenterUrl(env)).toBe(`${S}/help/${lang}/`);
    expect(links.getFindYourTicketsHelpUrl(env)).toBe(`${S}/help/${lang}/articles/find-your-tickets/`);
    expect(links.getContactOrganizerHelpUrl(env)).toBe(`${S}/help/${lang}/articles/contact-the-event-organizer/`);
  });
});

describe('sign-in links (product routes)', () => {
  it('find my tickets signs in with referrer /mytickets', () => {
    expect(links.getFindMyTicketsUrl(com)).toBe(`${S}/signin/?referrer=%2Fmytickets`);
  });
  it('sign in, log in, sign up and log out come from environment data', () => {
    const env = makeEnvironment({
      signinUrl: 'https://auth.test/in',
      loginUrl: 'https://auth.test/login',
      signupUrl: 'https://auth.test/up',
      logoutUrl: 'https://auth.test/out',
    });
    expect(links.getSignInUrl(env)).toBe('https://auth.test/in');
    expect(links.getLogInUrl(env)).toBe('https://auth.test/login');
    expect(links.getSignUpUrl(env)).toBe('https://auth.test/up');
    expect(links.getLogoutUrl(env)).toBe('https://auth.test/out');
  });
});

describe('organizer and resources links (product routes)', () => {
  it('Create Events goes to /organizer/overview/', () => {
    expect(links.getCreateEventsUrl(com)).toBe(`${S}/organizer/overview/`);
  });
});

describe('user links /u/{publicId}/ (product routes)', () => {
  const u = ATTENDEE_USER;
  it('tickets, liked, likes, collections, following', () => {
    expect(links.getTicketsUrl(com, u)).toBe(`${S}/u/411983/`);
    expect(links.getLikedUrl(com, u)).toBe(`${S}/u/411983/saved`);
    expect(links.getLikesUrl(com, u)).toBe(`${S}/u/411983/favorites/events`);
    expect(links.getCollectionsUrl(com, u)).toBe(`${S}/u/411983/favorites/collections`);
    expect(links.getFollowingUrl(com, u)).toBe(`${S}/u/411983/followed/`);
  });
  it('without a publicId there is no such page: undefined, never /u//', () => {
    const noId = { ...u, publicId: '' };
    for (const build of [
      links.getTicketsUrl,
      links.getLikedUrl,
      links.getLikesUrl,
      links.getCollectionsUrl,
      links.getFollowingUrl,
    ]) {
      expect(build(com, noId)).toBeUndefined();
    }
  });
  it('interests: /u/interests, or detached tags with the current page as referrer', () => {
    expect(links.getInterestsUrl(com, false, 'https://www.example.com/e/1')).toBe(`${S}/u/interests`);
    expect(links.getInterestsUrl(com, true, 'https://www.example.com/e/1?x=1')).toBe(
      `${S}/u/interests/tags/?mode=detached&referrer=https%3A%2F%2Fwww.example.com%2Fe%2F1%3Fx%3D1`,
    );
  });
  it('account pages', () => {
    expect(links.getAccountSettingsUrl(com)).toBe(`${S}/account-settings/`);
    expect(links.getContactsUrl(com)).toBe(`${S}/contacts/`);
    expect(links.getOrganizerProfileUrl(com)).toBe(`${S}/myprofile/`);
    expect(links.getNewsletterUrl(com)).toBe(`${S}/hybrid_newsletter/`);
    expect(links.getSponsorshipUrl(com)).toBe(`${S}/sponsorship/connect/search/`);
    expect(links.getStudioUrl(com)).toBe(`${S}/studio/`);
    expect(links.getCreateUrl(com)).toBe(`${S}/create/`);
  });
});

describe('create-event links (product routes)', () => {
  it('call to action /manage/events/auto-create/, scratch /manage/events/create, AI /manage/events/auto-create', () => {
    expect(links.getCreateEventCtaUrl(com)).toBe(`${S}/manage/events/auto-create/`);
    expect(createEvent.getStartFromScratchUrl(com)).toBe(`${S}/manage/events/create`);
    expect(createEvent.getCreateWithAiUrl(com)).toBe(`${S}/manage/events/auto-create`);
  });
  it('Manage my events: /organizations/home with creator home, else /manage/ with overview, else /myevents/', () => {
    expect(links.getManageMyEventsUrl(com, true)).toBe(`${S}/organizations/home`);
    expect(links.getManageMyEventsUrl(makeEnvironment({ isManageOverviewActive: true }), true)).toBe(
      `${S}/organizations/home`,
    );
    expect(links.getManageMyEventsUrl(makeEnvironment({ isManageOverviewActive: true }), false)).toBe(`${S}/manage/`);
    expect(links.getManageMyEventsUrl(com, false)).toBe(`${S}/myevents/`);
  });
});

describe('staff links on the admin host (product routes)', () => {
  it('Admin and Feature Flags use adminServerUrl; Tikibar settings the server', () => {
    expect(links.getAdminSearchUrl(com)).toBe('https://admin.example.com/admin/search/');
    expect(links.getFeatureFlagsAdminUrl(com)).toBe('https://admin.example.com/admin/nexus/gargoyle/');
    expect(links.getTikibarSettingsUrl(com)).toBe(`${S}/tikibar/settings/`);
  });
  it('without adminServerUrl the admin links are undefined, not relative links onto the normal site', () => {
    const noAdmin = makeEnvironment({ adminServerUrl: '' });
    expect(links.getAdminSearchUrl(noAdmin)).toBeUndefined();
    expect(links.getFeatureFlagsAdminUrl(noAdmin)).toBeUndefined();
    expect(links.getTikibarSettingsUrl(noAdmin)).toBe(`${S}/tikibar/settings/`);
  });
});
