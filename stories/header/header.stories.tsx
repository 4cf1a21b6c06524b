/**
 * One story per named example in examples/header-examples.ts: every persona on desktop and
 * mobile, and every flag. Play functions drive the menus and the create-event modal.
 */
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '../../src/expose/header';
import { getExample } from '../../examples/header-examples';

const meta = {
  title: 'Header/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;

type Story = StoryObj<typeof meta>;

const fromExample = (name: string, extra: Partial<Story> = {}): Story => {
  const example = getExample(name);
  return {
    name: example.name,
    args: example.props,
    parameters: { docs: { description: { story: example.description } } },
    globals: { viewport: { value: example.props.environment.isMobile ? 'mobile' : 'desktop' } },
    ...extra,
  };
};

export const Anonymous = fromExample('Anonymous', {
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
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
});
export const AnonymousMobile = fromExample('Anonymous, mobile', {
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
export const AnonymousNewLinks = fromExample('Anonymous, new sign-in links');
export const AnonymousNewLinksMobile = fromExample('Anonymous, new sign-in links, mobile');
export const Attendee = fromExample('Attendee', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Account menu for/ });
    await userEvent.click(trigger);
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
});
export const AttendeeMobile = fromExample('Attendee, mobile');
export const Organizer = fromExample('Organizer', {
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
export const OrganizerMobile = fromExample('Organizer, mobile');
export const Staff = fromExample('Staff');
export const StaffMobile = fromExample('Staff, mobile');
export const StaffWithTikibar = fromExample('Staff with Tikibar');
export const StaffWithTikibarMobile = fromExample('Staff with Tikibar, mobile');
export const AttendeeWithCollections = fromExample('Attendee with collections');
export const AttendeeWithDetachedInterests = fromExample('Attendee with detached interests');
export const AttendeeWithCreatorCredits = fromExample('Attendee with creator credits');
export const OrganizerWithManageOverview = fromExample('Organizer with manage overview');
export const OrganizerWithCreatorHome = fromExample('Organizer with creator home');
export const AnonymousOnHomePage = fromExample('Anonymous on the home page');
export const AnonymousCa = fromExample('Anonymous on .ca');
export const AnonymousCoUk = fromExample('Anonymous on .co.uk');
export const AttendeeSpanishUs = fromExample('Attendee in Spanish (US)');
