import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  ANONYMOUS_USER,
  createHeaderPropsParser,
  DEFAULT_MAIN_CONTENT_ID,
  getDefaultHeaderProps,
  parseHeaderProps,
} from '../../src/props/parse-props';
import { DEFAULT_PRODUCT } from '../../src/config/product';
import type { HeaderProps } from '../../src/props/types';
import { defaultMessages } from '../../src/i18n/english';
import { parseBaseUrl, parseSafeUrl } from '../../src/routes/url';
import { headerExamples, makeEnvironment, ATTENDEE_USER } from '../../examples/header-examples';
import { settleReports } from '../support/settle-reports';

/**
 * The parsed props and, once they have come, the reports (the wording is a chunk of its own: the reports
 * follow the value a moment later, so "no report" is checked after they could have come).
 */
async function parse(props: unknown) {
  const reports: string[] = [];
  const result = parseHeaderProps(props as HeaderProps, (message) => reports.push(message));
  await settleReports();
  return { result, reports };
}

const env = makeEnvironment();

describe('parseHeaderProps: valid props pass through unchanged', () => {
  it.each(headerExamples.map((example) => [example.name, example] as const))(
    'example "%s" parses without a report and keeps every field (product entities)',
    async (_name, example) => {
      const { result, reports } = await parse(example.props);
      expect(reports).toEqual([]);
      expect(result.environment).toEqual(example.props.environment);
      expect(result.user).toEqual(example.props.user);
      expect(result.featureFlags).toEqual(example.props.featureFlags);
      expect(result.pageData).toEqual(example.props.pageData);
      expect(result.product).toEqual(DEFAULT_PRODUCT);
      expect(result.messages).toEqual(defaultMessages);
      expect(result.mainContentId).toBe(DEFAULT_MAIN_CONTENT_ID);
    },
  );

  it('is pure: the same input gives equal results and the input is not mutated', () => {
    const props = { environment: makeEnvironment(), user: { ...ATTENDEE_USER } };
    const copy = structuredClone(props);
    expect(parseHeaderProps(props, () => {})).toEqual(parseHeaderProps(props, () => {}));
    expect(props).toEqual(copy);
  });
});

describe('parseHeaderProps: missing data', () => {
  it('a missing user is an anonymous visitor, silently (product roles)', async () => {
    const { result, reports } = await parse({ environment: env });
    expect(reports).toEqual([]);
    expect(result.user).toEqual(ANONYMOUS_USER);
  });

  it('a null user is also anonymous without a report (server JSON sends null for "nobody")', async () => {
    const { result, reports } = await parse({ environment: env, user: null });
    expect(reports).toEqual([]);
    expect(result.user.isAuthenticated).toBe(false);
  });

  it('a missing environment is reported once and every environment field defaults (product limits: defaults)', async () => {
    const { result, reports } = await parse({});
    expect(reports).toEqual(['[global-header] environment is missing; using defaults']);
    expect(result.environment).toMatchObject({
      serverUrl: '',
      adminServerUrl: '',
      signinUrl: '/signin/',
      signupUrl: '/signin/signup/',
      loginUrl: '/signin/',
      logoutUrl: '/logout/',
      ebDomain: '',
      isMobile: false,
      stage: 'prod',
      localeInfo: { locale: 'en_US', tld: '.com', help_center_language: 'en-us', uses_language_subdirectory: false },
      // No maps key: location suggestions come from the host's keyless endpoint.
      googleMapsApiKey: '',
      googleMapsApiKeyNonProd: '',
      enableNeighborhoods: false,
    });
    expect(result.environment.helpUrls).toEqual({ home: { label: 'Help Center', url: '/help/en-us/' }, suggested: [] });
    expect(result.environment.organizeUrls).toEqual({
      home: { label: 'Organize', url: '/organizer/overview/' },
      suggested: [],
    });
    expect(result.featureFlags).toEqual({
      launchCreatorCreditsSectionAttendee: false,
      enableOldCollectionsLinkInHeader: false,
      isDetachInterestsEnabled: false,
    });
    expect(result.pageData).toEqual({ isCreatorHomeActivated: false, isHomePage: false });
  });

  it('undefined or null props behave like {} (only the missing environment is reported)', async () => {
    expect((await parse(undefined)).reports).toEqual(['[global-header] environment is missing; using defaults']);
    expect((await parse(null)).reports).toEqual(['[global-header] environment is missing; using defaults']);
  });

  it('default auth links are built under serverUrl when only serverUrl is given', async () => {
    const { result, reports } = await parse({ environment: { serverUrl: 'https://www.example.ca/' } });
    expect(reports).toEqual([]);
    expect(result.environment.serverUrl).toBe('https://www.example.ca');
    expect(result.environment.signinUrl).toBe('https://www.example.ca/signin/');
    expect(result.environment.helpUrls.home.url).toBe('https://www.example.ca/help/en-us/');
  });

  it('missing locale facts come from the known locale, not the .com defaults', async () => {
    const { result, reports } = await parse({ environment: { localeInfo: { locale: 'fr_CA' } } });
    expect(reports).toEqual([]);
    expect(result.environment.localeInfo).toEqual({
      locale: 'fr_CA',
      uses_language_subdirectory: true,
      help_center_language: 'fr-ca',
      tld: '.ca',
    });
  });

  it('null fields default silently, like missing ones', async () => {
    const { result, reports } = await parse({
      environment: env,
      user: { ...ATTENDEE_USER, thumbnailUrl: null, numOrders: null },
    });
    expect(reports).toEqual([]);
    expect(result.user.thumbnailUrl).toBe('');
    expect(result.user.numOrders).toBe(0);
  });
});

