/**
 * The header's mobile search (product routes: "Search": on mobile a round search button sits beside the input; issue
 * 25 item 8): the input with the round button beside it, between the logo icon and the menus, pictured at
 * 320, 375, 414 and 768 px (every width of the mobile layout a phone or a portrait tablet has). The fullest
 * row (staff with Tikibar: the call to action and the account menu too) still fits 320 px. The takeover
 * itself is pictured in stories/search (Mobile takeover).
 */
import type { Meta } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Header } from '../../src/expose/header';
import { defaultMessages as M } from '../../src/i18n';
import { headerStory, type HeaderStory } from './support/header-stories';

const meta = {
  title: 'Header/Mobile search',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;

/** The phone and tablet widths the mobile layout must be pictured at. */
const MOBILE_SEARCH_WIDTHS = [320, 375, 414, 768] as const;

/** The input and the round button, both named "Search events", side by side and inside the window. */
async function expectSearchRow(canvasElement: HTMLElement) {
  const banner = within(canvasElement).getByRole('banner');
  const input = within(banner).getByRole('combobox', { name: M.searchEvents });
  const button = within(banner).getByRole('button', { name: M.searchEvents });
  await expect(input).toBeVisible();
  await expect(button).toBeVisible();
  await expect(input).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  const [field, round] = [input.getBoundingClientRect(), button.getBoundingClientRect()];
  await expect(field.right).toBeLessThanOrEqual(round.left);
  await expect(round.right).toBeLessThanOrEqual(window.innerWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

function mobileSearchStory(exampleName: string, description: string): HeaderStory {
  const story = headerStory(exampleName, {
    description,
    viewport: 'mobile',
    play: ({ canvasElement }) => expectSearchRow(canvasElement),
  });
  return { ...story, parameters: { ...story.parameters, screenshots: { widths: MOBILE_SEARCH_WIDTHS } } };
}

export const Anonymous = mobileSearchStory(
  'Anonymous, mobile',
  'An anonymous visitor: logo icon, the search input with the round search button, Menu.',
);
export const Organizer = mobileSearchStory(
  'Organizer, mobile',
  'An organizer: the call to action and the account menu share the row with the search.',
);
export const StaffWithTikibar = mobileSearchStory(
  'Staff with Tikibar, mobile',
  'The fullest row: the search input keeps a usable width at 320 px.',
);
