/**
 * One script tag for pages without a bundler (issue 28, item 2): the README's plain-page snippet, taken from
 * README.md as it is (so the README stays runnable), is served as an HTML file from an origin of its own under a
 * Content-Security-Policy that lets nothing in but that origin and the remote's. Chromium renders the header
 * there with no CDN and no import map: the Menu opens at 375 px, the search shows a suggestion at 1280 px (the
 * page's server answers the header's API calls, as host-demo's does: the demo API), no console error, no
 * request to any other origin, the heights it reserves are the header's, and the remote JS it downloads until
 * idle is the budget's files (scripts/bench/12-script-tag.mjs) within 125 KiB as sent.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsCollector, apiPlugin } from '@global-header/demo-api';
import { BREAKPOINTS, HEADER_HEIGHT_DESKTOP, HEADER_HEIGHT_MOBILE, SCRIPT_TAG_FILE } from '../../src/config';
import {
  BUDGET_SCRIPT_TAG_UNTIL_IDLE_BROTLI,
  SCRIPT_TAG_FILE as BENCH_SCRIPT_TAG_FILE,
  untilIdleFiles,
} from '../../scripts/bench/12-script-tag.mjs';
import { DESKTOP, launchChromium, MOBILE, type TrackedPage } from './support/browser';
import { header } from './support/demo-page';
import { assertBuilt, REMOTE_DIST, ROOT } from './support/paths';
import { startRemoteServer, type RunningServer } from './support/servers';
import { openTestPage } from './support/setup-demo';
import { eventually } from './support/wait';

/** The origin the README's snippet names for the remote; the test puts the running remote's in its place. */
const README_REMOTE = 'https://header.example.com';
const README_MODULE = /https:\/\/header\.example\.com\/releases\/\d+\/global-header\.mjs/g;
const README_INTEGRITY = /integrity="sha384-[^"]*"/g;

interface ScriptTagRecord {
  release: string;
  src: string;
  integrity: string;
}

/** The ```html block after the README's `script-tag snippet` marker, exactly as written. */
function readReadmeSnippet(readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')): string {
  const marker = readme.indexOf('<!-- script-tag snippet');
  if (marker < 0) throw new Error('README.md has no "<!-- script-tag snippet" marker before its plain-page snippet');
  const block = /```html\n([\s\S]*?)\n```/.exec(readme.slice(marker));
  if (!block) throw new Error('no ```html block after the README\'s "script-tag snippet" marker');
  return block[1]!;
}

/** `'sha256-…'` of an inline element's text, as CSP matches it. */
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of each inline `<tag>` (no `src`) of `html`. */
const inlineTexts = (html: string, tag: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1]!);

/**
 * The snippet with the running remote and its current release put in: the module's URL (twice: the tag and the
 * import) and its integrity, read from the root's script-tag.json as the README says. Nothing else changes.
 */
function withRelease(snippet: string, remoteOrigin: string, record: ScriptTagRecord, integrity = record.integrity) {
  expect(
    snippet.match(README_MODULE),
    `the snippet names ${README_REMOTE}/releases/<version>/global-header.mjs`,
  ).toHaveLength(2);
  expect(snippet.match(README_INTEGRITY), 'the snippet has one integrity="sha384-…"').toHaveLength(1);
  return snippet
    .replace(README_MODULE, `${remoteOrigin}/${record.src}`)
    .replace(README_INTEGRITY, `integrity="${integrity}"`);
}

/**
 * The page's server: the snippet as an HTML file at `/`, and the API calls the header makes to `serverUrl` (this
 * origin) answered by the demo API, as host-demo's server answers them. Its policy lets in this origin and the
 * remote's only; the inline script and style by hash, styled-components' `<style>` tags by the nonce it reads from
 * `<meta property="csp-nonce">` (docs/trust.md), added to the head as the README says a page under a policy does.
 */
async function startPageServer(remoteOrigin: string) {
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, { qa: false, warmUp: false });
  await app.register(analyticsCollector, {});
  let page = '';
  app.get('/', async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const policy = [
      "default-src 'none'",
      `script-src 'self' ${remoteOrigin} ${inlineTexts(page, 'script').map(hashOf).join(' ')}`,
      `style-src 'self' 'nonce-${nonce}' ${inlineTexts(page, 'style').map(hashOf).join(' ')}`,
      "connect-src 'self'",
      "img-src 'self' data:",
      "base-uri 'none'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ].join('; ');
    const html = page.replace(/<head>/, `<head><meta property="csp-nonce" nonce="${nonce}" />`);
    return reply.header('content-security-policy', policy).type('text/html; charset=utf-8').send(html);
  });
  // The browser asks for one; an HTML file served alone has none (and its 404 would be a console error).
  app.get('/favicon.ico', (_request, reply) => reply.code(204).send());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    serve: (html: string) => void (page = html),
    close: () => app.close(),
  };
}

describe('the README snippet: one script tag on a page of another origin (issue 28)', () => {
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
    const folder = `/${record.src.slice(0, record.src.lastIndexOf('/'))}`;
    expect(untilIdle.map(({ file }) => file).sort()).toEqual(
      untilIdleFiles(path.join(REMOTE_DIST, folder))
        .map((file) => `${folder}/${file}`)
        .sort(),
    );
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
