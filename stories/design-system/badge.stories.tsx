/** Badge (product validation rules): counts, the 99+ cap, and nothing for 0. */
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Badge } from '../../src/design-system';
import { defaultMessages, formatCount } from '../../src/i18n';

const likes = (count: number) => formatCount(defaultMessages.likesCount, count, 'en_US');

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  args: { count: 3, label: likes(3) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Badge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Count: Story = {};

export const AboveCap: Story = {
  args: { count: 150, label: likes(150) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};

export const Zero: Story = {
  args: { count: 0, label: likes(0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('0')).not.toBeInTheDocument();
  },
};
