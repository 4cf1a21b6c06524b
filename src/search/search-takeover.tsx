/**
 * The mobile search (product routes: "Search": on mobile a round search button sits beside the input; a
 * search-takeover flow). Under 960 px the Header shows this input with the round button beside it;
 * a tap on either, or focus on the input, opens the takeover, a dialog holding the SearchBar and the
 * LocationPicker, with its field focused. The dialog's code loads on that first use (behind the
 * shared LazyPart); what the visitor types into the input meanwhile is carried into the
 * takeover's field. If the code cannot load, the next focus or press tries again. Kept small: it is
 * part of the header's first render (the slim budget).
 *
 * Its open state is the URL hash's, by the same mechanism as the desktop overlay (useOverlayHash, in
 * the dialog's code): `#search` on load or after Forward loads the dialog where this trigger is drawn,
 * and the dialog opens; Back closes it.
 *
 * What a screen reader says: the input is a combobox "Search events" that has a dialog popup
 * (`aria-haspopup="dialog"`, `aria-expanded` while the takeover is shown), the round button the
 * button "Search events" with the same popup. The button acts on a press, not on focus: a control
 * that opened a dialog when Tab merely passed over it would pull keyboard users out of the header.
 * Focus coming back to the input when the takeover closes does not open it again: the dialog gives
 * it back while React commits, when React dispatches no events (tested).
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { isDrawn } from '../design-system/is-drawn';
import { createLazyModule } from '../lib/lazy-module';
import { LazyPart } from '../lib/lazy-part';
import { useDesignSystemMessages } from '../design-system/provider';
import { SearchIcon } from './icons';
import type { SearchBarProps } from './search-bar-types';
import { MobileInput, RoundButton } from './search-bar.styles';
import { watchSearchHash } from './search-hash';
import type { SearchTakeoverPanelProps } from './search-takeover-panel';

const panelCode = createLazyModule<ComponentType<SearchTakeoverPanelProps>>(
  () => import(/* webpackChunkName: "search-takeover" */ './search-takeover-panel').then((module) => module.default),
  'the search takeover',
);

/** The takeover's SearchBar props; `locationControl` is shown under the input (a place picked in it closes the takeover at 660 px and up, product limits). */
export type SearchTakeoverProps = Omit<SearchBarProps, 'layout' | 'focusOnMount'>;

export function SearchTakeover(props: SearchTakeoverProps) {
  const messages = useDesignSystemMessages();
  /** The dialog's code is asked for. */
  const [opened, setOpened] = useState(false);
  /** The dialog is open (as the dialog reports it: it follows the hash). */
  const [isOpen, setIsOpen] = useState(false);
  /** A focus or press asked for the dialog, which has not opened yet (its code may still be loading). */
  const [asked, setAsked] = useState(false);
  /** Presses of the trigger: each asks the dialog to open. */
  const [presses, setPresses] = useState(0);
  /** What the visitor typed into the input while the takeover loads: its field starts with it. */
  const [text, setText] = useState('');
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

  /** Opens the takeover; its field starts with `initialText`. */
  const openTakeover = (initialText = '') => {
    void panelCode.load();
    setText(initialText);
    setAsked(true);
    setOpened(true);
    setPresses((count) => count + 1);
  };
  /** Open, or asked for and on its way: the input keeps what is typed, and says it is expanded. */
  const waiting = isOpen || asked;
  const common = {
    'aria-haspopup': 'dialog',
    'aria-expanded': waiting,
  } as const;

  return (
    <>
      <MobileInput
        {...common}
        role="combobox"
        aria-label={messages.searchEvents}
        placeholder={messages.searchEvents}
        // A closed takeover leaves the input empty: the text went into the takeover's field.
        value={waiting ? text : ''}
        onFocus={() => waiting || openTakeover()}
        onChange={(event) => (waiting ? setText(event.target.value) : openTakeover(event.target.value))}
      />
      <RoundButton
        {...common}
        ref={triggerRef}
        type="button"
        aria-label={messages.searchEvents}
        onClick={() => openTakeover()}
      >
        <SearchIcon />
      </RoundButton>
      {opened && (
        <LazyPart
          code={panelCode}
          {...props}
          defaultText={text}
          presses={presses}
          trigger={triggerRef}
          onOpenChange={(open) => {
            setIsOpen(open);
            if (open) setAsked(false);
          }}
          onError={() => {
            setIsOpen(false);
            setAsked(false);
          }}
        />
      )}
    </>
  );
}
