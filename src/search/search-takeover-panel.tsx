/**
 * The search takeover's dialog: the SearchBar (dropdown flowing under it) and the location control,
 * in the design system's modal. Its owner (search-takeover.tsx) keeps the open state, which mirrors
 * the URL hash like the desktop overlay's (spec 4), so the phone's Back closes it and stays on the page.
 */
import { useEffect, useRef } from 'react';
import { useCloseOverlayOnPick } from './use-close-on-pick';
import { Modal } from '../design-system/modal';
import { useDesignSystemMessages } from '../design-system/provider';
import { SearchBar } from './search-bar';
import type { SearchTakeoverProps } from './search-takeover';

export interface SearchTakeoverPanelProps extends SearchTakeoverProps {
  isOpen: boolean;
  /** Closes the takeover and its hash entry; `then` runs once the entry is gone (a search navigates then). */
  onClose: (then?: () => void) => void;
}

export default function SearchTakeoverPanel({ isOpen, onClose, ...props }: SearchTakeoverPanelProps) {
  const messages = useDesignSystemMessages();
  // The visitor opened the takeover to search: its field takes the focus once the dialog is shown
  // (the dialog's own opening focuses its first control, the close button).
  const bodyRef = useRef<HTMLDivElement>(null);
  // A place picked in the takeover closes it at 660 px and up (spec 9); on phones it stays for the search.
  useCloseOverlayOnPick(isOpen, () => onClose(), bodyRef);
  useEffect(() => {
    if (isOpen) bodyRef.current?.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();
  }, [isOpen]);

  return (
    <Modal isOpen={isOpen} onClose={() => onClose()} title={messages.searchEvents}>
      <div ref={bodyRef}>
        <SearchBar
          {...props}
          // Leave the takeover's hash entry before the search navigates (Back after it would undo it).
          beforeSearch={(go) => onClose(go)}
          layout="takeover"
          focusOnMount
        />
      </div>
    </Modal>
  );
}
