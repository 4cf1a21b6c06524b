/**
 * useMenuList: the list half of the header dropdown menu (product states, WAI-ARIA APG "menu button" pattern),
 * beside `useMenuButton`'s trigger half. It is loaded with the list's code, on first use
 * (dropdown-menu.tsx), so none of it is in the header's first render.
 *
 * - Focuses the item the opening asked for (first or last) when the list is open and there, including
 *   when its code arrived after the press.
 * - In the menu: Up/Down wrap, Home/End, type-ahead with KEY_SEQUENCE_TIMEOUT_MS (product limits), Space chooses
 *   like Enter.
 * - Closes on Escape (focus back to the trigger), Tab / Shift+Tab (focus moves on from the trigger's
 *   place in the tab order), focus leaving the menu area, and choosing an item (focus back to the trigger).
 */
import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { KEY_SEQUENCE_TIMEOUT_MS } from '../config/constants';
import { findTypeAheadIndex, getMenuIndex, nextTypeAheadBuffer, type MenuMove } from './menu-navigation';
import { getMenuItems, type MenuListState } from './use-menu-button';

export interface MenuListProps {
  ref: (node: HTMLUListElement | null) => void;
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

export interface UseMenuListResult {
  getMenuProps: () => MenuListProps;
  getItemProps: (options?: MenuItemPropsOptions) => MenuItemProps;
}

export function useMenuList(menu: MenuListState): UseMenuListResult {
  const { isOpen, getMenu, focusPending, closeMenu, triggerRef, containerRef } = menu;
  const typeAheadRef = useRef({ buffer: '', at: Number.NEGATIVE_INFINITY });

  const focusItem = (move: MenuMove) => {
    const items = getMenuItems(getMenu());
    const current = items.indexOf(document.activeElement as HTMLElement);
    items[getMenuIndex(current, items.length, move)]?.focus();
  };

  // On each opening (and on mounting open, when the code came after the press): the asked-for item.
  useEffect(() => {
    if (!isOpen) {
      typeAheadRef.current = { buffer: '', at: Number.NEGATIVE_INFINITY };
      return;
    }
    focusPending();
  }, [isOpen, focusPending]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
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
    const items = getMenuItems(getMenu());
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

  return {
    getMenuProps: () => ({
      ref: menu.menuRef,
      id: menu.menuId,
      role: 'menu',
      'aria-labelledby': menu.triggerId,
      hidden: !isOpen,
      onKeyDown,
      onBlur: (event) => {
        // Focus leaving the whole menu area (e.g. a click into an iframe) closes it.
        const next = event.relatedTarget as Node | null;
        if (next && !containerRef.current?.contains(next)) closeMenu();
      },
    }),
    getItemProps: ({ disabled, onSelect } = {}) => ({
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
    }),
  };
}
