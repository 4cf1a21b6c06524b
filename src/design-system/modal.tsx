/**
 * Modal dialog (spec 4 create-event modal; also the mobile menu panel), WAI-ARIA APG dialog pattern:
 * rendered in a portal, role="dialog" + aria-modal labelled by its title, focus moves in on open and is
 * trapped (Tab / Shift+Tab cycle), Escape, the close button and a click on the backdrop close it
 * (spec 4 "closed by close button or outside click"), focus returns to the opener, and body scroll is
 * locked while open.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { getTabbableElements } from './focusable';
import { CloseButton, ModalBackdrop, ModalBody, ModalDialog, ModalHeader, ModalTitle } from './modal.styles';
import { useDesignSystemMessages } from './provider';
import { useLatestRef } from './use-latest-ref';

export interface ModalProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called on Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  /** Visible title; also the dialog's accessible name. */
  title: string;
  children?: ReactNode;
  /** Element to focus on open; default the first tabbable element (the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where to portal the dialog; default `document.body`. */
  container?: HTMLElement;
}

/** Open modals that currently lock body scroll; the first one saves, the last one restores. */
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

export function Modal({ isOpen, onClose, title, children, initialFocusRef, container }: ModalProps) {
  const messages = useDesignSystemMessages();
  const titleId = `${useId().replace(/:/g, '')}-title`;
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const pointerDownOnBackdrop = useRef(false);
  const onCloseRef = useLatestRef(onClose);

  // If focus escapes (e.g. a click on host content in another layer), pull it back in.
  useEffect(() => {
    if (!isOpen) return;
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      const target = event.target as Node | null;
      if (dialog && target && !dialog.contains(target)) {
        (getTabbableElements(dialog)[0] ?? dialog).focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [isOpen]);

  // Focus in on open, back to the opener on close; lock scroll meanwhile.
  useEffect(() => {
    if (!isOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockBodyScroll(document.body);
    const dialog = dialogRef.current;
    const target = initialFocusRef?.current ?? (dialog ? getTabbableElements(dialog)[0] : undefined) ?? dialog;
    target?.focus();
    return () => {
      unlock();
      // Only take focus back if it is still inside the dialog or lost to the body.
      const active = document.activeElement;
      if (opener?.isConnected && (!active || active === document.body || dialog?.contains(active))) {
        opener.focus();
      }
    };
    // initialFocusRef is read once per opening on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  if (!isOpen || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    const tabbable = getTabbableElements(dialog);
    const first = tabbable[0];
    const last = tabbable[tabbable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <ModalBackdrop
      onPointerDown={(event) => {
        pointerDownOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Outside click: both press and release on the backdrop (a text selection dragged out of the
        // dialog does not close it).
        if (pointerDownOnBackdrop.current && event.target === event.currentTarget) onCloseRef.current();
        pointerDownOnBackdrop.current = false;
      }}
      onKeyDown={onKeyDown}
    >
      <ModalDialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <ModalHeader>
          <ModalTitle id={titleId}>{title}</ModalTitle>
          <CloseButton type="button" aria-label={messages.close} onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </ModalHeader>
        <ModalBody>{children}</ModalBody>
      </ModalDialog>
    </ModalBackdrop>,
    container ?? document.body,
  );
}
