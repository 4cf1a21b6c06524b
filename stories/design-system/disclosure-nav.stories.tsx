/** DisclosureNav (product routes: mobile nested menus, product states: "start open if any sub-item is active"). */
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type MenuItem, DisclosureNav } from '../../src/design-system';
import { defaultMessages, formatCount } from '../../src/i18n';

const items = (activeBlogItem: boolean): MenuItem[] => [
  {
    id: 'solutions',
    type: 'expandLink',
    content: defaultMessages.solutions,
    subItems: [
      { id: 'sell', type: 'anchor', content: defaultMessages.sellTickets, path: '#sell-tickets' },
      { id: 'payment', type: 'anchor', content: defaultMessages.eventPayment, path: '#event-payment' },
    ],
  },
  {
    id: 'blog',
    type: 'expandLink',
    content: defaultMessages.blog,
    subItems: [
      { id: 'tips', type: 'anchor', content: defaultMessages.tipsAndGuides, path: '#tips', active: activeBlogItem },
      { id: 'news', type: 'anchor', content: defaultMessages.newsAndTrends, path: '#news' },
    ],
  },
  { id: 'd', type: 'divider' },
  { id: 'sales', type: 'anchor', content: defaultMessages.contactSales, path: '#contact-sales' },
  { id: 'start', type: 'routerLink', content: defaultMessages.getStarted, path: '/organizer/overview/' },
];

const meta = {
  title: 'Design system/DisclosureNav',
  component: DisclosureNav,
  args: { items: items(false), 'aria-label': defaultMessages.mainNavigation, navigate: fn() },
  parameters: { layout: 'padded' },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof DisclosureNav>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: defaultMessages.solutions });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: defaultMessages.sellTickets })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: defaultMessages.getStarted }));
    await expect(args.navigate).toHaveBeenCalledWith('/organizer/overview/');
  },
};

export const OpenForActiveSubItem: Story = {
  args: { items: items(true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: defaultMessages.blog })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: defaultMessages.tipsAndGuides })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Count badges (product validation rules, the mobile panel's Likes and Tickets): nothing for 0, 99+ above 99, the count in words. */
export const WithCounts: Story = {
  args: {
    items: [0, 1, 150].map((count): MenuItem => ({
      id: `tickets-${count}`,
      type: 'anchor',
      content: defaultMessages.tickets,
      path: `#tickets-${count}`,
      count,
      countLabel: formatCount(defaultMessages.ticketsCount, count, 'en_US'),
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: defaultMessages.tickets })).not.toHaveTextContent(/\d/);
    await expect(canvas.getByRole('link', { name: `${defaultMessages.tickets} 1 order` })).toBeVisible();
    const capped = canvas.getByRole('link', { name: `${defaultMessages.tickets} 150 orders` });
    await expect(within(capped).getByText('99+')).toBeVisible();
  },
};
