/**
 * The mobile search (spec 2 "Search": on mobile a round search button sits beside the input; a
 * search-takeover flow). Under 960 px the Header shows this round button; it opens the takeover, a
 * dialog holding the SearchBar and the LocationPicker. The dialog's code loads on the first press
 * (behind the shared lazy-part boundary); if it cannot load, the press tries again next time.
 * Its open state is the URL hash's, by the same mechanism as the desktop overlay (useOverlayHash, in
 * the dialog's code): `#search` on load or after Forward loads the dialog where this button is drawn,
 * and the dialog opens; Back closes it.
 */
import { useEffect, useRef, useState } from 'react';
import { isDrawn } from '../design-system/is-drawn';
import { createLazyPart } from '../lib/lazy-part';
import { useDesignSystemMessages } from '../design-system/provider';
import { SearchIcon } from './icons';
import type { SearchBarProps } from './search-bar-types';
import { RoundButton } from './search-bar.styles';
import { watchSearchHash } from './search-hash';
import type { SearchTakeoverPanelProps } from './search-takeover-panel';

const TakeoverPanel = createLazyPart<SearchTakeoverPanelProps>({
  name: 'the search takeover',
  load: () => import('./search-takeover-panel'),
});

/** The takeover's SearchBar props; `locationControl` is shown under the input (a place picked in it closes the takeover at 660 px and up, spec 9). */
export type SearchTakeoverProps = Omit<SearchBarProps, 'layout' | 'focusOnMount'>;

export function SearchTakeover(props: SearchTakeoverProps) {
  const messages = useDesignSystemMessages();
  /** The dialog's code is asked for. */
  const [opened, setOpened] = useState(false);
  /** The dialog is open (as the dialog reports it: it follows the hash). */
  const [isOpen, setIsOpen] = useState(false);
  /** Presses of the trigger: each asks the dialog to open. */
  const [presses, setPresses] = useState(0);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const history = props.environment?.history;
  // `#search` (a page loaded with it, Forward) is intent where this trigger is drawn: the dialog's code
  // loads, and the dialog opens from the hash.
  useEffect(
    () =>
      watchSearchHash(history, () => {
        if (isDrawn(triggerRef.current)) setOpened(true);
      }),
    [history],
  );
  return (
    <>
      <RoundButton
        ref={triggerRef}
        type="button"
        aria-label={messages.searchEvents}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => {
          TakeoverPanel.retry();
          setOpened(true);
          setPresses((count) => count + 1);
        }}
      >
        <SearchIcon />
      </RoundButton>
      {opened && (
        <TakeoverPanel
          {...props}
          presses={presses}
          trigger={triggerRef}
          onOpenChange={setIsOpen}
          onError={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
