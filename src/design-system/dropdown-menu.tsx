/**
 * DropdownMenu: the header dropdown (product states, WAI-ARIA APG "menu button"). Items are `MenuItem`s
 * (product entities) rendered as `role="menuitem"` anchors.
 *
 * The first render draws the trigger alone: a collapsed menu button that already has its name, so nothing
 * moves or changes name when the menu's code (dropdown-menu-full.tsx: the trigger's keys, hover, outside
 * clicks, and the list) takes over. That code is one chunk for every menu on the page, fetched when the
 * visitor shows intent (the pointer over the menu, focus, a touch) or at the latest on a press. A press
 * before it arrives shows the menu as expanded at once, and the menu opens when the code does, with the
 * item the press asked for focused (Down, Enter, Space, a click: the first; Up: the last); the focus and a
 * resting pointer carry over too (`MenuHandOver`). A press under way when the code arrives ends on the first
 * trigger before the loaded one takes over, so its click is not lost. If the code cannot load, the open menu
 * shows its items as plain links, so the visitor still gets where the menu goes; the next opening tries the
 * code again.
 */
import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import type { NavigateFn } from '../config/types';
import type { MenuItem } from '../config/menu-item';
import { createLazyModule, useLazyFailure, useLazyModule, type LazyFailure, type LazyModule } from '../lib/lazy-module';
import type { DropdownMenuFullProps } from './dropdown-menu-full';
import { MenuContainer, MenuTrigger } from './dropdown-menu.styles';
import { MenuTriggerContent, PlainLinks, type MenuHandOver } from './menu-trigger-parts';

export type DropdownMenuCode = ComponentType<DropdownMenuFullProps>;

/** The menus' code, one load per page for every menu. A failed load is logged once and tried again later. */
const menuCode: LazyModule<DropdownMenuCode> = createLazyModule(
  () => import(/* webpackChunkName: "menu" */ './dropdown-menu-full').then((module) => module.default),
  'the menu',
);

export interface DropdownMenuProps {
  /** Visible trigger text (or content). */
  label: ReactNode;
  /** Accessible name of the trigger when the visible label is not enough (e.g. "Account menu for Jane"). */
  triggerAccessibleName?: string;
  /**
   * The menu items (product entities), or a function giving them, called once the menu has opened: the
   * texts of a list that shows only then may come with it (a catalogue's later part, src/i18n/catalogue.ts).
   */
  items: MenuItem[] | (() => MenuItem[]);
  /** Host router: router-link items call it instead of a full page load (product error catalogue: fallback otherwise). */
  navigate?: NavigateFn;
  /** Which edge of the trigger the list lines up with. Default `start`. */
  align?: 'start' | 'end';
  /** Called each time the visitor opens the menu by a click or key, not by hover (analytics, product API calls: ProfileDropdown; see useMenuButton's onOpenRequest). */
  onOpen?: () => void;
  /** Extra trigger content before the label, e.g. an avatar or an icon. */
  triggerContent?: ReactNode;
  /** Open on hover on wide screens (product states). Default true. */
  hoverOpen?: boolean;
  /** Base id for the trigger and list ids. */
  id?: string;
  /** Where the menu's code comes from (tests pass one that waits or fails); default its own chunk. */
  code?: LazyModule<DropdownMenuCode>;
}

export function DropdownMenu({ code = menuCode, ...props }: DropdownMenuProps) {
  const Full = useLazyModule(code);
  const failure = useLazyFailure(code);
  // An opening asked for before the code is here: shown as expanded, and as plain links once the code failed.
  const [isOpen, setIsOpen] = useState(false);
  // A press under way on this trigger (a button or Space down): the loaded menu waits until it has ended here,
  // since a trigger swapped between the press and its release would never get the click.
  const [pressing, setPressing] = useState(false);
  const handOver = useRef<Omit<MenuHandOver, 'focused'>>({ hovered: false, open: null });
  const triggerId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The failure whose plain links have shown: only after that does an opening fetch again, so one press
  // never makes two failed attempts.
  const shownFailure = useRef<LazyFailure>(undefined);
  useEffect(() => {
    if (failure && isOpen) shownFailure.current = failure;
  });
  const setOpen = (open: MenuHandOver['open']) => {
    handOver.current.open = open;
    setIsOpen(open !== null);
  };

  // A pointerdown outside closes what a press opened, as the loaded menu does.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: Event) => {
      if (containerRef.current?.contains(event.target as Node)) return;
      handOver.current.open = null;
      setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [isOpen]);

  if (Full && !pressing) {
    // What the visitor did so far, read as this trigger leaves the page (the loaded menu reads it once).
    // eslint-disable-next-line react-hooks/refs -- read when the loaded menu takes over, before this trigger goes
    const snapshot = { ...handOver.current, focused: triggerRef.current === document.activeElement };
    // The loaded menu is the module's one value, the same on every render: never remounted.
    // eslint-disable-next-line react-hooks/static-components
    return <Full {...props} handOver={snapshot} />;
  }

  const { items, align = 'start', onOpen } = props;
  const open = (focus: 'first' | 'last', source: 'pointer' | 'keyboard') => {
    if (!failure || shownFailure.current === failure) void code.load().catch(() => undefined);
    if (!isOpen) onOpen?.();
    setOpen({ focus, source });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const { key } = event;
    if (key === ' ') hold('keyup');
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      open(key === 'ArrowUp' ? 'last' : 'first', 'keyboard');
    } else if (key === 'Escape' && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(null);
      // The plain links follow the trigger in the tab order: Tab moves into them rather than closing.
    } else if (key === 'Tab' && !failure) setOpen(null);
  };
  const intent = () => code.prefetch();
  // Ended once the release's click, if any, has been handled: the click comes in the same task as the release.
  const hold = (...releases: string[]) => {
    setPressing(true);
    for (const release of releases)
      document.addEventListener(release, () => setTimeout(() => setPressing(false)), { once: true, capture: true });
  };
  return (
    <MenuContainer
      ref={containerRef}
      // A touch is a pointer too: it enters before it presses.
      onPointerEnter={() => {
        handOver.current.hovered = true;
        intent();
      }}
      onPointerLeave={() => {
        handOver.current.hovered = false;
      }}
    >
      <MenuTrigger
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onFocus={intent}
        onPointerDown={() => hold('pointerup', 'pointercancel')}
        // Enter and Space reach here as a click with detail 0 (keyboard activation).
        onClick={(event) => (isOpen ? setOpen(null) : open('first', event.detail === 0 ? 'keyboard' : 'pointer'))}
        onKeyDown={onKeyDown}
      >
        <MenuTriggerContent {...props} />
      </MenuTrigger>
      {failure && isOpen && (
        <PlainLinks
          items={typeof items === 'function' ? items() : items}
          triggerId={triggerId}
          align={align}
          onEscape={() => {
            setOpen(null);
            triggerRef.current?.focus();
          }}
        />
      )}
    </MenuContainer>
  );
}
