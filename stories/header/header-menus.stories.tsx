/**
 * The header's dropdown menus open, per persona (product routes and roles): the account menu on desktop and on a phone, and
 * the desktop Organize and Help menus (organizers) or the Help Center menu (everyone else). Each play function
 * opens the menu from the keyboard, so it stays open for review, and checks the items a persona must and must
 * not see.
 */
import type { Meta } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { getExample } from '../../examples/header-examples';
import { Header } from '../../src/expose/header';
import { defaultMessages as M } from '../../src/i18n';
import {
  ACCOUNT_MENU,
  expectMenuItems,
  expectNoMenuItems,
  headerStory,
  openDropdown,
  startsWith,
  type HeaderStory,
  type Viewport,
} from './support/header-stories';

const meta = {
  title: 'Header/Menus',
  component: Header,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: 'Every dropdown of the header opened, per persona: what a designer would otherwise click to see.',
      },
    },
  },
} satisfies Meta<typeof Header>;
export default meta;

/** The product roles: every signed-in user's menu. */
const SIGNED_IN_ITEMS = [
  M.browseEvents,
  startsWith(M.tickets),
  M.likedMenuItem,
  M.following,
  M.interests,
  M.accountSettings,
  M.logOut,
];
/** Only users who can create events. */
const ORGANIZER_ITEMS = [M.contacts, M.organizerProfile, startsWith(M.sponsorship), startsWith(M.studio), M.create];
/** Attendee only: the newsletter, which opens in a new tab. */
const ATTENDEE_ITEMS = [startsWith(M.newsletter)];
/** The product roles: staff only. */
const STAFF_ITEMS = [startsWith(M.admin), startsWith(M.featureFlags)];
/** The product roles: staff with hasTikibar only. */
const TIKIBAR_ITEMS = [M.tikibar];

interface AccountMenuExpectations {
  shows: readonly (string | RegExp)[];
  hides: readonly (string | RegExp)[];
}

function accountMenu(
  exampleName: string,
  description: string,
  { shows, hides }: AccountMenuExpectations,
  viewport?: Viewport,
): HeaderStory {
  const { user } = getExample(exampleName).props;
  return headerStory(exampleName, {
    description,
    viewport,
    play: async ({ canvasElement }) => {
      const { menu } = await openDropdown(canvasElement, ACCOUNT_MENU);
      await expectMenuItems(menu, shows);
      await expectNoMenuItems(menu, hides);
      // The product roles: a disabled item carries the user's label (position 9); the email is shown beside the name.
      const label = within(menu).getByRole('menuitem', { name: startsWith(user.fullName) });
      await expect(label).toHaveAttribute('aria-disabled', 'true');
      await expect(label).toHaveTextContent(user.email);
    },
  });
}

