/**
 * Modal on the native <dialog>. jsdom has no showModal(): test/setup.ts stands in for its open state
 * only, so these tests cover what the component does (showModal, the title as name, closing paths,
 * focus back to the opener, scroll lock). What the browser does (top layer, inert page, focus on the
 * first control, Escape firing `cancel`) is covered in Chromium: stories/design-system/modal.stories.tsx
 * and test/e2e/keyboard.test.ts.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useLayoutEffect, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../src/design-system/provider';
import { Modal } from '../../src/design-system/modal';
import { defaultMessages } from '../../src/i18n/english';

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
  return { user, opener, dialog: screen.getByRole<HTMLDialogElement>('dialog', { name: TITLE }) };
}

/** What Chromium fires on Escape in a modal dialog; `cancelable` is false for a repeated Escape without user activation. */
function fireCancel(dialog: HTMLElement, cancelable = true): Event {
  const event = new Event('cancel', { cancelable });
  fireEvent(dialog, event);
  return event;
}

describe('Modal (product states: create-event modal)', () => {
  it('renders nothing while closed', () => {
    render(<Modal isOpen={false} onClose={() => undefined} title={TITLE} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a native dialog shown with showModal(), named by its title, portalled to the body', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = await openModal();
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('heading', { name: TITLE })).toBeVisible();
    // Portalled: outside the opener's tree, so the opener's styles do not leak in.
    expect(dialog.parentElement).toBe(document.body);
  });

  it('focuses initialFocusRef when given', async () => {
    await openModal({ withInitialFocus: true });
    expect(screen.getByRole('button', { name: defaultMessages.createWithAi })).toHaveFocus();
  });

  it('closes on its close button and returns focus to the opener (product states)', async () => {
    const onClose = vi.fn();
    const { user, opener } = await openModal({ onClose });
    await user.click(screen.getByRole('button', { name: defaultMessages.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('reopened with no focus outside it (the body), it still gives focus back to the control that first opened it', async () => {
    const user = userEvent.setup();
    function Reopening() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            {defaultMessages.createAnEvent}
          </button>
          <Modal isOpen={open} title={TITLE} onClose={() => setOpen(false)}>
            <button type="button" onClick={() => setOpen(false)}>
              {defaultMessages.createFromScratch}
            </button>
          </Modal>
        </>
      );
    }
    render(<Reopening />);
    const opener = screen.getByRole('button', { name: defaultMessages.createAnEvent });
    await user.click(opener);
    // Closed and opened again by script (a hash change and its echo), the focus on the body in between:
    // a synthetic click moves no focus.
    act(() => fireEvent.click(screen.getByRole('button', { name: defaultMessages.createFromScratch })));
    (document.activeElement as HTMLElement | null)?.blur();
    act(() => fireEvent.click(opener));
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
    act(() => fireEvent.click(screen.getByRole('button', { name: defaultMessages.createFromScratch })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("gives focus back to the opener when its content focuses itself on mounting (the takeover's search field)", async () => {
    const user = userEvent.setup();
    function SelfFocusing() {
      const ref = useRef<HTMLInputElement>(null);
      // Before the Modal's own effect: child effects run first.
      useLayoutEffect(() => ref.current?.focus(), []);
      return <input ref={ref} aria-label={defaultMessages.searchEvents} />;
    }
    function Opening() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            {defaultMessages.createAnEvent}
          </button>
          <Modal isOpen={open} title={TITLE} onClose={() => setOpen(false)}>
            <SelfFocusing />
          </Modal>
        </>
      );
    }
    render(<Opening />);
    const opener = screen.getByRole('button', { name: defaultMessages.createAnEvent });
    await user.click(opener);
    expect(screen.getByRole('textbox', { name: defaultMessages.searchEvents })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: defaultMessages.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('Escape (the cancel event) asks the owner to close instead of closing behind its back, and focus returns', async () => {
    const onClose = vi.fn();
    const { dialog, opener } = await openModal({ onClose });
    const cancel = fireCancel(dialog);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('an Escape the browser will not let the page cancel: the close event tells the owner, once', async () => {
    const onClose = vi.fn();
    const { dialog } = await openModal({ onClose });
    expect(fireCancel(dialog, false).defaultPrevented).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    // The browser then closes the dialog itself.
    dialog.close();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop, not on a click inside or a selection dragged out of it (product states)', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openModal({ onClose });
    const heading = screen.getByRole('heading', { name: TITLE });
    await user.click(heading);
    // Pressed inside, released on the backdrop: the click lands on the dialog element, but it is a drag.
    await user.pointer([{ keys: '[MouseLeft>]', target: heading }, { target: dialog }, { keys: '[/MouseLeft]' }]);
    expect(onClose).not.toHaveBeenCalled();
    // The content box fills the dialog: the dialog element itself is the target only on its ::backdrop.
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the page behind still while open and restores its overflow on close', async () => {
    document.body.style.overflow = 'scroll';
    const { dialog } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    fireCancel(dialog);
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it("stays open when it mounts open under StrictMode: the replayed effect's close event is not a close", async () => {
    // Lazy parts (the create-event modal, the mobile menu, the search takeover) mount already open. A
    // development React replays a mounting effect (mount, cleanup, mount): the cleanup's dialog.close()
    // queues a `close` event that lands after the second showModal(). Taken as a close, it shut each of
    // them as it opened in every dev-mode host in StrictMode.
    const onClose = vi.fn();
    function LazyOwner() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            {defaultMessages.createAnEvent}
          </button>
          {open && (
            <Modal
              isOpen
              title={TITLE}
              onClose={() => {
                onClose();
                setOpen(false);
              }}
            />
          )}
        </>
      );
    }
    vi.useFakeTimers();
    try {
      render(
        <StrictMode>
          <LazyOwner />
        </StrictMode>,
      );
      fireEvent.click(screen.getByRole('button', { name: defaultMessages.createAnEvent }));
      // The queued close event is a task (test/setup.ts fires it from a timer, as the browser queues it).
      act(() => vi.runAllTimers());
    } finally {
      vi.useRealTimers();
    }
    expect(onClose).not.toHaveBeenCalled();
    const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: TITLE });
    expect(dialog.open).toBe(true);
    // Closing still asks the owner, once.
    fireCancel(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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
