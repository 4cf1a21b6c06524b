/**
 * Every locale: a .de page is German in the server's HTML before any script runs, the
 * browser fetches exactly one catalogue (its own, preloaded beside the first-render chunk; none for
 * English), and with de_DE, fr_FR, es_ES and pt_BR no English text of the catalogue remains in the
 * header, its menus, the search and the location picker, their names and announcements included.
 * axe is clean in those locales.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/i18n/catalogue';
import { defaultMessages } from '../../src/i18n/english';
import { type MessageKey } from '../../src/i18n/messages';
import { getAxeViolations } from './support/axe';
import { DESKTOP } from './support/browser';
import { header } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';
import { fetchRenderedPage } from './support/rendered-page';

const TRANSLATED = ['de_DE', 'fr_FR', 'es_ES', 'pt_BR'] as const;

function headerHtml(html: string): string {
  return /<div id="server-header"[^>]*>([\s\S]*?)<\/header>/.exec(html)?.[0] ?? '';
}

/**
 * The English texts a page in `locale` must not show: each English template (placeholders as
 * wildcards) whose text in that language differs, i.e. every one but names and same-spelled words.
 */
async function englishPatterns(locale: string): Promise<RegExp[]> {
  const translated = await loadCatalogue(locale);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (Object.keys(defaultMessages) as MessageKey[]).flatMap((key) => {
    const english = defaultMessages[key];
    const forms = typeof english === 'string' ? [english] : Object.values(english);
    const local = translated[key];
    const localForms = typeof local === 'string' ? [local] : Object.values(local);
    return forms
      .filter((form) => /\p{L}/u.test(form.replace(/\{\w+\}/g, '')) && !localForms.includes(form))
      .map(
        (form) =>
          new RegExp(
            `^${form
              .split(/\{\w+\}/)
              .map(escape)
              .join('.+')}$`,
          ),
      );
  });
}

/** Every text a visitor or a screen reader gets from `scope`: text nodes, aria-labels, placeholders, titles. */
function textsOf(scope: Locator): Promise<string[]> {
  return scope.evaluateAll((elements) =>
    elements.flatMap((root) => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node: Node | null = root; node; node = walker.nextNode()) {
        if (node instanceof Text) texts.push(node.data);
        else if (node instanceof Element)
          for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(node.getAttribute(name) ?? '');
      }
      return texts.map((text) => text.trim()).filter(Boolean);
    }),
  );
}

/** The header with what a visitor opens: the Help Center menu, the account menu, the search's suggestions and the picker's list. */
async function everyHeaderText(page: Page): Promise<string[]> {
  const banner = header(page);
  const nav = banner.getByRole('navigation').first();
  const texts = await textsOf(banner);
  // The help menu (the last menu button of the main navigation) and the account menu.
  const menus = [nav.locator('button[aria-haspopup]').last(), banner.getByRole('button', { name: /Maya/ })];
  for (const trigger of menus) {
    await trigger.click();
    const menu = page.getByRole('menu');
    await menu.first().waitFor();
    texts.push(...(await textsOf(menu)));
    await page.keyboard.press('Escape');
  }
  // The search: its full bar, its suggestions and their announcement (the live region).
  const search = banner.getByRole('combobox').first();
  await search.hover();
  await eventually(() => search.getAttribute('aria-controls'), 'the full search bar took over').toBeTruthy();
  await search.click();
  await search.pressSequentially('ja');
  await page.getByRole('listbox').first().waitFor();
  await eventually(async () => (await textsOf(banner.getByRole('status'))).join(' '), 'the count is announced').toMatch(
    /\d/,
  );
  texts.push(...(await textsOf(banner)), ...(await textsOf(page.getByRole('listbox'))));
  await page.keyboard.press('Escape');
  // The location picker: its list with "use my current location" and "online events".
  const picker = banner.getByRole('combobox').nth(1);
  await picker.hover();
  await eventually(() => picker.getAttribute('aria-controls'), 'the full picker took over').toBeTruthy();
  await picker.click();
  await page.getByRole('listbox').first().waitFor();
  texts.push(...(await textsOf(page.getByRole('listbox'))), ...(await textsOf(banner)));
  await page.keyboard.press('Escape');
  return [...new Set(texts)];
}

