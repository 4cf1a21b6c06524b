/**
 * Likes and Tickets counts at the edges of the product validation rules ("Badge count above 99 shows 99+; 0 shows nothing"), per
 * signed-in persona: 0, 99 and 100, on the desktop header with the account menu open (its "Tickets (n)" item
 * follows the same rule) and in the phone Menu panel.
 *
 * The checks read the numbers a sighted visitor sees (support/visible-text.ts); screen readers may hear the
 * exact count, which the product validation rules do not forbid.
 */
import type { Meta } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Header } from '../../src/expose/header';
import { defaultMessages as M } from '../../src/i18n';
import {
  ACCOUNT_MENU,
  headerStory,
  openDropdown,
  openMobilePanel,
  startsWith,
  type HeaderStory,
} from './support/header-stories';
import { visibleText } from './support/visible-text';

const meta = {
  title: 'Header/Badges',
  component: Header,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: 'Likes and Tickets counts at 0, 99 and 100 (spec 5), per signed-in persona.' } },
  },
} satisfies Meta<typeof Header>;
export default meta;

type Count = 0 | 99 | 100;

/** The product validation rules, written out rather than computed: what a count of 0, 99 or 100 shows. */
const SHOWN: Record<Count, string[]> = { 0: [], 99: ['99'], 100: ['99+'] };

/** The numbers a visitor can read in an element, e.g. ["99+"]. */
function shownNumbers(element: HTMLElement): string[] {
  return visibleText(element).match(/\d+\+?/g) ?? [];
}

const describeCount = (count: Count) =>
  count === 0 ? '0 shows no number' : count === 99 ? '99 shows 99' : '100 shows 99+';

/** Header badges on desktop, then the account menu's Tickets item. */
function desktopBadges(exampleName: string, count: Count): HeaderStory {
  return headerStory(exampleName, {
    description: `Likes and Tickets at ${count}: ${describeCount(count)} on the badges and in "Tickets (n)".`,
    user: { numSavedEvents: count, numOrders: count },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      for (const name of [M.likes, M.tickets]) {
        const link = canvas.getByRole('link', { name: startsWith(name) });
        await expect(link).toBeVisible();
        await expect(shownNumbers(link)).toEqual(SHOWN[count]);
      }
      const { menu } = await openDropdown(canvasElement, ACCOUNT_MENU);
      const tickets = within(menu).getByRole('menuitem', { name: startsWith(M.tickets) });
      await expect(tickets).toBeVisible();
      await expect(shownNumbers(tickets)).toEqual(SHOWN[count]);
    },
  });
}

/** The Likes and Tickets links of the phone Menu panel. */
function panelCounts(exampleName: string, count: Count): HeaderStory {
  return headerStory(exampleName, {
    description: `Likes and Tickets at ${count} in the Menu panel: ${describeCount(count)}.`,
    viewport: 'mobile',
    user: { numSavedEvents: count, numOrders: count },
    play: async ({ canvasElement }) => {
      const dialog = await openMobilePanel(canvasElement);
      for (const name of [M.likes, M.tickets]) {
        const link = within(dialog).getByRole('link', { name: startsWith(name) });
        await expect(link).toBeVisible();
        await expect(shownNumbers(link)).toEqual(SHOWN[count]);
      }
    },
  });
}

export const AttendeeAt0 = desktopBadges('Attendee', 0);
export const AttendeeAt99 = desktopBadges('Attendee', 99);
export const AttendeeAt100 = desktopBadges('Attendee', 100);
export const OrganizerAt0 = desktopBadges('Organizer', 0);
export const OrganizerAt99 = desktopBadges('Organizer', 99);
export const OrganizerAt100 = desktopBadges('Organizer', 100);
export const StaffAt0 = desktopBadges('Staff', 0);
export const StaffAt99 = desktopBadges('Staff', 99);
export const StaffAt100 = desktopBadges('Staff', 100);
export const StaffWithTikibarAt0 = desktopBadges('Staff with Tikibar', 0);
export const StaffWithTikibarAt99 = desktopBadges('Staff with Tikibar', 99);
export const StaffWithTikibarAt100 = desktopBadges('Staff with Tikibar', 100);

export const AttendeePanelAt0 = panelCounts('Attendee, mobile', 0);
export const AttendeePanelAt99 = panelCounts('Attendee, mobile', 99);
export const AttendeePanelAt100 = panelCounts('Attendee, mobile', 100);
export const OrganizerPanelAt0 = panelCounts('Organizer, mobile', 0);
export const OrganizerPanelAt99 = panelCounts('Organizer, mobile', 99);
export const OrganizerPanelAt100 = panelCounts('Organizer, mobile', 100);
export const StaffPanelAt0 = panelCounts('Staff, mobile', 0);
export const StaffPanelAt99 = panelCounts('Staff, mobile', 99);
export const StaffPanelAt100 = panelCounts('Staff, mobile', 100);
export const StaffWithTikibarPanelAt0 = panelCounts('Staff with Tikibar, mobile', 0);
export const StaffWithTikibarPanelAt99 = panelCounts('Staff with Tikibar, mobile', 99);
export const StaffWithTikibarPanelAt100 = panelCounts('Staff with Tikibar, mobile', 100);
