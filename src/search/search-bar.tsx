/**
 * SearchBar as the Header and the exposed module render it, with the combobox (downshift, axios,
 * TanStack Query, the dropdown) out of the first render:
 * - first render: a plain `<form role="search">` whose input already is the combobox "Search
 *   events" in the final look, so nothing moves or changes name when the full bar arrives;
 * - the full bar (search-bar-full.tsx) loads through the shared lazy-part boundary on intent: the
 *   pointer over the field, a touch or a press on it, or focus (Tab, `/`), and takes over the typed
 *   text, the focus and caret and an Enter already pressed. Not on idle: a visitor who never uses
 *   the search downloads none of it (issue 21: the home page fetched 149 KiB of remote JS before
 *   the network was idle, 34 KiB of it the full search and picker);
 * - if its chunk fails, the input stays a plain field whose Enter navigates to the discovery URL
 *   for the typed text in the current place (buildDiscoveryUrl), through the host's router when it
 *   gave one. The next focus tries the full bar again.
 * `/` focuses the search from anywhere except while typing (spec 5): this field until the full bar
 * is in (the focus then loads it), the full bar's own field after.
 * Nothing here reads window, document or storage during render.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { isTypingTarget } from '../config/keyboard';
import { isDrawn } from '../design-system/is-drawn';
import { createLazyPart } from '../lib/lazy-part';
import { useDesignSystemMessages } from '../design-system/provider';
import { VisuallyHidden } from '../design-system/visually-hidden';
import { useLocationState } from '../location';
import { SearchIcon } from './icons';
import type { FullSearchBarProps, SearchBarProps, SearchHandOver } from './search-bar-types';
import { Field, IconSlot, Input, LocationSlot, Root } from './search-bar.styles';
import { watchSearchHash } from './search-hash';

const FullSearchPart = createLazyPart<FullSearchBarProps>({
  name: 'the search bar',
  load: () => import(/* webpackChunkName: "search-bar" */ './search-bar-full'),
});

export interface DeferredSearchBarProps extends SearchBarProps {
  /** Where the full bar comes from (tests pass one that waits or fails); default its own chunk. */
  part?: typeof FullSearchPart;
}

export function SearchBar({ part: Part = FullSearchPart, ...props }: DeferredSearchBarProps) {
  const messages = useDesignSystemMessages();
  const { location } = useLocationState();
  /** The full bar is asked for (intent: pointer, touch, focus). */
  const [wanted, setWanted] = useState(false);
  /** The full bar is in the page: the first-render input is gone. */
  const [ready, setReady] = useState(false);
  /** Its chunk failed: the input is a plain field that submits to the discovery URL. */
  const [failed, setFailed] = useState(false);
  const inputId = `${useId()}-search`;
  // The first-render input is uncontrolled (no re-render per keystroke): the full bar reads its
  // text, focus and caret when it takes over, and whether Enter was pressed meanwhile.
  const inputRef = useRef<HTMLInputElement>(null);
  const entered = useRef(false);
  const locationSlotRef = useRef<HTMLDivElement>(null);
  /** The pointer over the field, a touch or a press: the full bar loads (after a failure, focus retries). */
  const wantOnPointer = () => {
    if (!failed) setWanted(true);
  };

  // Spec 5 shortcut rule until the full bar (which has its own) is in: `/` focuses this field, from
  // anywhere but a field the visitor types in, when the layout shows it (not the desktop bar in a
  // phone's header).
  useEffect(() => {
    const doc = inputRef.current?.ownerDocument;
    if (!doc || ready) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target) || !isDrawn(inputRef.current)) return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [ready]);

  // `#search` (a page loaded with it, Forward to it) is intent, until the full bar is in and follows
  // the hash itself: this field takes the focus where the layout shows it, which loads the full bar,
  // and the full bar opens the search (spec 4: the overlay opens via the URL hash). Not in the
  // takeover, which follows the hash itself.
  const { environment, layout } = props;
  useEffect(() => {
    const input = inputRef.current;
    if (!input || ready || layout === 'takeover') return undefined;
    return watchSearchHash(environment?.history, () => {
      if (isDrawn(input)) input.focus();
    });
  }, [ready, layout, environment]);

  const getHandOver = (): SearchHandOver => {
    const input = inputRef.current;
    return {
      text: input?.value ?? '',
      focused: !!input && input.ownerDocument.activeElement === input,
      selectionStart: input?.selectionStart ?? null,
      selectionEnd: input?.selectionEnd ?? null,
      entered: entered.current,
    };
  };

  return (
    <>
      {!ready && (
        <Root
          role="search"
          onPointerEnter={wantOnPointer}
          onPointerDown={wantOnPointer}
          onTouchStart={wantOnPointer}
          onSubmit={(event) => {
            event.preventDefault();
            const text = inputRef.current?.value ?? '';
            if (failed) {
              // Loaded only after a failure: the discovery URL builder and its taxonomy stay out of the first render.
              void import('./fallback-search').then(({ runFallbackSearch }) =>
                runFallbackSearch({ ...props, text, location }),
              );
            } else {
              entered.current = true;
              setWanted(true);
            }
          }}
        >
          <VisuallyHidden as="label" htmlFor={inputId}>
            {messages.searchEvents}
          </VisuallyHidden>
          <Field>
            <IconSlot>
              <SearchIcon />
            </IconSlot>
            <Input
              ref={inputRef}
              id={inputId}
              type="text"
              role="combobox"
              aria-expanded={false}
              aria-autocomplete="list"
              autoComplete="off"
              enterKeyHint="search"
              placeholder={messages.searchEvents}
              defaultValue={props.defaultText}
              onFocus={() => {
                if (failed) {
                  Part.retry();
                  setFailed(false);
                }
                setWanted(true);
              }}
              onKeyDown={(event) => {
                // The Enter that ends an IME composition confirms text; it must not submit.
                if (event.key === 'Enter' && (event.nativeEvent.isComposing || event.keyCode === 229)) {
                  event.preventDefault();
                }
              }}
            />
          </Field>
        </Root>
      )}
      {wanted && !failed && (
        <Part
          {...props}
          getHandOver={getHandOver}
          locationSlot={locationSlotRef}
          onReady={() => setReady(true)}
          onError={() => setFailed(true)}
        />
      )}
      {/* Outside the form: the picker stays mounted (its focus and text) when the full bar takes over. */}
      {props.locationControl !== undefined && (
        <LocationSlot ref={locationSlotRef}>{props.locationControl}</LocationSlot>
      )}
    </>
  );
}
