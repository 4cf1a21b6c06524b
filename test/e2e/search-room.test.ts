/**
 * A desktop search field people can read, and a suggestion list that fits the window. In the
 * demo host with the persona whose header row is fullest (the organizer: Organize, Help, the create-event
 * call to action, Likes, Tickets, the account menu), and in the 375 px search takeover.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { header } from './support/demo-page';
import { setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

/** "at least 240 px of input at 960 px with every persona". */
const MIN_INPUT_WIDTH = 240;

/** Pointing at the field loads the full bar (intent); it has taken over once the input names the listbox it controls. */
async function fullSearchInput(page: Page): Promise<Locator> {
  const input = header(page).getByRole('combobox', { name: 'Search events' });
  await input.hover();
  await eventually(() => input.getAttribute('aria-controls'), 'the full search bar took over').toBeTruthy();
  return input;
}

/** How wide a text draws in the input's own font, against the room its content box has. */
function textFits(input: Locator, text: 'placeholder' | 'value') {
  return input.evaluate((element: HTMLInputElement, which) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const width = context.measureText(which === 'placeholder' ? element.placeholder : element.value).width;
    return { room: Math.round(room), width: Math.round(width), fits: width <= room };
  }, text);
}

describe('the desktop search has room', () => {
  const demo = setupDemo();

  for (const width of [960, 1024, 1280]) {
    it(`${width} px, organizer: at least ${MIN_INPUT_WIDTH} px of input, the placeholder and the place name whole, the chips of "free music this weekend" inside the field`, async () => {
      const context = { viewport: { width, height: 720 } };
      await demo.withPage('/?persona=organizer', { context }, async ({ page, pageErrors }) => {
        const input = await fullSearchInput(page);
        const box = await input.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(MIN_INPUT_WIDTH);
        expect(await textFits(input, 'placeholder')).toMatchObject({ fits: true });
        const place = header(page).getByRole('combobox', { name: 'Choose a location' });
        await eventually(() => place.inputValue()).toBe('New York');
        expect(await textFits(place, 'value')).toMatchObject({ fits: true });
        // Nothing of the row is cut off at the window's edge: the account menu is whole.
        const account = await header(page)
          .getByRole('button', { name: /Account menu for/ })
          .boundingBox();
        expect((account?.x ?? Infinity) + (account?.width ?? 0)).toBeLessThanOrEqual(width);

        await input.click();
        await page.keyboard.type('free music this weekend');
        const chips = header(page).getByRole('list', { name: 'Understood as' });
        await chips.getByRole('listitem').nth(2).waitFor();
        const form = await header(page).getByRole('search').boundingBox();
        const list = await chips.boundingBox();
        for (const chip of await chips.getByRole('listitem').all()) {
          const chipBox = await chip.boundingBox();
          const name = await chip.textContent();
          // Inside the search form and not clipped by the chip list's scroll box.
          expect(chipBox!.x, name!).toBeGreaterThanOrEqual(Math.max(form!.x, list!.x) - 0.5);
          expect(chipBox!.x + chipBox!.width, name!).toBeLessThanOrEqual(
            Math.min(form!.x + form!.width, list!.x + list!.width) + 0.5,
          );
        }
        expect(pageErrors.map(String)).toEqual([]);
      });
    });
  }

  it('1280 x 720: the 24 suggestions for "jazz" end inside the window and scroll inside the list, the highlighted one in view', async () => {
    const context = { viewport: { width: 1280, height: 720 } };
    await demo.withPage('/?persona=organizer', { context }, async ({ page }) => {
      const input = await fullSearchInput(page);
      await input.click();
      await page.keyboard.type('jazz');
      const listbox = header(page).getByRole('listbox', { name: 'Suggestions' });
      await listbox.getByRole('option').nth(20).waitFor();
      const box = await listbox.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(720);
      const scroll = await listbox.evaluate((element) => ({
        scrollHeight: element.scrollHeight,
        clientHeight: element.clientHeight,
        page: document.documentElement.scrollHeight,
      }));
      expect(scroll.scrollHeight).toBeGreaterThan(scroll.clientHeight);
      // Up from the field wraps to the last suggestion (product states): the list scrolls to show it.
      await page.keyboard.press('ArrowUp');
      const highlighted = listbox.getByRole('option', { selected: true });
      await eventually(async () => {
        const [option, list] = await Promise.all([highlighted.boundingBox(), listbox.boundingBox()]);
        return !!option && !!list && option.y >= list.y - 0.5 && option.y + option.height <= list.y + list.height + 0.5;
      }, 'the highlighted last option is in view').toBe(true);
    });
  });

  it('375 x 667 takeover: the 24 suggestions for "jazz" scroll inside the list, the location field stays in the window', async () => {
    const context = { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true };
    await demo.withPage('/', { context }, async ({ page }) => {
      await header(page).getByRole('button', { name: 'Search events' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search events' });
      const input = dialog.getByRole('combobox', { name: 'Search events' });
      await eventually(() => input.getAttribute('aria-controls')).toBeTruthy();
      await input.fill('jazz');
      const listbox = dialog.getByRole('listbox', { name: 'Suggestions' });
      await listbox.getByRole('option').nth(20).waitFor();
      const scroll = await listbox.evaluate((element) => element.scrollHeight > element.clientHeight);
      expect(scroll).toBe(true);
      const place = await dialog.getByRole('combobox', { name: 'Choose a location' }).boundingBox();
      expect(place!.y + place!.height).toBeLessThanOrEqual(667);
    });
  });
});
