/**
 * The product overview: "Search-engine and social verification and app ids are present (values
 * not copied)". The demo's served head carries each verification tag under its standard name, with
 * the demo configuration's value, beside the app ids.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_SITE_VERIFICATION } from '../../host-demo/common/host-config';
import { setupDemo } from './support/setup-demo';

describe('verification tags in the page head (product overview)', () => {
  const demo = setupDemo();

  it('the served head names Google, Bing, Yandex, Pinterest and Facebook verification and the Facebook app id', async () => {
    await demo.withPage('/', { waitForHeader: false }, async ({ page }) => {
      const heads = await page.evaluate(() =>
        Array.from(document.head.querySelectorAll('meta')).map((meta) => [
          meta.getAttribute('name') ?? meta.getAttribute('property') ?? '',
          meta.getAttribute('content') ?? '',
        ]),
      );
      const tags = Object.fromEntries(heads);
      expect(tags).toMatchObject({
        'google-site-verification': DEMO_SITE_VERIFICATION.google,
        'msvalidate.01': DEMO_SITE_VERIFICATION.bing,
        'yandex-verification': DEMO_SITE_VERIFICATION.yandex,
        'p:domain_verify': DEMO_SITE_VERIFICATION.pinterest,
        'facebook-domain-verification': DEMO_SITE_VERIFICATION.facebook,
        'fb:app_id': DEMO_SITE_VERIFICATION.facebookAppId,
      });
      // The app ids were there already and stay.
      expect(tags['twitter:app:id:googleplay']).toBeTruthy();
    });
  });
});
