/** TextInput (spec 5 text inputs): each rule as a story. */
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput } from '../../src/design-system';
import { defaultMessages, formatMessage } from '../../src/i18n/messages';

const meta = {
  title: 'Design system/TextInput',
  component: TextInput,
  args: { label: 'Event name' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextInput>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'Shown on the event page' } };

export const WithError: Story = { args: { defaultValue: 'x', error: 'Enter at least 3 characters' } };

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: `Event name ${defaultMessages.required}` });
    await expect(input).toBeRequired();
  },
};

/** maxLength cuts the initial value; the counter shows length/max (spec 5). */
export const MaxLengthWithCounter: Story = {
  args: { defaultValue: 'Summer jazz night in the park', maxLength: 20, showCounter: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Event name' })).toHaveValue('Summer jazz night in');
    await expect(
      canvas.getByText(formatMessage(defaultMessages.characterCount, { length: 20, max: 20 })),
    ).toBeVisible();
  },
};

/** type="number" is a numeric tel input accepting digits only (spec 5). */
export const NumberInput: Story = {
  args: { label: 'Quantity', type: 'number' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(input, '1a2b3');
    await expect(input).toHaveValue('123');
    await expect(input).toHaveAttribute('type', 'tel');
  },
};

/** Pasted control characters and odd spaces are cleaned (spec 5). */
export const SanitisesPaste: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Event name' });
    await userEvent.click(input);
    await userEvent.paste('jazz\u0000\u3000night');
    await expect(input).toHaveValue('jazz night');
  },
};

function ControlledDemo() {
  const [value, setValue] = useState('Berlin');
  return (
    <>
      <TextInput label="City" value={value} onChange={setValue} />
      <p>Value: {value}</p>
    </>
  );
}

export const Controlled: StoryObj<typeof ControlledDemo> = {
  render: () => <ControlledDemo />,
};
