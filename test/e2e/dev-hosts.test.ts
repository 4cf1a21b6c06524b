/**
 * The production remote works under a development React host in `<StrictMode>` exactly as
 * under a production one. The Vite, Rsbuild and Next.js templates give a host team React's development
 * build in StrictMode; host-demo/hosts/vite-dev runs the Vite starter app (host-demo/starters/vite/) on Vite's dev
 * server (started here, its PID ours), loading the production remote from dist/remote through the demo host's
 * verified-manifest config.
 * Before the fix, the Menu, the search takeover and the create-event modal did nothing when
 * pressed at 375 px.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, type TrackedPage } from './support/browser';
import { header, isFocused } from './support/demo-page';
import { reactOf, waitForBanner } from './support/host-pages';
import { startChildServer, toolEnv, type ChildServer } from './support/child-server';
import { ROOT } from './support/paths';
import { reactRenderers, recordReactRenderers } from './support/react-renderers';
import { getFreePort } from './support/servers';
import { openTestPage, setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

const VITE = path.join(ROOT, 'node_modules/.bin/vite');
const VITE_DEV_CONFIG = path.join(ROOT, 'host-demo/hosts/vite-dev/vite.config.ts');
/** Vite's dev server transforms and pre-bundles on the first request: slow on 2 shared cores. */
const START_TIMEOUT_MS = 60_000;

/** `vite --config host-demo/hosts/vite-dev/vite.config.ts` on a free port, against the running demo host. */
async function startViteDev(demoHostOrigin: string): Promise<ChildServer & { origin: string }> {
  const port = await getFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startChildServer({
    name: 'vite (host-demo/hosts/vite-dev)',
    command: VITE,
    args: ['--config', VITE_DEV_CONFIG, '--port', String(port), '--strictPort'],
    cwd: ROOT,
    env: toolEnv({ DEMO_HOST_ORIGIN: demoHostOrigin, BROWSER: 'none' }),
    readyUrl: `${origin}/`,
    timeoutMs: START_TIMEOUT_MS,
  });
  return { ...server, origin };
}

/** After recordReactRenderers: records whether each renderer is React's development build (bundleType 1). */
const recordReactBuilds = (page: Page) =>
  page.addInitScript(() => {
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { inject(renderer: object): number } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    const builds: string[] = [];
    const inject = hook.inject.bind(hook);
    hook.inject = (renderer: { bundleType?: number }) => {
      builds.push(renderer.bundleType === 1 ? 'development' : 'production');
      return inject(renderer);
    };
    Object.assign(window, { __reactBuilds: builds });
  });
const reactBuilds = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __reactBuilds: string[] }).__reactBuilds);

describe('a development host (Vite dev server, React development build, StrictMode) with the production remote', () => {
  const demo = setupDemo();
  let vite: (ChildServer & { origin: string }) | undefined;

  beforeAll(async () => {
    vite = await startViteDev(demo.host.origin);
  }, START_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    await vite?.stop();
  });

  /** The dev host's page, once the header shows (its first control: Find Events at 1280 px, Menu at 375). */
  async function openDevHost(context: typeof MOBILE): Promise<TrackedPage> {
    const tracked = await openTestPage(demo.browser, context);
    await recordReactRenderers(tracked.page);
    await recordReactBuilds(tracked.page);
    await tracked.page.goto(`${vite!.origin}/`);
    if (context === DESKTOP) await waitForBanner(tracked);
    else {
      const menu = header(tracked.page).getByRole('button', { name: 'Menu', exact: true });
      await expect
        .poll(async () => (tracked.pageErrors.length > 0 ? String(tracked.pageErrors[0]) : await menu.isVisible()), {
          timeout: 20_000,
          message: 'the header shows its Menu button',
        })
        .toBe(true);
    }
    return tracked;
  }

  /** Nothing went wrong in the page: no uncaught error and no console error (React's warnings included). */
  function expectNoError({ pageErrors, consoleErrors }: TrackedPage) {
    expect(pageErrors.map(String)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }

  it('375 px: the Menu, the search takeover and the create-event modal open and close; no console error', async () => {
    const tracked = await openDevHost(MOBILE);
    const { page } = tracked;
    // The host's React, React 19's development build, is the only one: it renders the header too. (Vite started
    // with Vitest's NODE_ENV=test, @module-federation/vite 1.23 left it out of the share scope and the header
    // rendered through its bridge with the remote's own production React; a developer's shell has no NODE_ENV.)
    expect((await reactRenderers(page)).map((version) => version.split('-')[0])).toEqual(['19.3.1']);
    expect(await reactBuilds(page)).toEqual(['development']);
    const banner = header(page);
    // The starter's own content stays, rendered by the React that renders the header.
    await page.getByRole('heading', { level: 1, name: 'My Vite app' }).waitFor();
    await expect(reactOf(banner.getByRole('button', { name: 'Menu', exact: true }))).resolves.toBe(
      await reactOf(page.getByRole('main')),
    );

    const menuButton = banner.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Find Events' })
      .waitFor();
    await menu.getByRole('button', { name: 'Close' }).click();
    await menu.waitFor({ state: 'hidden' });
    await eventually(() => isFocused(menuButton), 'focus back on Menu').toBe(true);

    const searchButton = banner.getByRole('button', { name: 'Search events' });
    await searchButton.click();
    const takeover = page.getByRole('dialog', { name: 'Search events' });
    const field = takeover.getByRole('combobox', { name: 'Search events' });
    await eventually(() => isFocused(field), 'the takeover field has the focus').toBe(true);
    await takeover.getByRole('button', { name: 'Close' }).click();
    await takeover.waitFor({ state: 'hidden' });

    // The create-event call to action: the starter's page is its site's home page, where it always shows.
    const create = banner.getByRole('link', { name: 'Create an event' });
    await create.click();
    const modal = page.getByRole('dialog', { name: 'How do you want to build your event?' });
    await modal.getByText('Start from scratch').first().waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
    await eventually(() => isFocused(create), 'focus back on Create an event').toBe(true);

    // Each opens again: none was left half-closed.
    await menuButton.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expectNoError(tracked);
  });

  it('1280 px: the search shows suggestions; no console error', async () => {
    const tracked = await openDevHost(DESKTOP);
    const search = header(tracked.page).getByRole('combobox', { name: 'Search events' });
    await search.hover();
    await eventually(() => search.getAttribute('aria-controls'), 'the full search bar took over').toBeTruthy();
    await search.click();
    await tracked.page.keyboard.type('jazz', { delay: 100 });
    const suggestions = header(tracked.page).getByRole('listbox', { name: 'Suggestions' });
    await eventually(() => suggestions.getByRole('option').count()).toBeGreaterThan(0);
    expect(((await suggestions.getByRole('option').first().textContent()) ?? '').trim()).toMatch(/jazz/i);
    expectNoError(tracked);
  });
});
