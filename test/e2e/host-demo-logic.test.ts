/** The demo host's pure parts: QA state <-> query and the route table every header link must hit. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildHeaderProps,
  DEFAULT_QA_STATE,
  FLAG_NAMES,
  getRouteQuery,
  LOCALES,
  mergeQuery,
  parseQaState,
  PERSONAS,
  serializeQaState,
  type QaState,
} from '../../host-demo/qa/panel/qa-state';
import { isInAppPath, matchRoute } from '../../host-demo/common/route-table';
import { FAULTS } from '@global-header/demo-api/fault-names';
import { DEMO_GEOLOCATIONS } from '../../host-demo/qa/panel/demo-geolocation';
import { findStage, STAGES } from '../../src/config/stage';
import type { Stage } from '../../src/config/types';
import * as createEvent from '../../src/routes/create-event-links';
import * as links from '../../src/routes/header-links';
import * as marketing from '../../src/routes/marketing-links';
import { getExample } from '../../examples/header-examples';

const qaStateArbitrary: fc.Arbitrary<QaState> = fc.record({
  persona: fc.constantFrom(...PERSONAS.map((p) => p.id)),
  flags: fc.subarray([...FLAG_NAMES]),
  locale: fc.constantFrom(...LOCALES.map((l) => l.locale)),
  stage: fc.constantFrom(...STAGES),
  manageOverview: fc.boolean(),
  creatorHome: fc.boolean(),
  homePage: fc.boolean(),
  mobile: fc.boolean(),
  currentUrlProp: fc.boolean(),
  fault: fc.constantFrom('' as const, ...FAULTS),
  geo: fc.constantFrom('' as const, ...DEMO_GEOLOCATIONS),
});

describe('QA state in the URL', () => {
  it('round-trips every state through the query (a QA link reproduces it)', () => {
    fc.assert(
      fc.property(qaStateArbitrary, (state) => {
        const parsed = parseQaState(serializeQaState(state));
        expect(parsed.notes).toEqual([]);
        expect(parsed.state).toEqual(state);
      }),
    );
  });

  it('never throws on arbitrary query strings and only yields known values', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const { state } = parseQaState(search);
        expect(PERSONAS.some((p) => p.id === state.persona)).toBe(true);
        // A known stage in canonical form, or the trimmed text itself for the header to report.
        if (!STAGES.includes(state.stage as Stage)) expect(findStage(state.stage)).toBeUndefined();
        expect(LOCALES.some((l) => l.locale === state.locale)).toBe(true);
        for (const flag of state.flags) expect(FLAG_NAMES).toContain(flag);
      }),
    );
  });

  it('the default state is an empty query, and stage/locale are read case-insensitively', () => {
    expect(serializeQaState(DEFAULT_QA_STATE).toString()).toBe('');
    expect(parseQaState('?stage=PreProd&locale=en_gb&persona=staff').state).toMatchObject({
      stage: 'preprod',
      locale: 'en_GB',
      persona: 'staff',
    });
  });

  it('passes an unknown stage on as typed, for the header to report "Unknown stage: {value}"', () => {
    const { state, notes } = parseQaState('?stage=%20staging%20');
    expect(state.stage).toBe('staging');
    expect(notes).toEqual([]);
    expect(serializeQaState(state).get('stage')).toBe('staging');
    const props = buildHeaderProps(state, {
      origin: 'http://h',
      adminServerUrl: 'http://a',
      pathname: '/',
      href: 'http://h/?stage=staging',
    });
    expect(props.environment.stage).toBe('staging');
    expect(parseQaState('?stage=').state.stage).toBe('prod');
  });

  it('reads the location switches (fault, geo) and notes unknown values', () => {
    expect(parseQaState('?fault=500&geo=Paris').state).toMatchObject({ fault: '500', geo: 'paris' });
    const { state, notes } = parseQaState('?fault=503&geo=mars');
    expect(state).toMatchObject({ fault: '', geo: '' });
    expect(notes).toEqual(['Unknown fault value "503"; using none.', 'Unknown geo value "mars"; using none.']);
  });

  it('keeps the route query apart from the QA keys; route keys win', () => {
    const state = { ...DEFAULT_QA_STATE, persona: 'staff' as const, mobile: true };
    expect(mergeQuery('?referrer=%2Fmytickets&persona=attendee', state)).toBe(
      '?referrer=%2Fmytickets&persona=staff&mobile=1',
    );
    expect(getRouteQuery('?referrer=%2Fmytickets&persona=staff&mobile=1')).toBe('?referrer=%2Fmytickets');
    expect(getRouteQuery('?persona=staff')).toBe('');
  });

  it('builds header props from the shared persona fixtures with links on the demo origin', () => {
    const props = buildHeaderProps(
      {
        ...DEFAULT_QA_STATE,
        persona: 'staff',
        locale: 'en_GB',
        stage: 'dev',
        creatorHome: true,
        flags: ['enableOldCollectionsLinkInHeader'],
      },
      {
        origin: 'http://127.0.0.1:3000',
        adminServerUrl: 'http://localhost:3000',
        pathname: '/signin/',
        href: 'http://127.0.0.1:3000/signin/?persona=staff',
      },
    );
    expect(props.user).toBe(PERSONAS.find((p) => p.id === 'staff')!.user);
    expect(props.environment).toMatchObject({
      serverUrl: 'http://127.0.0.1:3000',
      adminServerUrl: 'http://localhost:3000',
      stage: 'dev',
    });
    expect(props.environment.localeInfo).toMatchObject({ locale: 'en_GB', tld: '.co.uk' });
    expect(props.featureFlags).toMatchObject({
      enableOldCollectionsLinkInHeader: true,
      isDetachInterestsEnabled: false,
    });
    expect(props.pageData).toEqual({ isCreatorHomeActivated: true, isHomePage: false });
    // The organize/help link lists are the shared fixture's.
    expect(props.environment.organizeUrls).toEqual(getExample('Staff').props.environment.organizeUrls);
    const home = buildHeaderProps(DEFAULT_QA_STATE, {
      origin: 'http://h',
      adminServerUrl: 'http://a',
      pathname: '/',
      href: 'http://h/',
    });
    expect((home.pageData as { isHomePage: boolean }).isHomePage).toBe(true);
  });

  it('passes the page as the currentUrl prop only when the QA state asks for it (currentUrlProp=1)', () => {
    const context = {
      origin: 'http://h',
      adminServerUrl: 'http://a',
      pathname: '/organizer/overview/',
      href: 'http://h/organizer/overview/?currentUrlProp=1',
    };
    expect(buildHeaderProps({ ...DEFAULT_QA_STATE, currentUrlProp: true }, context).currentUrl).toBe(context.href);
    expect(buildHeaderProps(DEFAULT_QA_STATE, context)).not.toHaveProperty('currentUrl');
    expect(parseQaState('?currentUrlProp=1').state.currentUrlProp).toBe(true);
  });
});

describe('route table', () => {
  const env = buildHeaderProps(
    { ...DEFAULT_QA_STATE, persona: 'staff-tikibar' },
    { origin: 'http://h', adminServerUrl: 'http://a', pathname: '/x', href: 'http://h/x' },
  ).environment;
  const es = buildHeaderProps(
    { ...DEFAULT_QA_STATE, locale: 'es_US' },
    { origin: 'http://h', adminServerUrl: 'http://a', pathname: '/x', href: 'http://h/x' },
  ).environment;
  const ca = buildHeaderProps(
    { ...DEFAULT_QA_STATE, locale: 'en_CA' },
    { origin: 'http://h', adminServerUrl: 'http://a', pathname: '/x', href: 'http://h/x' },
  ).environment;
  const user = PERSONAS.find((p) => p.id === 'staff-tikibar')!.user;
  const product = { name: 'Evently', slug: 'evently' };

  it('names every link the header builds (nothing the header produces is an unknown route)', () => {
    const urls = [
      links.getHomeUrl(es),
      links.getFindEventsUrl(env),
      links.getBrowseEventsUrl(es, 'events'),
      links.getCreateEventsUrl(env),
      links.getHelpCenterUrl(env),
      links.getFindYourTicketsHelpUrl(env),
      links.getContactOrganizerHelpUrl(env),
      links.getSignInUrl(env),
      links.getSignUpUrl(env),
      links.getLogoutUrl(env),
      links.getFindMyTicketsUrl(env),
      marketing.getCreatorSignUpUrl(env),
      marketing.getResourcesUrl(env)!,
      ...marketing.BLOG_CATEGORIES.map((category) => marketing.getBlogCategoryUrl(env, category)),
      marketing.getMarketingUrl({ environment: ca, product }, 'sell-tickets'),
      marketing.getMarketingUrl({ environment: env, product }, 'conferences'),
      links.getTicketsUrl(env, user)!,
      links.getLikedUrl(env, user)!,
      links.getLikesUrl(env, user)!,
      links.getCollectionsUrl(env, user)!,
      links.getFollowingUrl(env, user)!,
      links.getInterestsUrl(env, false),
      links.getInterestsUrl(env, true, 'http://h/x'),
      links.getAccountSettingsUrl(env),
      links.getContactsUrl(env),
      links.getOrganizerProfileUrl(env),
      links.getNewsletterUrl(env),
      links.getSponsorshipUrl(env),
      links.getStudioUrl(env),
      links.getCreateUrl(env),
      links.getCreateEventCtaUrl(env),
      createEvent.getStartFromScratchUrl(env),
      createEvent.getCreateWithAiUrl(env),
      links.getManageMyEventsUrl(env, false),
      links.getManageMyEventsUrl({ ...env, isManageOverviewActive: true }, false),
      links.getManageMyEventsUrl(env, true),
      links.getAdminSearchUrl(env)!,
      links.getFeatureFlagsAdminUrl(env)!,
      links.getTikibarSettingsUrl(env),
      ...[env.organizeUrls.home, ...env.organizeUrls.suggested, env.helpUrls.home, ...env.helpUrls.suggested].map(
        (item) => `http://h${item.url}`,
      ),
    ];
    for (const url of urls) {
      const { pathname } = new URL(url, 'http://h');
      expect(matchRoute(pathname).name, pathname).not.toBeNull();
      expect(isInAppPath(pathname), pathname).toBe(true);
    }
  });

  it('sends discovery paths (with or without a language prefix) to the discovery page', () => {
    expect(matchRoute('/d/local/all-events/').kind).toBe('discovery');
    expect(matchRoute('/es/d/united-states/free--music--events--today/jazz/').kind).toBe('discovery');
    expect(matchRoute('/').kind).toBe('home');
    expect(matchRoute('/somewhere/else/')).toEqual({ pathname: '/somewhere/else/', name: null, kind: 'unknown' });
  });

  it('leaves API calls, assets and the non-React page to the browser', () => {
    for (const path of [
      '/api/v3/trending/',
      '/home/api/geo/place_from_request/',
      '/main.js',
      '/non-react/',
      '/non-react.html',
    ]) {
      expect(isInAppPath(path), path).toBe(false);
    }
  });
});
