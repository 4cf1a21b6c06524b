/**
 * The mobile search (spec 2 "Search": on mobile a round search button sits beside the input; a
 * search-takeover flow). Under 960 px the Header shows this input with the round button beside it;
 * a tap on either, or focus on the input, opens the takeover, a dialog holding the SearchBar and the
 * LocationPicker, with its field focused. The dialog's code loads on that first use (behind the
 * shared lazy-part boundary); what the visitor types into the input meanwhile is carried into the
 * takeover's field. If the code cannot load, the input stays a plain field whose Enter searches
 * (as the SearchBar's own fallback does), and the next focus or press tries again.
 *
 * What a screen reader says: the input is a combobox "Search events" that has a dialog popup
 * (`aria-haspopup="dialog"`, `aria-expanded` while the takeover is shown), the round button the
 * button "Search events" with the same popup. The button acts on a press, not on focus: a control
 * that opened a dialog when Tab merely passed over it would pull keyboard users out of the header.
 */
import { useEffect, useRef, useState } from 'react';
import { isTypingTarget } from '../config/keyboard';
import { isDrawn } from '../design-system/is-drawn';
import { createLazyPart } from '../lib/lazy-part';
import { useDesignSystemMessages } from '../design-system/provider';
import { useLocationState } from '../location';
import { SearchIcon } from './icons';
import type { SearchBarProps } from './search-bar-types';
import { MobileInput, MobileRoot, RoundButton } from './search-bar.styles';
import type { SearchTakeoverPanelProps } from './search-takeover-panel';

const TakeoverPanel = createLazyPart<SearchTakeoverPanelProps>({
  name: 'the search takeover',
  load: () => import(/* webpackChunkName: "search-takeover" */ './search-takeover-panel'),
});

/** The takeover's SearchBar props; `locationControl` is shown under the input (a place picked in it closes the takeover at 660 px and up, spec 9). */
export type SearchTakeoverProps = Omit<SearchBarProps, 'layout' | 'focusOnMount'>;

export function SearchTakeover(props: SearchTakeoverProps) {
  const messages = useDesignSystemMessages();
  const { location } = useLocationState();
  const [isOpen, setIsOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  /** The takeover's code failed to load: the input is a plain field until the next focus or press. */
  const [failed, setFailed] = useState(false);
  /**
   * What the visitor typed into the header's input: kept while the takeover loads (it becomes the
   * takeover field's text) or after it failed; a closed takeover leaves an empty input behind.
   */
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  /** Opens the takeover; its field starts with `initialText` (what the header's input holds). */
  const openTakeover = (initialText = '') => {
    TakeoverPanel.retry();
    setFailed(false);
    setText(initialText);
    setOpened(true);
    setIsOpen(true);
  };
  const shownText = isOpen || failed ? text : '';

  // Spec 5 shortcut rule: `/` from anywhere but a field the visitor types in goes to the search, here
  // the input (whose focus opens the takeover), when the layout shows it.
  useEffect(() => {
    const doc = inputRef.current?.ownerDocument;
    if (!doc) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target) || !isDrawn(inputRef.current)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <MobileRoot
        onSubmit={(event) => {
          event.preventDefault();
          if (!failed) {
            openTakeover(shownText);
            return;
          }
          // Loaded only after a failure, as the SearchBar's own fallback.
          void import('./fallback-search').then(({ runFallbackSearch }) =>
            runFallbackSearch({ ...props, text, location }),
          );
        }}
      >
        <MobileInput
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={messages.searchEvents}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={messages.searchEvents}
          value={shownText}
          onFocus={() => {
            if (!isOpen) openTakeover(shownText);
          }}
          onChange={(event) => {
            if (isOpen || failed) setText(event.target.value);
            else openTakeover(event.target.value);
          }}
          onKeyDown={(event) => {
            // The Enter that ends an IME composition confirms text; it must not submit.
            if (event.key === 'Enter' && (event.nativeEvent.isComposing || event.keyCode === 229)) {
              event.preventDefault();
            }
          }}
        />
        <RoundButton
          type="button"
          aria-label={messages.searchEvents}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={() => openTakeover(shownText)}
        >
          <SearchIcon />
        </RoundButton>
      </MobileRoot>
      {opened && (
        <TakeoverPanel
          {...props}
          defaultText={text}
          isOpen={isOpen}
          onClose={() => setIsOpen(false)}
          onError={() => {
            setIsOpen(false);
            setFailed(true);
          }}
        />
      )}
    </>
  );
}
