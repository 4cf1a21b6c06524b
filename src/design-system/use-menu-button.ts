/**
 * useMenuButton: the trigger half of the header dropdown menu (product states, WAI-ARIA APG "menu button"
 * pattern), returned as prop getters; the loaded menu (dropdown-menu-full.tsx) only lays them out. The list
 * half (its keys, type-ahead and items) is `useMenuList` in use-menu-list.ts. Both are the menu's code,
 * fetched on the visitor's first intent: the first render draws the trigger alone (dropdown-menu.tsx).
 *
 * - Opens on click, on Down/Space/Enter (focus first item), Up (focus last item), and on hover when the
 *   viewport is wider than MENU_HOVER_MIN_WIDTH ("widths up to 960 px have no hover opening").
 * - Closes on Escape, Tab (focus moves on from the trigger's place in the tab order), a pointerdown
 *   outside, and mouse leave on wide screens after MENU_HOVER_CLOSE_DELAY_MS.
 * - The item to focus on opening waits until the list is there (`MenuListState.focusPending`).
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { MENU_HOVER_CLOSE_DELAY_MS, MENU_HOVER_MIN_WIDTH } from '../config/constants';
import { useLatestRef } from '../lib/use-latest-ref';

/** How the menu was last opened; mouse leave does not close a keyboard-opened menu. */
export type MenuOpenSource = 'pointer' | 'keyboard' | 'hover';

/** Which item receives focus when the menu opens. */
export type MenuInitialFocus = 'first' | 'last' | 'none';

/** The media query for hover opening: strictly wider than MENU_HOVER_MIN_WIDTH (product states). */
export const MENU_HOVER_MEDIA_QUERY = `(min-width: ${MENU_HOVER_MIN_WIDTH + 1}px)`;

export interface UseMenuButtonOptions {
  /** Open on mouse enter (and close on mouse leave) on wide screens. Default true (product states). */
  hoverOpen?: boolean;
  /** Called with the new state whenever the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /**
   * Called once per opening the visitor asked for: a click or a key opened the menu, or confirmed a
   * menu the pointer had opened by resting on it. An opening by hover alone never calls it, however
   * long the menu stays open: the pointer crossing the trigger on its way elsewhere, or resting
   * there, is not a request, and no dwell time tells the two apart reliably (a 500 ms rule would
   * still count a pause over the avatar and a slow read); a visitor who wants the menu clicks it.
   * This is what analytics count (product API calls: ProfileDropdown).
   */
  onOpenRequest?: (source: Exclude<MenuOpenSource, 'hover'>) => void;
  /** Base id; the trigger gets `{id}-trigger` and the menu `{id}-menu`. Default: a React id. */
  id?: string;
  /** Window to read matchMedia from and listen on (injectable for tests and server rendering). */
  environment?: Window;
}

export interface MenuContainerProps {
  ref: RefObject<HTMLDivElement | null>;
  onMouseEnter: (event: MouseEvent) => void;
  onMouseLeave: (event: MouseEvent) => void;
}

export interface MenuTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  id: string;
  type: 'button';
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** What the list half (`useMenuList`) reads and calls: the menu's state, ids, elements and closing. */
export interface MenuListState {
  isOpen: boolean;
  menuId: string;
  triggerId: string;
  /** The list element's ref: the trigger points `aria-controls` at the list once it is there. */
  menuRef: (node: HTMLUListElement | null) => void;
  getMenu: () => HTMLUListElement | null;
  containerRef: RefObject<HTMLDivElement | null>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  closeMenu: (options?: { restoreFocus?: boolean }) => void;
  /** Focuses the item the last opening asked for, once: the list calls it when it is (or becomes) open. */
  focusPending: () => void;
}

export interface UseMenuButtonResult {
  isOpen: boolean;
  /** True once the menu has been opened: the list is mounted lazily, on first open. */
  hasOpened: boolean;
  openMenu: (focus?: MenuInitialFocus, source?: MenuOpenSource) => void;
  closeMenu: (options?: { restoreFocus?: boolean }) => void;
  getContainerProps: () => MenuContainerProps;
  /** What the pointer entering the menu does (a hover opening on wide screens), for a pointer already there. */
  pointerEntered: () => void;
  getTriggerProps: () => MenuTriggerProps;
  /** For `useMenuList`. */
  list: MenuListState;
}

function getWindow(environment?: Window): Window | undefined {
  if (environment) return environment;
  return typeof window === 'undefined' ? undefined : window;
}

/** The list's items, in order (what arrow keys, Home/End and type-ahead move through). */
export function getMenuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

