/**
 * The mobile search (spec 2 "Search": on mobile a round search button sits beside the input; a
 * search-takeover flow). Under 960 px the Header shows this input with the round button beside it;
 * a tap on either, or focus on the input, opens the takeover, a dialog holding the SearchBar and the
 * LocationPicker, with its field focused. The dialog's code loads on that first use (behind the
 * shared lazy-part boundary); what the visitor types into the input meanwhile is carried into the
 * takeover's field. If the code cannot load, the next focus or press tries again. Kept small: it is
 * part of the header's first render (the slim budget, issue 21).
 *
 * What a screen reader says: the input is a combobox "Search events" that has a dialog popup
 * (`aria-haspopup="dialog"`, `aria-expanded` while the takeover is shown), the round button the
 * button "Search events" with the same popup. The button acts on a press, not on focus: a control
 * that opened a dialog when Tab merely passed over it would pull keyboard users out of the header.
 * Focus coming back to the input when the takeover closes does not open it again: the dialog gives
 * it back while React commits, when React dispatches no events (tested).
 */
import { useState } from 'react';
import { createLazyPart } from '../lib/lazy-part';
import { useDesignSystemMessages } from '../design-system/provider';
import { SearchIcon } from './icons';
import type { SearchBarProps } from './search-bar-types';
import { MobileInput, RoundButton } from './search-bar.styles';
import type { SearchTakeoverPanelProps } from './search-takeover-panel';

const TakeoverPanel = createLazyPart<SearchTakeoverPanelProps>({
  name: 'the search takeover',
  load: () => import(/* webpackChunkName: "search-takeover" */ './search-takeover-panel'),
});

/** The takeover's SearchBar props; `locationControl` is shown under the input (a place picked in it closes the takeover at 660 px and up, spec 9). */
export type SearchTakeoverProps = Omit<SearchBarProps, 'layout' | 'focusOnMount'>;

export function SearchTakeover(props: SearchTakeoverProps) {
  const messages = useDesignSystemMessages();
  const [isOpen, setIsOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  /** What the visitor typed into the input while the takeover loads: its field starts with it. */
  const [text, setText] = useState('');

  /** Opens the takeover; its field starts with `initialText`. */
  const openTakeover = (initialText = '') => {
    TakeoverPanel.retry();
    setText(initialText);
    setOpened(true);
    setIsOpen(true);
  };
  const common = {
    'aria-haspopup': 'dialog',
    'aria-expanded': isOpen,
  } as const;

  return (
    <>
      <MobileInput
        {...common}
        role="combobox"
        aria-label={messages.searchEvents}
        placeholder={messages.searchEvents}
        // A closed takeover leaves the input empty: the text went into the takeover's field.
        value={isOpen ? text : ''}
        onFocus={() => isOpen || openTakeover()}
        onChange={(event) => (isOpen ? setText(event.target.value) : openTakeover(event.target.value))}
      />
      <RoundButton {...common} type="button" aria-label={messages.searchEvents} onClick={() => openTakeover()}>
        <SearchIcon />
      </RoundButton>
      {opened && (
        <TakeoverPanel
          {...props}
          defaultText={text}
          isOpen={isOpen}
          onClose={() => setIsOpen(false)}
          onError={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
