/**
 * The React 19 demo host loads one React: the header renders with the host's React, the
 * remote's own React (the bridge's) never starts, and no path warning is printed.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { header } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { reactRenderers as renderers, recordReactRenderers } from './support/react-renderers';
import { eventually } from './support/wait';

function pathWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().includes('[global-header]')) warnings.push(message.text());
  });
  return warnings;
}

describe('the React 19 demo host loads one React', () => {
  const demo = setupDemo();

  it.each(['/', '/?ssr=off', '/d/ny--new-york/music--events/'])(
    '%s: one react-dom 19, also after the search bar and the location picker load',
    async (path) => {
      let warnings: string[] = [];
      await demo.withPage(
        path,
        {
          beforeGoto: async ({ page }) => {
            warnings = pathWarnings(page);
            await recordReactRenderers(page);
          },
        },
        async ({ page, pageErrors }) => {
          // Load the lazy parts too: the full search bar (it names its listbox once it has taken over)
          // and the full location picker.
          const search = header(page).getByRole('combobox', { name: 'Search events' });
          await search.click();
          await eventually(() => search.getAttribute('aria-controls'), 'the full search bar took over').toBeTruthy();
          const picker = header(page).getByRole('combobox', { name: 'Choose a location' });
          await picker.click();
          await eventually(() => picker.getAttribute('aria-controls'), 'the full picker took over').toBeTruthy();
          const seen = await renderers(page);
          expect(seen).toHaveLength(1);
          expect(seen[0]).toMatch(/^19\./);
          expect(warnings).toEqual([]);
          expect(pageErrors.map(String)).toEqual([]);
        },
      );
    },
  );

  it("the page without React gets one React too: the script tag's own", async () => {
    let warnings: string[] = [];
    await demo.withPage(
      '/non-react/',
      {
        waitForHeader: false,
        beforeGoto: async ({ page }) => {
          warnings = pathWarnings(page);
          await recordReactRenderers(page);
        },
      },
      async ({ page, pageErrors }) => {
        await header(page).getByRole('link', { name: 'Sign In' }).waitFor();
        expect(await renderers(page)).toEqual([expect.stringMatching(/^19\./)]);
        expect(warnings).toEqual([]);
        expect(pageErrors.map(String)).toEqual([]);
      },
    );
  });
});
