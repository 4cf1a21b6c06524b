/**
 * The search takeover's dialog: the SearchBar (dropdown flowing under it) and the location control,
 * in the design system's modal. Its open state mirrors the URL hash like the desktop overlay's
 * (product states, useOverlayHash): a press of the trigger opens it and adds `#search`; `#search` on load or
 * after Forward opens it where the trigger is drawn; Back closes it and stays on the page.
 */
import { useEffect, useMemo, useRef, type RefObject } from 'react';
import { isDrawn } from '../design-system/is-drawn';
import { useLatestRef } from '../lib/use-latest-ref';
import { useCloseOverlayOnPick } from './use-close-on-pick';
import { Modal } from '../design-system/modal';
import { useDesignSystemMessages } from '../design-system/provider';
import { getPageHistory, type SearchHistoryLike } from './page-history';
import { SearchBar } from './search-bar';
import type { SearchTakeoverProps } from './search-takeover';
import { useOverlayHash } from './use-overlay-hash';

export interface SearchTakeoverPanelProps extends SearchTakeoverProps {
  /** Presses of the trigger so far: each new one opens the takeover. */
  presses: number;
  /** The trigger: only where it is drawn (the layout the visitor sees) does `#search` open the takeover. */
  trigger: RefObject<HTMLElement | null>;
  /** Told when the takeover opens or closes (the trigger's aria-expanded). */
  onOpenChange: (isOpen: boolean) => void;
}

const noop = () => undefined;

export default function SearchTakeoverPanel({ presses, trigger, onOpenChange, ...props }: SearchTakeoverPanelProps) {
  const messages = useDesignSystemMessages();
  const history = props.environment?.history;
  const getHistory = useMemo(() => (): SearchHistoryLike => history ?? getPageHistory(), [history]);
  const takeover = useOverlayHash({
    getHistory,
    isShown: () => isDrawn(trigger.current),
    onOpenedByHistory: noop,
    onClosedByHistory: noop,
  });
  const { isOpen } = takeover;
  const latest = useLatestRef({ takeover, onOpenChange });

  // A press of the trigger (the first one mounted this dialog) opens it.
  useEffect(() => {
    if (presses > 0) latest.current.takeover.open();
  }, [presses, latest]);
  useEffect(() => latest.current.onOpenChange(isOpen), [isOpen, latest]);

  const close = () => takeover.close();
  // The visitor opened the takeover to search: its field takes the focus once the dialog is shown
  // (the dialog's own opening focuses its first control, the close button).
  const bodyRef = useRef<HTMLDivElement>(null);
  // A place picked in the takeover closes it at 660 px and up (product limits); on phones it stays for the search.
  useCloseOverlayOnPick(isOpen, close, bodyRef);
  useEffect(() => {
    const body = bodyRef.current;
    // Not when the visitor is already in one of its fields (a tap on the picker as the dialog opened).
    if (!isOpen || !body || body.contains(body.ownerDocument.activeElement)) return;
    body.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();
  }, [isOpen]);

  return (
    <Modal isOpen={isOpen} onClose={close} title={messages.searchEvents} placement="top">
      <div ref={bodyRef}>
        <SearchBar
          {...props}
          // Leave the takeover's hash entry before the search navigates (Back after it would undo it).
          beforeSearch={(go) => takeover.close(go)}
          layout="takeover"
          focusOnMount
        />
      </div>
    </Modal>
  );
}
