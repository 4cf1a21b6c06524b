/** The `./mount` expose works without React on the page: mount, update, unmount from plain DOM code. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAxeViolations } from './support/axe';
import { launchChromium, openPage } from './support/browser';
import { gotoDemo, header } from './support/demo-page';
import { assertBuilt } from './support/paths';
import { startDemo, type Demo } from './support/servers';

describe('non-React page (mount API)', () => {
  let browser: Browser;
  let demo: Demo;

  beforeAll(async () => {
    assertBuilt();
    demo = await startDemo();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await demo?.stop();
  });

  it('mounts the header, updates its props, unmounts it and mounts it again', async () => {
    const { page, pageErrors, close } = await openPage(browser);
    try {
      await gotoDemo(page, demo.host.origin, '/non-react/');
      const status = page.getByRole('status');
      await status.filter({ hasText: /Header mounted with mount\(\) in \d+ ms/ }).waitFor({ timeout: 15_000 });
      // The page itself has no React root: the only React tree is the one mount() created.
      await expect(page.locator('#root').count()).resolves.toBe(0);
      await header(page).getByRole('link', { name: 'Sign In' }).waitFor();
      expect(await getAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Update: sign in as Staff' }).click();
      await header(page).getByRole('button', { name: 'Account menu for Sam Staff' }).waitFor();
      await expect(header(page).getByRole('link', { name: 'Sign In' }).count()).resolves.toBe(0);

      await page.getByRole('button', { name: 'Unmount', exact: true }).click();
      await status.filter({ hasText: 'Unmounted' }).waitFor();
      await expect(page.getByRole('banner').count()).resolves.toBe(0);
      await expect(page.locator('#header-slot').innerHTML()).resolves.toBe('');
      await expect(page.getByRole('button', { name: 'Update: sign in as Staff' }).isDisabled()).resolves.toBe(true);

      await page.getByRole('button', { name: 'Mount', exact: true }).click();
      await header(page).getByRole('link', { name: 'Sign In' }).waitFor();
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await close();
    }
  });
});
