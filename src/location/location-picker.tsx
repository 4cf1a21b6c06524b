/**
 * LocationPicker as the Header and the exposed modules render it (the pair is named as the search's:
 * this shell in location-picker.tsx, the full picker in location-picker-full.tsx), with the combobox
 * behaviour (downshift and the picker's own logic) out of the first render:
 * - first render: a plain input that already is the combobox "Choose a location" showing the
 *   current place (or "Finding location..."), in the picker's own look, so nothing moves or changes
 *   name when the full picker arrives;
 * - the full picker loads on intent (the pointer over the field, a touch, a press, or focus), not
 *   when the browser is idle, so a visitor who never changes place downloads none of it, and takes
 *   over with what the visitor typed, the focus and an Enter already pressed (FieldHandOver);
 * - if its chunk cannot be loaded, the input stays a plain text field: typing changes only its own
 *   text, leaving it gives the place name back, the next focus tries the load again. Nothing is
 *   picked, stored or sent from it.
 * The location on load (product states) starts here already, so the place shows without the full picker.
 */
import { useRef, useState, type ComponentType } from 'react';
import { ComboboxField } from '../design-system/combobox-field';
import { useDesignSystemMessages } from '../design-system/provider';
import { useIsomorphicLayoutEffect } from '../lib/use-isomorphic-layout-effect';
import { VisuallyHidden } from '../design-system/visually-hidden';
import { createLazyModule, useLazyModule, type LazyModule } from '../lib/lazy-module';
import { LazyPartBoundary } from '../lib/lazy-part';
import type { FullLocationPickerProps, LocationPickerProps } from './location-picker-full';
import { PinIcon } from './location-picker-icons';
import { Root } from './location-picker.styles';
import { getPlaceLabel } from './place';
import { usePickerPlace } from './use-picker-place';

export type FullLocationPickerComponent = ComponentType<FullLocationPickerProps>;

/** The full picker's chunk, shared by every picker on the page. */
const fullPicker: LazyModule<FullLocationPickerComponent> = createLazyModule(
  () =>
    import(/* webpackChunkName: "location-picker" */ './location-picker-full').then(
      (module) => module.FullLocationPicker,
    ),
  'the location picker',
);

export interface DeferredLocationPickerProps extends LocationPickerProps {
  /** Where the full picker comes from (tests pass one that waits or fails); default its own chunk. */
  part?: LazyModule<FullLocationPickerComponent>;
}

export function LocationPicker({ part = fullPicker, ...props }: DeferredLocationPickerProps) {
  const Picker = useLazyModule(part);
  const { state, place } = usePickerPlace(props);
  const messages = useDesignSystemMessages();
  /** Typed before the full picker arrived; null while the input shows the place. */
  const [typed, setTyped] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  /** Enter was pressed on the typed text: the full picker picks the first suggestion when it arrives. */
  const [entered, setEntered] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  /** Focus or a press: the full picker loads; after a failure, they try again (the pointer passing over does not). */
  const load = () => void part.load();

  const shown = typed ?? (state.isWaiting ? messages.findingLocation : getPlaceLabel(place, messages));
  // As in the full picker: a place that arrives under the focus is selected, so typing replaces it.
  const shownPlace = typed === null ? shown : null;
  useIsomorphicLayoutEffect(() => {
    const input = inputRef.current;
    if (shownPlace !== null && input && input.ownerDocument.activeElement === input) input.select();
  }, [shownPlace]);

  const plainField = (
    <Root onPointerDown={load} onTouchStart={part.prefetch}>
      <ComboboxField
        label={messages.chooseLocation}
        icon={<PinIcon />}
        inputRef={inputRef}
        onIntent={part.prefetch}
        aria-busy={state.isWaiting || undefined}
        value={shown}
        onFocus={(event) => {
          setFocused(true);
          // Typing replaces the shown place name, as in the full picker.
          event.currentTarget.select();
          load();
        }}
        onChange={(event) => {
          // As typed: the full picker, which loads on this focus and takes the text over, strips
          // control characters (product validation rules); the first render stays lean (its byte budget).
          setTyped(event.currentTarget.value);
          setEntered(false);
        }}
        onBlur={() => {
          setFocused(false);
          setTyped(null);
          setEntered(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setTyped(null);
            setEntered(false);
          } else if (event.key === 'Enter' && typed?.trim()) {
            setEntered(true);
          }
        }}
      />
      <VisuallyHidden role="status">{state.isWaiting ? messages.findingLocation : ''}</VisuallyHidden>
    </Root>
  );
  if (!Picker) return plainField;
  // The loaded component is the part's one module-level value, the same on every render, so it
  // is never remounted (what this rule guards against); React.lazy would instead suspend once and
  // swap in a fallback, losing the field's focus at the moment the visitor gives it.
  // A picker that throws while rendering falls back to the plain field, never taking the header along.
  return (
    <LazyPartBoundary name="the location picker" fallback={plainField} onError={ignoreRenderError}>
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Picker {...props} handOver={{ text: typed, focused, selectionStart: null, selectionEnd: null, entered }} />
    </LazyPartBoundary>
  );
}

/** The boundary logs the error itself; the plain field needs nothing else. */
function ignoreRenderError() {}
