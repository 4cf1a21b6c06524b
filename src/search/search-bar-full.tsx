/**
 * The full SearchBar: downshift's `useCombobox` following the APG combobox pattern (focus stays in
 * the input, `aria-activedescendant`, named options, Down/Up wrap), with spec 4's dropdown and
 * overlay rules, spec 5's history, autosuggest and shortcut rules, and the IME and announcement
 * rules of issue 10. Loaded on intent: pointer, touch or focus (search-bar.tsx); it takes
 * over the text, focus, caret and a pending Enter from the first-render input. The requests and
 * what the dropdown shows: use-search-content.ts.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
} from 'react';
import { TAKEOVER_GAP_PX } from './search-bar.styles';
import { isTypingTarget } from '../config/keyboard';
import { useDesignSystemMessages } from '../design-system/provider';
import { Overlay } from '../design-system/overlay';
import { useFitToWindow } from '../design-system/use-fit-to-window';
import { VisuallyHidden } from '../design-system/visually-hidden';
import { formatCount, formatMessage, type Messages } from '../i18n/messages';
import { getNameFromSlug, toDiscoveryLocation, toStoredLocation, useLocationState } from '../location';
import type { StoredLocation } from '../storage/location-cookie';
import type { DropdownItem } from './dropdown-content';
import { buildHighlightPattern, getHighlightParts } from './highlight';
import { CloseIcon } from './close-icon';
import { SearchIcon } from './icons';
import { getChipLabel as chipLabel } from './chip-label';
import { understandQuery } from './query-understanding';
import { clearRecentSearches, getRecentSearches, type RecentSearch } from './recent-searches';
import { runSearch, storedToDiscoveryLocation } from './run-search';
import { useCloseOverlayOnPick } from './use-close-on-pick';
import type { FullSearchBarProps } from './search-bar-types';
import { Field, IconSlot, Input, Root } from './search-bar.styles';
import {
  Chip,
  ChipList,
  ChipRemove,
  ChipText,
  ClearButton,
  ErrorText,
  List,
  Option,
  OptionPlace,
  Panel,
  PanelHeader,
} from './search-dropdown.styles';
import { resolveSearchEnvironment, type SearchEnvironment } from './search-environment';
import { getPageSearchQueryClient } from './search-queries';
import { useOverlayHash } from './use-overlay-hash';
import { useSearchContent } from './use-search-content';
import { useSettledText } from './use-settled-text';

/**
 * How long the suggestion count waits before it is announced: a screen reader hears the count
 * once typing pauses, not once per answer. Not a spec number: a project choice.
 */
export const ANNOUNCE_DELAY_MS = 700;

function storedPlaceLabel(stored: StoredLocation, messages: Messages): string {
  return stored.isOnline ? messages.onlineLocation : getNameFromSlug(stored.slug);
}

export default function FullSearchBar(props: FullSearchBarProps) {
  const own = props.queryClient ?? getPageSearchQueryClient();
  return (
    <QueryClientProvider client={own}>
      <SearchCombobox {...props} />
    </QueryClientProvider>
  );
}

