/**
 * The search takeover's dialog: the SearchBar (dropdown flowing under it) and the location control,
 * in the design system's modal. Its open state mirrors the URL hash like the desktop overlay's
 * (spec 4), so the phone's Back closes it and stays on the page.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useLatestRef } from '../lib/use-latest-ref';
import { useCloseOverlayOnPick } from './use-close-on-pick';
import { Modal } from '../design-system/modal';
import { useDesignSystemMessages } from '../design-system/provider';
import { SearchBar } from './search-bar';
import { resolveSearchEnvironment } from './search-environment';
import type { SearchTakeoverProps } from './search-takeover';
import { useOverlayHash } from './use-overlay-hash';

export interface SearchTakeoverPanelProps extends SearchTakeoverProps {
  isOpen: boolean;
  onClose: () => void;
}

export default function SearchTakeoverPanel({ isOpen, onClose, ...props }: SearchTakeoverPanelProps) {
  const messages = useDesignSystemMessages();
  const overrides = props.environment;
  const getEnvironment = useMemo(() => {
    let environment: ReturnType<typeof resolveSearchEnvironment> | null = null;
    return () => (environment ??= resolveSearchEnvironment(overrides));
  }, [overrides]);
  const hash = useOverlayHash(getEnvironment, onClose);
  const { close, isOpen: hashOpen } = hash;
  // open/close are new each render but act on the same hash: the effect follows the owner's state only.
  const latestHash = useLatestRef(hash);

  useEffect(() => {
    if (isOpen && !hashOpen) latestHash.current.open();
    else if (!isOpen && hashOpen) latestHash.current.close();
  }, [isOpen, hashOpen, latestHash]);

  // The visitor opened the takeover to search: its field takes the focus once the dialog is shown
  // (the dialog's own opening focuses its first control, the close button).
  const bodyRef = useRef<HTMLDivElement>(null);
  // A place picked in the takeover closes it at 660 px and up (spec 9); on phones it stays for the search.
  useCloseOverlayOnPick(isOpen, onClose, bodyRef);
  useEffect(() => {
    if (isOpen) bodyRef.current?.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();
  }, [isOpen]);

  return (
    <Modal isOpen={isOpen} onClose={onClose} title={messages.searchEvents}>
      <div ref={bodyRef}>
        <SearchBar
          {...props}
          beforeSearch={(go) => {
            // Leave the takeover's hash entry before the search navigates (Back after it would undo it).
            close(go);
            onClose();
          }}
          layout="takeover"
          focusOnMount
        />
      </div>
    </Modal>
  );
}
