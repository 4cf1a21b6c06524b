/** Overlay: the dimming backdrop behind the search dropdown (product routes: Search). */
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Overlay } from '../../src/design-system';

const meta = {
  title: 'Design system/Overlay',
  component: Overlay,
  args: { onClick: fn() },
  render: (args) => (
    <>
      <p style={{ padding: 24 }}>Page content under the overlay</p>
      <Overlay {...args} />
    </>
  ),
} satisfies Meta<typeof Overlay>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Visible: Story = {};
export const Hidden: Story = { args: { isVisible: false } };
