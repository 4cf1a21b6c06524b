/**
 * The mobile search (spec 2 "Search": on mobile a round search button sits beside the input; a
 * search-takeover flow). Under 960 px the Header shows this round button; it opens the takeover, a
 * dialog holding the SearchBar and the LocationPicker. The dialog's code loads on the first press
 * (behind the shared lazy-part boundary); if it cannot load, the press tries again next time.
 * Its open state is the URL hash's, by the same mechanism as the desktop overlay (use-overlay-hash.ts):
 * a page loaded with `#search` under 960 px opens the takeover, Back closes it, Forward reopens it.
 */
import { useMemo, useRef, useState } from 'react';
import { isDrawn } from '../design-system/is-drawn';
import { createLazyPart } from '../lib/lazy-part';
import { useDesignSystemMessages } from '../design-system/provider';
import { SearchIcon } from './icons';
import type { SearchBarProps } from './search-bar-types';
import { RoundButton } from './search-bar.styles';
import { getPageHistory, type SearchHistoryLike } from './page-history';
import type { SearchTakeoverPanelProps } from './search-takeover-panel';
import { useOverlayHash } from './use-overlay-hash';

const TakeoverPanel = createLazyPart<SearchTakeoverPanelProps>({
  name: 'the search takeover',
  load: () => import('./search-takeover-panel'),
});

/** The takeover's SearchBar props; `locationControl` is shown under the input (a place picked in it closes the takeover at 660 px and up, spec 9). */
export type SearchTakeoverProps = Omit<SearchBarProps, 'layout' | 'focusOnMount'>;

export function SearchTakeover(props: SearchTakeoverProps) {
  const messages = useDesignSystemMessages();
  const [opened, setOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const history = props.environment?.history;
  // Read from handlers and effects only: rendering never reads the window.
  const getHistory = useMemo(() => (): SearchHistoryLike => history ?? getPageHistory(), [history]);
  /** The dialog's code is asked for (again, after a failure). */
  const load = () => {
    TakeoverPanel.retry();
    setOpened(true);
  };
  const takeover = useOverlayHash({
    getHistory,
    isShown: () => isDrawn(triggerRef.current),
    onOpenedByHistory: load,
    onClosedByHistory: () => undefined,
  });
  const openTakeover = () => {
    load();
    takeover.open();
  };
  return (
    <>
      <RoundButton
        ref={triggerRef}
        type="button"
        aria-label={messages.searchEvents}
        aria-haspopup="dialog"
        aria-expanded={takeover.isOpen}
        onClick={openTakeover}
      >
        <SearchIcon />
      </RoundButton>
      {opened && (
        <TakeoverPanel {...props} isOpen={takeover.isOpen} onClose={takeover.close} onError={() => takeover.close()} />
      )}
    </>
  );
}
