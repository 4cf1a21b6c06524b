/**
 * Modal (product states: create-event modal) on the native <dialog>: shown in the top layer with the page
 * inert, focus on its first control, closed by a close request (Escape), the close button or the
 * backdrop, focus back on the opener. These run in Chromium, where the browser's part is real.
 */
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Modal } from '../../src/design-system';
import { defaultMessages } from '../../src/i18n';

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

const body = () => within(document.body);
const findDialog = () => body().findByRole<HTMLDialogElement>('dialog', { name: defaultMessages.createModalTitle });

/** Opens the dialog from its opener with the mouse; returns both. */
async function openFromOpener(canvasElement: HTMLElement) {
  const opener = within(canvasElement).getByRole('button', { name: defaultMessages.createAnEvent });
  await userEvent.click(opener);
  return { opener, dialog: await findDialog() };
}

/** Closed: only the opener. */
export const Closed: Story = {};

/** Open: the dialog as users first see it, modal in the top layer, the page behind inert and still. */
export const Open: Story = {
  args: { initiallyOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog();
    await expect(dialog.matches(':modal')).toBe(true);
    // The browser puts focus on the first control: the close button.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: defaultMessages.close })).toHaveFocus());
    // Inert page: the opener cannot take focus while the dialog is open.
    const opener = within(canvasElement).getByRole('button', { name: defaultMessages.createAnEvent });
    opener.focus();
    await expect(opener).not.toHaveFocus();
    await expect(document.body.style.overflow).toBe('hidden');
  },
};

/** Opened with the mouse, closed by a close request (what Escape sends): focus returns to the opener (product states). */
export const CloseRequestReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const { opener, dialog } = await openFromOpener(canvasElement);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: defaultMessages.close })).toHaveFocus());
    // requestClose() runs the browser's close-request steps, as Escape does: a cancelable `cancel` first.
    dialog.requestClose();
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
    await expect(document.body.style.overflow).toBe('');
  },
};

/** Picking an option puts it into the loading state (product states). */
export const PickingAnOption: Story = {
  args: { initiallyOpen: true },
  play: async () => {
    const dialog = await findDialog();
    const scratch = within(dialog).getByRole('button', { name: defaultMessages.createFromScratch });
    await userEvent.click(scratch);
    await expect(scratch).toHaveAttribute('aria-busy', 'true');
    await expect(scratch).toBeDisabled();
  },
};

/** The close button closes it and focus returns to the opener (product states). */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const { opener, dialog } = await openFromOpener(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: defaultMessages.close }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/**
 * An outside click closes it (product states). The browser hit-tests the backdrop as the dialog element itself,
 * and the content box fills the dialog, so only points outside the content land on the dialog element.
 */
export const BackdropClick: Story = {
  play: async ({ canvasElement }) => {
    const { opener, dialog } = await openFromOpener(canvasElement);
    const box = dialog.getBoundingClientRect();
    // Just inside the left edge (not a rounded corner, which is outside the dialog's shape).
    const insideEdge = document.elementFromPoint(box.left + 2, box.top + box.height / 2);
    await expect(insideEdge).not.toBe(dialog);
    await expect(dialog.contains(insideEdge)).toBe(true);
    await userEvent.click(within(dialog).getByRole('heading', { name: defaultMessages.createModalTitle }));
    await expect(dialog.open).toBe(true);

    const outside = document.elementFromPoint(4, 4);
    await expect(outside).toBe(dialog);
    await userEvent.click(dialog);
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** On a phone the dialog takes the whole screen: there is no backdrop to miss-tap. */
export const OnAPhone: Story = {
  args: { initiallyOpen: true },
  globals: { viewport: { value: 'mobile' } },
  play: async () => {
    const dialog = await findDialog();
    const box = dialog.getBoundingClientRect();
    await expect({ left: box.left, top: box.top, width: box.width, height: box.height }).toEqual({
      left: 0,
      top: 0,
      width: window.innerWidth,
      height: window.innerHeight,
    });
  },
};