describe('the header in every locale', () => {
  const demo = setupDemo();

  it('a .de page: the server HTML is German, marked lang="de-DE", its catalogue preloaded', async () => {
    const html = await fetchRenderedPage(demo.host.origin, '/?locale=de_DE');
    const banner = headerHtml(html);
    expect(banner).toContain('lang="de-DE"');
    expect(banner).toContain('>Events finden<');
    expect(banner).toContain('aria-label="Hauptnavigation"');
    expect(banner).toContain('>Anmelden<');
    expect(banner).not.toContain('>Find Events<');
    expect(banner).not.toContain('Sign In');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="preload" as="script" href="[^"]*\/i18n-de\.slim\.js" crossorigin/);
    expect(head).not.toMatch(/i18n-(es|fr|pt)\./);
    // English needs none; British English has its own spelling, in the HTML too.
    expect(await fetchRenderedPage(demo.host.origin, '/')).not.toMatch(/i18n-[\w-]+\./);
    const british = await fetchRenderedPage(demo.host.origin, '/?locale=en_GB');
    expect(headerHtml(british)).toContain('>Help Centre<');
    expect(british).not.toMatch(/i18n-[\w-]+\./);
  });

  it('with JavaScript off, a German page shows German', async () => {
    await demo.withPage(
      '/?locale=de_DE',
      { context: { ...DESKTOP, javaScriptEnabled: false }, waitForHeader: false },
      async ({ page }) => {
        const nav = header(page).getByRole('navigation', { name: 'Hauptnavigation' });
        await expect(nav.getByRole('link', { name: 'Events finden' }).count()).resolves.toBe(1);
      },
    );
  });

  it('the browser fetches exactly one catalogue, its own, while it fetches the first-render chunk; English none', async () => {
    const catalogues: string[] = [];
    await demo.withPage(
      '/?locale=de_DE',
      {
        beforeGoto: ({ page }) =>
          page.on('request', (request) => {
            if (/\/i18n-[\w-]+\./.test(request.url())) catalogues.push(request.url());
          }),
      },
      async ({ page }) => {
        await page.waitForLoadState('networkidle');
        expect(catalogues).toHaveLength(1);
        expect(catalogues[0]).toMatch(/\/i18n-de\./);
        // In parallel, not after: the catalogue was asked for before the Header chunk had arrived.
        const timing = await page.evaluate(() => {
          const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
          const find = (pattern: RegExp) => entries.find((entry) => pattern.test(entry.name));
          return {
            catalogueStart: find(/\/i18n-de\./)?.startTime,
            chunkEnd: find(/__federation_expose_Header\./)?.responseEnd,
          };
        });
        expect(timing.catalogueStart).toBeLessThan(timing.chunkEnd!);
        await expect(header(page).getByRole('link', { name: 'Events finden' }).count()).resolves.toBe(1);
      },
    );
    catalogues.length = 0;
    await demo.withPage(
      '/?locale=en_GB',
      {
        beforeGoto: ({ page }) =>
          page.on('request', (request) => {
            if (/\/i18n-[\w-]+\./.test(request.url())) catalogues.push(request.url());
          }),
      },
      async ({ page }) => {
        await page.waitForLoadState('networkidle');
        expect(catalogues).toEqual([]);
        await expect(header(page).getByRole('button', { name: 'Help Centre' }).count()).resolves.toBe(1);
      },
    );
  });

  for (const locale of TRANSLATED) {
    it(`${locale}: no English text of the catalogue in the header, its menus, the search and the picker; axe clean`, async () => {
      const english = await englishPatterns(locale);
      await demo.withPage(`/?locale=${locale}&persona=attendee`, async ({ page, pageErrors }) => {
        const texts = await everyHeaderText(page);
        expect(texts.length).toBeGreaterThan(30);
        const left = texts.filter((text) => english.some((pattern) => pattern.test(text)));
        expect(left).toEqual([]);
        expect(await getAxeViolations(page)).toEqual([]);
        expect(pageErrors.map(String)).toEqual([]);
      });
    });
  }
});
