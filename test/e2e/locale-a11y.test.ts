/**
 * "QA and designers" and "accessible names follow the language": axe (WCAG 2.2 AA) is clean on the
 * QA demo page in German, French, Spanish, Brazilian Portuguese and the pseudo-locale, on a 1280 px desktop
 * and a 375 px phone, with the header closed, with the Help menu (on a phone the Menu panel) open and with
 * the account menu open. And the QA panel's locale switch puts the header in German at once, with no new
 * navigation: its links, its root's `lang`, its search field's name, the Menu button's name and the
 * search's live announcement of the suggestions' count are German.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PSEUDO_LOCALE } from '../../src/config/pseudo-locale';
import { loadCatalogue } from '../../src/i18n/catalogue';
import { defaultMessages as M } from '../../src/i18n/english';
import type { Messages } from '../../src/i18n/messages';
import { pseudoMessages } from '../../src/i18n/pseudo';
import { getAxeViolations } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { getWindowMarker, header, qaPanel, setWindowMarker } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

const LOCALES = ['de_DE', 'fr_FR', 'es_ES', 'pt_BR', PSEUDO_LOCALE] as const;

const SCREENS = [
  ['1280 px desktop', DESKTOP, ''],
  ['375 px phone', MOBILE, '&mobile=1'],
] as const;

/** The header's texts in `locale`: its catalogue, or the pseudo-locale's, which the QA panel passes as `messages`. */
const messagesIn = (locale: string): Promise<Messages> =>
  locale === PSEUDO_LOCALE ? Promise.resolve(pseudoMessages) : loadCatalogue(locale);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's text with its placeholders as wildcards: "{count} Vorschläge verfügbar." -> /^.+ Vorschläge verfügbar\.$/. */
const templatePattern = (template: string) =>
  new RegExp(
    `^${template
      .split(/\{\w+\}/)
      .map(escapeRegExp)
      .join('.+')}$`,
  );

/** The account menu button's name in a language: its template's words before the user's name. */
const accountMenuIn = (messages: Messages) => new RegExp(`^${escapeRegExp(messages.userMenu.split('{name}')[0]!)}`);

/** The header has rendered in the language: its search field carries the language's name. */
async function speaks(page: Page, messages: Messages): Promise<void> {
  await header(page).getByRole('combobox', { name: messages.searchEvents }).first().waitFor();
}

async function expectNoViolations(page: Page, state: string): Promise<void> {
  expect(await getAxeViolations(page), state).toEqual([]);
}

const demo = setupDemo();

describe('axe in every locale, closed and with a menu open', () => {
  for (const locale of LOCALES) {
    for (const [screen, context, query] of SCREENS) {
      it(`${locale} on a ${screen}: 0 violations`, async () => {
        const messages = await messagesIn(locale);
        await demo.withPage(
          `/?locale=${locale}&persona=attendee${query}`,
          { context },
          async ({ page, pageErrors }) => {
            const banner = header(page);
            await speaks(page, messages);
            await expectNoViolations(page, 'closed');

            if (screen.startsWith('1280')) {
              await banner.getByRole('button', { name: messages.helpCenterMenu, exact: true }).click();
              await page.getByRole('menu', { name: messages.helpCenterMenu, exact: true }).waitFor();
              await expectNoViolations(page, 'the Help Center menu open');
            } else {
              await banner.getByRole('button', { name: messages.menu, exact: true }).click();
              await page.getByRole('dialog', { name: messages.menu, exact: true }).waitFor();
              await expectNoViolations(page, 'the Menu panel open');
            }
            await page.keyboard.press('Escape');
            await eventually(() => page.getByRole(screen.startsWith('1280') ? 'menu' : 'dialog').count()).toBe(0);

            await banner.getByRole('button', { name: accountMenuIn(messages) }).click();
            await page.getByRole('menu', { name: accountMenuIn(messages) }).waitFor();
            await expectNoViolations(page, 'the account menu open');
            expect(pageErrors.map(String)).toEqual([]);
          },
        );
      });
    }
  }
});