function SearchCombobox({
  getHandOver,
  onReady,
  serverUrl = '',
  localeInfo,
  navigate,
  onSearch,
  track,
  environment: overrides,
  locationSlot,
  layout = 'inline',
  focusOnMount = false,
  beforeSearch,
}: FullSearchBarProps) {
  const messages = useDesignSystemMessages();
  // Built on first use from handlers and effects: rendering never reads the window.
  const getEnvironment = useMemo(() => {
    let environment: SearchEnvironment | null = null;
    return () => (environment ??= resolveSearchEnvironment(overrides));
  }, [overrides]);
  const { location } = useLocationState();

  const [handOver] = useState(getHandOver);
  const [text, setText] = useState(handOver.text);
  const [literal, setLiteral] = useState<ReadonlySet<string>>(() => new Set());
  const [isOpen, setIsOpen] = useState(false);
  const [composing, setComposing] = useState(false);
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  /** An Enter pressed in the first-render input, still to run. */
  const pendingEnter = useRef(handOver.entered);
  const rootRef = useRef<HTMLFormElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const takeover = layout === 'takeover';
  // downshift keeps its own ref on the input; handlers and effects find it in the form.
  const getInput = () => rootRef.current?.querySelector<HTMLInputElement>('input[role="combobox"]') ?? null;
  const overlay = useOverlayHash(getEnvironment, () => setIsOpen(false));

  const content = useSearchContent({
    text,
    composing,
    isOpen,
    recent,
    place: location,
    serverUrl,
    httpAdapter: overrides?.httpAdapter,
  });
  const items = content.items;

  const stored = location ? toStoredLocation(location) : null;
  const run = (runText: string, where: StoredLocation | null = stored) => {
    const environment = getEnvironment();
    setIsOpen(false);
    // The navigation waits for Back over the overlay's hash entry: run at once, that Back would
    // land after the host's pushState and undo it.
    const leave = (go: () => void) => (beforeSearch ? (overlay.close(), beforeSearch(go)) : overlay.close(go));
    leave(() =>
      runSearch({
        text: runText,
        literal: runText === text ? literal : undefined,
        location: where ? storedToDiscoveryLocation(where) : location ? toDiscoveryLocation(location) : {},
        stored: where,
        serverUrl,
        localeInfo,
        environment,
        navigate,
        onSearch,
        track,
      }),
    );
  };

  const open = () => {
    setRecent(getRecentSearches(getEnvironment().storage));
    setIsOpen(true);
    if (!takeover) overlay.open();
  };

  const close = (withOverlay: boolean) => {
    setIsOpen(false);
    if (withOverlay) overlay.close();
  };

  const stateReducer = (
    state: UseComboboxState<DropdownItem>,
    { type, changes }: UseComboboxStateChangeOptions<DropdownItem>,
  ): Partial<UseComboboxState<DropdownItem>> => {
    switch (type) {
      // Focus and outside clicks are this component's (spec 4 has two kinds of outside click);
      // downshift's blur would also pick the highlighted item.
      case useCombobox.stateChangeTypes.InputBlur:
        return { ...changes, isOpen: state.isOpen, selectedItem: state.selectedItem, inputValue: state.inputValue };
      case useCombobox.stateChangeTypes.InputClick:
        return { ...changes, isOpen: true };
      default:
        return changes;
    }
  };

  const { getInputProps, getMenuProps, getItemProps, getLabelProps, highlightedIndex } = useCombobox<DropdownItem>({
    items,
    itemToString: (item) => item?.text ?? '',
    inputValue: text,
    isOpen,
    selectedItem: null,
    stateReducer,
    onIsOpenChange: ({ isOpen: next, type }) => {
      if (next) open();
      else if (type !== useCombobox.stateChangeTypes.InputBlur) setIsOpen(false);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      setText(selectedItem.text);
      run(selectedItem.text, selectedItem.place ?? stored);
    },
  });

  // Take over from the first-render input: focus and caret as they were, then the shell goes.
  useLayoutEffect(() => {
    const input = getInput();
    if (input && (handOver.focused || focusOnMount)) {
      input.focus();
      if (handOver.selectionStart !== null) {
        input.setSelectionRange(handOver.selectionStart, handOver.selectionEnd ?? handOver.selectionStart);
      }
    }
    onReady();
    // Once, on arrival: later hand-over values belong to a shell that is gone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // An Enter pressed in the first-render input runs as soon as a location is known.
  useEffect(() => {
    if (!pendingEnter.current || !location) return;
    pendingEnter.current = false;
    run(text);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, when a location is known
  }, [location]);

  // Spec 4 outside clicks: the location control or the overlay close only the dropdown; any other
  // click outside the search closes dropdown and overlay.
  useEffect(() => {
    if (!isOpen && !overlay.isOpen) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || rootRef.current?.contains(target)) return;
      if (locationSlot?.current?.contains(target) || overlayRef.current?.contains(target)) setIsOpen(false);
      else close(true);
    };
    const doc = rootRef.current?.ownerDocument;
    doc?.addEventListener('pointerdown', onPointerDown, true);
    return () => doc?.removeEventListener('pointerdown', onPointerDown, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- close only reads setters and the overlay
  }, [isOpen, overlay.isOpen]);

  // A place picked while the overlay is open closes dropdown and overlay at 660 px and up (spec 9).
  useCloseOverlayOnPick(overlay.isOpen, () => close(true), rootRef);

  // Spec 5 shortcut rule: `/` focuses the search from anywhere, except while typing.
  useEffect(() => {
    const doc = rootRef.current?.ownerDocument;
    if (!doc || takeover) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      getInput()?.focus();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [takeover]);

  const understanding = understandQuery(text, literal);
  const pattern = buildHighlightPattern(content.section === 'suggestions' ? text : '');
  const count = isOpen && content.section === 'suggestions' && !content.loading ? items.length : -1;
  const announcement = useSettledText(
    count > 0 ? formatCount(messages.searchSuggestionCount, count, localeInfo?.locale ?? 'en_US') : '',
    ANNOUNCE_DELAY_MS,
    '',
  );
  const inputId = `${useId()}-search`;
  const sectionLabel =
    content.section === 'recent'
      ? messages.recentSearches
      : content.section === 'trending'
        ? messages.trendingSearches
        : messages.searchSuggestions;
  const panelVisible = isOpen && (items.length > 0 || content.failed || content.canClear);
  // The list ends inside the window and scrolls (issue 18). In the takeover it flows above the location
  // field, which keeps its room under it: a long list never pushes the place out of reach.
  useFitToWindow(() => rootRef.current?.querySelector<HTMLElement>('[role="listbox"]') ?? null, {
    active: panelVisible,
    reserveBelow: () => (takeover ? (locationSlot?.current?.getBoundingClientRect().height ?? 0) + TAKEOVER_GAP_PX : 0),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const native = event.nativeEvent as globalThis.KeyboardEvent & { preventDownshiftDefault?: boolean };
    // The Enter that ends an IME composition has isComposing true and keyCode 229: it confirms
    // the composed text and must neither pick nor submit.
    if (composing || native.isComposing || native.keyCode === 229) {
      native.preventDownshiftDefault = true;
      if (event.key === 'Enter') event.preventDefault();
      return;
    }
    if (event.key === 'Enter' && highlightedIndex < 0) {
      // Enter on free text submits it (downshift would swallow it while the list is open).
      native.preventDownshiftDefault = true;
      event.preventDefault();
      run(text);
      return;
    }
    if (event.key === 'Escape') {
      native.preventDownshiftDefault = true;
      // Spec: Escape clears, then closes. In the takeover the second Escape is left to its dialog,
      // which closes on it.
      if (text !== '') {
        event.preventDefault();
        setText('');
        setLiteral(new Set());
      } else {
        if (!takeover) event.preventDefault();
        close(true);
      }
    }
  };

  return (
    <>
      {overlay.isOpen && !takeover && (
        <div ref={overlayRef}>
          <Overlay onClick={() => setIsOpen(false)} />
        </div>
      )}
      <Root
        ref={rootRef}
        role="search"
        $raised={overlay.isOpen && !takeover}
        onSubmit={(event) => {
          event.preventDefault();
          if (composing) return;
          run(text);
        }}
        onBlur={(event) => {
          const next = event.relatedTarget as Node | null;
          if (!next || rootRef.current?.contains(next)) return;
          // Focus moving to the location control keeps the overlay (the takeover's second field).
          close(!locationSlot?.current?.contains(next));
        }}
      >
        <VisuallyHidden as="label" {...getLabelProps({ htmlFor: inputId })}>
          {messages.searchEvents}
        </VisuallyHidden>
        <Field>
          <IconSlot>
            <SearchIcon />
          </IconSlot>
          {understanding.chips.length > 0 && (
            <ChipList aria-label={messages.searchRefinements}>
              {understanding.chips.map((chip) => {
                const label = chipLabel(chip, messages);
                return (
                  <Chip key={chip.phrase} title={label}>
                    <ChipText>{label}</ChipText>
                    <ChipRemove
                      type="button"
                      aria-label={formatMessage(messages.removeRefinement, { label })}
                      onClick={() => {
                        setLiteral((previous) => new Set([...previous, chip.phrase]));
                        getInput()?.focus();
                      }}
                    >
                      <CloseIcon />
                    </ChipRemove>
                  </Chip>
                );
              })}
            </ChipList>
          )}
          <Input
            {...getInputProps({
              id: inputId,
              type: 'text',
              placeholder: messages.searchEvents,
              autoComplete: 'off',
              enterKeyHint: 'search',
              onFocus: () => {
                if (!isOpen) open();
              },
              // The text is set in the event itself: downshift reports input changes after its render,
              // and a controlled input updated that late drops keys typed in between.
              onChange: (event: ChangeEvent<HTMLInputElement>) => {
                setText(event.currentTarget.value);
                if (!isOpen) open();
              },
              onKeyDown,
              onCompositionStart: () => setComposing(true),
              onCompositionEnd: (event) => {
                setComposing(false);
                setText(event.currentTarget.value);
              },
            })}
          />
        </Field>
        <Panel $inline={takeover} hidden={!panelVisible}>
          {panelVisible && content.section !== 'suggestions' && (
            <PanelHeader>
              <span aria-hidden="true">{sectionLabel}</span>
              {content.canClear && (
                <ClearButton
                  type="button"
                  onClick={() => {
                    clearRecentSearches(getEnvironment().storage);
                    setRecent([]);
                    getInput()?.focus();
                  }}
                >
                  {messages.clearRecentSearches}
                </ClearButton>
              )}
            </PanelHeader>
          )}
          {isOpen && content.failed && <ErrorText role="alert">{messages.searchFailed}</ErrorText>}
          <List {...getMenuProps({ 'aria-label': sectionLabel })}>
            {isOpen &&
              items.map((item, index) => {
                const where = item.kind === 'recent' && item.place ? storedPlaceLabel(item.place, messages) : '';
                return (
                  <Option
                    key={item.id}
                    $highlighted={highlightedIndex === index}
                    {...getItemProps({
                      item,
                      index,
                      'aria-label': where
                        ? formatMessage(messages.recentSearchIn, { text: item.text, place: where })
                        : undefined,
                    })}
                  >
                    <span>
                      {getHighlightParts(item.text, pattern).map((part, i) =>
                        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
                      )}
                    </span>
                    {where && <OptionPlace aria-hidden="true">{where}</OptionPlace>}
                  </Option>
                );
              })}
          </List>
        </Panel>
        <VisuallyHidden role="status" aria-live="polite">
          {content.loading && isOpen ? messages.searchLoading : announcement}
        </VisuallyHidden>
      </Root>
    </>
  );
}
