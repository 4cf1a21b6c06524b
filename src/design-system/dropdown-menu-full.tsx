/**
 * The header dropdown once its code is here (product states): `useMenuButton`'s trigger and
 * `DropdownMenuList`'s items, one chunk (`menu`) for every menu on the page, fetched on the visitor's first
 * intent by the first-render trigger (dropdown-menu.tsx), which it then takes over from: it takes the focus
 * the trigger had, opens as the press before it asked, or as a hover would have (`MenuHandOver`).
 *
 * If the list fails to render, the open menu shows its items as plain links, so the visitor still gets
 * where the menu goes.
 */
import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { DropdownMenuProps } from './dropdown-menu';
import DropdownMenuList from './dropdown-menu-list';
import { MenuContainer, MenuTrigger } from './dropdown-menu.styles';
import { LazyPartBoundary } from '../lib/lazy-part';
import { useLatestRef } from '../lib/use-latest-ref';
import { MenuTriggerContent, PlainLinks, type MenuHandOver } from './menu-trigger-parts';
import { useMenuButton } from './use-menu-button';

export interface DropdownMenuFullProps extends Omit<DropdownMenuProps, 'code'> {
  /** What the visitor did with the first-render trigger before this code arrived. */
  handOver: MenuHandOver;
}

export default function DropdownMenuFull({
  label,
  triggerAccessibleName,
  items,
  navigate,
  align = 'start',
  onOpen,
  triggerContent,
  hoverOpen = true,
  id,
  handOver,
}: DropdownMenuFullProps) {
  const onOpenRef = useLatestRef(onOpen);
  // The first trigger already counted the opening it hands over (its press was the request).
  const handingOver = useRef(false);
  const menu = useMenuButton({
    hoverOpen,
    id,
    onOpenRequest: () => {
      if (!handingOver.current) onOpenRef.current?.();
    },
  });
  const [failed, setFailed] = useState(false);
  // The items are built when the menu first opens: a list that shows only then has its texts in the
  // catalogue's later part, which came with this code (a user's "Tickets (3)" formats one of them).
  const shownItems = useMemo(
    () => (typeof items !== 'function' ? items : menu.hasOpened ? items() : []),
    [items, menu.hasOpened],
  );

  const { openMenu, pointerEntered, list } = menu;
  // Before the first paint of this trigger: what the visitor did with the first one carries on here.
  useLayoutEffect(() => {
    const { focused, hovered, open } = handOver;
    if (focused) list.triggerRef.current?.focus();
    if (open) {
      handingOver.current = true;
      openMenu(open.focus, open.source);
      handingOver.current = false;
    } else if (hovered) {
      // The pointer was already over the menu: what entering it does (the hover rule is useMenuButton's).
      pointerEntered();
    }
    // Once, on taking over: the hand-over is what happened before this code arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const plainLinks = (
    <PlainLinks
      items={shownItems}
      triggerId={list.triggerId}
      align={align}
      onEscape={() => menu.closeMenu({ restoreFocus: true })}
    />
  );
  const triggerProps = menu.getTriggerProps();
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // The plain links follow the trigger in the tab order: Tab moves into them rather than closing.
    if (!(failed && menu.isOpen && event.key === 'Tab')) triggerProps.onKeyDown(event);
  };
  return (
    <MenuContainer {...menu.getContainerProps()}>
      <MenuTrigger {...triggerProps} onKeyDown={onTriggerKeyDown}>
        <MenuTriggerContent
          label={label}
          triggerAccessibleName={triggerAccessibleName}
          triggerContent={triggerContent}
        />
      </MenuTrigger>
      {failed ? (
        menu.isOpen && plainLinks
      ) : menu.hasOpened ? (
        <LazyPartBoundary name="the menu's list" fallback={null} onError={() => setFailed(true)}>
          <DropdownMenuList menu={list} items={shownItems} navigate={navigate} align={align} />
        </LazyPartBoundary>
      ) : null}
    </MenuContainer>
  );
}