export const AttendeeAccountMenu = accountMenu(
  'Attendee',
  'Spec 6: an attendee on a desktop screen does not see Manage my events.',
  {
    shows: [...SIGNED_IN_ITEMS, ...ATTENDEE_ITEMS],
    hides: [M.manageMyEvents, ...ORGANIZER_ITEMS, ...STAFF_ITEMS, ...TIKIBAR_ITEMS],
  },
);
export const AttendeeMobileAccountMenu = accountMenu(
  'Attendee, mobile',
  'Spec 6: on a phone an attendee does see Manage my events.',
  {
    shows: [...SIGNED_IN_ITEMS, M.manageMyEvents, ...ATTENDEE_ITEMS],
    hides: [...ORGANIZER_ITEMS, ...STAFF_ITEMS, ...TIKIBAR_ITEMS],
  },
);
export const OrganizerAccountMenu = accountMenu('Organizer', 'The organizer items, no staff items.', {
  shows: [...SIGNED_IN_ITEMS, M.manageMyEvents, ...ORGANIZER_ITEMS],
  hides: [...ATTENDEE_ITEMS, ...STAFF_ITEMS, ...TIKIBAR_ITEMS],
});
export const OrganizerMobileAccountMenu = accountMenu('Organizer, mobile', 'The organizer menu at phone width.', {
  shows: [...SIGNED_IN_ITEMS, M.manageMyEvents, ...ORGANIZER_ITEMS],
  hides: [...ATTENDEE_ITEMS, ...STAFF_ITEMS, ...TIKIBAR_ITEMS],
});
export const StaffAccountMenu = accountMenu('Staff', 'Spec 6: staff get Admin and Feature Flags, not Tikibar.', {
  shows: [...SIGNED_IN_ITEMS, M.manageMyEvents, ...ORGANIZER_ITEMS, ...STAFF_ITEMS],
  hides: [...ATTENDEE_ITEMS, ...TIKIBAR_ITEMS],
});
export const StaffMobileAccountMenu = accountMenu('Staff, mobile', 'The staff menu, the longest, at phone width.', {
  shows: [...SIGNED_IN_ITEMS, M.manageMyEvents, ...ORGANIZER_ITEMS, ...STAFF_ITEMS],
  hides: [...ATTENDEE_ITEMS, ...TIKIBAR_ITEMS],
});
export const StaffWithTikibarAccountMenu = accountMenu(
  'Staff with Tikibar',
  'Spec 6: Tikibar only for staff with hasTikibar.',
  {
    shows: [...SIGNED_IN_ITEMS, M.manageMyEvents, ...ORGANIZER_ITEMS, ...STAFF_ITEMS, ...TIKIBAR_ITEMS],
    hides: ATTENDEE_ITEMS,
  },
);
export const StaffWithTikibarMobileAccountMenu = accountMenu(
  'Staff with Tikibar, mobile',
  'Staff with Tikibar at phone width.',
  {
    shows: [...SIGNED_IN_ITEMS, M.manageMyEvents, ...ORGANIZER_ITEMS, ...STAFF_ITEMS, ...TIKIBAR_ITEMS],
    hides: ATTENDEE_ITEMS,
  },
);

/** The Organize or Help menu of an organizer: the environment's home link, then its suggestions (product routes). */
function linkGroupMenu(exampleName: string, menu: 'organize' | 'help'): HeaderStory {
  const { environment } = getExample(exampleName).props;
  const group = menu === 'organize' ? environment.organizeUrls : environment.helpUrls;
  const trigger = menu === 'organize' ? M.organize : M.help;
  return headerStory(exampleName, {
    description: `The ${trigger} menu lists environment.${menu}Urls: the home link first, then the suggestions.`,
    play: async ({ canvasElement }) => {
      const { menu: list } = await openDropdown(canvasElement, trigger);
      await expectMenuItems(
        list,
        [group.home, ...group.suggested].map((link) => link.label),
      );
    },
  });
}

/** Everyone who cannot create events gets the Help Center dropdown instead (product routes: desktop links). */
function helpCenterMenu(exampleName: string): HeaderStory {
  return headerStory(exampleName, {
    description: 'Spec 2: Help Center, Find your tickets, Contact your event organizer.',
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.queryByRole('button', { name: M.organize })).not.toBeInTheDocument();
      const { menu } = await openDropdown(canvasElement, M.helpCenterMenu);
      await expectMenuItems(menu, [M.helpCenter, M.findYourTickets, M.contactYourEventOrganizer]);
    },
  });
}

export const AnonymousHelpCenterMenu = helpCenterMenu('Anonymous');
export const AnonymousNewLinksHelpCenterMenu = helpCenterMenu('Anonymous, new sign-in links');
export const AttendeeHelpCenterMenu = helpCenterMenu('Attendee');
export const OrganizerOrganizeMenu = linkGroupMenu('Organizer', 'organize');
export const OrganizerHelpMenu = linkGroupMenu('Organizer', 'help');
export const StaffOrganizeMenu = linkGroupMenu('Staff', 'organize');
export const StaffHelpMenu = linkGroupMenu('Staff', 'help');
export const StaffWithTikibarOrganizeMenu = linkGroupMenu('Staff with Tikibar', 'organize');
export const StaffWithTikibarHelpMenu = linkGroupMenu('Staff with Tikibar', 'help');
