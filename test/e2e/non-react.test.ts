/** The `./mount` expose works without React on the page: mount, update, unmount from plain DOM code. */
import { describe, expect, it } from 'vitest';
import { getAxeViolations } from './support/axe';
import { header } from './support/demo-page';
import { entryNamedBy } from './support/paths';
import { openTestPage, setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

describe('non-React page (mount API)', () => {
  const demo = setupDemo();

  it('mounts the header, updates its props, unmounts it and mounts it again', async () => {
    // The mount status says when the header is in; there is no QA panel here.
    await demo.withPage('/non-react/', { waitForHeader: false }, async ({ page, pageErrors }) => {
      const status = page.getByRole('status');
      await status.filter({ hasText: /Header mounted with mount\(\) in \d+ ms/ }).waitFor({ timeout: 15_000 });
      // The page itself has no React root: the only React tree is the one mount() created.
      await expect(page.locator('#root').count()).resolves.toBe(0);
      await header(page).getByRole('link', { name: 'Sign In' }).waitFor();
      expect(await getAxeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Update: sign in as Staff' }).click();
      await header(page).getByRole('button', { name: 'Account menu for Sam Staff' }).waitFor();
      await eventually(() => header(page).getByRole('link', { name: 'Sign In' }).count()).toBe(0);

      await page.getByRole('button', { name: 'Unmount', exact: true }).click();
      await status.filter({ hasText: 'Unmounted' }).waitFor();
      await eventually(() => page.getByRole('banner').count()).toBe(0);
      await eventually(() => page.locator('#header-slot').innerHTML()).toBe('');
      await eventually(() => page.getByRole('button', { name: 'Update: sign in as Staff' }).isDisabled()).toBe(true);

      await page.getByRole('button', { name: 'Mount', exact: true }).click();
      await header(page).getByRole('link', { name: 'Sign In' }).waitFor();
      expect(pageErrors.map(String)).toEqual([]);
    });
  });

  it('a page that loads remoteEntry.slim.js without providing the federation runtime core gets one error saying how', async () => {
    // The slim entry does not ship the runtime core (the host provides it: docs/hosts.md, "The slim path");
    // forgetting that must say so, not fail with a TypeError deep in the runtime.
    const { page, pageErrors } = await openTestPage(demo.browser);
    await page.setContent(`<script src="${demo.remote.origin}/${entryNamedBy('mf-manifest.slim.json')}"></script>`);
    await eventually(() => pageErrors.length).toBe(1);
    expect(String(pageErrors[0])).toContain(
      '[global-header] remoteEntry.slim.js needs the host to provide the Module Federation runtime core',
    );
    // No container was made (the script declares its global, but never fills it).
    expect(await page.evaluate(() => (window as { globalHeader?: unknown }).globalHeader)).toBeUndefined();
  });

  it('the default remoteEntry.js needs nothing from the page: loaded as a plain script, it makes the container', async () => {
    const { page, pageErrors } = await openTestPage(demo.browser);
    await page.setContent(`<script src="${demo.remote.origin}/${entryNamedBy('mf-manifest.json')}"></script>`);
    await eventually(() =>
      page.evaluate(() => {
        const container = (window as { globalHeader?: { get?: unknown; init?: unknown } }).globalHeader;
        return typeof container?.get === 'function' && typeof container.init === 'function';
      }),
    ).toBe(true);
    expect(pageErrors.map(String)).toEqual([]);
  });
});
