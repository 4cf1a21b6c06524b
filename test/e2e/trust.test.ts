/**
 * Trust the remote, in Chromium against the built demo: every JS file the manifests name
 * has its SHA-384 in them and the served bytes match; a changed chunk, a manifest rewritten to name
 * other code and an unsigned manifest never run and the page keeps a banner; a suggestion request
 * that never answers ends in the product error catalogue text within API_TIMEOUT_MS; a render error inside the
 * remote ends in the static header.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_TIMEOUT_MS } from '../../src/config/constants';
import { readIntegrityMap, verifyManifestSignature, type PinnedKey } from '../../src/federation/manifest-trust';
import { header, qaPanel } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MANIFESTS = ['mf-manifest.json', 'mf-manifest.slim.json', 'server/mf-manifest.json'];
const AUTOCOMPLETE = '/api/v3/destination/search/autocomplete/';
/** Timer and rendering margin on top of the named timeout. */
const SLACK_MS = 1500;

async function pinnedKeys(): Promise<PinnedKey[]> {
  const jwk = JSON.parse(await readFile(path.join(ROOT, '.keys/manifest-signing.dev.jwk.json'), 'utf8')) as JsonWebKey;
  return [{ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y }];
}

/** Every `*.js` file a manifest names, outside its `integrity` field (the remote entry in its folder). */
function namedJsFiles(manifest: Record<string, unknown>): Set<string> {
  const files = new Set<string>();
  const { remoteEntry } = (manifest as { metaData: { remoteEntry: { name: string; path: string } } }).metaData;
  files.add(`${remoteEntry.path}/${remoteEntry.name}`);
  const walk = (value: unknown) => {
    if (typeof value === 'string' && value.endsWith('.js') && value !== remoteEntry.name) files.add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  walk({ ...manifest, integrity: undefined });
  return files;
}

async function expectFallbackBanner(page: Page): Promise<void> {
  await qaPanel(page).getByRole('status').filter({ hasText: 'Header remote failed to load' }).waitFor();
  const nav = header(page).getByRole('navigation', { name: 'Main navigation' });
  await eventually(() => nav.getByRole('link', { name: 'Find Events' }).count()).toBe(1);
  // The fallback header, not the remote's: no search.
  expect(await header(page).getByRole('combobox').count()).toBe(0);
}

describe('trusting the remote', () => {
  const demo = setupDemo();

  it('every JS file each manifest names has its SHA-384 there, the served bytes match, and the manifest is signed', async () => {
    const keys = await pinnedKeys();
    for (const name of MANIFESTS) {
      const url = `${demo.remote.origin}/${name}`;
      const bytes = await (await fetch(url)).arrayBuffer();
      const signature = await (await fetch(`${url}.sig`)).text();
      expect(await verifyManifestSignature(bytes, signature, keys), `${name} signature`).toBe(true);
      const manifest = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
      const integrity = readIntegrityMap(manifest)!;
      const named = namedJsFiles(manifest);
      expect(named.size, name).toBeGreaterThan(3);
      for (const file of named) {
        expect(integrity.get(file), `${name}: ${file}`).toMatch(/^sha384-/);
        const served = Buffer.from(await (await fetch(new URL(file, url))).arrayBuffer());
        expect(`sha384-${createHash('sha384').update(served).digest('base64')}`, `${name}: ${file}`).toBe(
          integrity.get(file),
        );
      }
    }
  });

  it('a Header chunk with code appended never runs: the page shows the fallback banner', async () => {
    await demo.withPage(
      '/',
      {
        waitForHeader: false,
        beforeGoto: ({ page }) =>
          page.route(/__federation_expose_Header\.slim\.js$/, async (route) => {
            const response = await route.fetch();
            const body = `${await response.text()}\n;window.__tampered = true;`;
            await route.fulfill({ response, body });
          }),
      },
      async ({ page }) => {
        await expectFallbackBanner(page);
        expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeUndefined();
      },
    );
  });

  it('a manifest rewritten to name other code (with that code`s matching hash) is refused; the console says why once', async () => {
    const evil = 'window.__evil = true;';
    const evilHash = `sha384-${createHash('sha384').update(evil).digest('base64')}`;
    await demo.withPage(
      '/',
      {
        waitForHeader: false,
        beforeGoto: async ({ page }) => {
          await page.route(/mf-manifest\.slim\.json$/, async (route) => {
            const response = await route.fetch();
            const manifest = (await response.json()) as { metaData: { remoteEntry: { name: string } } } & {
              integrity: Record<string, string>;
            };
            manifest.metaData.remoteEntry.name = 'evil.js';
            manifest.integrity['evil.js'] = evilHash;
            await route.fulfill({ response, body: JSON.stringify(manifest, null, 2) });
          });
          await page.route(/\/evil\.js$/, (route) =>
            route.fulfill({
              status: 200,
              contentType: 'text/javascript',
              headers: { 'access-control-allow-origin': '*' },
              body: evil,
            }),
          );
        },
      },
      async ({ page, consoleErrors }) => {
        await expectFallbackBanner(page);
        expect(await page.evaluate(() => (window as { __evil?: boolean }).__evil)).toBeUndefined();
        const refusals = consoleErrors.filter((line) => line.includes('refused the remote manifest'));
        expect(refusals).toHaveLength(1);
        expect(refusals[0]).toMatch(/changed after signing/);
      },
    );
  });

  it('an unsigned manifest is refused and the fallback header shows', async () => {
    await demo.withPage(
      '/',
      {
        waitForHeader: false,
        beforeGoto: ({ page }) => page.route(/\.json\.sig$/, (route) => route.fulfill({ status: 404, body: '' })),
      },
      async ({ page, consoleErrors }) => {
        await expectFallbackBanner(page);
        expect(consoleErrors.filter((line) => line.includes('it is not signed'))).toHaveLength(1);
      },
    );
  });

  it(`a suggestion request that never answers ends in the spec 8 text within API_TIMEOUT_MS (${API_TIMEOUT_MS} ms)`, async () => {
    await demo.withPage(
      '/',
      {
        // Never answered: the route is left pending until the page closes.
        beforeGoto: ({ page }) => page.route(`**${AUTOCOMPLETE}**`, () => undefined),
      },
      async ({ page }) => {
        const input = header(page).getByRole('combobox', { name: 'Search events' });
        await input.hover(); // the full bar loads on intent
        await eventually(() => input.getAttribute('aria-controls'), 'the full search bar took over').toBeTruthy();
        await input.click();
        const sent = page.waitForRequest((request) => request.url().includes(AUTOCOMPLETE));
        await page.keyboard.type('jazz');
        await sent;
        const sentAt = Date.now();
        await header(page)
          .getByRole('alert')
          .filter({ hasText: 'Looks like we had a problem running your search.' })
          .waitFor({ timeout: API_TIMEOUT_MS + SLACK_MS });
        const waited = Date.now() - sentAt;
        expect(waited).toBeGreaterThanOrEqual(API_TIMEOUT_MS - SLACK_MS);
        expect(waited).toBeLessThanOrEqual(API_TIMEOUT_MS + SLACK_MS);
      },
    );
  }, 60_000);

  it('a render error inside the remote ends in the static header with the core links, said once on the console', async () => {
    await demo.withPage(
      '/',
      {
        waitForHeader: false,
        // The remote's code (and only its code) fails when it reads the viewport width while rendering.
        beforeGoto: ({ page }) =>
          page.addInitScript((remoteOrigin: string) => {
            const real = Object.getOwnPropertyDescriptor(window, 'innerWidth')!;
            Object.defineProperty(window, 'innerWidth', {
              configurable: true,
              get() {
                if ((new Error().stack ?? '').includes(remoteOrigin)) throw new Error('planted render error');
                return real.get!.call(window) as number;
              },
            });
          }, demo.remote.origin),
      },
      async ({ page, consoleErrors }) => {
        const banner = header(page);
        const nav = banner.getByRole('navigation', { name: 'Main navigation' });
        await eventually(() => banner.getByRole('combobox').count()).toBe(0);
        for (const name of ['Find Events', 'Create Events', 'Help Center'])
          await eventually(() => nav.getByRole('link', { name }).count()).toBe(1);
        await eventually(() => banner.getByRole('link', { name: 'Sign In' }).count()).toBe(1);
        await eventually(
          () => consoleErrors.filter((line) => line.includes('[global-header] the header failed to render')).length,
        ).toBe(1);
      },
    );
  });
});
