/**
 * The QA panel: persona, flags, locale/domain, stage and page switches re-render the header
 * without a reload; the state lives in the URL so a QA link reproduces it; header links land on
 * demo pages that name the route, keeping the QA state.
 */
import { describe, expect, it } from 'vitest';
import { HEADER_HEIGHT_MOBILE } from '../../src/config/constants';
import { PSEUDO_LOCALE } from '../../src/config/pseudo-locale';
import { DEFAULT_PRODUCT } from '../../src/config';
import { loadCatalogue } from '../../src/i18n/catalogue';
import { defaultMessages as M } from '../../src/i18n/english';
import { formatMessage } from '../../src/i18n/messages';
import { pseudoMessages } from '../../src/i18n/pseudo';
import { getAxeViolations } from './support/axe';
import type { TrackedPage } from './support/browser';
import {
  chooseQaOption,
  getWindowMarker,
  header,
  qaPanel,
  setWindowMarker,
  waitForPath,
  waitForRemoteHeader,
} from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

describe('QA panel', () => {
  const demo = setupDemo();

  it('switches personas without a reload: the header re-renders with new props and a window marker survives', async () => {
    await demo.withPage('/', async ({ page, pageErrors }) => {
      await setWindowMarker(page, 'no-reload');
      const banner = header(page);
      await eventually(() => banner.getByRole('link', { name: 'Sign In' }).count()).toBe(1);

      await chooseQaOption(page, 'Persona', 'staff');
      await banner.getByRole('button', { name: 'Account menu for Sam Staff' }).waitFor();
      await eventually(() => banner.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
      await eventually(() => new URL(page.url()).searchParams.get('persona')).toBe('staff');

      await chooseQaOption(page, 'Persona', 'anonymous-new-links');
      await banner.getByRole('link', { name: 'Log In' }).waitFor();
      await eventually(() => banner.getByRole('link', { name: 'Sign Up' }).count()).toBe(1);
      await eventually(() => banner.getByRole('button', { name: /^Account menu for/ }).count()).toBe(0);

      await chooseQaOption(page, 'Persona', 'attendee');
      await banner.getByRole('button', { name: 'Account menu for Maya Okonkwo-Lindqvist' }).waitFor();
      await eventually(() => banner.getByRole('link', { name: /Likes/ }).count()).toBe(1);
      await eventually(() => banner.getByRole('link', { name: /Tickets/ }).count()).toBe(1);

      expect(await getWindowMarker(page)).toBe('no-reload');
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('locale and domain, and the Mobile switch, re-render the header in place', async () => {
    // es_US: the header speaks US Spanish, its links carry the /es subdirectory.
    const es = await loadCatalogue('es_US');
    await demo.withPage('/', async ({ page, pageErrors }) => {
      await setWindowMarker(page, 'locale');
      const banner = header(page);
      await chooseQaOption(page, 'Locale and domain', 'es_US');
      // es_US uses the /es language subdirectory (product routes): home and discovery links carry it.
      const home = formatMessage(es.logoLabel, { product: DEFAULT_PRODUCT.name, home: es.home });
      await eventually(() => banner.getByRole('link', { name: home }).getAttribute('href')).toBe(
        `${demo.host.origin}/es/`,
      );
      await eventually(() => banner.getByRole('link', { name: es.findEvents }).getAttribute('href')).toBe(
        `${demo.host.origin}/es/d/local/all-events/`,
      );

      await qaPanel(page).getByRole('checkbox', { name: 'Mobile (isMobile)' }).check();
      await eventually(() => new URL(page.url()).search).toBe('?locale=es_US&mobile=1');
      // isMobile is a hint: the layout follows the width, so this desktop window keeps the desktop
      // header, and a narrow one shows the mobile header.
      await expect(banner.getByRole('button', { name: es.menu, exact: true }).count()).resolves.toBe(0);
      await page.setViewportSize({ width: 375, height: 800 });
      await banner.getByRole('button', { name: es.menu, exact: true }).waitFor();
      await eventually(() => banner.boundingBox().then((box) => box?.height)).toBe(HEADER_HEIGHT_MOBILE);
      expect(await getWindowMarker(page)).toBe('locale');
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('the pseudo-locale puts the header in its texts at once, in place, and back', async () => {
    await demo.withPage('/', async ({ page, pageErrors }) => {
      await setWindowMarker(page, 'pseudo');
      const banner = header(page);
      await banner.getByRole('link', { name: M.createEvents }).waitFor();
      await chooseQaOption(page, 'Locale and domain', PSEUDO_LOCALE);
      await banner.getByRole('link', { name: pseudoMessages.createEvents }).waitFor();
      await eventually(() => banner.getByRole('link', { name: M.createEvents }).count()).toBe(0);
      await eventually(() => new URL(page.url()).searchParams.get('locale')).toBe(PSEUDO_LOCALE);
      await chooseQaOption(page, 'Locale and domain', 'en_US');
      await banner.getByRole('link', { name: M.createEvents }).waitFor();
      expect(await getWindowMarker(page)).toBe('pseudo');
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('the panel collapses and expands from the keyboard', async () => {
    await demo.withPage('/', async ({ page }) => {
      const toggle = qaPanel(page).getByRole('button', { name: 'QA panel' });
      await eventually(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await eventually(() => toggle.getAttribute('aria-expanded')).toBe('false');
      await eventually(() => qaPanel(page).getByLabel('Persona', { exact: true }).isVisible()).toBe(false);
      await page.keyboard.press('Space');
      await eventually(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await eventually(() => qaPanel(page).getByLabel('Persona', { exact: true }).isVisible()).toBe(true);
    });
  });

  it('a QA link reproduces persona, locale, stage, flags, manage overview and creator home', async () => {
    const query =
      '?persona=staff&locale=en_GB&stage=dev&flags=enableOldCollectionsLinkInHeader&manageOverview=1&creatorHome=1';
    // en_GB: British spelling, "Help Centre".
    const gb = await loadCatalogue('en_GB');
    await demo.withPage(`/${query}`, async ({ page, pageErrors }) => {
      const panel = qaPanel(page);
      await eventually(() => panel.getByLabel('Persona', { exact: true }).inputValue()).toBe('staff');
      await eventually(() => panel.getByLabel('Locale and domain').inputValue()).toBe('en_GB');
      await eventually(() => panel.getByLabel('Stage').inputValue()).toBe('dev');
      await eventually(() =>
        panel.getByRole('checkbox', { name: /enableOldCollectionsLinkInHeader/ }).isChecked(),
      ).toBe(true);
      await eventually(() => panel.getByRole('checkbox', { name: /isDetachInterestsEnabled/ }).isChecked()).toBe(false);
      await eventually(() => panel.getByRole('checkbox', { name: 'Manage overview active' }).isChecked()).toBe(true);
      await eventually(() => panel.getByRole('checkbox', { name: 'Creator home activated' }).isChecked()).toBe(true);
      await eventually(() => panel.getByRole('checkbox', { name: 'Mobile (isMobile)' }).isChecked()).toBe(false);

      // The header got those props: collections in the user menu, creator home wins for Manage my events,
      // the Help menu uses the en-gb help center.
      const banner = header(page);
      await banner.getByRole('button', { name: 'Account menu for Sam Staff' }).click();
      const menu = page.getByRole('menu', { name: 'Account menu for Sam Staff' });
      await menu.waitFor();
      await eventually(() => menu.getByRole('menuitem', { name: 'Collections' }).getAttribute('href')).toBe(
        `${demo.host.origin}/u/100001/favorites/collections`,
      );
      await eventually(() => menu.getByRole('menuitem', { name: 'Manage my events' }).getAttribute('href')).toBe(
        `${demo.host.origin}/organizations/home`,
      );
      await page.keyboard.press('Escape');
      await banner.getByRole('button', { name: gb.help, exact: true }).click();
      await eventually(() =>
        page
          .getByRole('menu', { name: gb.help, exact: true })
          .getByRole('menuitem', { name: gb.helpCenter })
          .getAttribute('href'),
      ).toBe(`${demo.host.origin}/help/en-gb/`);
      await page.keyboard.press('Escape');

      // The visible QA link is the same link, normalised.
      const qaLinkParams = async () =>
        Object.fromEntries(new URL(await panel.getByLabel('QA link').inputValue()).searchParams);
      await eventually(qaLinkParams).toEqual({
        persona: 'staff',
        locale: 'en_GB',
        stage: 'dev',
        flags: 'enableOldCollectionsLinkInHeader',
        manageOverview: '1',
        creatorHome: '1',
      });
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('Copy QA link puts the current state on the clipboard', async () => {
    const grantClipboard = ({ page }: TrackedPage) =>
      page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.host.origin });
    await demo.withPage('/', { beforeGoto: grantClipboard }, async ({ page }) => {
      await chooseQaOption(page, 'Persona', 'organizer');
      await qaPanel(page).getByRole('checkbox', { name: 'Mobile (isMobile)' }).check();
      await qaPanel(page).getByRole('button', { name: 'Copy QA link' }).click();
      await qaPanel(page).getByRole('status').filter({ hasText: 'QA link copied.' }).waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(`${demo.host.origin}/?persona=organizer&mobile=1`);
    });
  });

  it('ignores unknown QA link values, falls back to defaults and says so', async () => {
    await demo.withPage(
      '/?persona=ghost&stage=moon&flags=nope,isDetachInterestsEnabled&locale=xx_YY&mobile=maybe',
      async ({ page, pageErrors }) => {
        const panel = qaPanel(page);
        await eventually(() => panel.getByRole('listitem').allTextContents()).toEqual(
          expect.arrayContaining([
            'Unknown persona "ghost"; using Anonymous.',
            // Not coerced by the panel: the header gets "moon" and reports the product error catalogue's text itself.
            '[global-header] environment.stage: Unknown stage: moon; using "prod"',
            'Unknown feature flag "nope"; ignored.',
            'Unknown locale "xx_YY"; using en_US.',
            'Unknown mobile value "maybe"; using off.',
          ]),
        );
        await eventually(() => panel.getByLabel('Persona', { exact: true }).inputValue()).toBe('anonymous');
        await eventually(() => panel.getByRole('checkbox', { name: /isDetachInterestsEnabled/ }).isChecked()).toBe(
          true,
        );
        await eventually(() => header(page).getByRole('link', { name: 'Sign In' }).count()).toBe(1);
        expect(pageErrors.map(String)).toEqual([]);
      },
    );
  });

  it('header links land on demo pages that name the route, in-app, keeping the QA state', async () => {
    await demo.withPage('/?persona=staff', async ({ page, pageErrors }) => {
      await setWindowMarker(page, 'in-app');
      const banner = header(page);

      await banner.getByRole('link', { name: /^Likes/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Route reached: /u/100001/favorites/events' }).waitFor();
      await eventually(() => page.locator('main').getByText('Likes', { exact: true }).count()).toBe(1);
      await eventually(() => new URL(page.url()).searchParams.get('persona')).toBe('staff');
      await banner.getByRole('button', { name: 'Account menu for Sam Staff' }).waitFor();

      await banner.getByRole('link', { name: 'Find Events' }).click();
      await waitForPath(page, '/d/local/all-events/');
      await page.locator('main h1').waitFor();

      // Staff links go to the admin host: a different host name, in a new tab.
      await banner.getByRole('button', { name: 'Account menu for Sam Staff' }).click();
      const admin = page
        .getByRole('menu', { name: 'Account menu for Sam Staff' })
        .getByRole('menuitem', { name: /Admin/ });
      // No href at all reads as about:blank, which fails both checks with a readable value.
      const adminHref = async () => new URL((await admin.getAttribute('href')) ?? 'about:blank');
      await eventually(async () => (await adminHref()).hostname).toBe('localhost');
      await eventually(async () => (await adminHref()).pathname).toBe('/admin/search/');
      await eventually(() => admin.getAttribute('target')).toBe('_blank');
      await page.keyboard.press('Escape');

      // Browser back returns to the previous route.
      await page.goBack();
      await page.getByRole('heading', { level: 1, name: 'Route reached: /u/100001/favorites/events' }).waitFor();
      expect(await getWindowMarker(page)).toBe('in-app');
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('a route reached by a full load (sign-in with a referrer) names the route and shows its query', async () => {
    // The route heading comes first; the remote header is awaited after it.
    await demo.withPage(
      '/signin/?referrer=%2Fmytickets&persona=attendee',
      { waitForHeader: false },
      async ({ page }) => {
        await page.getByRole('heading', { level: 1, name: 'Route reached: /signin/?referrer=%2Fmytickets' }).waitFor();
        await eventually(() => page.locator('main dd').first().textContent()).toBe('Sign in');
        await waitForRemoteHeader(page);
        expect(await getAxeViolations(page)).toEqual([]);
      },
    );
  });
});
