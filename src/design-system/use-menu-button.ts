/**
 * useMenuButton: behaviour of the header dropdown menu (spec 4, WAI-ARIA APG "menu button" pattern),
 * returned as prop getters; `DropdownMenu` only lays them out.
 *
 * - Opens on click, on Down/Space/Enter (focus first item), Up (focus last item), and on hover when the
 *   viewport is wider than MENU_HOVER_MIN_WIDTH ("widths up to 960 px have no hover opening").
 * - In the menu: Up/Down wrap, Home/End, type-ahead with KEY_SEQUENCE_TIMEOUT_MS (spec 9).
 * - Closes on Escape (focus back to the trigger), Tab / Shift+Tab (focus moves on from the trigger's
 *   place in the tab order), a pointerdown outside, and mouse leave on wide screens after
 *   MENU_HOVER_CLOSE_DELAY_MS.
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { KEY_SEQUENCE_TIMEOUT_MS, MENU_HOVER_CLOSE_DELAY_MS, MENU_HOVER_MIN_WIDTH } from '../config/constants';
import { useLatestRef } from '../lib/use-latest-ref';
import { findTypeAheadIndex, getMenuIndex, nextTypeAheadBuffer, type MenuMove } from './menu-navigation';

/** How the menu was last opened; mouse leave does not close a keyboard-opened menu. */
export type MenuOpenSource = 'pointer' | 'keyboard' | 'hover';

/** Which item receives focus when the menu opens. */
export type MenuInitialFocus = 'first' | 'last' | 'none';

/** The media query for hover opening: strictly wider than MENU_HOVER_MIN_WIDTH (spec 4). */
export const MENU_HOVER_MEDIA_QUERY = `(min-width: ${MENU_HOVER_MIN_WIDTH + 1}px)`;

export interface UseMenuButtonOptions {
  /** Open on mouse enter (and close on mouse leave) on wide screens. Default true (spec 4). */
  hoverOpen?: boolean;
  /** Called with the new state whenever the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
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

export interface MenuListProps {
  ref: RefObject<HTMLUListElement | null>;
  id: string;
  role: 'menu';
  'aria-labelledby': string;
  hidden: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLUListElement>) => void;
  onBlur: (event: FocusEvent<HTMLUListElement>) => void;
}

export interface MenuItemPropsOptions {
  /** Shown but inert: stays focusable (APG), aria-disabled, never selected. */
  disabled?: boolean;
  /** Called when the item is chosen (click, Enter, Space). Call `event.preventDefault()` to stop navigation. */
  onSelect?: (event: MouseEvent<HTMLElement>) => void;
}

