/**
 * The README's plain-page snippet under the README's own Content-Security-Policy, both read from README.md as
 * written (so the doc and this test cannot drift): the page's server writes one nonce per answer where they say
 * `…` and sends that policy, with the running remote for the README's. At 375 and 1280 px: no policy violation,
 * the box the snippet reserves has the header's height while the module is still on its way (held back here),
 * the header renders into it, and the page does not move (CLS under 0.001).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_HEIGHT_DESKTOP, HEADER_HEIGHT_MOBILE } from '../../src/config';
import { DESKTOP, launchChromium, MOBILE } from './support/browser';
import { header } from './support/demo-page';
import { assertBuilt, REMOTE_DIST } from './support/paths';
import {
  readReadmePolicy,
  readReadmeSnippet,
  startPageServer,
  withRelease,
  type ScriptTagRecord,
} from './support/readme-snippet';
import { startRemoteServer, type RunningServer } from './support/servers';
import { openTestPage } from './support/setup-demo';

/** The bar: "nothing that moves", with room for sub-pixel rounding only (as test/e2e/layout-shift.test.ts). */
const MAX_CLS = 0.001;

/** Sums the layout shifts the visitor did not cause, from the first paint on (installed before any script). */
const RECORD_LAYOUT_SHIFTS = () => {
  const record = { cls: 0, shifts: [] as string[] };
  (window as unknown as { __layoutShifts: typeof record }).__layoutShifts = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (entry.hadRecentInput) continue;
      record.cls += entry.value;
      record.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

describe("the README snippet under the README's Content-Security-Policy", () => {
  let remote: RunningServer | undefined;
  let pages: Awaited<ReturnType<typeof startPageServer>> | undefined;
  let browser: Browser | undefined;
  let record: ScriptTagRecord;

  beforeAll(async () => {
    assertBuilt();
    record = JSON.parse(readFileSync(path.join(REMOTE_DIST, 'script-tag.json'), 'utf8')) as ScriptTagRecord;
    remote = await startRemoteServer();
    pages = await startPageServer(remote.origin, readReadmePolicy(remote.origin));
    browser = await launchChromium();
  });
  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      await Promise.all([pages?.close(), remote?.stop()]);
    }
  });

  const widths: [string, BrowserContextOptions, number][] = [
    ['375 px', MOBILE, HEADER_HEIGHT_MOBILE],
    ['1280 px', DESKTOP, HEADER_HEIGHT_DESKTOP],
  ];
  for (const [width, context, height] of widths) {
    it(`${width}: no violation, the box has the header's ${height} px before it arrives, CLS < ${MAX_CLS}`, async () => {
      pages!.serve(withRelease(readReadmeSnippet(), remote!.origin, record));
      const { page, pageErrors, cspViolations } = await openTestPage(browser!, context);
      await page.addInitScript(RECORD_LAYOUT_SHIFTS);
      // The module is held back until the reserved box has been measured: what a slow network shows first.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`${remote!.origin}/${record.src}`, async (route) => {
        await held;
        await route.continue();
      });
      // Not 'domcontentloaded': that waits for the module scripts, which are held.
      await page.goto(`${pages!.origin}/`, { waitUntil: 'commit' });
      const box = page.locator('#site-header');
      await page.locator('#main-content').waitFor({ state: 'attached' });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await box.evaluate((element) => element.childElementCount)).toBe(0);
      expect(Math.round((await box.boundingBox())!.height)).toBe(height);

      release();
      await header(page).first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      // Two frames: a shift is reported after the frame that laid it out.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(Math.round((await box.boundingBox())!.height)).toBe(height);
      const { cls, shifts } = await page.evaluate(
        () => (window as unknown as { __layoutShifts: { cls: number; shifts: string[] } }).__layoutShifts,
      );
      expect(cls, shifts.join('; ')).toBeLessThan(MAX_CLS);
      expect(cspViolations).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    });
  }
});
