/**
 * DropdownMenu: the header dropdown (product states) built on `useMenuButton`. Items are `MenuItem`s
 * (product entities) rendered as `role="menuitem"` anchors.
 *
 * The trigger is here, in the first render; the list (dropdown-menu-list.tsx, with `useMenuList`)
 * is code of its own, fetched when the visitor shows intent (the pointer over the menu, focus, a
 * touch) or at the latest when the menu opens, and shared by every menu on the page. A menu opened
 * before that code arrives opens when it does, with the item the press asked for focused. If the code
 * cannot load, the open menu shows its items as plain links, so the visitor still gets where the menu
 * goes; the next opening tries the code again.
 */
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { NavigateFn } from '../config/types';
import { createLazyModule, useLazyModule, type LazyModule } from '../lib/lazy-module';
import { LazyPartBoundary } from '../lib/lazy-part';
import type { DropdownMenuListProps } from './dropdown-menu-list';
import type { MenuItem } from '../config/menu-item';
import { Chevron, FallbackList, MenuContainer, MenuTrigger, TriggerLabel } from './dropdown-menu.styles';
import { useLatestRef } from '../lib/use-latest-ref';
import { useMenuButton } from './use-menu-button';
import { VisuallyHidden } from './visually-hidden';

export type DropdownMenuListComponent = ComponentType<DropdownMenuListProps>;

/** The list's code, one load per page for every menu. A failed load is logged once and tried again later. */
const menuListCode: LazyModule<DropdownMenuListComponent> = createLazyModule(
  () => import(/* webpackChunkName: "menu-list" */ './dropdown-menu-list').then((module) => module.default),
  'the menu list',
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
  /** Where the list's code comes from (tests pass one that waits or fails); default its own chunk. */
  listCode?: LazyModule<DropdownMenuListComponent>;
}

export function DropdownMenu({
  label,
  triggerAccessibleName,
  items,
  navigate,
  align = 'start',
  onOpen,
  triggerContent,
  hoverOpen = true,
  id,
  listCode = menuListCode,
}: DropdownMenuProps) {
  const onOpenRef = useLatestRef(onOpen);
  const menu = useMenuButton({
    hoverOpen,
    id,
    onOpenRequest: () => onOpenRef.current?.(),
  });
  const List = useLazyModule(listCode);
  const [failed, setFailed] = useState(false);
  // The items are built only when something shows them: the list once its code is here, or the plain
  // links after it failed. Both come with the catalogue's later part, where the items' texts are (a
  // user's "Tickets (3)" formats one of them): built at the opening itself, they had none yet.
  const showsItems = menu.hasOpened && (List !== undefined || failed);
  const shownItems = useMemo(
    () => (typeof items !== 'function' ? items : showsItems ? items() : []),
    [items, showsItems],
  );
  const failedRef = useLatestRef(failed);
  const isOpenRef = useLatestRef(menu.isOpen);
  // Whether the plain links have been shown since the last failure: only then does an opening try again.
  const shownPlainLinks = useRef(false);
  const load = useCallback(() => {
    if (listCode.get()) return;
    listCode.load().then(
      () => setFailed(false),
      () => {
        shownPlainLinks.current = isOpenRef.current;
        setFailed(true);
      },
    );
  }, [listCode, isOpenRef]);
  // Intent (the pointer over the menu, focus, a touch) fetches the list until a fetch fails: a pointer
  // passing over again is no reason to try again.
  const loadOnIntent = () => {
    if (!failed) load();
  };
  // Opening is the latest moment to fetch the list. After a failure, an opening tries again once the
  // plain links have been shown, so one press never makes two failed attempts.
  useEffect(() => {
    if (!menu.isOpen) return;
    if (!failedRef.current || shownPlainLinks.current) load();
    else shownPlainLinks.current = true;
  }, [menu.isOpen, load, failedRef]);

  // The items as plain links while the list cannot be shown: its code failed to load, or it failed to render.
  const plainLinks =
    failed && menu.isOpen ? (
      <FallbackList
        aria-labelledby={menu.list.triggerId}
        $align={align}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.stopPropagation();
          menu.closeMenu({ restoreFocus: true });
        }}
      >
        {shownItems
          .flatMap((item) => (item.type === 'expandLink' ? (item.subItems ?? []) : [item]))
          .map((item) =>
            item.path && !item.disabled && (item.type === 'anchor' || item.type === 'routerLink') ? (
              <li key={item.id}>
                <a href={item.path} onClick={item.onSelect}>
                  {item.content}
                </a>
              </li>
            ) : null,
          )}
      </FallbackList>
    ) : null;

  const triggerProps = menu.getTriggerProps();
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // The fallback links follow the trigger in the tab order: Tab moves into them rather than closing.
    if (!(failed && event.key === 'Tab')) triggerProps.onKeyDown(event);
  };
  return (
    <MenuContainer {...menu.getContainerProps()} onPointerEnter={loadOnIntent} onTouchStart={loadOnIntent}>
      <MenuTrigger {...triggerProps} onKeyDown={onTriggerKeyDown} onFocus={loadOnIntent}>
        {triggerAccessibleName ? (
          <>
            {/* The name is hidden text rather than aria-label: visible decoration such as initials is then
                not "visible text missing from the name" (axe label-content-name-mismatch). */}
            <TriggerLabel aria-hidden="true">
              {triggerContent}
              {label}
            </TriggerLabel>
            <VisuallyHidden>{triggerAccessibleName}</VisuallyHidden>
          </>
        ) : (
          <>
            {triggerContent}
            {label}
          </>
        )}
        <Chevron aria-hidden="true" />
      </MenuTrigger>
      {menu.hasOpened && List ? (
        <LazyPartBoundary name="the menu list" fallback={plainLinks} onError={() => setFailed(true)}>
          {/* The loaded list is the module's one value, the same on every render: never remounted (what
              this rule guards against). */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          <List menu={menu.list} items={shownItems} navigate={navigate} align={align} />
        </LazyPartBoundary>
      ) : (
        plainLinks
      )}
    </MenuContainer>
  );
}
