/**
 * The discovery listing in the built host-demo, driven in Chromium: searching, filters that write
 * exactly the buildDiscoveryUrl address (history push, no reload), paging and its focus, the product error catalogue
 * empty state, the 404 page (and status), saving as the attendee (the header's Likes badge goes
 * up and stays up after a reload), head tags per stage, and axe on each kind of page.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDiscoveryUrl, parseDiscoveryUrl } from '../../src/routes/discovery-url';
import { getSubCategoriesOfCategory } from '../../src/taxonomy';
import { getAxeViolations } from './support/axe';
import { MOBILE, type TrackedPage } from './support/browser';
import { getWindowMarker, header, isFocused, setWindowMarker, waitForRemoteHeader } from './support/demo-page';
import { openTestPage, setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

const NO_EVENTS = "Looks like we don't have any current events listed nearby. Try searching another city.";
const SAVED = 'Event has been saved successfully.';

const demo = setupDemo();

beforeAll(async () => {
  // The place database and the event index are built on first use; pay for it once, here.
  const res = await fetch(`${demo.host.origin}/home/api/geo/place_from_slug/?slug=ny--new-york`);
  expect(res.status).toBe(200);
  await fetch(`${demo.host.origin}/api/v3/events/search/?q=jazz&page_size=1`);
}, 180_000);

/** A fresh desktop page (closed when the test finishes); the body must leave no uncaught page error. */
async function withPage<T>(run: (tracked: TrackedPage) => Promise<T>): Promise<T> {
  const tracked = await openTestPage(demo.browser);
  const result = await run(tracked);
  expect(tracked.pageErrors.map(String)).toEqual([]);
  return result;
}

/** Path plus query of the page's address, as the builder writes it. */
function address(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

async function resultsReady(page: Page): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: /events?(, showing|$)|^1 event$/ })
    .or(page.getByText(NO_EVENTS))
    .first()
    .waitFor({ timeout: 20_000 });
}

async function listedNames(page: Page): Promise<string[]> {
  return page.getByRole('main').getByRole('list').getByRole('heading', { level: 3 }).allTextContents();
}

