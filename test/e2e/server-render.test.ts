/**
 * The header is in the server's HTML. Without a browser: both pages' HTML holds the
 * remote header (Find Events) and its styles in the head. In Chromium: every persona, locale and
 * stage at desktop and phone width hydrates without a warning; with JavaScript off the banner's
 * Find Events link works; the page does not move while it loads (CLS 0). With the remote server
 * down, the host still answers within the budget with the fallback header.
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '../../examples/header-examples';
import { LOCALES, SERVER_RENDER_BUDGET_MS, STAGES } from '../../src/config';
import { DESKTOP, MOBILE } from './support/browser';
import { header, pointAtHeaderFields, waitForRemoteHeader } from './support/demo-page';
import { getFreePort, startHostServer, startRemoteServer, type RunningServer } from './support/servers';
import { openTestPage, setupDemo } from './support/setup-demo';

const DISCOVERY = '/d/ny--new-york/music--events/jazz/';
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
/** Request round trip and HTML assembly on top of the budget (the figure). */
const SLACK_MS = 100;

function headerHtml(html: string): string {
  return /<div id="server-header"[^>]*>([\s\S]*?)<\/header>/.exec(html)?.[0] ?? '';
}

describe('server-rendered header', () => {
  const demo = setupDemo();

  it('puts the remote header with Find Events in the HTML of home and a discovery page, its styles in the head', async () => {
    // Home twice: the second view's header is the kept render of the same props, with its own response's nonce.
    for (const url of ['/', DISCOVERY, '/']) {
      const response = await fetch(`${demo.host.origin}${url}`);
      const html = await response.text();
      expect(response.status, url).toBe(200);
      expect(response.headers.get('server-timing'), url).toMatch(/desc="rendered"/);
      const banner = headerHtml(html);
      // Both layouts' markup (CSS picks one by width): the desktop links and the Menu button.
      expect(banner, url).toContain('>Find Events<');
      // (The Menu label is a span of its own: on phones the button is its icon.)
      expect(banner, url).toMatch(/aria-haspopup="dialog"[^>]*>.*?>Menu<\/span><\/button>/);
      const head = html.slice(0, html.indexOf('</head>'));
      // With the response's CSP nonce: the policy allows no other inline style.
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(head, url).toMatch(/<style nonce="[^"]+" data-styled="true"[^>]*>[^<]*\.[\w-]+\{/);
      expect(head, url).toContain(`<style nonce="${nonce}" data-styled="true"`);
      // Every nonce in the page is this response's.
      expect(new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1])), url).toEqual(new Set([nonce]));
      // No paint of a half-parsed header or page: the head holds rendering until the element after each is in.
      expect(head, url).toContain('<link rel="expect" href="#server-header-end" blocking="render">');
      expect(head, url).toContain('<link rel="expect" href="#page-end" blocking="render">');
      // Where that hint is not supported (Firefox, WebKit), the page stays hidden until the header is parsed.
      expect(head, url).toContain(
        `<style nonce="${nonce}">body:not(:has(#server-header-end)){visibility:hidden}</style>`,
      );
      expect(html, url).toMatch(/<\/header><\/div><template id="server-header-end"><\/template><div id="root"/);
      expect(html, url).toMatch(/<\/main>[\s\S]*<\/div><template id="page-end"><\/template>/);
      // Every class the header markup uses is defined by the styles in the head: a selector names it,
      // at the top level or inside a media query (the last menu's rule is for widths up to 1272 px only).
      const classes = [...banner.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' '));
      const styled = classes.filter((name) => !name.startsWith('sc-') && /^[a-zA-Z]{5,}$/.test(name));
      expect(styled.length, url).toBeGreaterThan(5);
      for (const name of styled) expect(head, `${url}: .${name}`).toMatch(new RegExp(`\\.${name}(?![\\w-])`));
    }
  });

  it('serves the pages themselves rendered: the discovery HTML holds its h1, filters and first results', async () => {
    const home = await (await fetch(`${demo.host.origin}/`)).text();
    expect(home).toMatch(/<div id="root" data-server-rendered="">[\s\S]*<main id="main-content"/);
    expect(home).toMatch(/<h1[^>]*>[^<]+<\/h1>/);

    const response = await fetch(`${demo.host.origin}${DISCOVERY}`);
    const html = await response.text();
    expect(/<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1]).toMatch(/jazz events in New York/i);
    expect(html).toMatch(/class="discovery-filters"/);
    const results = JSON.parse(
      /<script type="application\/json" id="preloaded-results">(.*?)<\/script>/.exec(html)![1]!,
    ) as {
      data: { events: { name: string }[] };
    };
    expect(results.data.events.length).toBeGreaterThan(0);
    // Each event of the first page is in the HTML as a card (names escaped as HTML text).
    const cards = html.match(/class="event-card__title"/g) ?? [];
    expect(cards).toHaveLength(results.data.events.length);
  });

  it('hydrates without a warning for every persona, locale and stage at desktop and phone width', async () => {
    const queries = [
      ...PERSONAS.map((persona) => `persona=${persona.id}`),
      ...PERSONAS.map((persona) => `persona=${persona.id}`).map((query) => `${DISCOVERY.slice(1)}?${query}`),
      ...LOCALES.map((locale) => `locale=${locale.locale}`),
      ...STAGES.map((stage) => `stage=${stage}`),
    ];
    for (const [name, context] of [
      ['desktop', DESKTOP],
      ['phone', MOBILE],
    ] as const) {
      const { page } = await openTestPage(demo.browser, context);
      const messages: string[] = [];
      const record = (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
      };
      page.on('console', record);
      page.on('pageerror', (error) => messages.push(error.message));
      for (const query of queries) {
        messages.length = 0;
        const pathAndQuery = query.startsWith('d/') ? `/${query}` : `/?${query}`;
        await page.goto(`${demo.host.origin}${pathAndQuery}`, { waitUntil: 'domcontentloaded' });
        // The server's markup is there before any script ran, and React adopted it.
        await expect(page.locator('#server-header > header').count()).resolves.toBe(1);
        await waitForRemoteHeader(page);
        await page.waitForFunction(() => document.querySelector('#server-header > header') !== null);
        const hydrationMessages = messages.filter((text) => /hydrat|did not match|server rendered/i.test(text));
        expect(hydrationMessages, `${name} ${query}`).toEqual([]);
        // The page was adopted too, not rendered again: the server's main content is the one on screen.
        await expect(page.locator('#root[data-server-rendered] #main-content').count()).resolves.toBe(1);
        await expect(page.locator('header').count(), `${name} ${query}: one header`).resolves.toBe(1);
      }
    }
  });

  it('preloads the remote entry and the Header chunks from the HTML, and the browser fetches each once', async () => {
    const { page } = await openTestPage(demo.browser, DESKTOP);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${demo.remote.origin}/`)) requested.push(request.url());
    });
    const response = await page.goto(`${demo.host.origin}/`, { waitUntil: 'domcontentloaded' });
    const html = (await response?.text()) ?? '';
    const preloads = [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"/g)].map((match) => match[2]);
    expect(preloads).toContain(demo.manifestUrl);
    // The demo loads the slim build: remoteEntry.slim.js and *.slim.js chunks, in the current release's folder.
    expect(preloads).toContainEqual(expect.stringMatching(/\/releases\/\d+\/remoteEntry\.slim\.js$/));
    expect(preloads.some((href) => /\/releases\/\d+\/__federation_expose_Header\.slim\.js$/.test(href!))).toBe(true);
    // Signed build: every script preload carries the integrity its verified load uses.
    const scripts = [...html.matchAll(/<link rel="preload" as="script"[^>]*>/g)].map((match) => match[0]);
    for (const link of scripts) expect(link).toMatch(/ crossorigin="anonymous" integrity="sha384-[^"]+"/);
    await waitForRemoteHeader(page);
    await page.waitForLoadState('networkidle');
    // A preload that does not match the later request would fetch the file a second time.
    const twice = requested.filter((url, index) => requested.indexOf(url) !== index);
    expect(twice).toEqual([]);
    for (const href of preloads) expect(requested, href).toContain(href);
  });

  it("names the demo host's own start-up scripts in the HTML too: every one fetched at once, each used", async () => {
    for (const path of ['/', '/d/ny--new-york/music--events/jazz/']) {
      const { page } = await openTestPage(demo.browser, DESKTOP);
      const requested: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === demo.host.origin && url.pathname.endsWith('.js')) requested.push(url.pathname);
      });
      const response = await page.goto(`${demo.host.origin}${path}`, { waitUntil: 'domcontentloaded' });
      const html = (await response?.text()) ?? '';
      // The host's build writes its tags minified (no quotes).
      const named = [...html.matchAll(/<script defer src="?([^"\s>]+)/g)]
        .map((match) => new URL(match[1]!, demo.host.origin))
        .filter((url) => url.origin === demo.host.origin)
        .map((url) => url.pathname);
      expect(named.at(-1), `${path}: main.js runs after the chunks it starts with`).toBe('/main.js');
      const chunks = named.slice(0, -1);
      expect(chunks.length, path).toBeGreaterThan(0);
      await waitForRemoteHeader(page);
      // Before the header is interactive the page fetched what its HTML named, nothing found a round later, and
      // each file once (webpack's loader saw the chunks as already there).
      expect(requested.toSorted(), path).toEqual(named.toSorted());
      // And nothing named in vain: each chunk registered with webpack's loader.
      const ran = await page.evaluate(() =>
        ((window as unknown as { webpackChunkhostDemo?: [(string | number)[]][] }).webpackChunkhostDemo ?? []).flatMap(
          ([ids]) => ids.map(String),
        ),
      );
      for (const file of chunks) expect(ran, `${path}: ${file}`).toContain(/^\/(\w+)\./.exec(file)?.[1]);
      await page.close();
    }
  });

  it('with JavaScript off, the banner is there and its Find Events link opens the discovery page', async () => {
    const { page } = await openTestPage(demo.browser, { ...DESKTOP, javaScriptEnabled: false });
    await page.goto(`${demo.host.origin}/`, { waitUntil: 'load' });
    const link = header(page).getByRole('link', { name: 'Find Events' });
    await expect(link.count()).resolves.toBe(1);
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname !== '/');
    expect(new URL(page.url()).pathname).toBe(new URL(href!, demo.host.origin).pathname);
    // The page it opens is served with the header too.
    await expect(header(page).getByRole('link', { name: 'Find Events' }).count()).resolves.toBe(1);
  });

  /** Layout shifts without recent input while the page loads, with what moved (for the failure message). */
  async function layoutShifts(page: Page, url: string): Promise<{ total: number; moved: string[] }> {
    await page.addInitScript(() => {
      const shifts: { value: number; moved: string[] }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          const moved = entry.sources.map((source) =>
            source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node?.nodeName),
          );
          shifts.push({ value: entry.value, moved });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await waitForRemoteHeader(page);
    await pointAtHeaderFields(page);
    // The full search and picker, which load when a visitor points at them; then results and images:
    // once the network has been idle (500 ms without a request), two more frames, in which what they rendered is laid out and
    // its shifts reported. The window ends on what the page did, not on a sleep.
    await page.waitForLoadState('networkidle');
    await page.evaluate(async () => {
      for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts,
    );
    return {
      total: shifts.reduce((sum, shift) => sum + shift.value, 0),
      moved: shifts.flatMap((shift) => shift.moved),
    };
  }

  it('does not move while it loads: CLS 0 on home and on a discovery page, on a desktop and on a phone', async () => {
    // A phone says so in its user agent: the server renders the mobile header it will keep.
    const phone = { ...MOBILE, userAgent: PHONE_USER_AGENT };
    for (const [url, context] of [
      ['/', DESKTOP],
      [DISCOVERY, DESKTOP],
      ['/', phone],
      [DISCOVERY, phone],
    ] as const) {
      const { page } = await openTestPage(demo.browser, context);
      const { total, moved } = await layoutShifts(page, `${demo.host.origin}${url}`);
      expect(total, `${url} at ${context.viewport?.width} px moved: ${moved.join(' | ')}`).toBe(0);
    }
  });
});

describe('server-rendered header, remote server down', () => {
  let host: RunningServer;
  beforeAll(async () => {
    const remote = await startRemoteServer(await getFreePort());
    const stoppedRemoteUrl = `${remote.origin}/mf-manifest.json`;
    await remote.stop();
    host = await startHostServer(stoppedRemoteUrl);
  });
  afterAll(() => host?.stop());

  it('answers within the budget with the fallback header in the HTML', async () => {
    for (const url of ['/', DISCOVERY]) {
      const started = performance.now();
      const response = await fetch(`${host.origin}${url}`);
      const html = await response.text();
      const elapsed = performance.now() - started;
      expect(response.status, url).toBe(200);
      expect(elapsed, url).toBeLessThanOrEqual(SERVER_RENDER_BUDGET_MS + SLACK_MS);
      expect(response.headers.get('server-timing'), url).toMatch(/desc="fallback"$/);
      expect(html).toMatch(
        /<div id="server-header"[^>]*data-server-header="fallback"[^>]*><header class="fallback-header"/,
      );
      expect(html).toContain('>Find Events</a>');
    }
  });
});