describe('parseHeaderProps: invalid fields give one error naming the field and a safe default', () => {
  it('names the nested path, the bad value and the default: environment.localeInfo.tld', async () => {
    const { result, reports } = await parse({ environment: { ...env, localeInfo: { ...env.localeInfo, tld: 42 } } });
    expect(reports).toEqual([
      '[global-header] environment.localeInfo.tld: expected a string like ".com", got 42; using ".com"',
    ]);
    expect(result.environment.localeInfo.tld).toBe('.com');
  });

  it('reports an unknown stage with the spec 8 text and uses prod (spec 5, 8, 9)', async () => {
    const { result, reports } = await parse({ environment: { ...env, stage: 'staging' } });
    expect(reports).toEqual(['[global-header] environment.stage: Unknown stage: staging; using "prod"']);
    expect(result.environment.stage).toBe('prod');
  });

  it('reads the stage case-insensitively (product entities)', async () => {
    expect((await parse({ environment: { ...env, stage: 'PreProd' } })).result.environment.stage).toBe('preprod');
  });

  it('reports each bad field once, and only the bad ones', async () => {
    const { result, reports } = await parse({
      environment: env,
      user: { ...ATTENDEE_USER, isStaff: 'yes', numOrders: -1, numSavedEvents: 2.5, numFollowing: Number.NaN },
    });
    expect(reports).toEqual([
      '[global-header] user.isStaff: expected true or false, got "yes"; using false',
      '[global-header] user.numOrders: expected a whole number of 0 or more, got -1; using 0',
      '[global-header] user.numSavedEvents: expected a whole number of 0 or more, got 2.5; using 0',
      '[global-header] user.numFollowing: expected a whole number of 0 or more, got NaN; using 0',
    ]);
    expect(result.user).toEqual({ ...ATTENDEE_USER, isStaff: false, numOrders: 0, numSavedEvents: 0, numFollowing: 0 });
  });

  it('counts reject Infinity and numeric strings (badge counts must be real counts, product validation rules)', async () => {
    const { result, reports } = await parse({ environment: env, user: { numOrders: Infinity, numFollowing: '3' } });
    expect(reports).toHaveLength(2);
    expect(result.user.numOrders).toBe(0);
    expect(result.user.numFollowing).toBe(0);
  });

  it('a user that is not an object is reported and becomes anonymous', async () => {
    const { result, reports } = await parse({ environment: env, user: 'maya' });
    expect(reports).toEqual(['[global-header] user: expected an object, got "maya"; using an anonymous user']);
    expect(result.user).toEqual(ANONYMOUS_USER);
  });

  it('an environment that is an array is reported once and defaults', async () => {
    const { result, reports } = await parse({ environment: [env] });
    expect(reports).toEqual(['[global-header] environment: expected an object, got an array; using defaults']);
    expect(result.environment.stage).toBe('prod');
  });

  it('props that are not an object are reported and everything defaults', async () => {
    for (const bad of [42, 'x', [], true]) {
      const { result, reports } = await parse(bad);
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatch(/^\[global-header\] props: expected an object, got .+; using defaults$/);
      expect(result).toEqual(getDefaultHeaderProps());
    }
  });

  it('strings are trimmed', async () => {
    const { result } = await parse({
      environment: env,
      user: { ...ATTENDEE_USER, fullName: '  Maya  ', publicId: ' 411983 ' },
    });
    expect(result.user.fullName).toBe('Maya');
    expect(result.user.publicId).toBe('411983');
  });

  it('booleans are not coerced from strings or numbers', async () => {
    const { result, reports } = await parse({
      environment: { ...env, isMobile: 'true', launchNewSignInSignUpLinks: 1 },
    });
    expect(reports).toHaveLength(2);
    expect(result.environment.isMobile).toBe(false);
    expect(result.environment.launchNewSignInSignUpLinks).toBe(false);
  });

  it('feature flags and page data are checked field by field', async () => {
    const { result, reports } = await parse({
      environment: env,
      featureFlags: { enableOldCollectionsLinkInHeader: true, isDetachInterestsEnabled: 'on' },
      pageData: { isHomePage: true, isCreatorHomeActivated: {} },
    });
    expect(reports).toEqual([
      '[global-header] featureFlags.isDetachInterestsEnabled: expected true or false, got "on"; using false',
      '[global-header] pageData.isCreatorHomeActivated: expected true or false, got an object; using false',
    ]);
    expect(result.featureFlags.enableOldCollectionsLinkInHeader).toBe(true);
    expect(result.pageData.isHomePage).toBe(true);
  });
});