describe('discovery listing (product routes)', () => {
  it('searching "jazz" on a New York listing lists the New York jazz events of the API', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${demo.host.origin}/d/ny--new-york/all-events/`);
      await resultsReady(page);
      await page.getByRole('searchbox', { name: 'Search events' }).fill('jazz');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/d/ny--new-york/events/jazz/');
      expect(address(page)).toBe(buildDiscoveryUrl({ location: { slug: 'ny--new-york' }, query: 'jazz' }));
      await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Jazz events in New York');
      await resultsReady(page);
      await eventually(() => page.title()).toBe('Jazz events in New York');

      const place = (await (
        await fetch(`${demo.host.origin}/home/api/geo/place_from_slug/?slug=ny--new-york`)
      ).json()) as { place: { id: string } };
      const api = (await (
        await fetch(`${demo.host.origin}/api/v3/events/search/?place_id=${place.place.id}&q=jazz&page_size=12`)
      ).json()) as {
        events: { name: string; primary_venue: { address: { region: string } } | null }[];
        pagination: { object_count: number };
      };
      expect(api.pagination.object_count).toBeGreaterThan(0);
      await eventually(() => listedNames(page)).toEqual(api.events.map((e) => e.name));
      expect(api.events.some((e) => /jazz/i.test(e.name))).toBe(true);
      // New York events: venues in the New York area (NY, or NJ across the river).
      for (const e of api.events)
        expect(['NY', 'NJ', 'CT', 'New York', 'New Jersey', 'Connecticut']).toContain(e.primary_venue?.address.region);
    });
  });

  it('every filter change pushes exactly the buildDiscoveryUrl address, without a reload, focus kept', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${demo.host.origin}/d/ny--new-york/events/jazz/`);
      await resultsReady(page);
      await setWindowMarker(page, 'no-reload');
      const form = page.getByRole('search', { name: 'Filter events' });
      const jazz = getSubCategoriesOfCategory('music').find((s) => s.title === 'Jazz')!;
      const steps: [string, string, Parameters<typeof buildDiscoveryUrl>[0]][] = [
        ['Category', 'music', { location: { slug: 'ny--new-york' }, query: 'jazz', category: 'music' }],
        [
          'Subcategory',
          String(jazz.numericId),
          { location: { slug: 'ny--new-york' }, query: 'jazz', category: 'music', subcategories: [jazz.numericId] },
        ],
        [
          'Format',
          'performances',
          {
            location: { slug: 'ny--new-york' },
            query: 'jazz',
            category: 'music',
            subcategories: [jazz.numericId],
            format: 'performances',
          },
        ],
        [
          'Date',
          'next_month',
          {
            location: { slug: 'ny--new-york' },
            query: 'jazz',
            category: 'music',
            subcategories: [jazz.numericId],
            format: 'performances',
            date: 'next_month',
          },
        ],
        [
          'Price',
          'free',
          {
            location: { slug: 'ny--new-york' },
            query: 'jazz',
            category: 'music',
            subcategories: [jazz.numericId],
            format: 'performances',
            date: 'next_month',
            price: 'free',
          },
        ],
        [
          'Category',
          'arts',
          {
            location: { slug: 'ny--new-york' },
            query: 'jazz',
            category: 'arts',
            format: 'performances',
            date: 'next_month',
            price: 'free',
          },
        ],
        [
          'Date',
          '',
          {
            location: { slug: 'ny--new-york' },
            query: 'jazz',
            category: 'arts',
            format: 'performances',
            price: 'free',
          },
        ],
      ];
      const history = [address(page)];
      for (const [label, value, input] of steps) {
        const control = form.getByLabel(label, { exact: true });
        await control.selectOption(value);
        const expected = buildDiscoveryUrl(input);
        await page.waitForURL((url) => `${url.pathname}${url.search}` === expected, { timeout: 10_000 });
        expect(address(page), `${label} = ${value}`).toBe(expected);
        await resultsReady(page);
        await eventually(() => isFocused(control), `${label} keeps focus`).toBe(true);
        history.push(expected);
      }
      expect(await getWindowMarker(page)).toBe('no-reload');
      // History pushes: back walks the same addresses in reverse, and the page follows.
      await page.goBack();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === history.at(-2));
      await eventually(() => form.getByLabel('Date', { exact: true }).inputValue()).toBe('next_month');
      // The address the page wrote reads back to the same address.
      const parsed = parseDiscoveryUrl(address(page));
      expect(parsed.ok && buildDiscoveryUrl(parsed.value)).toBe(address(page));
    });
  });

  it('pages with Previous/Next and "Page N of M"; the results heading takes focus', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${demo.host.origin}/d/ny--new-york/all-events/`);
      await resultsReady(page);
      const nav = page.getByRole('navigation', { name: 'Results pages' });
      const pageOf = (await nav.getByText(/^Page 1 of \d+$/).textContent())!;
      const pageCount = Number(/of (\d+)/.exec(pageOf)![1]);
      expect(pageCount).toBeGreaterThan(1);
      await eventually(() => nav.getByRole('link', { name: 'Previous page' }).count()).toBe(0);
      const firstNames = await listedNames(page);

      await nav.getByRole('link', { name: 'Next page' }).click();
      await page.waitForURL((url) => url.search === '?page=2');
      await nav.getByText(`Page 2 of ${pageCount}`).waitFor();
      const heading = page.getByRole('heading', { level: 2, name: 'Results' });
      await eventually(() => isFocused(heading)).toBe(true);
      // Page 2 is a full page of other events (the page 1 list stays on screen while page 2 loads).
      const secondPage = async () => {
        const names = await listedNames(page);
        return { listed: names.length, alsoOnPage1: names.filter((name) => firstNames.includes(name)) };
      };
      await eventually(secondPage).toEqual({ listed: 12, alsoOnPage1: [] });

      await page.keyboard.press('Tab');
      await nav.getByRole('link', { name: 'Previous page' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.search === '');
      await nav.getByText(`Page 1 of ${pageCount}`).waitFor();
      await eventually(() => isFocused(heading)).toBe(true);
      await eventually(() => listedNames(page)).toEqual(firstNames);
    });
  });

  it('shows the spec 8 empty-state text when nothing matches, and is axe clean', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${demo.host.origin}/d/ny--new-york/events/qqqzzzxxyy/`);
      await page.getByText(NO_EVENTS, { exact: true }).waitFor({ timeout: 20_000 });
      await eventually(() => page.getByRole('main').getByRole('list').count()).toBe(0);
      expect(await getAxeViolations(page)).toEqual([]);
    });
  });

  it('an unreadable address answers 404 and says why, with a link to all events; axe clean', async () => {
    await withPage(async ({ page }) => {
      const response = await page.goto(`${demo.host.origin}/d/ny--new-york/jazz/`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: /404/ }).waitFor();
      const reason = parseDiscoveryUrl('/d/ny--new-york/jazz/');
      expect(reason.ok).toBe(false);
      await page.getByText(reason.ok ? '' : reason.reason, { exact: true }).waitFor();
      await eventually(() => page.getByRole('link', { name: 'Browse all events near you' }).getAttribute('href')).toBe(
        '/d/local/all-events/',
      );
      await eventually(() => page.title()).toBe('Page not found (404)');
      expect(await getAxeViolations(page)).toEqual([]);

      await page.getByRole('link', { name: '/d/ny--new-york/events/jazz/' }).click();
      await page.getByRole('heading', { level: 1, name: 'Jazz events in New York' }).waitFor();
      const unknown = await page.goto(`${demo.host.origin}/d/atlantis--lost-city/all-events/`);
      expect(unknown?.status()).toBe(404);
      await page.getByText('no place has the location slug "atlantis--lost-city"').waitFor({ timeout: 20_000 });
    });
  });

  it('works keyboard only: search from the text box, change a filter with the arrow keys, focus stays put', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${demo.host.origin}/d/ny--new-york/all-events/`);
      await resultsReady(page);
      const box = page.getByRole('searchbox', { name: 'Search events' });
      for (let i = 0; i < 40 && !(await isFocused(box)); i += 1) await page.keyboard.press('Tab');
      await eventually(() => isFocused(box)).toBe(true);
      await page.keyboard.type('jazz');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/d/ny--new-york/events/jazz/');
      await eventually(() => isFocused(box)).toBe(true);
      await resultsReady(page);

      await page.keyboard.press('Tab'); // the Search button
      await page.keyboard.press('Tab'); // Category
      const category = page.getByLabel('Category', { exact: true });
      await eventually(() => isFocused(category)).toBe(true);
      await page.keyboard.press('ArrowDown');
      await page.waitForURL(
        (url) =>
          url.pathname ===
          buildDiscoveryUrl({ location: { slug: 'ny--new-york' }, query: 'jazz', category: 'business' }),
      );
      await eventually(() => isFocused(category)).toBe(true);
      await eventually(() => category.inputValue()).toBe('business');
    });
  });

  it('a phone-sized listing is axe clean too', async () => {
    const { page, pageErrors } = await openTestPage(demo.browser, MOBILE);
    await page.goto(`${demo.host.origin}/d/ny--new-york/events/jazz/?persona=attendee&mobile=1`);
    await resultsReady(page);
    expect(await getAxeViolations(page)).toEqual([]);
    expect(pageErrors.map(String)).toEqual([]);
  });

  it('a results page is axe clean (WCAG 2.2 AA tags) with the remote header in', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${demo.host.origin}/d/ny--new-york/events/jazz/?persona=attendee`);
      await waitForRemoteHeader(page);
      await resultsReady(page);
      expect(await getAxeViolations(page)).toEqual([]);
    });
  });
});

