/**
 * The dropdown menu's list (product states): its items as `role="menuitem"` anchors (product entities), grouped by
 * `groupMenuItems`, with `useMenuList`'s keys. Part of the menu's code (dropdown-menu-full.tsx), fetched on
 * the visitor's first intent, so the header's first render carries only the triggers.
 */
import type { MouseEvent } from 'react';
import type { NavigateFn } from '../config/types';
import { isPlainLeftClick } from '../lib/is-plain-left-click';
import type { MenuItem } from '../config/menu-item';
import {
  GroupLabel,
  GroupList,
  ItemBadge,
  ItemLink,
  ItemSecondary,
  ItemText,
  MenuList,
  Separator,
} from './menu-list.styles';
import { groupMenuItems } from './menu-sections';
import { useDesignSystemMessages } from './provider';
import type { MenuListState } from './use-menu-button';
import { useMenuList, type UseMenuListResult } from './use-menu-list';
import { useRouterLinkFallbackWarning } from './use-router-link-warning';
import { VisuallyHidden } from './visually-hidden';

export interface DropdownMenuListProps {
  menu: MenuListState;
  items: MenuItem[];
  navigate?: NavigateFn;
  align: 'start' | 'end';
}

interface MenuItemViewProps {
  item: MenuItem;
  list: UseMenuListResult;
  navigate?: NavigateFn;
  opensInNewTab: string;
}

function MenuItemView({ item, list, navigate, opensInNewTab }: MenuItemViewProps) {
  const isRouted = item.type === 'routerLink' && navigate !== undefined;
  const onSelect = (event: MouseEvent<HTMLElement>) => {
    item.onSelect?.();
    // Ctrl/Cmd/Shift/middle clicks open a new tab or window: the browser's job, not the router's.
    if (isRouted && item.path !== undefined && isPlainLeftClick(event)) {
      event.preventDefault();
      navigate(item.path);
    }
  };
  const itemProps = list.getItemProps({ disabled: item.disabled, onSelect });
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

export default function DropdownMenuList({ menu, items, navigate, align }: DropdownMenuListProps) {
  const messages = useDesignSystemMessages();
  const list = useMenuList(menu);
  // The product error catalogue fallback warning, once the list is actually rendered.
  useRouterLinkFallbackWarning(items, navigate !== undefined);

  const renderItem = (item: MenuItem) => (
    <MenuItemView key={item.id} item={item} list={list} navigate={navigate} opensInNewTab={messages.opensInNewTab} />
  );
  const menuProps = list.getMenuProps();
  return (
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
  );
}
