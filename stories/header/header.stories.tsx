/**
 * One story per named example in examples/header-examples.ts: every persona on desktop and mobile, and every
 * flag. The persona stories show the header closed, as a page first draws it (a few play functions drive a
 * menu and close it again); the flag stories open the menu their flag changes. Each persona also has a story
 * at tablet width (600 px, product limits' tablet bucket). Open states per persona live beside this file: Menus,
 * Mobile panel, Create event, Badges, User label.
 */
import type { Meta } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '../../src/expose/header';
import { defaultMessages as M } from '../../src/i18n';
import {
  ACCOUNT_MENU,
  expectMenuItems,
  expectNoMenuItems,
  headerStory,
  openDropdown,
  openMobilePanel,
  type HeaderStory,
} from './support/header-stories';

const meta = {
  title: 'Header/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;

export const Anonymous = headerStory('Anonymous', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Help Center' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Find your tickets' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    // The menu's code took over from the first render's trigger when it arrived: the focus is on its trigger.
    const loaded = canvas.getByRole('button', { name: 'Help Center' });
    await expect(loaded).toHaveFocus();
    await expect(loaded).toHaveAttribute('aria-expanded', 'false');
  },
});
export const AnonymousMobile = headerStory('Anonymous, mobile', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const dialog = await within(document.body).findByRole<HTMLDialogElement>('dialog', { name: 'Menu' });
    const solutions = within(dialog).getByRole('button', { name: 'Solutions' });
    await userEvent.click(solutions);
    await expect(solutions).toHaveAttribute('aria-expanded', 'true');
    // A close request, as Escape sends (a scripted Escape key event does not reach a native <dialog>).
    dialog.requestClose();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
});
export const AnonymousNewLinks = headerStory('Anonymous, new sign-in links');
export const AnonymousNewLinksMobile = headerStory('Anonymous, new sign-in links, mobile');
export const Attendee = headerStory('Attendee', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Account menu for/ });
    await userEvent.click(trigger);
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    // The menu's code took over from the first render's trigger when it arrived: the focus is on its trigger.
    await expect(canvas.getByRole('button', { name: /Account menu for/ })).toHaveFocus();
  },
});
export const AttendeeMobile = headerStory('Attendee, mobile');
export const Organizer = headerStory('Organizer', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cta = canvas.getByRole('link', { name: 'Create an event' });
    await userEvent.click(cta);
    const dialog = await within(document.body).findByRole<HTMLDialogElement>('dialog', {
      name: 'How do you want to build your event?',
    });
    await expect(within(dialog).getByRole('button', { name: /Start from scratch/ })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: /Create my event faster with AI/ })).toBeInTheDocument();
    // A close request, as Escape sends (a scripted Escape key event does not reach a native <dialog>).
    dialog.requestClose();
    await waitFor(() => expect(cta).toHaveFocus());
  },
});
export const OrganizerMobile = headerStory('Organizer, mobile');
export const Staff = headerStory('Staff');
export const StaffMobile = headerStory('Staff, mobile');
export const StaffWithTikibar = headerStory('Staff with Tikibar');
export const StaffWithTikibarMobile = headerStory('Staff with Tikibar, mobile');
export const AttendeeWithCollections = headerStory('Attendee with collections', {
  play: async ({ canvasElement }) => {
    const { menu } = await openDropdown(canvasElement, ACCOUNT_MENU);
    await expectMenuItems(menu, [M.collections]);
  },
});
export const AttendeeWithDetachedInterests = headerStory('Attendee with detached interests', {
  play: async ({ canvasElement }) => {
    const { menu } = await openDropdown(canvasElement, ACCOUNT_MENU);
    const interests = within(menu).getByRole('menuitem', { name: M.interests });
    // The product routes: the detached tags page, with the page the visitor is on as the referrer.
    const href = new URL(interests.getAttribute('href') ?? '');
    await expect(href.pathname).toBe('/u/interests/tags/');
    await expect(href.searchParams.get('mode')).toBe('detached');
    await expect(href.searchParams.get('referrer')).toBe(window.location.href);
  },
});
export const AttendeeWithCreatorCredits = headerStory('Attendee with creator credits');

/** Where Manage my events leads (product routes), read from the open account menu. */
async function expectManageMyEvents(canvasElement: HTMLElement, pathname: string) {
  const { menu } = await openDropdown(canvasElement, ACCOUNT_MENU);
  const item = within(menu).getByRole('menuitem', { name: M.manageMyEvents });
  await expect(item).toBeVisible();
  await expect(new URL(item.getAttribute('href') ?? '').pathname).toBe(pathname);
}

export const OrganizerWithManageOverview = headerStory('Organizer with manage overview', {
  play: ({ canvasElement }) => expectManageMyEvents(canvasElement, '/manage/'),
});
export const OrganizerWithCreatorHome = headerStory('Organizer with creator home', {
  play: ({ canvasElement }) => expectManageMyEvents(canvasElement, '/organizations/home'),
});
export const AnonymousOnHomePage = headerStory('Anonymous on the home page');
export const AnonymousCa = headerStory('Anonymous on .ca');
export const AnonymousCoUk = headerStory('Anonymous on .co.uk');
export const AttendeeSpanishUs = headerStory('Attendee in Spanish (US)');

/**
 * Tablet (600 px, product limits: 481-959 px is a tablet). The layout is the phone one (under 960 px), but a tablet is
 * not a mobile device: the product roles hide Manage my events from an attendee there as on a desktop. Signed-in personas
 * open the account menu, anonymous ones the Menu panel.
 */
function tabletAccountMenu(exampleName: string, showsManageMyEvents: boolean): HeaderStory {
  return headerStory(exampleName, {
    description: showsManageMyEvents
      ? 'At 600 px: Manage my events is in the account menu.'
      : 'At 600 px an attendee has no Manage my events (spec 6, spec 9 device buckets).',
    viewport: 'tablet',
    play: async ({ canvasElement }) => {
      const { menu } = await openDropdown(canvasElement, ACCOUNT_MENU);
      await expectMenuItems(menu, [M.browseEvents, M.logOut]);
      if (showsManageMyEvents) await expectMenuItems(menu, [M.manageMyEvents]);
      else await expectNoMenuItems(menu, [M.manageMyEvents]);
    },
  });
}

function tabletPanel(exampleName: string, authLinks: readonly string[]): HeaderStory {
  return headerStory(exampleName, {
    description: 'At 600 px the Menu panel holds the links.',
    viewport: 'tablet',
    play: async ({ canvasElement }) => {
      const dialog = await openMobilePanel(canvasElement);
      for (const name of [M.findEvents, M.findMyTickets, ...authLinks]) {
        await expect(within(dialog).getByRole('link', { name })).toBeVisible();
      }
    },
  });
}

export const AnonymousTablet = tabletPanel('Anonymous', [M.signIn]);
export const AnonymousNewLinksTablet = tabletPanel('Anonymous, new sign-in links', [M.logIn, M.signUp]);
export const AttendeeTablet = tabletAccountMenu('Attendee', false);
export const OrganizerTablet = tabletAccountMenu('Organizer', true);
export const StaffTablet = tabletAccountMenu('Staff', true);
export const StaffWithTikibarTablet = tabletAccountMenu('Staff with Tikibar', true);