describe('saving events', () => {
  it('the attendee saves an event: spec 8 message, Saved pressed, Likes badge +1, and it survives a reload', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${demo.host.origin}/d/ny--new-york/events/jazz/?persona=attendee`);
      await waitForRemoteHeader(page);
      await resultsReady(page);
      const me = async () =>
        (
          (await page.evaluate(async () => (await fetch('/api/v3/users/me/?persona=attendee')).json())) as {
            numSavedEvents: number;
          }
        ).numSavedEvents;
      const before = await me();
      // The badge's hidden text says the count in words: the link is "Likes 12 saved events" (1 saved event).
      const likesSaying = (count: number) =>
        header(page)
          .getByRole('link', { name: new RegExp(`^Likes ${count} saved events?$`) })
          .count();
      await eventually(() => likesSaying(before)).toBe(1);

      const save = page
        .getByRole('main')
        .getByRole('button', { name: /^Save / })
        .first();
      const name = ((await save.textContent()) ?? '').replace(/^Save\s*/, '');
      await save.click();
      await page.getByRole('status').filter({ hasText: SAVED }).waitFor();
      await eventually(() => page.getByRole('button', { name: `Saved ${name}` }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      // The server answered the save before the page said so: its count is final, one read is enough.
      expect(await me()).toBe(before + 1);
      await eventually(() => likesSaying(before + 1)).toBe(1);

      await page.reload();
      await waitForRemoteHeader(page);
      await eventually(() => likesSaying(before + 1)).toBe(1);
    });
  });

  it('anonymous visitors see no Save buttons', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${demo.host.origin}/d/ny--new-york/events/jazz/`);
      await resultsReady(page);
      await eventually(() => page.getByRole('button', { name: /^Save/ }).count()).toBe(0);
    });
  });
});

