/**
 * The LocationPicker's behaviour (WAI-ARIA APG combobox with a listbox popup, on downshift's
 * `useCombobox`), returning prop getters for the view:
 * - the input shows the current place's name until the visitor types; on focus its text is
 *   selected, the list opens, and typing replaces it;
 * - empty text lists "Use my current location" then the recent places (at most 5); typed text
 *   lists suggestions after the 250 ms debounce (product validation rules), through the one type-ahead pipeline
 *   (src/lib/use-type-ahead-query.ts, the search's too): a query per text and point on the page's
 *   query client, whose abort signal reaches axios, so a keystroke aborts the request it supersedes;
 * - Down/Up move and wrap, Enter picks the highlighted option; Enter with nothing highlighted picks
 *   the first suggestion, fetching at once when suggestions are still pending (product validation rules);
 * - Escape closes an open list and keeps the typed text; the next one gives the input back its place
 *   name; Left, Right, Home and End return from an option to the text (combobox-keys.ts, the APG rules
 *   the search shares);
 * - Tab and outside clicks close the list and give the input back its place name. Unlike
 *   downshift's default, leaving the field (Tab) does not pick the highlighted option: picking
 *   writes a cookie and may close the search overlay, too much for a key that means "move on";
 * - failures show their product error catalogue text (product states and error catalogue).
 * The shared location comes from the store (`useLocationState`); network work is in
 * `location-services`, imported on first focus. The query client comes from a QueryClientProvider
 * (location-picker-full.tsx).
 */