export interface MenuItemProps {
  role: 'menuitem';
  tabIndex: -1;
  'aria-disabled': true | undefined;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

export interface UseMenuButtonResult {
  isOpen: boolean;
  /** True once the menu has been opened: the list is mounted lazily, on first open. */
  hasOpened: boolean;
  openMenu: (focus?: MenuInitialFocus, source?: MenuOpenSource) => void;
  closeMenu: (options?: { restoreFocus?: boolean }) => void;
  getContainerProps: () => MenuContainerProps;
  getTriggerProps: () => MenuTriggerProps;
  getMenuProps: () => MenuListProps;
  getItemProps: (options?: MenuItemPropsOptions) => MenuItemProps;
}

function getWindow(environment?: Window): Window | undefined {
  if (environment) return environment;
  return typeof window === 'undefined' ? undefined : window;
}

export function useMenuButton(options: UseMenuButtonOptions = {}): UseMenuButtonResult {
  const { hoverOpen = true, onOpenChange, environment } = options;
  const reactId = useId();
  const baseId = options.id ?? `menu${reactId.replace(/:/g, '')}`;
  const triggerId = `${baseId}-trigger`;
  const menuId = `${baseId}-menu`;

  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const menuRef = useRef<HTMLUListElement | null>(null);
  const openSourceRef = useRef<MenuOpenSource>('pointer');
  const pendingFocusRef = useRef<MenuInitialFocus>('none');
  const closeTimerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const typeAheadRef = useRef({ buffer: '', at: Number.NEGATIVE_INFINITY });
  const onOpenChangeRef = useLatestRef(onOpenChange);
  // Mirrors isOpen synchronously; only openMenu/closeMenu change either.
  const isOpenRef = useRef(false);

  const clearCloseTimer = useCallback(() => {
    if (closeTimerRef.current !== null) {
      clearTimeout(closeTimerRef.current);
      closeTimerRef.current = null;
    }
  }, []);

  const getItems = useCallback(
    (): HTMLElement[] =>
      menuRef.current ? Array.from(menuRef.current.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [],
    [],
  );

  const focusItem = useCallback(
    (move: MenuMove) => {
      const items = getItems();
      const current = items.indexOf(document.activeElement as HTMLElement);
      items[getMenuIndex(current, items.length, move)]?.focus();
    },
    [getItems],
  );

  const openMenu = useCallback(
    (focus: MenuInitialFocus = 'first', source: MenuOpenSource = 'pointer') => {
      clearCloseTimer();
      openSourceRef.current = source;
      pendingFocusRef.current = focus;
      setHasOpened(true);
      if (!isOpenRef.current) {
        isOpenRef.current = true;
        setIsOpen(true);
        onOpenChangeRef.current?.(true);
      } else if (focus !== 'none') {
        focusItem(focus === 'last' ? 'last' : 'first');
      }
    },
    [clearCloseTimer, focusItem, onOpenChangeRef],
  );

  const closeMenu = useCallback(
    ({ restoreFocus = false }: { restoreFocus?: boolean } = {}) => {
      clearCloseTimer();
      typeAheadRef.current = { buffer: '', at: Number.NEGATIVE_INFINITY };
      if (restoreFocus) triggerRef.current?.focus();
      if (isOpenRef.current) {
        isOpenRef.current = false;
        setIsOpen(false);
        onOpenChangeRef.current?.(false);
      }
    },
    [clearCloseTimer, onOpenChangeRef],
  );

  // Move focus into the menu once it is rendered (it mounts on first open).
  useEffect(() => {
    if (!isOpen) return;
    const focus = pendingFocusRef.current;
    pendingFocusRef.current = 'none';
    if (focus !== 'none') focusItem(focus === 'last' ? 'last' : 'first');
  }, [isOpen, focusItem]);

  // Outside pointerdown closes without stealing focus from wherever the user clicked (spec 4).
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

  const getContainerProps = (): MenuContainerProps => ({
    ref: containerRef,
    onMouseEnter: () => {
      if (!hoverOpen || !isWideScreen()) return;
      clearCloseTimer();
      if (!isOpenRef.current) openMenu('none', 'hover');
    },
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
    // Only point at the list once it exists (it mounts lazily on first open).
    'aria-controls': hasOpened ? menuId : undefined,
    onClick: (event) => {
      // Enter and Space reach here as a click with detail 0 (keyboard activation).
      const source: MenuOpenSource = event.detail === 0 ? 'keyboard' : 'pointer';
      if (isOpenRef.current && openSourceRef.current === 'hover') {
        // The pointer already opened it by hovering: a click confirms rather than closes.
        openSourceRef.current = source;
        clearCloseTimer();
        focusItem('first');
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

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const { key } = event;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    switch (key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem('next');
        return;
      case 'ArrowUp':
        event.preventDefault();
        focusItem('previous');
        return;
      case 'Home':
        event.preventDefault();
        focusItem('first');
        return;
      case 'End':
        event.preventDefault();
        focusItem('last');
        return;
      case 'Escape':
        event.preventDefault();
        // Keep an enclosing overlay or modal from closing too.
        event.stopPropagation();
        closeMenu({ restoreFocus: true });
        return;
      case 'Tab':
        // Put focus back on the trigger *before* the browser's default Tab action, so Tab and
        // Shift+Tab continue from the trigger's place in the tab order while the list hides.
        triggerRef.current?.focus();
        closeMenu();
        return;
      case ' ': {
        if (typeAheadRef.current.buffer && Date.now() - typeAheadRef.current.at <= KEY_SEQUENCE_TIMEOUT_MS) break;
        // Space activates a menu item like Enter does (APG); anchors do not do this natively.
        event.preventDefault();
        const target = event.target as HTMLElement;
        if (target.getAttribute('role') === 'menuitem') target.click();
        return;
      }
    }
    if (key.length !== 1) return;
    const now = Date.now();
    const state = typeAheadRef.current;
    const buffer = nextTypeAheadBuffer(state.buffer, state.at, key, now, KEY_SEQUENCE_TIMEOUT_MS);
    typeAheadRef.current = { buffer, at: now };
    const items = getItems();
    const current = items.indexOf(document.activeElement as HTMLElement);
    const index = findTypeAheadIndex(
      items.map((item) => item.dataset.label ?? item.textContent ?? ''),
      buffer,
      current,
    );
    if (index >= 0) {
      event.preventDefault();
      items[index]?.focus();
    }
  };

  const getMenuProps = (): MenuListProps => ({
    ref: menuRef,
    id: menuId,
    role: 'menu',
    'aria-labelledby': triggerId,
    hidden: !isOpen,
    onKeyDown: onMenuKeyDown,
    onBlur: (event) => {
      // Focus leaving the whole menu area (e.g. a click into an iframe) closes it.
      const next = event.relatedTarget as Node | null;
      if (next && !containerRef.current?.contains(next)) closeMenu();
    },
  });

  const getItemProps = ({ disabled, onSelect }: MenuItemPropsOptions = {}): MenuItemProps => ({
    role: 'menuitem',
    tabIndex: -1,
    'aria-disabled': disabled ? true : undefined,
    onClick: (event) => {
      if (disabled) {
        event.preventDefault();
        return;
      }
      onSelect?.(event);
      closeMenu({ restoreFocus: true });
    },
  });

  return {
    isOpen,
    hasOpened,
    openMenu,
    closeMenu,
    getContainerProps,
    getTriggerProps,
    getMenuProps,
    getItemProps,
  };
}
