/**
 * The full SearchBar's behaviour as a hook that returns state and prop getters, the way downshift's
 * own hooks do (STYLE.md "Splitting a component"); search-bar-full.tsx only lays them out.
 * Built on downshift's `useCombobox` following the APG combobox pattern (focus stays in the input,
 * `aria-activedescendant`, named options, Down/Up wrap), with the product states' dropdown and overlay rules,
 * the product validation rules' history and shortcut rules, and the rules that the Enter ending an IME
 * composition neither picks nor submits and that a screen reader hears the settled suggestion count. It takes over
 * the text, focus, caret and a pending Enter from the first-render input (search-bar.tsx).
 * The requests and what the dropdown shows live in use-search-content.ts.
 */
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type CompositionEvent,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { isTypingTarget } from '../config/keyboard';
import { getEscapeStep, returnToText } from '../design-system/combobox-keys';
import { isDrawn } from '../design-system/is-drawn';
import { useDesignSystemMessages } from '../design-system/provider';
import { useFitToWindow } from '../design-system/use-fit-to-window';
import { formatCount, formatMessage } from '../i18n/messages';
import { useLatestRef } from '../lib/use-latest-ref';
import { useLocationState } from '../location';
import { getChipLabel } from './chip-label';
import type { DropdownItem } from './dropdown-content';
import { buildHighlightPattern, getHighlightParts } from './highlight';
import { understandQuery, type QueryChip } from './query-understanding';
import { clearRecentSearches, getRecentSearches, type RecentSearch } from './recent-searches';
import { runSearch } from './run-search';
import type { FullSearchBarProps } from './search-bar-types';
import { TAKEOVER_GAP_PX } from './search-bar.styles';
import { resolveSearchEnvironment, type SearchEnvironment } from './search-environment';
import { useCloseOverlayOnPick } from './use-close-on-pick';
import { useOverlayHash } from './use-overlay-hash';
import { useSearchContent } from './use-search-content';
import { useSettledText } from '../lib/use-settled-text';
import { sanitizeField, sanitizeText } from '../lib/sanitize-text';

/**
 * How long the suggestion count waits before it is announced: a screen reader hears the count
 * once typing pauses, not once per answer. Not a spec number: a project choice.
 */
export const ANNOUNCE_DELAY_MS = 700;

/** downshift keeps its own ref on the input; handlers and effects find it in the form. */
const findInput = (root: HTMLElement | null) => root?.querySelector<HTMLInputElement>('input[role="combobox"]') ?? null;

/** The full bar's props less the query client (FullSearchBar provides it). */
export type UseSearchBarOptions = Omit<FullSearchBarProps, 'queryClient'>;

/** A chip before the input (a refinement understood in the text) with its shown label. */
export interface SearchChip extends QueryChip {
  label: string;
}

