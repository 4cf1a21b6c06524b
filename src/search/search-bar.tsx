/**
 * SearchBar as the Header and the exposed module render it, with the combobox (downshift, axios,
 * TanStack Query, the dropdown) out of the first render:
 * - first render: a plain `<form role="search">` whose input already is the combobox "Search
 *   events" in the final look, so nothing moves or changes name when the full bar arrives;
 * - the full bar (search-bar-full.tsx) loads through the shared lazy-part boundary on first focus or
 *   when the browser is idle, whichever comes first, and takes over the typed text, the focus and
 *   caret and an Enter already pressed;
 * - if its chunk fails, the input stays a plain field whose Enter navigates to the discovery URL
 *   for the typed text in the current place (buildDiscoveryUrl), through the host's router when it
 *   gave one. The next focus tries the full bar again.
 * `/` focuses the search from anywhere except while typing (spec 5), once the full bar is in (it
 * arrives at the first idle moment, so the first render carries no key listener).
 * Nothing here reads window, document or storage during render.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { isDrawn } from '../design-system/is-drawn';
import { createLazyPart } from '../lib/lazy-part';
import { useDesignSystemMessages } from '../design-system/provider';
import { VisuallyHidden } from '../design-system/visually-hidden';
import { useLocationContext, useLocationState } from '../location';
import { SearchIcon } from './icons';
import type { FullSearchBarProps, SearchBarProps, SearchHandOver } from './search-bar-types';
import { Field, IconSlot, Input, LocationSlot, Root } from './search-bar.styles';

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
  /** The full bar is asked for (focus or idle). */
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
  const context = useLocationContext();
  const ownIdle = props.environment?.whenIdle;

  useEffect(() => {
    if (wanted) return undefined;
    // The page's idle moment as the location picker waits for it (its environment, read here in an
    // effect): both full parts load together, from one idle callback each.
    const whenIdle = ownIdle ?? context.getEnvironment().whenIdle;
    // The layout CSS does not show (this bar in a phone's header) waits for a focus instead.
    return whenIdle(() => {
      if (isDrawn(inputRef.current)) setWanted(true);
    });
  }, [wanted, ownIdle, context]);

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
