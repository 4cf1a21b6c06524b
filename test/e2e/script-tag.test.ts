/**
 * One script tag for pages without a bundler: the README's plain-page snippet, taken from
 * README.md as it is (so the README stays runnable), is served as an HTML file from an origin of its own under a
 * Content-Security-Policy that lets nothing in but that origin and the remote's. Chromium renders the header
 * there with no CDN and no import map: the Menu opens at 375 px, the search shows a suggestion at 1280 px (the
 * page's server answers the header's API calls, as host-demo's does: the demo API), no console error, no
 * request to any other origin, the heights it reserves are the header's, and the remote JS it downloads until
 * idle is the budget's files (scripts/bench/12-script-tag.mjs) within 125 KiB as sent. Written by a server that
 * passes the visitor's place (the README's advice), the same page makes no guess and fetches the bench's smaller
 * list, within 100 KiB.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BREAKPOINTS, HEADER_HEIGHT_DESKTOP, HEADER_HEIGHT_MOBILE, SCRIPT_TAG_FILE } from '../../src/config';
import { findVisitorPlace } from '@global-header/host-kit/server';
import {
  BUDGET_SCRIPT_TAG_UNTIL_IDLE_BROTLI,
  BUDGET_SCRIPT_TAG_WITH_PLACE_UNTIL_IDLE_BROTLI,
  SCRIPT_TAG_FILE as BENCH_SCRIPT_TAG_FILE,
  untilIdleFiles,
} from '../../scripts/bench/12-script-tag.mjs';
import { GEO_API_PREFIX, PLACE_FROM_REQUEST_PATH } from '../../src/api';
import { serializeForScript } from '../../src/head';
import { DESKTOP, launchChromium, MOBILE, type TrackedPage } from './support/browser';
import { header } from './support/demo-page';
import { assertBuilt, REMOTE_DIST } from './support/paths';
import { startRemoteServer, type RunningServer } from './support/servers';
import { openTestPage } from './support/setup-demo';
import { eventually } from './support/wait';
import { readReadmeSnippet, startPageServer, withRelease, type ScriptTagRecord } from './support/readme-snippet';

describe('the README snippet: one script tag on a page of another origin', () => {
  let remote: RunningServer | undefined;
  let pages: Awaited<ReturnType<typeof startPageServer>> | undefined;
  let browser: Browser | undefined;
  let record: ScriptTagRecord;
  const snippet = readReadmeSnippet();

  beforeAll(async () => {
    assertBuilt();
    record = JSON.parse(readFileSync(path.join(REMOTE_DIST, 'script-tag.json'), 'utf8')) as ScriptTagRecord;
    remote = await startRemoteServer();
    pages = await startPageServer(remote.origin);
    browser = await launchChromium();
  });
  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      await Promise.all([pages?.close(), remote?.stop()]);
    }
  });

  /** Opens the snippet's page; records every request's URL and the remote JS each response sent. */
  async function openSnippet(context: BrowserContextOptions, html = withRelease(snippet, remote!.origin, record)) {
    pages!.serve(html);
    const tracked = await openTestPage(browser!, context);
    const requests: string[] = [];
    const remoteJs: Promise<{ file: string; bytes: number; encoding: string | undefined }>[] = [];
    tracked.page.on('request', (request) => void requests.push(request.url()));
    tracked.page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin !== remote!.origin) return;
      remoteJs.push(
        Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
          file: url.pathname,
          bytes: sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'],
        })),
      );
    });
    await tracked.page.goto(`${pages!.origin}/`, { waitUntil: 'domcontentloaded' });
    return { ...tracked, requests, remoteJs };
  }

  /** The remote files a first visit fetches until idle (the bench's list), as the page asks for them. */
  const expectedFiles = (options?: { withPlace?: boolean }) => {
    const folder = `/${record.src.slice(0, record.src.lastIndexOf('/'))}`;
    return untilIdleFiles(path.join(REMOTE_DIST, folder), options)
      .map((file) => `${folder}/${file}`)
      .sort();
  };

  /** Nothing went wrong on the page, and it asked only its own origin and the remote's. */
  function expectClean({ pageErrors, consoleErrors, requests }: TrackedPage & { requests: string[] }) {
    expect(pageErrors.map(String)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    const origins = new Set(requests.map((url) => new URL(url).origin));
    expect([...origins].sort()).toEqual([pages!.origin, remote!.origin].sort());
  }

  /** The header's banner height once it is in, and the height the page reserved around it. */
  const heights = (page: Page) =>
    page.evaluate(() => ({
      banner: Math.round(document.querySelector('header, [role="banner"]')!.getBoundingClientRect().height),
      slot: Math.round(document.getElementById('site-header')!.getBoundingClientRect().height),
    }));

  it("reserves the header's own heights, from src/config, at each breakpoint", () => {
    const [mobile, desktop] = [...snippet.matchAll(/min-height:\s*(\d+)px/g)].map((match) => Number(match[1]));
    expect([mobile, desktop]).toEqual([HEADER_HEIGHT_MOBILE, HEADER_HEIGHT_DESKTOP]);
    expect(Number(/@media \(min-width:\s*(\d+)px\)/.exec(snippet)?.[1])).toBe(BREAKPOINTS.lg);
    expect(BENCH_SCRIPT_TAG_FILE).toBe(SCRIPT_TAG_FILE);
  });

  it('1280 px: the header renders, the search shows a suggestion; only the two origins, within the byte budget', async () => {
    const tracked = await openSnippet(DESKTOP);
    const { page } = tracked;
    await header(page).getByRole('link', { name: 'Find Events' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    // Until idle, with no interaction: the module and what it imports statically, nothing more, as sent.
    const untilIdle = await Promise.all(tracked.remoteJs);
    expect(untilIdle.map(({ file }) => file).sort()).toEqual(expectedFiles());
    const sent = untilIdle.reduce((sum, { bytes }) => sum + bytes, 0);
    expect(untilIdle.map(({ encoding }) => encoding)).toEqual(untilIdle.map(() => 'br'));
    expect(sent).toBeLessThanOrEqual(BUDGET_SCRIPT_TAG_UNTIL_IDLE_BROTLI);
    console.log(`script tag, 1280 px: ${(sent / 1024).toFixed(1)} KiB of remote JS until idle (brotli)`);
    expect(await heights(page)).toEqual({ banner: HEADER_HEIGHT_DESKTOP, slot: HEADER_HEIGHT_DESKTOP });

    const search = header(page).getByRole('combobox', { name: 'Search events' });
    await search.hover();
    await eventually(() => search.getAttribute('aria-controls'), 'the full search bar took over').toBeTruthy();
    await search.click();
    await page.keyboard.type('jazz', { delay: 100 });
    const suggestions = header(page).getByRole('listbox', { name: 'Suggestions' });
    await eventually(() => suggestions.getByRole('option').count()).toBeGreaterThan(0);
    expectClean(tracked);
  });

  it("written by a server with the visitor's place: no guess, no guessing code, within 100 KiB until idle", async () => {
    // What a server writing the page does (README): the kit's findVisitorPlace with the site's guess for this
    // request (no cookie), passed as `place`. The demo API answers New York for an en-US visitor.
    const place = await findVisitorPlace({
      guess: (signal) =>
        fetch(`${pages!.origin}${GEO_API_PREFIX}${PLACE_FROM_REQUEST_PATH}`, {
          headers: { 'accept-language': 'en-US' },
          signal,
        }).then((response) => response.json()),
      // A loaded test machine, not a deadline under test.
      timeoutMs: 10_000,
    });
    expect(place?.currentPlace).toBe('New York');
    // The figure for this page: at most 100 KiB of remote JS until idle, as sent.
    expect(BUDGET_SCRIPT_TAG_WITH_PLACE_UNTIL_IDLE_BROTLI).toBe(100 * 1024);
    const mountCall = "mount(document.getElementById('site-header'), { environment, user });";
    expect(snippet, "the snippet's mount call").toContain(mountCall);
    const withPlace = withRelease(snippet, remote!.origin, record).replace(
      mountCall,
      `mount(document.getElementById('site-header'), { environment, user, place: ${serializeForScript(place)} });`,
    );
    const tracked = await openSnippet(DESKTOP, withPlace);
    const { page, requests } = tracked;
    await header(page).getByRole('link', { name: 'Find Events' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');

    expect(requests.filter((url) => url.includes(PLACE_FROM_REQUEST_PATH))).toEqual([]);
    // Exactly the bench's files for this page: the first visit's less the guess's import()s, as sent.
    const untilIdle = await Promise.all(tracked.remoteJs);
    const fetched = untilIdle.map(({ file }) => file).sort();
    expect(fetched).toEqual(expectedFiles({ withPlace: true }));
    expect(untilIdle.map(({ encoding }) => encoding)).toEqual(untilIdle.map(() => 'br'));
    const sent = untilIdle.reduce((sum, { bytes }) => sum + bytes, 0);
    expect(sent).toBeLessThanOrEqual(BUDGET_SCRIPT_TAG_WITH_PLACE_UNTIL_IDLE_BROTLI);
    console.log(`script tag with the visitor's place, 1280 px: ${(sent / 1024).toFixed(1)} KiB until idle (brotli)`);
    await expect(header(page).getByRole('combobox', { name: 'Choose a location' }).inputValue()).resolves.toBe(
      'New York',
    );
    expectClean(tracked);
  });

  it('375 px: the header renders at its mobile height and the Menu opens', async () => {
    const tracked = await openSnippet(MOBILE);
    const { page } = tracked;
    const menu = header(page).getByRole('button', { name: 'Menu', exact: true });
    await menu.waitFor({ timeout: 30_000 });
    expect(await heights(page)).toEqual({ banner: HEADER_HEIGHT_MOBILE, slot: HEADER_HEIGHT_MOBILE });
    await menu.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Find Events' }).waitFor();
    expectClean(tracked);
  });

  it('a module that does not match the integrity does not run, not even through the import', async () => {
    const wrong = `sha384-${createHash('sha384').update('something else').digest('base64')}`;
    const tracked = await openSnippet(DESKTOP, withRelease(snippet, remote!.origin, record, wrong));
    await eventually(() => tracked.consoleErrors.join('\n')).toMatch(/integrity/i);
    await tracked.page.waitForLoadState('networkidle');
    await expect(header(tracked.page).count()).resolves.toBe(0);
    // The import asked for nothing the tag had not: one fetch of the module, refused.
    expect(tracked.requests.filter((url) => url.endsWith(`/${SCRIPT_TAG_FILE}`))).toEqual([
      `${remote!.origin}/${record.src}`,
    ]);
  });
});