describe('parseHeaderProps: security of values that end up in href and paths', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/signin',
    '/\\evil.example',
    'https://www.example.com@evil.example/',
    'signin/',
    'ftp://example.com/',
  ])('rejects the link URL %j (only http(s) and root-relative paths go into href)', async (url) => {
    const { result, reports } = await parse({ environment: { ...env, signinUrl: url } });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('environment.signinUrl: expected an http(s) URL or a path starting with "/"');
    expect(result.environment.signinUrl).toBe(`${env.serverUrl}/signin/`);
  });

  it('accepts http(s) URLs and root-relative paths', async () => {
    expect(parseSafeUrl('https://www.example.com/signin/?a=1')).toBe('https://www.example.com/signin/?a=1');
    expect(parseSafeUrl('http://127.0.0.1:3000/x')).toBe('http://127.0.0.1:3000/x');
    expect(parseSafeUrl(' /signin/ ')).toBe('/signin/');
  });

  it('every accepted href is an http(s) URL or a root-relative path with no whitespace or control characters (property)', async () => {
    const schemes = fc.constantFrom(
      '',
      'http://',
      'https://',
      'javascript:',
      'JAVASCRIPT:',
      'data:',
      '/',
      '//',
      '/\\',
      ' ',
      '\t',
    );
    fc.assert(
      fc.property(schemes, fc.oneof(fc.string(), fc.webUrl()), (prefix, rest) => {
        const url = parseSafeUrl(`${prefix}${rest}`);
        if (url === undefined) return;
        expect(/^(\/(?!\/)|https?:\/\/)/i.test(url)).toBe(true);
        // eslint-disable-next-line no-control-regex -- control characters are exactly what must be absent
        expect(/[\u0000-\u0020\u007f\\]/.test(url)).toBe(false);
        const base = parseBaseUrl(url);
        if (base !== undefined && base !== '') expect(base.endsWith('/')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects a serverUrl with another scheme or a query, keeps relative links', async () => {
    expect(parseBaseUrl('javascript:alert(1)')).toBeUndefined();
    expect(parseBaseUrl('https://www.example.com/?x=1')).toBeUndefined();
    expect(parseBaseUrl('/relative')).toBeUndefined();
    expect(parseBaseUrl('')).toBe('');
    expect(parseBaseUrl('https://WWW.Example.com/base//')).toBe('https://www.example.com/base');
    const { result, reports } = await parse({ environment: { ...env, serverUrl: 'javascript:alert(1)//' } });
    expect(reports).toHaveLength(1);
    expect(result.environment.serverUrl).toBe('');
  });

  it('rejects a thumbnail URL with a script scheme but allows an empty one', async () => {
    expect((await parse({ environment: env, user: { thumbnailUrl: 'javascript:x' } })).result.user.thumbnailUrl).toBe(
      '',
    );
    expect((await parse({ environment: env, user: { thumbnailUrl: '' } })).reports).toEqual([]);
  });

  it.each(['../admin', '41/../../x', 'a b', '411983?x', '%2F', 'ab.cd', 'x'.repeat(65)])(
    'rejects the publicId %j: it goes into /u/{publicId}/ paths (product routes)',
    async (publicId) => {
      const { result, reports } = await parse({ environment: env, user: { ...ATTENDEE_USER, publicId } });
      expect(reports).toHaveLength(1);
      expect(reports[0]).toContain('user.publicId');
      expect(result.user.publicId).toBe('');
    },
  );

  it('accepts a numeric publicId as text', async () => {
    const { result, reports } = await parse({ environment: env, user: { publicId: 411983 } });
    expect(reports).toEqual([]);
    expect(result.user.publicId).toBe('411983');
  });

  it('drops an Organize/Help suggested link with an unsafe URL and keeps the others', async () => {
    const helpUrls = {
      home: { label: 'Help', url: '/help/en-us/' },
      suggested: [
        { label: 'Tickets', url: '/help/en-us/tickets/' },
        { label: 'Evil', url: 'javascript:alert(1)' },
        'not a link',
        { label: '', url: '/x/' },
      ],
    };
    const { result, reports } = await parse({ environment: { ...env, helpUrls } });
    expect(result.environment.helpUrls).toEqual({
      home: { label: 'Help', url: '/help/en-us/' },
      suggested: [{ label: 'Tickets', url: '/help/en-us/tickets/' }],
    });
    expect(reports).toEqual([
      '[global-header] environment.helpUrls.suggested[1].url: expected an http(s) URL or a path starting with "/", got "javascript:alert(1)"; dropping the link',
      '[global-header] environment.helpUrls.suggested[2]: expected { label, url }, got "not a link"; dropping the link',
      '[global-header] environment.helpUrls.suggested[3].label: expected a non-empty string, got ""; dropping the link',
    ]);
  });

  it('mainContentId must be a safe element id (it goes into the skip link href)', async () => {
    expect((await parse({ environment: env, mainContentId: 'content' })).result.mainContentId).toBe('content');
    const { result, reports } = await parse({ environment: env, mainContentId: 'x" onclick="y' });
    expect(result.mainContentId).toBe('main-content');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('mainContentId:');
  });
});

describe('parseHeaderProps: fields the links need together', () => {
  it('a signed-in user without publicId is reported once by user.publicId; the /u/ links are left out', async () => {
    const { result, reports } = await parse({ environment: env, user: { ...ATTENDEE_USER, publicId: '' } });
    expect(reports).toEqual([
      '[global-header] user.publicId is missing for a signed-in user; leaving out its /u/ links',
    ]);
    expect(result.user.publicId).toBe('');
  });

  it('an anonymous visitor needs no publicId', async () => {
    expect((await parse({ environment: env, user: { isAuthenticated: false } })).reports).toEqual([]);
  });

  it('an invalid publicId is one report, not two (the missing-id rule sees it was reported)', async () => {
    const { reports } = await parse({ environment: env, user: { ...ATTENDEE_USER, publicId: '../admin' } });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/^\[global-header\] user\.publicId: expected/);
  });

  it('staff without adminServerUrl is reported once by environment.adminServerUrl', async () => {
    const staff = { ...ATTENDEE_USER, isAttendee: false, isStaff: true };
    const { reports } = await parse({ environment: { ...env, adminServerUrl: '' }, user: staff });
    expect(reports).toEqual([
      '[global-header] environment.adminServerUrl is missing for staff; leaving out Admin and Feature Flags',
    ]);
    // An invalid one is reported as invalid, once.
    const invalid = await parse({ environment: { ...env, adminServerUrl: 'ftp://admin.example.com' }, user: staff });
    expect(invalid.reports).toHaveLength(1);
    expect(invalid.reports[0]).toContain('environment.adminServerUrl: expected');
    // Not staff: no admin links, nothing to say.
    expect((await parse({ environment: { ...env, adminServerUrl: '' }, user: ATTENDEE_USER })).reports).toEqual([]);
  });
});

describe('parseHeaderProps: environment.analyticsUrl and currentUrl', () => {
  it('analyticsUrl defaults to the same-origin endpoint and takes an http(s) URL or a path', async () => {
    expect(
      (await parse({ environment: makeEnvironment({ analyticsUrl: undefined }) })).result.environment.analyticsUrl,
    ).toBe('/analytics/track');
    for (const url of ['https://collect.example.com/e', '/api/collect']) {
      const { result, reports } = await parse({ environment: { ...env, analyticsUrl: url } });
      expect(reports).toEqual([]);
      expect(result.environment.analyticsUrl).toBe(url);
    }
  });

  it.each(['javascript:alert(1)', '//evil.example/c', 'collect', 42])(
    'rejects the analyticsUrl %j (beacons would go elsewhere): one report, the default used',
    async (analyticsUrl) => {
      const { result, reports } = await parse({ environment: { ...env, analyticsUrl } });
      expect(reports).toEqual([expect.stringContaining('environment.analyticsUrl: expected')]);
      expect(result.environment.analyticsUrl).toBe('/analytics/track');
    },
  );

  it('currentUrl is optional: missing means "follow the browser"; a URL or path is kept', async () => {
    expect((await parse({ environment: env })).result.currentUrl).toBeUndefined();
    expect((await parse({ environment: env, currentUrl: '/organizer/overview/?a=1' })).result.currentUrl).toBe(
      '/organizer/overview/?a=1',
    );
    expect((await parse({ environment: env, currentUrl: 'https://www.example.com/e/1' })).result.currentUrl).toBe(
      'https://www.example.com/e/1',
    );
  });

  it.each(['//evil.example/organizer/', 'javascript:alert(1)', 'organizer/overview/', ['/x']])(
    'rejects the currentUrl %j (it goes into referrer parameters): one report, the browser address used',
    async (currentUrl) => {
      const { result, reports } = await parse({ environment: env, currentUrl });
      expect(reports).toEqual([
        expect.stringMatching(/^\[global-header\] currentUrl: expected .*; following the browser address$/),
      ]);
      expect(result.currentUrl).toBeUndefined();
    },
  );
});

describe("parseHeaderProps: place (the visitor's place from the host's server)", () => {
  const newYork = {
    placeId: '101',
    placeType: 'locality',
    latitude: 40.7,
    longitude: -74,
    currentPlace: 'New York',
    currentPlaceParent: 'New York, United States',
    slug: 'ny--new-york',
    isOnline: false,
    value: 'New York',
    country: 'United States',
  };

  it('is optional: missing or null means the browser finds the place; a place is kept as given', async () => {
    expect((await parse({ environment: env })).result.place).toBeUndefined();
    expect((await parse({ environment: env, place: null })).result.place).toBeUndefined();
    const { result, reports } = await parse({ environment: env, place: newYork });
    expect(reports).toEqual([]);
    expect(result.place).toEqual(newYork);
  });

  it.each([
    ['a slug only', { slug: 'ny--new-york' }],
    ['a name that is a list', { ...newYork, currentPlace: ['New York'] }],
    ['coordinates that are text', { ...newYork, latitude: '40.7' }],
    ['an infinite coordinate', { ...newYork, longitude: Number.POSITIVE_INFINITY }],
    ['text', 'New York'],
  ])('rejects %s: one report, and the browser finds the place', async (_name, place) => {
    const { result, reports } = await parse({ environment: env, place });
    expect(reports).toEqual([
      expect.stringMatching(/^\[global-header\] place: expected a place \(.*; the browser finds the place$/),
    ]);
    expect(result.place).toBeUndefined();
  });
});

describe('parseHeaderProps: locale (product entities: localeInfo, product limits: defaults)', () => {
  it('keeps an unknown locale of the xx_YY shape', async () => {
    const { result, reports } = await parse({ environment: { ...env, localeInfo: { locale: 'nl_NL' } } });
    expect(reports).toEqual([]);
    expect(result.environment.localeInfo).toEqual({
      locale: 'nl_NL',
      uses_language_subdirectory: false,
      help_center_language: 'en-us',
      tld: '.com',
    });
  });

  it('canonicalises a known locale spelled differently', async () => {
    expect(
      (await parse({ environment: { localeInfo: { locale: 'de-de' } } })).result.environment.localeInfo.locale,
    ).toBe('de_DE');
  });

  it('replaces a malformed locale by en_US with a report', async () => {
    const { result, reports } = await parse({
      environment: { ...env, localeInfo: { ...env.localeInfo, locale: '../etc' } },
    });
    expect(reports).toEqual([
      '[global-header] environment.localeInfo.locale: expected a locale like "en_US", got "../etc"; using "en_US"',
    ]);
    expect(result.environment.localeInfo.locale).toBe('en_US');
  });

  it('rejects a help-center language that could break the /help/{lang}/ path', async () => {
    const { result, reports } = await parse({
      environment: { ...env, localeInfo: { ...env.localeInfo, help_center_language: 'en/../x' } },
    });
    expect(reports).toHaveLength(1);
    expect(result.environment.localeInfo.help_center_language).toBe('en-us');
  });
});

describe('parseHeaderProps: maps keys and neighborhoods (product validation rules and API calls)', () => {
  it('keeps both maps keys (trimmed) and the neighborhoods switch', async () => {
    const { result, reports } = await parse({
      environment: {
        ...env,
        googleMapsApiKey: ' AIzaProdKey_123-abc ',
        googleMapsApiKeyNonProd: 'AIzaTestKey',
        enableNeighborhoods: true,
      },
    });
    expect(reports).toEqual([]);
    expect(result.environment).toMatchObject({
      googleMapsApiKey: 'AIzaProdKey_123-abc',
      googleMapsApiKeyNonProd: 'AIzaTestKey',
      enableNeighborhoods: true,
    });
  });

  it('rejects a key that could change the maps script URL, and falls back to keyless', async () => {
    const { result, reports } = await parse({
      environment: { ...env, googleMapsApiKey: 'abc&callback=evil', googleMapsApiKeyNonProd: 42 },
    });
    expect(reports).toEqual([
      '[global-header] environment.googleMapsApiKey: expected a maps API key of letters, digits, "-" or "_", got "abc&callback=evil"; using ""',
      '[global-header] environment.googleMapsApiKeyNonProd: expected a maps API key of letters, digits, "-" or "_", got 42; using ""',
    ]);
    expect(result.environment.googleMapsApiKey).toBe('');
    expect(result.environment.googleMapsApiKeyNonProd).toBe('');
  });

  it('the neighborhoods switch is a real boolean, not "true"', async () => {
    const { result, reports } = await parse({ environment: { ...env, enableNeighborhoods: 'true' } });
    expect(reports).toEqual([
      '[global-header] environment.enableNeighborhoods: expected true or false, got "true"; using false',
    ]);
    expect(result.environment.enableNeighborhoods).toBe(false);
  });
});

describe('parseHeaderProps: functions, messages and product', () => {
  it('keeps navigate and onAnalyticsEvent only when they are functions', async () => {
    const navigate = vi.fn();
    const onAnalyticsEvent = vi.fn();
    expect((await parse({ environment: env, navigate, onAnalyticsEvent })).result).toMatchObject({
      navigate,
      onAnalyticsEvent,
    });
    const { result, reports } = await parse({ environment: env, navigate: '/home', onAnalyticsEvent: {} });
    expect(result.navigate).toBeUndefined();
    expect(result.onAnalyticsEvent).toBeUndefined();
    expect(reports).toEqual([
      '[global-header] navigate: expected a function, got "/home"; ignored',
      '[global-header] onAnalyticsEvent: expected a function, got an object; ignored',
    ]);
  });

  it('merges message overrides and reports unknown keys and non-string values', async () => {
    const { result, reports } = await parse({
      environment: env,
      messages: { signIn: 'Anmelden', logIn: 7, signInn: 'typo' },
    });
    expect(result.messages.signIn).toBe('Anmelden');
    expect(result.messages.logIn).toBe(defaultMessages.logIn);
    // A key that is not the first part's is checked with the later part's key list, after the other fields.
    expect(reports).toEqual([
      '[global-header] messages.logIn: expected a string, got 7; using the default text',
      '[global-header] messages.signInn: not a known message key; ignored',
    ]);
  });

  it("checks the later part's keys after the first render, with the same reports, said once", async () => {
    const report = vi.fn();
    const parseProps = createHeaderPropsParser(report);
    const props = {
      environment: env,
      messages: { searchFailed: 7, close: 'Schließen', searchSuggestionCount: { one: 'x' }, closee: 'typo' },
    } as unknown as HeaderProps;
    expect(parseProps(props)).toBe(parseProps(props));
    expect(report).not.toHaveBeenCalled();
    // Both reports' checks would end in the same turn: three texts, not six.
    await vi.waitFor(() =>
      expect(report.mock.calls.map(([text]) => text)).toEqual([
        '[global-header] messages.searchFailed: expected a string, got 7; using the default text',
        '[global-header] messages.searchSuggestionCount: expected a string or plural forms like { one: "{count} order", other: "{count} orders" }, got an object; using the default text',
        '[global-header] messages.closee: not a known message key; ignored',
      ]),
    );
  });

  it('takes plural forms for the count texts, or one string for every count, and reports a bad shape by key', async () => {
    const { result, reports } = await parse({
      environment: env,
      messages: {
        ticketsCount: { one: '{count} Bestellung', other: '{count} Bestellungen' },
        likesCount: '{count} gemerkt',
      },
    });
    expect(reports).toEqual([]);
    expect(result.messages.ticketsCount).toEqual({ one: '{count} Bestellung', other: '{count} Bestellungen' });
    expect(result.messages.likesCount).toEqual({ other: '{count} gemerkt' });

    const bad = await parse({ environment: env, messages: { ticketsCount: { one: '{count} order' }, likesCount: 3 } });
    expect(bad.result.messages.ticketsCount).toEqual(defaultMessages.ticketsCount);
    expect(bad.result.messages.likesCount).toEqual(defaultMessages.likesCount);
    expect(bad.reports).toEqual([
      '[global-header] messages.likesCount: expected a string or plural forms like { one: "{count} order", other: "{count} orders" }, got 3; using the default text',
      '[global-header] messages.ticketsCount: expected a string or plural forms like { one: "{count} order", other: "{count} orders" }, got an object; using the default text',
    ]);
  });

  it('uses the overridden unknownStage text when reporting a bad stage', async () => {
    const { reports } = await parse({
      environment: { ...env, stage: 'qa' },
      messages: { unknownStage: 'Stage? {value}' },
    });
    expect(reports).toEqual(['[global-header] environment.stage: Stage? qa; using "prod"']);
  });

  it('default help/organize home labels follow message overrides', async () => {
    const { result } = await parse({ messages: { helpCenter: 'Hilfe', organize: 'Organisieren' } });
    expect(result.environment.helpUrls.home.label).toBe('Hilfe');
    expect(result.environment.organizeUrls.home.label).toBe('Organisieren');
  });

  it('validates the product name and slug ({product} goes into /l/{product}-ads)', async () => {
    expect((await parse({ environment: env, product: { name: 'Tixly', slug: 'tixly' } })).result.product).toEqual({
      name: 'Tixly',
      slug: 'tixly',
    });
    const { result, reports } = await parse({ environment: env, product: { name: '', slug: 'Evil/../x' } });
    expect(result.product).toEqual(DEFAULT_PRODUCT);
    expect(reports).toHaveLength(2);
  });
});

describe('parseHeaderProps never throws into the host page', () => {
  it('props whose reading throws (a getter, a proxy trap) are not half-read: all defaults, one report', async () => {
    const environment = { ...env };
    Object.defineProperty(environment, 'serverUrl', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    const user = new Proxy(
      { fullName: 'Maya' },
      {
        get() {
          throw new Error('trap');
        },
      },
    );
    for (const props of [{ environment }, { environment: env, user }]) {
      const { result, reports } = await parse(props);
      expect(result).toEqual(getDefaultHeaderProps());
      expect(reports).toEqual(['[global-header] props: could not be read; using defaults']);
    }
  });

  it('survives a revoked proxy as props and as a field, with one report', async () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect((await parse(proxy)).reports).toHaveLength(1);
    const { result, reports } = await parse({ environment: proxy, user: proxy, messages: proxy });
    expect(result).toEqual(getDefaultHeaderProps());
    expect(reports).toEqual(['[global-header] props: could not be read; using defaults']);
  });

  it('survives a throwing reporter', () => {
    expect(() =>
      parseHeaderProps({ environment: 42 } as HeaderProps, () => {
        throw new Error('reporter broke');
      }),
    ).not.toThrow();
  });

  it('reports through console.error by default', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    parseHeaderProps({} as HeaderProps);
    await settleReports();
    expect(spy).toHaveBeenCalledWith('[global-header] environment is missing; using defaults');
  });

  it('never throws and always returns well-typed props for arbitrary input (property, 2,000 runs)', () => {
    const keys = [
      'environment',
      'user',
      'featureFlags',
      'pageData',
      'product',
      'messages',
      'navigate',
      'mainContentId',
    ];
    const arbitraryProps = fc.oneof(
      fc.anything(),
      fc.dictionary(fc.constantFrom(...keys), fc.anything()),
      fc.record({
        environment: fc.dictionary(
          fc.constantFrom(
            'serverUrl',
            'signinUrl',
            'stage',
            'localeInfo',
            'helpUrls',
            'organizeUrls',
            'isMobile',
            'ebDomain',
          ),
          fc.anything(),
        ),
        user: fc.dictionary(
          fc.constantFrom('publicId', 'numOrders', 'isAuthenticated', 'thumbnailUrl', 'fullName'),
          fc.anything(),
        ),
      }),
    );
    fc.assert(
      fc.property(arbitraryProps, (props) => {
        const result = parseHeaderProps(props as HeaderProps, () => {});
        expect(typeof result.environment.serverUrl).toBe('string');
        expect(['local', 'dev', 'test', 'preprod', 'prod']).toContain(result.environment.stage);
        expect(typeof result.user.isAuthenticated).toBe('boolean');
        expect(Number.isInteger(result.user.numOrders) && result.user.numOrders >= 0).toBe(true);
        expect(result.user.publicId === '' || /^[A-Za-z0-9_-]+$/.test(result.user.publicId)).toBe(true);
        for (const url of [
          result.environment.signinUrl,
          result.environment.logoutUrl,
          result.environment.helpUrls.home.url,
        ]) {
          expect(url.startsWith('/') || /^https?:\/\//.test(url)).toBe(true);
        }
        expect(typeof result.messages.signIn).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseHeaderProps: what is left out is replaced by its default, never by "all defaults"', () => {
  it('plain data never reads as unreadable props: each bad value is left out alone (property, 1,000 runs)', () => {
    const section = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys), fc.anything());
    const props = fc.record({
      environment: fc.oneof(
        fc.anything(),
        section(['serverUrl', 'stage', 'localeInfo', 'helpUrls', 'organizeUrls', 'isMobile', 'ebDomain']),
        fc.record({ helpUrls: fc.record({ home: fc.anything(), suggested: fc.array(fc.anything()) }) }),
      ),
      user: fc.oneof(fc.anything(), section(['publicId', 'numOrders', 'isAuthenticated', 'fullName'])),
      messages: fc.oneof(fc.anything(), section(['signIn', 'likesCount', 'nope', 'organize'])),
      navigate: fc.anything(),
    });
    fc.assert(
      fc.property(props, (value) => {
        // That report is written at once (it needs no wording chunk): every other one comes later.
        const reports: string[] = [];
        parseHeaderProps(value as HeaderProps, (message) => reports.push(message));
        expect(reports).not.toContain('[global-header] props: could not be read; using defaults');
      }),
      { numRuns: 1000 },
    );
  });
});

describe('createHeaderPropsParser', () => {
  it('returns the same object and does not re-report while the top-level props are unchanged', async () => {
    const report = vi.fn();
    const parseProps = createHeaderPropsParser(report);
    const environment = { ...env, stage: 'nope' };
    const first = parseProps({ environment });
    const second = parseProps({ environment });
    expect(second).toBe(first);
    await settleReports();
    expect(report).toHaveBeenCalledTimes(1);
    const third = parseProps({ environment: { ...environment } });
    expect(third).not.toBe(first);
    expect(third).toEqual(first);
    await settleReports();
    expect(report).toHaveBeenCalledTimes(2);
  });
});
