/**
 * The mobile search (spec 2 "Search": on mobile a round search button sits beside the input; a
 * search-takeover flow). Under 960 px the Header shows this round button; it opens the takeover, a
 * dialog holding the SearchBar and the LocationPicker. The dialog's code loads on the first press
 * (behind the shared lazy-part boundary); if it cannot load, the press tries again next time.
 */
import { useState } from 'react';
import { createLazyPart } from '../lib/lazy-part';
import { useDesignSystemMessages } from '../design-system/provider';
import { SearchIcon } from './icons';
import type { SearchBarProps } from './search-bar-types';
import { RoundButton } from './search-bar.styles';
import type { SearchTakeoverPanelProps } from './search-takeover-panel';

const TakeoverPanel = createLazyPart<SearchTakeoverPanelProps>({
  name: 'the search takeover',
  load: () => import('./search-takeover-panel'),
});

/** The takeover's SearchBar props; `locationControl` is shown under the input (a place picked in it closes the takeover at 660 px and up, spec 9). */
export type SearchTakeoverProps = Omit<SearchBarProps, 'layout' | 'focusOnMount'>;

export function SearchTakeover(props: SearchTakeoverProps) {
  const messages = useDesignSystemMessages();
  const [isOpen, setIsOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <RoundButton
        type="button"
        aria-label={messages.searchEvents}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => {
          TakeoverPanel.retry();
          setOpened(true);
          setIsOpen(true);
        }}
      >
        <SearchIcon />
      </RoundButton>
      {opened && (
        <TakeoverPanel {...props} isOpen={isOpen} onClose={() => setIsOpen(false)} onError={() => setIsOpen(false)} />
      )}
    </>
  );
}
