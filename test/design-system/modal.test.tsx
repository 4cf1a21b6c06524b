import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../src/design-system/provider';
import { Modal } from '../../src/design-system/modal';
import { defaultMessages } from '../../src/i18n/messages';

const TITLE = defaultMessages.createModalTitle;

function Harness({ onClose, withInitialFocus = false }: { onClose?: () => void; withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const secondRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {defaultMessages.createAnEvent}
      </button>
      <Modal
        isOpen={open}
        title={TITLE}
        initialFocusRef={withInitialFocus ? secondRef : undefined}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <button type="button">{defaultMessages.createFromScratch}</button>
        <button type="button" ref={secondRef}>
          {defaultMessages.createWithAi}
        </button>
      </Modal>
    </>
  );
}

async function openModal(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: defaultMessages.createAnEvent });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: TITLE }) };
}

describe('Modal (spec 4 create-event modal)', () => {
  it('renders nothing while closed', () => {
    render(<Modal isOpen={false} onClose={() => undefined} title={TITLE} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, portalled to the body, focus moved inside', async () => {
    const { dialog } = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: TITLE })).toBeVisible();
    // Portalled: the backdrop is a direct child of <body>, outside the opener's tree.
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(screen.getByRole('button', { name: defaultMessages.close })).toHaveFocus();
  });

  it('focuses initialFocusRef when given', async () => {
    await openModal({ withInitialFocus: true });
    expect(screen.getByRole('button', { name: defaultMessages.createWithAi })).toHaveFocus();
  });

  it('traps focus: Tab from the last element goes to the first, Shift+Tab from the first to the last', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: defaultMessages.close });
    const last = screen.getByRole('button', { name: defaultMessages.createWithAi });
    await user.tab();
    expect(screen.getByRole('button', { name: defaultMessages.createFromScratch })).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('closes on its close button and returns focus to the opener (spec 4)', async () => {
    const onClose = vi.fn();
    const { user, opener } = await openModal({ onClose });
    await user.click(screen.getByRole('button', { name: defaultMessages.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on an outside click on the backdrop but not on a click inside the dialog (spec 4)', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openModal({ onClose });
    await user.click(screen.getByRole('heading', { name: TITLE }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(dialog.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks body scroll while open and restores the previous value on close', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('names the close button from the message catalogue (host overrides win)', async () => {
    render(
      <DesignSystemProvider messages={{ close: 'Schließen' }}>
        <Modal isOpen onClose={() => undefined} title={TITLE} />
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });
});
