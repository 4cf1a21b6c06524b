/**
 * DropdownMenu: the header dropdown (spec 4) built on `useMenuButton`. Items are `MenuItem`s
 * (spec 3) rendered as `role="menuitem"` anchors; the list mounts on first open.
 */
import type { MouseEvent, ReactNode } from 'react';
import type { NavigateFn } from '../config/types';
import type { MenuItem } from './menu-item';
import {
  Chevron,
  GroupLabel,
  GroupList,
  ItemBadge,
  ItemLink,
  ItemSecondary,
  ItemText,
  MenuContainer,
  MenuList,
  MenuTrigger,
  Separator,
  TriggerLabel,
} from './dropdown-menu.styles';
import { isPlainLeftClick } from '../lib/is-plain-left-click';
import { groupMenuItems } from './menu-sections';
import { useDesignSystemMessages } from './provider';
import { useMenuButton, type UseMenuButtonResult } from './use-menu-button';
import { useLatestRef } from '../lib/use-latest-ref';
import { useRouterLinkFallbackWarning } from './use-router-link-warning';
import { VisuallyHidden } from './visually-hidden';

export interface DropdownMenuProps {
  /** Visible trigger text (or content). */
  label: ReactNode;
  /** Accessible name of the trigger when the visible label is not enough (e.g. "Account menu for Jane"). */
  triggerAccessibleName?: string;
  /** The menu items (spec 3). */
  items: MenuItem[];
  /** Host router: router-link items call it instead of a full page load (spec 8 fallback otherwise). */
  navigate?: NavigateFn;
  /** Which edge of the trigger the list lines up with. Default `start`. */
  align?: 'start' | 'end';
  /** Called each time the menu opens (analytics, spec 7 ProfileDropdown). */
  onOpen?: () => void;
  /** Extra trigger content before the label, e.g. an avatar or an icon. */
  triggerContent?: ReactNode;
  /** Open on hover on wide screens (spec 4). Default true. */
  hoverOpen?: boolean;
  /** Base id for the trigger and list ids. */
  id?: string;
}

interface MenuItemViewProps {
  item: MenuItem;
  menu: UseMenuButtonResult;
  navigate?: NavigateFn;
  opensInNewTab: string;
}

function MenuItemView({ item, menu, navigate, opensInNewTab }: MenuItemViewProps) {
  const isRouted = item.type === 'routerLink' && navigate !== undefined;
  const onSelect = (event: MouseEvent<HTMLElement>) => {
    item.onSelect?.();
    // Ctrl/Cmd/Shift/middle clicks open a new tab or window: the browser's job, not the router's.
    if (isRouted && item.path !== undefined && isPlainLeftClick(event)) {
      event.preventDefault();
      navigate(item.path);
    }
  };
  const itemProps = menu.getItemProps({ disabled: item.disabled, onSelect });
  return (
    <li role="none">
      <ItemLink
        {...itemProps}
        href={item.disabled ? undefined : item.path}
        aria-current={item.active ? 'page' : undefined}
        target={item.newTab && !item.disabled ? '_blank' : undefined}
        rel={item.newTab && !item.disabled ? 'noopener noreferrer' : undefined}
        data-label={item.content ?? ''}
      >
        <ItemText>
          {item.content}
          {item.badge ? (
            <>
              {' '}
              <ItemBadge>{item.badge}</ItemBadge>
            </>
          ) : null}
        </ItemText>
        {item.secondaryContent ? (
          <>
            {' '}
            <ItemSecondary>{item.secondaryContent}</ItemSecondary>
          </>
        ) : null}
        {item.newTab ? (
          <>
            {' '}
            <VisuallyHidden>{opensInNewTab}</VisuallyHidden>
          </>
        ) : null}
      </ItemLink>
    </li>
  );
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
}: DropdownMenuProps) {
  const messages = useDesignSystemMessages();
  const onOpenRef = useLatestRef(onOpen);
  const menu = useMenuButton({
    hoverOpen,
    id,
    onOpenChange: (open) => {
      if (open) onOpenRef.current?.();
    },
  });

  // Spec 8 fallback warning, once the list is actually rendered.
  useRouterLinkFallbackWarning(items, navigate !== undefined, menu.hasOpened);

  const renderItem = (item: MenuItem) => (
    <MenuItemView key={item.id} item={item} menu={menu} navigate={navigate} opensInNewTab={messages.opensInNewTab} />
  );

  const triggerProps = menu.getTriggerProps();
  const menuProps = menu.getMenuProps();
  return (
    <MenuContainer {...menu.getContainerProps()}>
      <MenuTrigger {...triggerProps}>
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
      {menu.hasOpened ? (
        <MenuList {...menuProps} $align={align}>
          {groupMenuItems(items).map((section) => {
            if (section.kind === 'divider') return <Separator key={section.id} role="separator" />;
            if (section.kind === 'item') return renderItem(section.item);
            const labelId = `${menuProps.id}-${section.id}-label`;
            return (
              <li role="none" key={section.id}>
                <GroupLabel id={labelId}>{section.label}</GroupLabel>
                <GroupList role="group" aria-labelledby={labelId}>
                  {section.items.map(renderItem)}
                </GroupList>
              </li>
            );
          })}
        </MenuList>
      ) : null}
    </MenuContainer>
  );
}
