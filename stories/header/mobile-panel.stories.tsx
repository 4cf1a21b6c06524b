/**
 * The mobile Menu panel open at 375 px, per persona, with every nested menu expanded (product routes: Help Center,
 * then Solutions, Industry, Event Types and Blog, plus Contact Sales and Get Started). The play function taps
 * Menu and each section the way a phone user does and checks that each list is shown with its links.
 */
import type { Meta } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Header } from '../../src/expose/header';
import { defaultMessages as M } from '../../src/i18n';
import {
  expandPanelSection,
  headerStory,
  openMobilePanel,
  startsWith,
  type HeaderStory,
} from './support/header-stories';

const meta = {
  title: 'Header/Mobile panel',
  component: Header,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: 'The phone Menu panel with all of its nested menus expanded, per persona.' } },
  },
} satisfies Meta<typeof Header>;
export default meta;

/** Each nested menu of the panel and links it must show once expanded (product routes). */
const SECTIONS: readonly (readonly [section: string, links: readonly string[]])[] = [
  [M.helpCenterMenu, [M.helpCenter, M.findYourTickets, M.contactYourEventOrganizer]],
  [M.solutions, [M.sellTickets, M.eventMarketingPlatform, M.eventPayment, M.virtualEventsPlatform]],
  [M.industry, [M.music, M.foodAndDrink, M.performingArts, M.charityAndCauses, M.retail, M.musicVenues]],
  [M.eventTypes, [M.conferences, M.workshops, M.festivals]],
  [M.blog, [M.tipsAndGuides, M.newsAndTrends, M.community, M.toolsAndFeatures]],
];

function panelStory(
  exampleName: string,
  description: string,
  accountLinks: { shows: readonly (string | RegExp)[]; hides: readonly (string | RegExp)[] },
): HeaderStory {
  return headerStory(exampleName, {
    description,
    viewport: 'mobile',
    play: async ({ canvasElement }) => {
      const dialog = await openMobilePanel(canvasElement);
      const panel = within(dialog);
      for (const name of [...accountLinks.shows, M.findEvents, M.createEvents, M.contactSales, M.getStarted]) {
        await expect(panel.getByRole('link', { name })).toBeVisible();
      }
      for (const name of accountLinks.hides) {
        await expect(panel.queryByRole('link', { name })).not.toBeInTheDocument();
      }
      for (const [section, links] of SECTIONS) {
        await expandPanelSection(dialog, section, links);
      }
      // Expanding one section leaves the others open: the whole tree is on screen for review.
      for (const [section] of SECTIONS) {
        await expect(panel.getByRole('button', { name: section })).toHaveAttribute('aria-expanded', 'true');
      }
    },
  });
}

const SIGNED_IN = { shows: [startsWith(M.likes), startsWith(M.tickets)], hides: [M.signIn, M.logIn, M.signUp] };

export const AnonymousPanel = panelStory('Anonymous, mobile', 'Spec 6: Find my tickets and Sign In.', {
  shows: [M.findMyTickets, M.signIn],
  hides: [M.logIn, M.signUp],
});
export const AnonymousNewLinksPanel = panelStory(
  'Anonymous, new sign-in links, mobile',
  'Spec 6: with launchNewSignInSignUpLinks, Log In and Sign Up replace Sign In.',
  { shows: [M.findMyTickets, M.logIn, M.signUp], hides: [M.signIn] },
);
export const AttendeePanel = panelStory('Attendee, mobile', 'Likes and Tickets with their counts.', SIGNED_IN);
export const OrganizerPanel = panelStory('Organizer, mobile', 'An organizer with no likes and no orders.', SIGNED_IN);
export const StaffPanel = panelStory('Staff, mobile', 'Staff with 120 orders.', SIGNED_IN);
export const StaffWithTikibarPanel = panelStory('Staff with Tikibar, mobile', 'Staff with Tikibar.', SIGNED_IN);
