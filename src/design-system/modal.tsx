/**
 * Modal dialog (product states: create-event modal; also the mobile menu panel) on the native <dialog>, opened
 * with showModal(). The browser then gives what the WAI-ARIA APG dialog pattern asks for: the top
 * layer (above any host z-index), an inert page (no focus, click or find-in-page reaches it, so no
 * hand-written focus trap), focus on the first focusable control, and Escape as the `cancel` event.
 * This component adds: the title as accessible name, the close button and a click on the backdrop
 * closing it (product states: "closed by close button or outside click"), focus back on the opener, and a still
 * page behind it.
 *
 * Controlled: every way of closing asks `onClose`, and the dialog closes when the owner sets
 * `isOpen` false. It is rendered (in a portal) only while open, so children mount on opening and
 * unmount on closing: their state starts afresh each time.
 */
import {
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { CloseButton, ModalBody, ModalDialog, ModalHeader, ModalSurface, ModalTitle } from './modal.styles';
import { useDesignSystemMessages } from './provider';
import { useLatestRef } from '../lib/use-latest-ref';

export interface ModalProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** Visible title; also the dialog's accessible name. */
  title: string;
  children?: ReactNode;
  /** Element to focus on open; default the browser's choice, the first focusable control (the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where to portal the dialog; default `document.body`. */
  container?: HTMLElement;
  /**
   * Where the dialog sits above the phone layout: centred (default), or at the top, for content that
   * grows and shrinks while the visitor points at it (a list that closes on a press outside it would
   * otherwise move the close button from under the pointer between the press and the click).
   */
  placement?: 'center' | 'top';
}

/**
 * A modal dialog makes the page inert but not still: in Chromium 150 the mouse wheel over the backdrop
 * or the dialog, and PageDown, still scroll the document behind it (measured), and so does touch
 * scrolling on iOS Safari. So body scrolling stays off while a modal is open. Open modals are
 * counted: the first saves the host's value, the last restores it.
 */
let scrollLocks = 0;
let savedOverflow = '';

function lockBodyScroll(body: HTMLElement): () => void {
  if (scrollLocks === 0) {
    savedOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  return () => {
    scrollLocks -= 1;
    if (scrollLocks === 0) body.style.overflow = savedOverflow;
  };
}

export function Modal({ isOpen, onClose, title, children, initialFocusRef, container, placement }: ModalProps) {
  const messages = useDesignSystemMessages();
  const titleId = `${useId().replace(/:/g, '')}-title`;
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const pressStartedOnBackdrop = useRef(false);
  const openerRef = useRef<HTMLElement | null>(null);
  const onCloseRef = useLatestRef(onClose);
  const requestClose = () => onCloseRef.current();

  /**
   * The opener: what had the focus when the dialog opened. Read by OpenerRecorder, the dialog's first child,
   * whose layout effect runs before any other child's (React runs them in tree order), so a child that
   * focuses itself on mounting (the takeover's search field) cannot hide the opener. An opening that finds
   * no focus outside the dialog (the body, after a close and a reopen in quick succession) keeps the one before it.
   */
  const recordOpener = () => {
    const active = document.activeElement;
    const dialog = dialogRef.current;
    if (active instanceof HTMLElement && active !== document.body && !dialog?.contains(active))
      openerRef.current = active;
  };

  // Layout effect: the dialog is shown and focused in the same frame it is inserted.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!isOpen || !dialog) return undefined;
    const opener = openerRef.current;
    const unlock = lockBodyScroll(document.body);
    if (!dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      // Back to the opener, unless the user has already moved focus somewhere else on purpose.
      const active = document.activeElement;
      if (opener?.isConnected && (!active || active === document.body || dialog.contains(active))) {
        opener.focus();
      }
    };
    // initialFocusRef is read once per opening on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  if (!isOpen || typeof document === 'undefined') return null;

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Escape. Chromium does not let a page cancel a second Escape without a user activation in
    // between: then the browser closes the dialog itself and onClose below tells the owner.
    if (!event.cancelable) return;
    // Otherwise the owner closes it (sets isOpen false), so the dialog never closes behind React's back.
    event.preventDefault();
    requestClose();
  };

  // A press and release both on the backdrop: a text selection dragged out of the dialog does not close it.
  // ModalSurface fills the dialog, so the dialog element itself is the target only outside its content.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) requestClose();
    pressStartedOnBackdrop.current = false;
  };

  return createPortal(
    <ModalDialog
      ref={dialogRef}
      $placement={placement}
      aria-labelledby={titleId}
      onCancel={onCancel}
      // The browser closed it itself (see onCancel). A `close` event that finds the dialog open again
      // is stale: the cleanup of an effect that a development React replays (StrictMode mounts, cleans
      // up and mounts again) closed it, and showModal() reopened it before the queued event ran.
      onClose={(event) => {
        if (!event.currentTarget.open) requestClose();
      }}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <OpenerRecorder onOpen={recordOpener} />
      <ModalSurface>
        <ModalHeader>
          <ModalTitle id={titleId}>{title}</ModalTitle>
          <CloseButton type="button" aria-label={messages.close} onClick={requestClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </ModalHeader>
        <ModalBody>{children}</ModalBody>
      </ModalSurface>
    </ModalDialog>,
    container ?? document.body,
  );
}

/** Renders nothing; tells the Modal it is opening before any of the dialog's content can take the focus. */
function OpenerRecorder({ onOpen }: { onOpen: () => void }) {
  const onOpenRef = useLatestRef(onOpen);
  useLayoutEffect(() => onOpenRef.current(), [onOpenRef]);
  return null;
}
