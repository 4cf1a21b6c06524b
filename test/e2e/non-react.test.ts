/** The `./mount` expose works without React on the page: mount, update, unmount from plain DOM code. */
import { describe, expect, it } from 'vitest';
import { getAxeViolations } from './support/axe';
import { header } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
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
});
