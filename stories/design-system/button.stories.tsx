/** Button (product states, product limits): every variant, size and state. */
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Button } from '../../src/design-system';
import { defaultMessages } from '../../src/i18n';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: defaultMessages.createAnEvent },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Secondary: Story = {};
export const Primary: Story = { args: { variant: 'primary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Small: Story = { args: { size: 'small' } };
export const Large: Story = { args: { size: 'large', variant: 'primary' } };
export const Disabled: Story = { args: { disabled: true } };

export const Loading: Story = {
  args: { variant: 'primary', state: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: defaultMessages.createAnEvent });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(defaultMessages.loading);
  },
};

export const Successful: Story = {
  args: { state: 'successful' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: defaultMessages.createAnEvent })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(defaultMessages.buttonSuccessful);
  },
};

export const NotSuccessful: Story = {
  args: { state: 'not-successful' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: defaultMessages.createAnEvent })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent(defaultMessages.buttonNotSuccessful);
  },
};

export const AsLink: Story = {
  args: { variant: 'primary', href: '#create' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: defaultMessages.createAnEvent })).toHaveAttribute(
      'href',
      '#create',
    );
  },
};
