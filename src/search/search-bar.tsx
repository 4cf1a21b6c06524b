/**
 * SearchBar as the Header and the exposed module render it, with the combobox (downshift, axios,
 * TanStack Query, the dropdown) out of the first render:
 * - first render: a plain `<form role="search">` whose input already is the combobox "Search
 *   events" in the final look, so nothing moves or changes name when the full bar arrives;
 * - the full bar (search-bar-full.tsx) loads on intent: the pointer over the field, a touch or a
 *   press on it, or focus (Tab, `/`), and takes over the typed text, the focus and caret and an
 *   Enter already pressed (FieldHandOver). Not on idle: a visitor who never uses the search
 *   downloads none of it (the home page fetched 149 KiB of remote JS before the network
 *   was idle, 34 KiB of it the full search and picker);
 * - if its chunk fails (or the full bar throws while rendering), the input stays a plain field whose
 *   Enter navigates to the discovery URL for the typed text in the current place (buildDiscoveryUrl),
 *   through the host's router when it gave one. The next focus or press tries the full bar again.
 * `/` focuses the search from anywhere except while typing (product validation rules): this field until the full bar
 * is in (the focus then loads it), the full bar's own field after.
 * Nothing here reads window, document or storage during render.
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { ComboboxField, type FieldHandOver } from '../design-system/combobox-field';
import { isDrawn } from '../design-system/is-drawn';
import { createLazyModule, useLazyFailure, useLazyModule, type LazyModule } from '../lib/lazy-module';
import { LazyPartBoundary } from '../lib/lazy-part';
import { useLatestRef } from '../lib/use-latest-ref';
import { useDesignSystemMessages } from '../design-system/provider';
import { useLocationState } from '../location';
import { SearchIcon } from './icons';
import type { FullSearchBarProps, SearchBarProps } from './search-bar-types';
import { LocationSlot, Root } from './search-bar.styles';
import { watchSearchHash } from './search-hash';

export type FullSearchBarComponent = ComponentType<FullSearchBarProps>;

/** The full bar's chunk, shared by every search bar on the page. */
const fullSearchBar: LazyModule<FullSearchBarComponent> = createLazyModule(
  () => import(/* webpackChunkName: "search-bar" */ './search-bar-full').then((module) => module.default),
  'the search bar',
);

export interface DeferredSearchBarProps extends SearchBarProps {
  /** Where the full bar comes from (tests pass one that waits or fails); default its own chunk. */
  part?: LazyModule<FullSearchBarComponent>;
}

export function SearchBar({ part = fullSearchBar, ...props }: DeferredSearchBarProps) {
  const messages = useDesignSystemMessages();
  const { location } = useLocationState();
  const Full = useLazyModule(part);
  /** The full bar threw while rendering. */
  const [broken, setBroken] = useState(false);
  /** Its chunk failed or it broke: the input is a plain field that submits to the discovery URL. */
  const failed = !!useLazyFailure(part) || broken;
  /**
   * The full bar is in the page: the first-render input is gone, or never was (the full bar was in
   * before this bar's first render, as in a takeover opened after the desktop bar loaded it; a
   * hydration's first render sees no full bar, as the server did).
   */
  const [ready, setReady] = useState(Full !== undefined);
  // The first-render input is uncontrolled (no re-render per keystroke): the full bar reads its
  // text, focus and caret when it takes over, and whether Enter was pressed meanwhile.
  const inputRef = useRef<HTMLInputElement>(null);
  const entered = useRef(false);
  const locationSlotRef = useRef<HTMLDivElement>(null);
  /** Focus or a press: the full bar loads; after a failure, they try again (the pointer passing over does not). */
  const load = () => void part.load();
  const search = () => {
    const text = inputRef.current?.value ?? '';
    // Loaded only after a failure: the discovery URL builder and its taxonomy stay out of the first render.
    void import('./fallback-search').then(({ runFallbackSearch }) => runFallbackSearch({ ...props, text, location }));
  };
  // An Enter pressed while the full bar was on its way, which then failed: the plain field runs it.
  const searchRef = useLatestRef(search);
  useEffect(() => {
    if (!failed || !entered.current) return;
    entered.current = false;
    searchRef.current();
  }, [failed, searchRef]);

  // `#search` (a page loaded with it, Forward to it) is intent, until the full bar is in and follows
  // the hash itself: this field takes the focus where the layout shows it, which loads the full bar,
  // and the full bar opens the search (product states: the overlay opens via the URL hash). Not in the
  // takeover, which follows the hash itself.
  const { environment, layout } = props;
  useEffect(() => {
    const input = inputRef.current;
    if (!input || ready || layout === 'takeover') return undefined;
    return watchSearchHash(environment?.history, () => {
      if (isDrawn(input)) input.focus();
    });
  }, [ready, layout, environment]);

  const getHandOver = (): FieldHandOver => {
    const input = inputRef.current;
    return {
      // No input yet when the full bar was in before the first render: the text it would have started with.
      text: input ? input.value : (props.defaultText ?? ''),
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
          onPointerDown={load}
          onTouchStart={part.prefetch}
          onSubmit={(event) => {
            event.preventDefault();
            if (failed) {
              search();
            } else {
              entered.current = true;
              load();
            }
          }}
        >
          <ComboboxField
            label={messages.searchEvents}
            icon={<SearchIcon />}
            inputRef={inputRef}
            slashFocuses
            onIntent={part.prefetch}
            enterKeyHint="search"
            defaultValue={props.defaultText}
            onFocus={load}
          />
        </Root>
      )}
      {Full && !broken && (
        <LazyPartBoundary
          name={part.name}
          fallback={null}
          onError={() => {
            setBroken(true);
            setReady(false);
          }}
        >
          {/* The loaded bar is the part's one module-level value, the same on every render: never remounted. */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          <Full {...props} getHandOver={getHandOver} locationSlot={locationSlotRef} onReady={() => setReady(true)} />
        </LazyPartBoundary>
      )}
      {/* Outside the form: the picker stays mounted (its focus and text) when the full bar takes over. */}
      {props.locationControl !== undefined && (
        <LocationSlot ref={locationSlotRef}>{props.locationControl}</LocationSlot>
      )}
    </>
  );
}
