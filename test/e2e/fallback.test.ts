/**
 * When the remote cannot be reached, or is slower than REMOTE_LOAD_TIMEOUT_MS, the host shows
 * a static fallback header of the same height, the QA panel says why, and nothing throws.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { HEADER_HEIGHT_DESKTOP, REMOTE_LOAD_TIMEOUT_MS } from '../../src/config/constants';
import { getAxeViolations } from './support/axe';
import { launchChromium, type TrackedPage } from './support/browser';
import { getTimings, header, qaPanel, RECORD_TIMINGS, waitForPath } from './support/demo-page';
import { assertBuilt } from './support/paths';
import { getFreePort, startHostServer, startRemoteServer, type RunningServer } from './support/servers';
import { withDemoPage, type DemoPageOptions } from './support/setup-demo';
import { eventually } from './support/wait';

/** Timer and rendering margin on top of the 3 s budget. */
const SLACK_MS = 500;
/** No remote header is coming: each test waits for the fallback (or the QA panel) itself. */
const NO_REMOTE_HEADER: DemoPageOptions = { waitForHeader: false };

describe('fallback header', () => {
  let browser: Browser;
  let host: RunningServer;
  let remote: RunningServer;
  let stoppedRemoteUrl: string;

  beforeAll(async () => {
    assertBuilt({ remote: false });
    // A remote server that was running and is now stopped: its port refuses connections.
    remote = await startRemoteServer(await getFreePort());
    stoppedRemoteUrl = `${remote.origin}/mf-manifest.json`;
    await remote.stop();
    host = await startHostServer(stoppedRemoteUrl);
    browser = await launchChromium();
  });

  afterAll(async () => {
    // Each step runs even when an earlier one throws, so no server outlives the file.
    try {
      await browser?.close();
    } finally {
      await Promise.all([host?.stop(), remote?.stop()]);
    }
  });

  it('shows the fallback header within 3 s when the remote server is stopped, reports the failure and throws nothing', async () => {
    const recordTimings = ({ page }: TrackedPage) => page.addInitScript(RECORD_TIMINGS);
    await withDemoPage(
      browser,
      host.origin,
      '/?persona=staff',
      { ...NO_REMOTE_HEADER, beforeGoto: recordTimings },
      async ({ page, pageErrors }) => {
        const banner = header(page);
        await banner.getByRole('link', { name: 'Evently home' }).waitFor();
        // Within the 3 s budget, counted from the moment the shell started loading the remote.
        const { mainAt, bannerAt } = await getTimings(page);
        expect(bannerAt! - mainAt!).toBeLessThanOrEqual(REMOTE_LOAD_TIMEOUT_MS + SLACK_MS);

        const nav = banner.getByRole('navigation', { name: 'Main navigation' });
        for (const name of ['Find Events', 'Create Events', 'Help Center'])
          await eventually(() => nav.getByRole('link', { name }).count()).toBe(1);
        await eventually(() => banner.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
          `${host.origin}/signin/`,
        );

        const status = qaPanel(page).getByRole('status').filter({ hasText: 'Header remote failed to load' });
        await status.waitFor();
        await eventually(() => status.textContent()).toMatch(
          /Header remote failed to load: .+\. Showing the fallback header\./,
        );
        await eventually(() =>
          qaPanel(page).getByRole('button', { name: 'Retry loading the header' }).isVisible(),
        ).toBe(true);

        // Same height as the real header: the page below does not move when either arrives.
        await eventually(() => banner.boundingBox().then((box) => box?.height)).toBe(HEADER_HEIGHT_DESKTOP);
        await eventually(() =>
          page.locator('#main-content').evaluate((element) => element.getBoundingClientRect().top),
        ).toBeGreaterThanOrEqual(HEADER_HEIGHT_DESKTOP);

        expect(await getAxeViolations(page)).toEqual([]);
        expect(pageErrors.map(String)).toEqual([]);
      },
    );
  });

  it('Retry loads the real header once the remote server is back, without a reload', async () => {
    assertBuilt();
    await withDemoPage(browser, host.origin, '/?persona=attendee', NO_REMOTE_HEADER, async ({ page, pageErrors }) => {
      const panel = qaPanel(page);
      await panel.getByRole('status').filter({ hasText: 'Header remote failed to load' }).waitFor();
      await page.evaluate(() => ((window as unknown as { __demoMarker: string }).__demoMarker = 'retry'));

      const restarted = await startRemoteServer(remote.port);
      remote = restarted;
      // Stopped again when this test ends, passed or failed: the next tests need the remote down.
      onTestFinished(() => restarted.stop());
      await panel.getByRole('button', { name: 'Retry loading the header' }).click();
      await panel.getByRole('status').filter({ hasText: 'Header remote loaded' }).waitFor({ timeout: 15_000 });
      await header(page).getByRole('button', { name: 'Account menu for Maya Okonkwo-Lindqvist' }).waitFor();
      await eventually(() => panel.getByRole('button', { name: 'Retry loading the header' }).count()).toBe(0);
      await expect(page.evaluate(() => (window as unknown as { __demoMarker?: string }).__demoMarker)).resolves.toBe(
        'retry',
      );
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('fallback links still work: Help Center lands on its route page in-app', async () => {
    await withDemoPage(browser, host.origin, '/', NO_REMOTE_HEADER, async ({ page, pageErrors }) => {
      // The server sent its fallback header in the HTML, so its links are there before the page's script
      // runs; a click then is an ordinary full page load (as it should be). The app is live, and takes
      // over link clicks, once the QA panel reports the failed load.
      await qaPanel(page).getByRole('status').filter({ hasText: 'Header remote failed to load' }).waitFor();
      await page.evaluate(() => ((window as unknown as { __demoMarker: string }).__demoMarker = 'fallback'));
      await header(page).getByRole('link', { name: 'Help Center' }).click();
      await waitForPath(page, '/help/en-us/');
      await page.getByRole('heading', { level: 1, name: 'Route reached: /help/en-us/' }).waitFor();
      await expect(page.evaluate(() => (window as unknown as { __demoMarker?: string }).__demoMarker)).resolves.toBe(
        'fallback',
      );
      expect(pageErrors.map(String)).toEqual([]);
    });
  });
});