describe('page head (product overview)', () => {
  it.each([
    ['prod', 'production'],
    ['preprod', 'production'],
    ['test', 'test'],
    ['dev', 'development'],
    ['local', 'development'],
  ])('stage=%s links the %s favicons, each served', async (stage, set) => {
    await withPage(async ({ page }) => {
      const response = await page.goto(`${demo.host.origin}/d/ny--new-york/events/jazz/?stage=${stage}`);
      const html = (await response?.text()) ?? '';
      expect(html).toContain('<title>Jazz events in New York</title>');
      expect(html).toContain('<meta name="description" content="Discover the Best Local Events &amp; Things to Do">');
      expect(html).toContain('<meta property="og:title" content="Jazz events in New York">');
      expect(html).toContain('<meta name="twitter:card" content="summary">');
      expect(html).toContain('<meta http-equiv="content-language" content="en">');
      const hrefs = await page
        .locator('head link[rel="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs).toHaveLength(7);
      for (const href of hrefs) {
        expect(href.startsWith(`/favicons/${set}/`)).toBe(true);
        const asset = await fetch(`${demo.host.origin}${href}`);
        expect(asset.status, href).toBe(200);
      }
      // The head is server-rendered and the page only sets document.title, which rewrites this one
      // element: the count cannot change after the load, so one read is enough.
      await expect(page.locator('head title').count()).resolves.toBe(1);
    });
  });

  it('client-side navigation retitles the document', async () => {
    await withPage(async ({ page }) => {
      await page.goto(`${demo.host.origin}/d/ny--new-york/all-events/`);
      await resultsReady(page);
      await eventually(() => page.title()).toBe('Events in New York');
      await page
        .getByRole('search', { name: 'Filter events' })
        .getByLabel('Price', { exact: true })
        .selectOption('free');
      await eventually(() => page.title()).toBe('Free events in New York');
    });
  });
});