export function useSearchBar({
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
}: UseSearchBarOptions) {
  const messages = useDesignSystemMessages();
  // Built on first use from handlers and effects: rendering never reads the window.
  const getEnvironment = useMemo(() => {
    let environment: SearchEnvironment | null = null;
    return () => (environment ??= resolveSearchEnvironment(overrides));
  }, [overrides]);
  const { location } = useLocationState();

  // The product validation rules: the first-render field (kept lean for the first render's budget) hands over its text as
  // typed; control characters go here, and the caret keeps its place in the text around it.
  const [handOver] = useState(() => {
    const raw = getHandOver();
    const typed = raw.text ?? '';
    const at = (position: number | null) => (position === null ? null : sanitizeText(typed.slice(0, position)).length);
    return {
      ...raw,
      text: sanitizeText(typed),
      selectionStart: at(raw.selectionStart),
      selectionEnd: at(raw.selectionEnd),
    };
  });
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
  const focusInput = () => findInput(rootRef.current)?.focus();
  const closeMenu = () => setIsOpen(false);
  const openMenu = () => {
    setRecent(getRecentSearches(getEnvironment().storage));
    setIsOpen(true);
  };
  // The overlay mirrors `#search` (docs/search.md "Overlay states"). The hash arriving from history (a
  // page loaded with it, Forward) opens the search as a focus would; in the takeover the takeover
  // follows the hash, not the bar inside it.
  const getHistory = useMemo(() => () => getEnvironment().history, [getEnvironment]);
  const overlay = useOverlayHash({
    getHistory,
    enabled: !takeover,
    isShown: () => isDrawn(rootRef.current),
    onOpenedByHistory: () => {
      openMenu();
      focusInput();
    },
    onClosedByHistory: closeMenu,
  });
  /** The dropdown was open when the pointer went down on the overlay (that press closes only the dropdown). */
  const menuOpenAtOverlayPress = useRef(false);

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

  // Every search runs in the current place, a recent one too: picker, URL and cookie agree.
  const run = (runText: string) => {
    const environment = getEnvironment();
    setIsOpen(false);
    // The navigation waits for Back over the overlay's hash entry: run at once, that Back would
    // land after the host's pushState and undo it.
    const leave = (go: () => void) => (beforeSearch ? (overlay.close(), beforeSearch(go)) : overlay.close(go));
    leave(() =>
      runSearch({
        text: runText,
        literal: runText === text ? literal : undefined,
        place: location,
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
    openMenu();
    overlay.open();
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
      // Focus and outside clicks are this hook's (product states have two kinds of outside click);
      // downshift's blur would also pick the highlighted item.
      case useCombobox.stateChangeTypes.InputBlur:
        return { ...changes, isOpen: state.isOpen, selectedItem: state.selectedItem, inputValue: state.inputValue };
      case useCombobox.stateChangeTypes.InputClick:
        return { ...changes, isOpen: true };
      default:
        return changes;
    }
  };

  const combobox = useCombobox<DropdownItem>({
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
      run(selectedItem.text);
    },
  });
  const { highlightedIndex } = combobox;

  // What the effects below call, as of the latest render: they subscribe on their own conditions,
  // not on every new closure.
  const latest = useLatestRef({ onReady, focusOnMount, close, isOpen, submit: () => run(text) });

  // Take over from the first-render input: focus and caret as they were, then the shell goes. Once,
  // on arrival (`handOver` is state read once, `latest` a ref): later hand-over values belong to a
  // shell that is gone. Not again when a development React replays the effect (StrictMode mounts, cleans
  // up and mounts again): the caret may have moved by then.
  const tookOver = useRef(false);
  useLayoutEffect(() => {
    if (tookOver.current) return;
    tookOver.current = true;
    const input = findInput(rootRef.current);
    // focusOnMount asks for the focus, but never takes it from another field the visitor has moved to while
    // this code loaded (the takeover's picker, tapped as the dialog opened).
    const active = input?.ownerDocument.activeElement;
    const inAnotherField = active?.tagName === 'INPUT' && active !== input && !handOver.focused;
    if (input && (handOver.focused || (latest.current.focusOnMount && !inAnotherField))) {
      input.focus();
      if (handOver.selectionStart !== null) {
        input.setSelectionRange(handOver.selectionStart, handOver.selectionEnd ?? handOver.selectionStart);
      }
    }
    latest.current.onReady();
  }, [handOver, latest]);

  // An Enter pressed in the first-render input runs as soon as a location is known, once.
  useEffect(() => {
    if (!pendingEnter.current || !location) return;
    pendingEnter.current = false;
    latest.current.submit();
  }, [location, latest]);

  // The product states outside clicks: the location control or the overlay close only the dropdown; any other
  // click outside the search closes dropdown and overlay. A click on the overlay once the dropdown is
  // closed closes the overlay too (getOverlayProps): the dim never traps the page.
  useEffect(() => {
    if (!isOpen && !overlay.isOpen) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!target || rootRef.current?.contains(target)) return;
      const onOverlay = !!overlayRef.current?.contains(target);
      if (onOverlay) menuOpenAtOverlayPress.current = latest.current.isOpen;
      if (onOverlay || locationSlot?.current?.contains(target)) setIsOpen(false);
      else latest.current.close(true);
    };
    const doc = rootRef.current?.ownerDocument;
    doc?.addEventListener('pointerdown', onPointerDown, true);
    return () => doc?.removeEventListener('pointerdown', onPointerDown, true);
  }, [isOpen, overlay.isOpen, locationSlot, latest]);

  // Focus leaving the location control for the page (Tab past it) closes the overlay as focus leaving
  // the field does: only the search's own two fields keep it.
  useEffect(() => {
    const slot = locationSlot?.current;
    if (!overlay.isOpen || !slot) return undefined;
    const onFocusOut = (event: globalThis.FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (!next || slot.contains(next) || rootRef.current?.contains(next)) return;
      latest.current.close(true);
    };
    slot.addEventListener('focusout', onFocusOut);
    return () => slot.removeEventListener('focusout', onFocusOut);
  }, [overlay.isOpen, locationSlot, latest]);

  // A place picked while the overlay is open closes dropdown and overlay at 660 px and up (product limits).
  useCloseOverlayOnPick(overlay.isOpen, () => close(true), rootRef);

  // The product validation rules shortcut rule: `/` focuses the search from anywhere, except while typing.
  useEffect(() => {
    const doc = rootRef.current?.ownerDocument;
    if (!doc || takeover) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      findInput(rootRef.current)?.focus();
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
  // The list ends inside the window and scrolls. In the takeover it flows above the location
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
    if (returnToText(event, highlightedIndex, combobox.setHighlightedIndex)) return;
    if (event.key === 'Escape') {
      // The APG rule (combobox-keys.ts): an open dropdown closes and the text stays; the next Escape
      // clears the text, and one on empty text closes the overlay too.
      const step = getEscapeStep(event, isOpen, text !== '');
      if (step === 'collapse') {
        close(text === '');
        return;
      }
      // In the takeover, an Escape that finds the dropdown closed is its dialog's, which closes on it,
      // whatever the field holds: one Escape closes a list, the next the takeover.
      if (takeover) return;
      event.preventDefault();
      if (step === 'clear') {
        setText('');
        setLiteral(new Set());
      } else {
        close(true);
      }
    }
  };

  return {
    /** The dropdown is open (its list may still be empty). */
    isOpen,
    /** The options shown, in order. */
    items,
    highlightedIndex,
    /** The list's name: suggestions, recent or trending searches. */
    sectionLabel,
    /** The panel shows: open, with options, the error or the Clear action. */
    panelVisible,
    /** The panel starts with its section header (recent or trending, not suggestions). */
    hasHeader: panelVisible && content.section !== 'suggestions',
    /** The recent list is shown, so its Clear action is. */
    canClear: content.canClear,
    /** The suggestion call failed (product error catalogue): the error text shows. */
    failed: isOpen && content.failed,
    /** The polite live region's text: loading, then the settled suggestion count. */
    status: content.loading && isOpen ? messages.searchLoading : announcement,
    /** The refinements understood in the text, shown as removable chips. */
    chips: understanding.chips.map((chip): SearchChip => ({ ...chip, label: getChipLabel(chip, messages) })),
    /** The dimming overlay shows, and the bar is raised above it (not in the takeover, which dims itself). */
    overlayShown: overlay.isOpen && !takeover,
    /** The dropdown flows under the input (the takeover). */
    takeover,
    /** An option's text split into the typed text's matches (suggestions only) and the rest. */
    getTextParts: (itemText: string) => getHighlightParts(itemText, pattern),
    getRootProps: () => ({
      ref: rootRef,
      role: 'search',
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (composing) return;
        run(text);
      },
      onBlur: (event: FocusEvent<HTMLFormElement>) => {
        const next = event.relatedTarget as Node | null;
        if (!next || rootRef.current?.contains(next)) return;
        // Focus moving to the location control keeps the overlay (the takeover's second field).
        close(!locationSlot?.current?.contains(next));
      },
    }),
    /**
     * The overlay's frame. A press on it closes the dropdown only (product states); a click on it with the
     * dropdown already closed closes the overlay and its hash too.
     */
    getOverlayProps: () => ({
      ref: overlayRef,
      onClick: () => {
        const menuWasOpen = menuOpenAtOverlayPress.current;
        menuOpenAtOverlayPress.current = false;
        if (!menuWasOpen) close(true);
      },
    }),
    getLabelProps: () => combobox.getLabelProps({ htmlFor: inputId }),
    getInputProps: () =>
      combobox.getInputProps({
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
          // The product validation rules: no control characters, caret kept (not mid-composition: that would end it).
          setText(
            (event.nativeEvent as InputEvent).isComposing
              ? event.currentTarget.value
              : sanitizeField(event.currentTarget),
          );
          if (!isOpen) open();
        },
        onKeyDown,
        onCompositionStart: () => setComposing(true),
        onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => {
          setComposing(false);
          setText(sanitizeField(event.currentTarget));
        },
      }),
    getMenuProps: () => combobox.getMenuProps({ 'aria-label': sectionLabel }),
    /** downshift's, as is: the view passes the item, its index and any own attributes. */
    getItemProps: combobox.getItemProps,
    getChipRemoveProps: (chip: SearchChip) => ({
      type: 'button' as const,
      'aria-label': formatMessage(messages.removeRefinement, { label: chip.label }),
      onClick: () => {
        setLiteral((previous) => new Set([...previous, chip.phrase]));
        focusInput();
      },
    }),
    getClearProps: () => ({
      type: 'button' as const,
      onClick: () => {
        clearRecentSearches(getEnvironment().storage);
        setRecent([]);
        focusInput();
      },
    }),
  };
}
