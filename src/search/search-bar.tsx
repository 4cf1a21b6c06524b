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
 * `/` focuses the search from anywhere except while typing (spec 5), from the first render on.
 * Nothing here reads window, document or storage during render.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { isTypingTarget } from '../config/keyboard';
import { createLazyPart } from '../design-system/lazy-part';
import { useDesignSystemMessages } from '../design-system/provider';
import { VisuallyHidden } from '../design-system/visually-hidden';
import { toDiscoveryLocation, useLocationState } from '../location';
import { joinUrl } from '../routes/url';
import { SearchIcon } from './icons';
import type { FullSearchBarProps, SearchBarProps, SearchHandOver } from './search-bar-types';
import { Field, IconSlot, Input, LocationSlot, Root } from './search-bar.styles';
import { whenBrowserIdle } from './search-environment';

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
  const [handOver, setHandOver] = useState<SearchHandOver>({
    text: '',
    focused: false,
    selectionStart: null,
    selectionEnd: null,
    entered: false,
  });
  const inputId = `${useId()}-search`;
  const containerRef = useRef<HTMLDivElement>(null);
  const locationSlotRef = useRef<HTMLDivElement>(null);
  const idle = props.environment?.whenIdle ?? whenBrowserIdle;

  useEffect(() => {
    if (wanted) return undefined;
    return idle(() => setWanted(true));
  }, [wanted, idle]);

  // The takeover opens with the input focused (before the full bar, which keeps the focus).
  useEffect(() => {
    if (props.focusOnMount) containerRef.current?.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus();
    // Once, on mount: the takeover mounts a fresh bar each time it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Spec 5 shortcut rule, for the shell and the full bar alike.
  useEffect(() => {
    const doc = containerRef.current?.ownerDocument;
    if (!doc || props.layout === 'takeover') return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      const input = containerRef.current?.querySelector<HTMLInputElement>('input[role="combobox"]');
      if (!input) return;
      event.preventDefault();
      input.focus();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [props.layout]);

  const fallbackSearch = (text: string) => {
    const serverUrl = props.serverUrl ?? '';
    // Built only after a failure: the discovery URL builder and its taxonomy stay out of the first render.
    void import(/* webpackChunkName: "discovery-url" */ '../routes/discovery-url').then(({ buildDiscoveryUrl }) => {
      const path = buildDiscoveryUrl({
        location: location ? toDiscoveryLocation(location) : {},
        query: text,
        localeInfo: props.localeInfo,
      });
      const url = joinUrl(serverUrl, path);
      props.onSearch?.(url, text.trim());
      if (props.navigate) props.navigate(path);
      else window.location.assign(url);
    });
  };

  const shell = !ready && (
    <Root
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (failed) fallbackSearch(handOver.text);
        else setHandOver((previous) => ({ ...previous, entered: true }));
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
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={messages.searchEvents}
          value={handOver.text}
          onFocus={(event) => {
            const input = event.currentTarget;
            setHandOver((previous) => ({
              ...previous,
              focused: true,
              selectionStart: input.selectionStart,
              selectionEnd: input.selectionEnd,
            }));
            if (failed) {
              Part.retry();
              setFailed(false);
            }
            setWanted(true);
          }}
          onBlur={() => setHandOver((previous) => ({ ...previous, focused: false }))}
          onChange={(event) => {
            const input = event.currentTarget;
            setHandOver((previous) => ({
              ...previous,
              text: input.value,
              selectionStart: input.selectionStart,
              selectionEnd: input.selectionEnd,
              entered: false,
            }));
          }}
          onSelect={(event) => {
            const input = event.currentTarget;
            setHandOver((previous) =>
              previous.selectionStart === input.selectionStart && previous.selectionEnd === input.selectionEnd
                ? previous
                : { ...previous, selectionStart: input.selectionStart, selectionEnd: input.selectionEnd },
            );
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
  );

  return (
    <div ref={containerRef} style={{ display: 'contents' }}>
      {shell}
      {wanted && !failed && (
        <Part
          {...props}
          handOver={handOver}
          locationSlot={locationSlotRef}
          onReady={() => setReady(true)}
          onError={() => setFailed(true)}
        />
      )}
      {/* Outside the form: the picker stays mounted (its focus and text) when the full bar takes over. */}
      {props.locationControl !== undefined && (
        <LocationSlot ref={locationSlotRef}>{props.locationControl}</LocationSlot>
      )}
    </div>
  );
}