import { isCancelledError, keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { useRef, useState, type ChangeEvent, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { LocationSuggestion } from '../api/place-suggestions';
import { LOCATION_DEBOUNCE_MS } from '../config/constants';
import type { FieldHandOver } from '../design-system/combobox-field';
import { getEscapeStep, returnToText } from '../design-system/combobox-keys';
import { useDesignSystemMessages } from '../design-system/provider';
import { useIsomorphicLayoutEffect } from '../lib/use-isomorphic-layout-effect';
import { useLatestRef } from '../lib/use-latest-ref';
import { sanitizeField, sanitizeText } from '../lib/sanitize-text';
import { useTypeAheadQuery } from '../lib/use-type-ahead-query';
import type { Messages, TextMessageKey } from '../i18n/messages';
import { getRecentLocations, type RecentLocationItem } from '../storage/recent-locations';
import type { LocateResult } from './geolocation';
import type { LocationContextValue } from './location-context';
import { createLocationStore } from './location-store';
import { getPlaceLabel } from './place';
import { rememberPick } from './remember-pick';
import type { LatLng, LocationErrorCode, PickableSuggestion, Place } from './types';
import { usePickerPlace, type PickerPlaceOptions } from './use-picker-place';

/** One option of the list. */
export type LocationPickerItem =
  | { kind: 'current-location' }
  | { kind: 'recent'; suggestion: RecentLocationItem }
  | { kind: 'suggestion'; suggestion: LocationSuggestion };

export interface UseLocationPickerOptions extends PickerPlaceOptions {
  /** Called with each place picked or found (suggestion, recent place or current location). */
  onChange?: (place: Place) => void;
}

/** The product error catalogue text of each failure. */
export const LOCATION_ERROR_MESSAGES: Record<LocationErrorCode, TextMessageKey> = {
  permissionDenied: 'locationPermissionDenied',
  positionUnavailable: 'locationUnavailable',
  unresolved: 'locationUnresolved',
  lookupFailed: 'locationLookupFailed',
  noResults: 'locationNoResults',
};

const { stateChangeTypes } = useCombobox;

function itemKey(item: LocationPickerItem | null): string {
  if (!item) return '';
  return item.kind === 'current-location' ? 'current-location' : `${item.kind}:${item.suggestion.value}`;
}

/** The option's plain text (downshift's itemToString). */
export function getItemText(item: LocationPickerItem | null, messages: Pick<Messages, 'useMyCurrentLocation'>): string {
  if (!item) return '';
  return item.kind === 'current-location' ? messages.useMyCurrentLocation : item.suggestion.content;
}

/** The current place's coordinates, when known: suggestions near them come first (product validation rules). */
function getNearPoint(place: Place | null): LatLng | null {
  return place && place.latitude !== null && place.longitude !== null
    ? { lat: place.latitude, lng: place.longitude }
    : null;
}

/**
 * The place suggestions for typed text near a point, as one query (one key, one fetcher) for the
 * type-ahead and for Enter (`fetchQuery`). Blank text's answer is none, without a request (product validation rules).
 * The fetcher hands TanStack Query's signal to axios: the query's cancel aborts the request.
 */
function placeSuggestionsQuery(context: LocationContextValue, text: string, near: LatLng | null) {
  const input = text.trim();
  return {
    queryKey: ['places', 'suggestions', input, near?.lat ?? null, near?.lng ?? null] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<LocationSuggestion[]> => {
      if (input === '') return [];
      const services = await context.getServices();
      return services.getSuggestions(input, near, signal);
    },
  };
}

function reduceState(
  state: UseComboboxState<LocationPickerItem>,
  { type, changes }: UseComboboxStateChangeOptions<LocationPickerItem>,
): Partial<UseComboboxState<LocationPickerItem>> {
  switch (type) {
    // Focus opens the list; the click that brought focus must not toggle it shut again.
    case stateChangeTypes.InputClick:
      return { ...changes, isOpen: true };
    // Leaving the field (Tab, outside click) closes without picking (see the file comment).
    case stateChangeTypes.InputBlur:
      return { ...changes, selectedItem: state.selectedItem };
    default:
      return changes;
  }
}

export function useLocationPicker(options: UseLocationPickerOptions = {}, handOver?: FieldHandOver) {
  const { context, store, state, isControlled, place } = usePickerPlace(options);
  const messages = useDesignSystemMessages();
  const queryClient = useQueryClient();

  // What the first-render input had when this picker replaced it (see FieldHandOver): read once.
  const [initial] = useState(() => handOver ?? null);
  /** The typed text; null while the input shows the place (not being edited). */
  // The product validation rules: the first-render field hands over its text as typed; control characters go here.
  const [query, setQuery] = useState<string | null>(initial?.text == null ? null : sanitizeText(initial.text));
  const [recents, setRecents] = useState<RecentLocationItem[]>([]);
  const [error, setError] = useState<LocationErrorCode | null>(null);
  const [menuWanted, setMenuWanted] = useState(initial?.focused ?? false);
  /** A pick is being resolved (the store's waiting flag covers load and geolocation). */
  const [finding, setFinding] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const optionsRef = useLatestRef(options);

  const text = query ?? '';
  const near = getNearPoint(state.location);
  // The handed-over text counts as settled: the visitor typed it while the picker loaded.
  const { query: suggestions, settled } = useTypeAheadQuery({
    ...placeSuggestionsQuery(context, text, near),
    text,
    delayMs: LOCATION_DEBOUNCE_MS,
    // While the next answer loads, the list keeps the last one (emptied text's being none), so it
    // neither closes nor empties at each keystroke.
    placeholderData: keepPreviousData,
  });

  // What an answer means for the message, taken in when it arrives (React's "adjusting state when a
  // value changes", during render):
  // - the product error catalogue's zero-results text as soon as the answer for typed text is empty, not only after
  //   Enter; the typed text stays so the visitor can correct it (Enter on it resets the field,
  //   below). Any answer with places takes it away again (emptied text too: onChange);
  // - the product error catalogue: a suggestion failure shows its text and empties the input.
  const answer = settled && text.trim() !== '' && !suggestions.isPlaceholderData ? suggestions.data : undefined;
  const failed = settled && suggestions.isError;
  const [seen, setSeen] = useState<{ answer?: LocationSuggestion[]; failed: boolean }>({ failed: false });
  if (seen.answer !== answer || seen.failed !== failed) {
    setSeen({ answer, failed });
    if (answer !== undefined) {
      const none = answer.length === 0;
      setError((current) => (none ? 'noResults' : current === 'noResults' ? null : current));
    }
    if (failed) {
      setError('lookupFailed');
      setQuery('');
    }
  }

  // Taking over from the first-render input: focus stays in the field (the caret after what was
  // typed, asked for above); without typed text the focus handler selects the place name, as on
  // any focus. A layout effect: it runs in the same task that removed the first-render input, so
  // no keystroke can arrive while nothing has the focus (and get lost).
  useIsomorphicLayoutEffect(() => {
    const input = inputRef.current;
    if (!initial?.focused || !input) return;
    input.focus();
    if (initial.text !== null) input.setSelectionRange(initial.text.length, initial.text.length);
  }, [initial]);

  const items: LocationPickerItem[] =
    text.trim() === ''
      ? [
          { kind: 'current-location' },
          ...recents.map((suggestion): LocationPickerItem => ({ kind: 'recent', suggestion })),
        ]
      : (suggestions.data ?? []).map((suggestion): LocationPickerItem => ({ kind: 'suggestion', suggestion }));
  const isOpen = menuWanted && items.length > 0;
  const isWaiting = state.isWaiting || finding;
  const inputValue = query ?? (isWaiting ? messages.findingLocation : getPlaceLabel(place, messages));

  // The shown place can change under the focus (the location on load arriving after "Finding
  // location...", a pick in another picker): setting the new value drops the selection, and typing
  // would then add to the name instead of replacing it.
  const shownPlace = query === null ? inputValue : null;
  useIsomorphicLayoutEffect(() => {
    const input = inputRef.current;
    if (shownPlace !== null && input && input.ownerDocument.activeElement === input) input.select();
  }, [shownPlace]);

  // The query follows the text: leaving the typed text aborts its request in flight.
  const stopEditing = () => {
    setMenuWanted(false);
    setQuery(null);
  };

  const finishPick = (picked: Place, suggestion: PickableSuggestion | null) => {
    const env = context.getEnvironment();
    rememberPick(picked, suggestion, env);
    // The field usually keeps the focus after a pick, so the recent places read on focus would be
    // stale the next time the text is emptied.
    setRecents(getRecentLocations(env.storage));
    optionsRef.current.onChange?.(picked);
  };

  const pick = async (item: LocationPickerItem) => {
    stopEditing();
    setError(null);
    setFinding(true);
    try {
      if (item.kind === 'current-location') {
        // Uncontrolled, the flow runs on the shared store (product states: getCurrentLocation, then
        // setUserLocation). Controlled, the parent decides: the flow runs on a scratch store and
        // the place only goes out through onChange.
        const target = isControlled ? createLocationStore() : store;
        let result: LocateResult;
        try {
          const services = await context.getServices();
          result = await services.locateUser(target);
        } catch {
          result = { ok: false, error: 'unresolved' };
        }
        if (result.ok) finishPick(result.place, null);
        else setError(result.error);
        return;
      }
      const { suggestion } = item;
      let picked: Place;
      try {
        const services = await context.getServices();
        picked = await services.resolveSuggestion(suggestion);
        services.endSession();
      } catch {
        // The product error catalogue: a lookup failure shows its text and empties the input.
        setError('lookupFailed');
        setQuery('');
        return;
      }
      if (!isControlled) store.setLocation(picked, 'pick');
      finishPick(picked, suggestion);
    } finally {
      setFinding(false);
    }
  };

  /**
   * Enter with nothing highlighted: the first suggestion, fetched now if still pending (product validation rules):
   * the type-ahead's own query, so an answer in the cache or the request in flight is used.
   */
  const pickFirstSuggestion = async (typed: string) => {
    let results: LocationSuggestion[];
    try {
      results = await queryClient.fetchQuery(placeSuggestionsQuery(context, typed, near));
    } catch (error) {
      // A newer keystroke took over (TanStack aborted the request): there is nothing to pick.
      if (isCancelledError(error)) return;
      setError('lookupFailed');
      setQuery('');
      return;
    }
    const first = results[0];
    if (!first) {
      stopEditing();
      setError('noResults');
      setQuery('');
      return;
    }
    await pick({ kind: 'suggestion', suggestion: first });
  };

  // Enter pressed in the first-render input before this picker arrived: it picks now.
  const pickFirstRef = useLatestRef(pickFirstSuggestion);
  useIsomorphicLayoutEffect(() => {
    if (initial?.entered && initial.text !== null && initial.text.trim() !== '')
      void pickFirstRef.current(initial.text);
  }, [initial, pickFirstRef]);

  const combobox = useCombobox<LocationPickerItem>({
    items,
    itemToString: (item) => getItemText(item, messages),
    itemToKey: itemKey,
    inputValue,
    selectedItem: null,
    isOpen,
    stateReducer: reduceState,
    onStateChange: (changes) => {
      // Typed text is taken in onChange below, not here: downshift reports state changes from an
      // effect, after React has already put the old controlled value back into the field, so fast
      // typing (a paste, a quick typist, a test driver) lost characters between the two.
      if (changes.type === stateChangeTypes.InputChange) return;
      if (changes.isOpen === true) {
        setMenuWanted(true);
      } else if (changes.isOpen === false) {
        setMenuWanted(false);
      }
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) void pick(selectedItem);
    },
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    // The product validation rules: no control characters (the caret kept); not while an IME composes (writing the value
    // would end the composition): the next change after it cleans the whole text.
    const input = event.currentTarget;
    const typed = (event.nativeEvent as InputEvent).isComposing ? input.value : sanitizeField(input);
    setQuery(typed);
    // The zero-results text stays while the visitor types on, until an answer has places: taking it
    // away and putting it back at each keystroke would have it announced again and again. Emptied
    // text takes it away.
    setError((current) => (current === 'noResults' && typed.trim() !== '' ? current : null));
    setMenuWanted(true);
  };

  // WebKit (Safari) puts the caret where a focusing click lands on its mouseup, undoing the select() of the
  // focus before it: typing then went into the middle of the place name ("New Yosan frrk").
  const selectedOnFocus = useRef(false);
  const onFocus = (event: FocusEvent<HTMLInputElement>) => {
    const env = context.getEnvironment();
    setRecents(getRecentLocations(env.storage));
    setMenuWanted(true);
    // Typing replaces the shown place name (typed text handed over by the first-render input stays).
    if (query === null) {
      event.currentTarget.select();
      selectedOnFocus.current = true;
    }
    context.getServices().then(
      (services) => services.prepareSuggestions(),
      () => undefined,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (returnToText(event, combobox.highlightedIndex, combobox.setHighlightedIndex)) return;
    if (event.key === 'Escape') {
      // The APG rule (combobox-keys.ts): an open list closes and the typed text stays. The next Escape
      // clears the typed text, which here gives the field back its place (a field with no place would
      // say nothing while one is in use). Its default is not cancelled: a dialog around the picker
      // (the phone's search takeover) gets its `cancel`, so the first Escape closes the list, the next
      // one the dialog.
      const step = getEscapeStep(event, isOpen, query !== null);
      if (step === 'collapse') setMenuWanted(false);
      else if (step === 'clear') stopEditing();
      return;
    }
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const highlighted = isOpen && combobox.highlightedIndex >= 0;
    if (highlighted || text.trim() === '') return;
    // Ours, not downshift's: with nothing highlighted downshift would only close the list.
    (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    event.preventDefault();
    void pickFirstSuggestion(text);
  };

  const errorMessage = error ? messages[LOCATION_ERROR_MESSAGES[error]] : '';

  return {
    items,
    isOpen,
    highlightedIndex: combobox.highlightedIndex,
    getLabelProps: combobox.getLabelProps,
    getMenuProps: combobox.getMenuProps,
    getItemProps: combobox.getItemProps,
    /** Input props; pass `aria-describedby` of the message element. */
    getInputProps: (describedBy?: string) =>
      combobox.getInputProps({
        ref: inputRef,
        onChange,
        onFocus,
        onKeyDown,
        // Only the mouseup of the click that focused: later clicks place the caret as usual.
        onMouseUp: (event: MouseEvent<HTMLInputElement>) => {
          if (selectedOnFocus.current) event.preventDefault();
          selectedOnFocus.current = false;
        },
        onBlur: stopEditing,
        'aria-describedby': errorMessage && describedBy ? describedBy : undefined,
      }),
    place,
    isWaiting,
    errorMessage,
    messages,
  };
}

export type UseLocationPickerResult = ReturnType<typeof useLocationPicker>;
