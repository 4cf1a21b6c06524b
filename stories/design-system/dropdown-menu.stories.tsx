/**
 * DropdownMenu (product states: header dropdown menu). Play functions drive it the way a keyboard user would.
 */
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type MenuItem, DropdownMenu } from '../../src/design-system';
import { defaultMessages } from '../../src/i18n';

const HELP_ITEMS: MenuItem[] = [
  { id: 'help-center', type: 'anchor', content: defaultMessages.helpCenter, path: '#help' },
  { id: 'find-tickets', type: 'anchor', content: defaultMessages.findYourTickets, path: '#find-tickets' },
  { id: 'contact', type: 'anchor', content: defaultMessages.contactYourEventOrganizer, path: '#contact' },
];

const USER_ITEMS: MenuItem[] = [
  { id: 'browse', type: 'routerLink', content: defaultMessages.browseEvents, path: '/d/local/events/' },
  { id: 'tickets', type: 'anchor', content: 'Tickets (3)', path: '#tickets', active: true },
  { id: 'liked', type: 'anchor', content: defaultMessages.likedMenuItem, path: '#liked' },
  { id: 'd1', type: 'divider' },
  { id: 'organizer', type: 'sectionHeader', content: 'Organizer' },
  {
    id: 'sponsorship',
    type: 'anchor',
    content: defaultMessages.sponsorship,
    path: '#sponsorship',
    badge: defaultMessages.sponsorshipBadge,
  },
  {
    id: 'studio',
    type: 'anchor',
    content: defaultMessages.studio,
    path: '#studio',
    badge: defaultMessages.studioBadge,
  },
  { id: 'newsletter', type: 'anchor', content: defaultMessages.newsletter, path: '#newsletter', newTab: true },
  { id: 'd2', type: 'divider' },
  { id: 'label', type: 'anchor', content: 'Jane Doe', secondaryContent: 'jane@example.com', disabled: true },
  { id: 'logout', type: 'anchor', content: defaultMessages.logOut, path: '#logout' },
];

const meta = {
  title: 'Design system/DropdownMenu',
  component: DropdownMenu,
  args: { label: defaultMessages.helpCenterMenu, items: HELP_ITEMS, onOpen: fn() },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420, display: 'flex', justifyContent: 'space-between' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Closed: the list is not mounted until the first open. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: defaultMessages.helpCenterMenu });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Keyboard: Enter opens on the first item, Down/Up wrap, Escape closes back onto the trigger (product states). */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: defaultMessages.helpCenterMenu });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu', { name: defaultMessages.helpCenterMenu });
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await expect(args.onOpen).toHaveBeenCalled();
    await userEvent.keyboard('{ArrowUp}');
    await expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('f');
    await expect(within(menu).getByRole('menuitem', { name: defaultMessages.findYourTickets })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    // The trigger of the menu's code, which took over from the first render's when it arrived.
    const loaded = canvas.getByRole('button', { name: defaultMessages.helpCenterMenu });
    await expect(loaded).toHaveAttribute('aria-expanded', 'false');
    await expect(loaded).toHaveFocus();
  },
};

/** Open with every item kind: router link, active item, section group, badges, new tab, disabled label. */
export const UserMenuItems: Story = {
  args: {
    // Initials are decoration: the accessible name comes from triggerAccessibleName (as in the header).
    label: <span aria-hidden="true">JD</span>,
    triggerAccessibleName: 'Account menu for Jane Doe',
    items: USER_ITEMS,
    navigate: fn(),
    align: 'start',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Jane Doe' }));
    const menu = await canvas.findByRole('menu');
    await expect(within(menu).getByRole('group', { name: 'Organizer' })).toBeVisible();
    await expect(within(menu).getAllByRole('separator')).toHaveLength(2);
    await expect(within(menu).getByRole('menuitem', { name: /jane doe/i })).toHaveAttribute('aria-disabled', 'true');
    await expect(
      within(menu).getByRole('menuitem', { name: `${defaultMessages.newsletter} ${defaultMessages.opensInNewTab}` }),
    ).toHaveAttribute('target', '_blank');
    await userEvent.click(within(menu).getByRole('menuitem', { name: defaultMessages.browseEvents }));
    await expect(args.navigate).toHaveBeenCalledWith('/d/local/events/');
  },
};

/** Lined up with the trigger's end edge (the account menu at the right of the header). */
export const AlignEnd: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', width: '100%' }}>
        <Story />
      </div>
    ),
  ],
  args: { align: 'end' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: defaultMessages.helpCenterMenu }));
    await expect(await canvas.findByRole('menu')).toBeVisible();
  },
};

/** Tab closes the menu and moves on in the tab order (product states). */
export const TabCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: defaultMessages.helpCenterMenu });
    await userEvent.click(trigger);
    await canvas.findByRole('menu');
    await userEvent.tab();
    // The trigger of the menu's code, which took over from the first render's when it arrived.
    await expect(canvas.getByRole('button', { name: defaultMessages.helpCenterMenu })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
  },
};