describe('the QA panel switches the header to German in place', () => {
  it('"Deutsch": German links, lang="de-DE", German names and announcements, no new navigation', async () => {
    const de = await loadCatalogue('de_DE');
    await demo.withPage('/?persona=attendee', async ({ page, pageErrors }) => {
      const banner = header(page);
      await speaks(page, M);
      await setWindowMarker(page, 'no-reload');
      const navigations = () =>
        page.evaluate(() => performance.getEntriesByType('navigation').map((entry) => entry.name));
      const before = await navigations();

      await qaPanel(page)
        .getByLabel('Locale and domain', { exact: true })
        .selectOption({ label: 'de_DE: Deutsch, .de' });

      const nav = banner.getByRole('navigation', { name: de.mainNavigation });
      await nav.getByRole('link', { name: de.findEvents, exact: true }).waitFor();
      await expect(nav.getByRole('link', { name: de.createEvents, exact: true }).count()).resolves.toBe(1);
      await expect(banner.getByRole('button', { name: de.helpCenterMenu, exact: true }).count()).resolves.toBe(1);
      await expect(banner.getByRole('link', { name: M.findEvents, exact: true }).count()).resolves.toBe(0);
      // The page says English; the header says German, so a screen reader reads it as German.
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await banner.getAttribute('lang')).toBe('de-DE');
      // Accessible names: the search field's, the account menu's.
      await expect(banner.getByRole('combobox', { name: de.searchEvents }).count()).resolves.toBeGreaterThan(0);
      await expect(banner.getByRole('combobox', { name: M.searchEvents }).count()).resolves.toBe(0);
      await expect(banner.getByRole('button', { name: accountMenuIn(de) }).count()).resolves.toBe(1);

      // The live announcement of the suggestions' count.
      const search = banner.getByRole('combobox', { name: de.searchEvents }).first();
      await search.hover();
      await eventually(() => search.getAttribute('aria-controls'), 'the full search bar took over').toBeTruthy();
      await search.click();
      await search.pressSequentially('ja');
      await page.getByRole('listbox').first().waitFor();
      const counts = Object.values(de.searchSuggestionCount).map(templatePattern);
      const announced = async () =>
        (await banner.getByRole('status').allTextContents()).some((text) =>
          counts.some((pattern) => pattern.test(text.trim())),
        );
      await eventually(announced, `the count is announced in German ("${de.searchSuggestionCount.other}")`).toBe(true);
      await page.keyboard.press('Escape');

      // The phone layout's Menu button is named in German too.
      await page.setViewportSize({ width: 375, height: 800 });
      await banner.getByRole('button', { name: de.menu, exact: true }).waitFor();
      await expect(banner.getByRole('button', { name: M.menu, exact: true }).count()).resolves.toBe(0);

      // No reload, no navigation: the same document all along.
      expect(await navigations()).toEqual(before);
      expect(await getWindowMarker(page)).toBe('no-reload');
      await eventually(() => new URL(page.url()).searchParams.get('locale')).toBe('de_DE');
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('a menu opened in English before the switch lists its items in German after it (its code is already here)', async () => {
    const de = await loadCatalogue('de_DE');
    // Staff: orders to count ("Tickets (n)", a formatted later text), staff items, the Tikibar.
    await demo.withPage('/?persona=staff-tikibar', async ({ page, pageErrors }) => {
      const banner = header(page);
      await speaks(page, M);
      await banner.getByRole('button', { name: accountMenuIn(M) }).click();
      const englishMenu = page.getByRole('menu', { name: accountMenuIn(M) });
      await englishMenu.getByRole('menuitem', { name: M.browseEvents, exact: true }).waitFor();
      await page.keyboard.press('Escape');

      await qaPanel(page)
        .getByLabel('Locale and domain', { exact: true })
        .selectOption({ label: 'de_DE: Deutsch, .de' });
      await banner.getByRole('navigation', { name: de.mainNavigation }).waitFor();

      await banner.getByRole('button', { name: accountMenuIn(de) }).click();
      const menu = page.getByRole('menu', { name: accountMenuIn(de) });
      await menu.getByRole('menuitem', { name: de.browseEvents, exact: true }).waitFor();
      await expect(menu.getByRole('menuitem', { name: de.logOut, exact: true }).count()).resolves.toBe(1);
      await expect(menu.getByRole('menuitem', { name: de.tikibar, exact: true }).count()).resolves.toBe(1);
      await expect(
        menu.getByRole('menuitem', { name: new RegExp(`^${escapeRegExp(de.featureFlags)}`) }).count(),
      ).resolves.toBe(1);
      await expect(menu.getByRole('menuitem', { name: M.browseEvents, exact: true }).count()).resolves.toBe(0);
      expect(pageErrors.map(String)).toEqual([]);
    });
  });
});
