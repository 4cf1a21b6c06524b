/**
 * A desktop menu opens inside the window at every desktop width (spec: the desktop layout from 960 px). The
 * main navigation's last menu (Help for an organizer, Help Center for everyone else) sits near the window's
 * end: a list lined up with its trigger's start edge reached about 40 px past the window at 960 and 1024 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { header } from './support/demo-page';
import { setupDemo } from './support/setup-demo';

/** Each open menu's edges that fall outside the window, as `name: edge px`; empty when every menu fits. */
async function menusPastTheWindow(page: Page, name: string): Promise<string[]> {
  return page.getByRole('menu').evaluateAll(
    (menus, label) =>
      menus.flatMap((menu) => {
        const rect = menu.getBoundingClientRect();
        const width = document.documentElement.clientWidth;
        return [
          ...(rect.left < 0 ? [`${label}: left ${Math.round(rect.left)}`] : []),
          ...(rect.right > width ? [`${label}: right ${Math.round(rect.right)} > ${width}`] : []),
        ];
      }),
    name,
  );
}

describe('desktop menus open inside the window', () => {
  const demo = setupDemo();

  for (const width of [960, 1024, 1280]) {
    for (const persona of ['organizer', 'anonymous'] as const) {
      it(`${width} px, ${persona}: every menu of the header`, async () => {
        await demo.withPage(
          `/?persona=${persona}`,
          { context: { viewport: { width, height: 800 } } },
          async ({ page }) => {
            const triggers = header(page).locator('button[aria-haspopup="menu"]');
            const count = await triggers.count();
            expect(count).toBeGreaterThan(0);
            const outside: string[] = [];
            for (let index = 0; index < count; index += 1) {
              const trigger = triggers.nth(index);
              await trigger.click();
              await page.getByRole('menu').first().waitFor();
              outside.push(
                ...(await menusPastTheWindow(
                  page,
                  (await trigger.getAttribute('aria-label')) ?? (await trigger.innerText()),
                )),
              );
              await page.keyboard.press('Escape');
              await page.getByRole('menu').first().waitFor({ state: 'hidden' });
            }
            expect(outside).toEqual([]);
          },
        );
      });
    }
  }
});
