/**
 * host-demo's Content-Security-Policy against the built demo: every answer carries the
 * policy and nosniff, script-src has neither 'unsafe-inline' nor 'unsafe-eval', each response has its own
 * nonce, and every inline element a page holds is allowed by it; in Chromium, searching and picking a place
 * on the home and discovery pages break no rule of it. (Every e2e page fails on a violation too: support/setup-demo.ts.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HEADER_SLOT_CSS } from '@global-header/host-kit/react';
import { hashSource } from '../../host-demo/server/csp';
import { NEXT_HOST_PAGE, REACT_HOST_PAGES } from '../../host-demo/hosts/server';
import { DISCOVERY_CSS } from '../../host-demo/qa/discovery/discovery-styles';
import { header, waitForPath } from './support/demo-page';
import { typeSanFranciscoInPicker } from './support/host-pages';
import { setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

const DISCOVERY = '/d/ny--new-york/events/jazz/';
const PAGES = [
  '/',
  DISCOVERY,
  '/signin/?referrer=%2Fmytickets',
  '/non-react/',
  '/hosts/',
  ...REACT_HOST_PAGES.map((page) => page.path),
  // The Next.js host: Next's own scripts and the header's server-rendered styles get the nonce too.
  NEXT_HOST_PAGE.path,
  // A discovery address that does not parse: the page says why, with status 404.
  '/d/ny--new-york/jazz/',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The directives of a policy by name. */
function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** Every inline `<script>` or `<style>` start tag of a page: what the policy must allow by nonce or hash. */
function inlineElements(html: string): { tag: string; text: string }[] {
  return [...html.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1>/g)]
    .filter(([, name, attributes]) => !(name === 'script' && /\ssrc=/.test(attributes!)))
    .map(([, name, attributes, text]) => ({ tag: `<${name}${attributes}>`, text: text! }));
}

/** The page's style tags that carry no usable nonce, as reported by the DOM (nonce hiding keeps `.nonce`). */
function stylesWithoutNonce(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nonce = (document.querySelector('meta[property="csp-nonce"]') as HTMLElement | null)?.nonce ?? '';
    return [...document.querySelectorAll('style')]
      .filter((style) => !nonce || style.nonce !== nonce)
      .map((style) => (style.textContent ?? '').slice(0, 60));
  });
}

describe("host-demo's Content-Security-Policy", () => {
  const demo = setupDemo();

  it('every page, 404s included, sends the policy and nosniff; script-src is self, the remote and the nonce', async () => {
    const nonces = new Set<string>();
    for (const path of [...PAGES, '/no-such-file.js', '/api/v3/no-such-endpoint/']) {
      const response = await fetch(`${demo.host.origin}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      const policy = parsePolicy(response.headers.get('content-security-policy') ?? '');
      const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(policy.get('script-src')?.[2] ?? '')?.[1];
      expect(policy.get('script-src'), path).toEqual(["'self'", demo.remote.origin, `'nonce-${nonce}'`]);
      expect(policy.get('style-src'), path).toEqual([
        "'self'",
        `'nonce-${nonce}'`,
        hashSource(DISCOVERY_CSS),
        hashSource(HEADER_SLOT_CSS),
      ]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(response.headers.get('content-security-policy'), path).not.toMatch(/unsafe-(inline|eval|hashes)/);
      nonces.add(nonce!);
      await response.arrayBuffer();
    }
    // One nonce per response: a nonce seen in one page does not open another.
    expect(nonces.size).toBe(PAGES.length + 2);
  });

  it('every inline script and style a page holds is a JSON data block, carries the nonce, or is the hashed discovery style', async () => {
    for (const path of PAGES) {
      const response = await fetch(`${demo.host.origin}${path}`);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      const html = await response.text();
      const elements = inlineElements(html);
      if (path !== '/hosts/') expect(elements.length, path).toBeGreaterThan(0);
      for (const { tag, text } of elements) {
        const allowed =
          /\stype="application\/json"/.test(tag) ||
          tag.includes(` nonce="${nonce}"`) ||
          (tag === '<style>' && hashSource(text) === hashSource(DISCOVERY_CSS));
        expect(allowed, `${path}: ${tag}${text.slice(0, 60)}`).toBe(true);
      }
      // No style attribute (the policy allows none) and no event handler attribute (no inline script).
      expect(html, path).not.toMatch(/<[a-z][^>]*\sstyle=/i);
      expect(html, path).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
      // React writes the Next.js host's tag, with its closing slash.
      if (path !== '/hosts/')
        expect(html, path).toMatch(new RegExp(`<meta property="csp-nonce" nonce="${escapeRegExp(String(nonce))}"/?>`));
    }
  });

  it('the policy is enforced: an inline script a page did not send is refused and reported', async () => {
    await demo.withPage('/', async ({ page, cspViolations }) => {
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
      });
      await eventually(() => cspViolations.length, 'the violation report').toBeGreaterThan(0);
      expect(await page.evaluate(() => '__injected' in window)).toBe(false);
      expect(cspViolations.join('\n')).toMatch(/script-src/);
      // Seen and checked: this page's violation is the test's point, not a failure.
      cspViolations.length = 0;
    });
  });

  it('home: searching "jazz" and picking a suggestion breaks no rule; every style tag carries the nonce', async () => {
    await demo.withPage('/', async ({ page, cspViolations }) => {
      const input = header(page).getByRole('combobox', { name: 'Search events' });
      await input.hover(); // the full bar loads on intent
      await eventually(() => input.getAttribute('aria-controls'), 'the full search bar took over').toBeTruthy();
      await input.click();
      await page.keyboard.type('jazz', { delay: 100 });
      const list = header(page).getByRole('listbox', { name: 'Suggestions' });
      await eventually(() => list.getByRole('option').count()).toBeGreaterThan(0);
      await page.keyboard.press('Enter');
      await waitForPath(page, '/d/ny--new-york/events/jazz/');
      // The discovery page rendered in the browser: its <style> is allowed by hash, the rest by nonce.
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await stylesWithoutNonce(page)).toEqual([DISCOVERY_CSS.slice(0, 60)]);
      expect(cspViolations).toEqual([]);
    });
  });

  for (const path of [DISCOVERY, `${DISCOVERY}?ssr=off`]) {
    it(`discovery page ${path}: the search's suggestions and picking San Francisco break no rule`, async () => {
      await demo.withPage(path, async ({ page, cspViolations }) => {
        const search = header(page).getByRole('combobox', { name: 'Search events' });
        await search.hover(); // the full bar loads on intent
        await eventually(() => search.getAttribute('aria-controls'), 'the full search bar took over').toBeTruthy();
        await search.click();
        await page.keyboard.type('blues', { delay: 100 });
        await eventually(() => header(page).getByRole('option').count()).toBeGreaterThan(0);
        await page.keyboard.press('Escape');
        const picker = await typeSanFranciscoInPicker(page);
        await page
          .getByRole('option', { name: /^San Francisco.*California/ })
          .first()
          .click();
        await eventually(() => picker.inputValue()).toMatch(/^San Francisco/);
        // The header is styled: styled-components' tags were not refused (a refused one has no sheet).
        expect(await page.evaluate(() => [...document.querySelectorAll('style')].every((style) => style.sheet))).toBe(
          true,
        );
        expect(await stylesWithoutNonce(page)).toEqual([DISCOVERY_CSS.slice(0, 60)]);
        expect(cspViolations).toEqual([]);
      });
    });
  }
});