export function useMenuButton(options: UseMenuButtonOptions = {}): UseMenuButtonResult {
  const { hoverOpen = true, onOpenChange, onOpenRequest, environment } = options;
  const reactId = useId();
  const baseId = options.id ?? `menu${reactId.replace(/:/g, '')}`;
  const triggerId = `${baseId}-trigger`;
  const menuId = `${baseId}-menu`;

  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [hasList, setHasList] = useState(false);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const menuElementRef = useRef<HTMLUListElement | null>(null);
  const openSourceRef = useRef<MenuOpenSource>('pointer');
  const pendingFocusRef = useRef<MenuInitialFocus>('none');
  const closeTimerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onOpenChangeRef = useLatestRef(onOpenChange);
  const onOpenRequestRef = useLatestRef(onOpenRequest);
  // Mirrors isOpen synchronously; only openMenu/closeMenu change either.
  const isOpenRef = useRef(false);

  const clearCloseTimer = useCallback(() => {
    if (closeTimerRef.current !== null) {
      clearTimeout(closeTimerRef.current);
      closeTimerRef.current = null;
    }
  }, []);

  const menuRef = useCallback((node: HTMLUListElement | null) => {
    menuElementRef.current = node;
    setHasList(node !== null);
  }, []);

  const focusEdge = useCallback((edge: 'first' | 'last') => {
    const items = getMenuItems(menuElementRef.current);
    items[edge === 'first' ? 0 : items.length - 1]?.focus();
  }, []);

  const openMenu = useCallback(
    (focus: MenuInitialFocus = 'first', source: MenuOpenSource = 'pointer') => {
      clearCloseTimer();
      // Asked for: a closed menu opened by a click or key, or a hover-opened one that a click or key confirms.
      const requested = !isOpenRef.current || openSourceRef.current === 'hover';
      openSourceRef.current = source;
      setHasOpened(true);
      if (!isOpenRef.current) {
        pendingFocusRef.current = focus;
        isOpenRef.current = true;
        setIsOpen(true);
        onOpenChangeRef.current?.(true);
      } else if (focus !== 'none') {
        // Already open (by hover): focus now, or when the list arrives.
        pendingFocusRef.current = focus;
        if (menuElementRef.current) {
          pendingFocusRef.current = 'none';
          focusEdge(focus);
        }
      }
      if (requested && source !== 'hover') onOpenRequestRef.current?.(source);
    },
    [clearCloseTimer, focusEdge, onOpenChangeRef, onOpenRequestRef],
  );

  const closeMenu = useCallback(
    ({ restoreFocus = false }: { restoreFocus?: boolean } = {}) => {
      clearCloseTimer();
      pendingFocusRef.current = 'none';
      if (restoreFocus) triggerRef.current?.focus();
      if (isOpenRef.current) {
        isOpenRef.current = false;
        setIsOpen(false);
        onOpenChangeRef.current?.(false);
      }
    },
    [clearCloseTimer, onOpenChangeRef],
  );

  const focusPending = useCallback(() => {
    const focus = pendingFocusRef.current;
    pendingFocusRef.current = 'none';
    if (focus !== 'none') focusEdge(focus);
  }, [focusEdge]);

  // Outside pointerdown closes without stealing focus from wherever the user clicked (product states).
  useEffect(() => {
    const win = getWindow(environment);
    if (!isOpen || !win) return;
    const onPointerDown = (event: Event) => {
      const target = event.target as Node | null;
      if (target && containerRef.current?.contains(target)) return;
      closeMenu();
    };
    win.document.addEventListener('pointerdown', onPointerDown, true);
    return () => win.document.removeEventListener('pointerdown', onPointerDown, true);
  }, [isOpen, environment, closeMenu]);

  useEffect(() => clearCloseTimer, [clearCloseTimer]);

  const isWideScreen = useCallback((): boolean => {
    const win = getWindow(environment);
    return Boolean(win && typeof win.matchMedia === 'function' && win.matchMedia(MENU_HOVER_MEDIA_QUERY).matches);
  }, [environment]);

  // The pointer over the menu: it opens on wide screens (and a pending hover close is off).
  const pointerEntered = () => {
    if (!hoverOpen || !isWideScreen()) return;
    clearCloseTimer();
    if (!isOpenRef.current) openMenu('none', 'hover');
  };

  const getContainerProps = (): MenuContainerProps => ({
    ref: containerRef,
    onMouseEnter: pointerEntered,
    onMouseLeave: () => {
      if (!hoverOpen || !isWideScreen() || !isOpenRef.current) return;
      if (openSourceRef.current === 'keyboard') return;
      clearCloseTimer();
      closeTimerRef.current = setTimeout(() => closeMenu(), MENU_HOVER_CLOSE_DELAY_MS);
    },
  });

  const getTriggerProps = (): MenuTriggerProps => ({
    ref: triggerRef,
    id: triggerId,
    type: 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': isOpen,
    // Only point at the list once it exists (it mounts lazily, on first open, once its code is in).
    'aria-controls': hasList ? menuId : undefined,
    onClick: (event) => {
      // Enter and Space reach here as a click with detail 0 (keyboard activation).
      const source: MenuOpenSource = event.detail === 0 ? 'keyboard' : 'pointer';
      if (isOpenRef.current && openSourceRef.current === 'hover') {
        // The pointer already opened it by hovering: a click confirms rather than closes.
        openMenu('first', source);
        return;
      }
      if (isOpenRef.current) closeMenu();
      else openMenu('first', source);
    },
    onKeyDown: (event) => {
      switch (event.key) {
        case 'ArrowDown':
          event.preventDefault();
          openMenu('first', 'keyboard');
          break;
        case 'ArrowUp':
          event.preventDefault();
          openMenu('last', 'keyboard');
          break;
        case 'Escape':
          if (isOpenRef.current) {
            event.preventDefault();
            event.stopPropagation();
            closeMenu();
          }
          break;
        case 'Tab':
          // Let focus move on; only close what hover opened.
          closeMenu();
          break;
      }
    },
  });

  return {
    isOpen,
    hasOpened,
    openMenu,
    closeMenu,
    getContainerProps,
    pointerEntered,
    getTriggerProps,
    list: {
      isOpen,
      menuId,
      triggerId,
      menuRef,
      getMenu: () => menuElementRef.current,
      containerRef,
      triggerRef,
      closeMenu,
      focusPending,
    },
  };
}
