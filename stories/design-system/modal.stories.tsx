/** Modal (spec 4 create-event modal): focus moves in, is trapped, and returns to the opener. */
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Modal } from '../../src/design-system';
import { defaultMessages } from '../../src/i18n/messages';

function ModalDemo({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {defaultMessages.createAnEvent}
      </Button>
      <Modal isOpen={open} onClose={() => setOpen(false)} title={defaultMessages.createModalTitle}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Button
            variant="primary"
            size="large"
            state={picked === 'scratch' ? 'loading' : 'idle'}
            onClick={() => setPicked('scratch')}
          >
            {defaultMessages.createFromScratch}
          </Button>
          <Button size="large" state={picked === 'ai' ? 'loading' : 'idle'} onClick={() => setPicked('ai')}>
            {defaultMessages.createWithAi}
          </Button>
        </div>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Design system/Modal',
  component: ModalDemo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ModalDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Closed: only the opener. */
export const Closed: Story = {};

/** Open: the dialog as users first see it. */
export const Open: Story = {
  args: { initiallyOpen: true },
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: defaultMessages.createModalTitle });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
  },
};

/** Keyboard: open, Tab cycles inside, Escape closes and focus returns to the opener (spec 4). */
export const FocusTrapAndReturn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const opener = canvas.getByRole('button', { name: defaultMessages.createAnEvent });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: defaultMessages.createModalTitle });
    const close = within(dialog).getByRole('button', { name: defaultMessages.close });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: defaultMessages.createWithAi })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** Picking an option puts it into the loading state (spec 4). */
export const PickingAnOption: Story = {
  args: { initiallyOpen: true },
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: defaultMessages.createModalTitle });
    const scratch = within(dialog).getByRole('button', { name: defaultMessages.createFromScratch });
    await userEvent.click(scratch);
    await expect(scratch).toHaveAttribute('aria-busy', 'true');
    await expect(scratch).toBeDisabled();
  },
};

/** The close button closes it (spec 4). */
export const CloseButton: Story = {
  args: { initiallyOpen: true },
  play: async () => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: defaultMessages.createModalTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: defaultMessages.close }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
