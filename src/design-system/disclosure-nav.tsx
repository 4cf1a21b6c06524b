/**
 * DisclosureNav: the mobile nested menus (product routes: Solutions, Industry, Event Types, Blog) as a navigation
 * list with disclosure buttons (WAI-ARIA APG "disclosure navigation"), not a menu widget.
 * `expandLink` items are buttons with aria-expanded controlling their sub-list, which starts open when
 * any sub-item is active (product states); links use aria-current for the active page.
 */
import { useId, useState, type MouseEvent } from 'react';
import type { NavigateFn } from '../config/types';
import { Badge as CountBadge } from './badge';
import type { MenuItem } from '../config/menu-item';
import {
  Badge,
  Divider,
  NavLink,
  NavList,
  SectionLabel,
  Secondary,
  ToggleButton,
  ToggleChevron,
} from './disclosure-nav.styles';
import { isPlainLeftClick } from '../lib/is-plain-left-click';
import { hasActiveItem } from './menu-sections';
import { useDesignSystemMessages } from './provider';
import { useRouterLinkFallbackWarning } from './use-router-link-warning';
import { VisuallyHidden } from './visually-hidden';

export interface DisclosureNavProps {
  /** Items (product entities); `expandLink` items carry `subItems`. */
  items: MenuItem[];
  /** Host router for router-link items (plain anchors with a warning otherwise, product error catalogue). */
  navigate?: NavigateFn;
  /** Accessible name of the navigation landmark. */
  'aria-label'?: string;
  /** Called after any link is chosen (e.g. to close the mobile panel). */
  onNavigate?: () => void;
}

interface ListProps {
  items: MenuItem[];
  navigate?: NavigateFn;
  onNavigate?: () => void;
  nested?: boolean;
  id?: string;
  hidden?: boolean;
}

function LinkRow({ item, navigate, onNavigate }: { item: MenuItem; navigate?: NavigateFn; onNavigate?: () => void }) {
  const messages = useDesignSystemMessages();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (item.disabled) {
      event.preventDefault();
      return;
    }
    item.onSelect?.();
    // A modified or middle click opens the link elsewhere (new tab or window): the browser does it,
    // and this page, panel included, stays as it is.
    if (!isPlainLeftClick(event)) return;
    if (item.type === 'routerLink' && navigate && item.path !== undefined) {
      event.preventDefault();
      navigate(item.path);
    }
    onNavigate?.();
  };
  const newTab = item.newTab && !item.disabled;
  return (
    <NavLink
      href={item.disabled ? undefined : item.path}
      aria-disabled={item.disabled ? true : undefined}
      aria-current={item.active ? 'page' : undefined}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener noreferrer' : undefined}
      onClick={onClick}
    >
      <span>
        {item.content}
        {item.secondaryContent ? (
          <>
            {' '}
            <Secondary>{item.secondaryContent}</Secondary>
          </>
        ) : null}
      </span>
      {item.badge ? (
        <>
          {' '}
          <Badge>{item.badge}</Badge>
        </>
      ) : null}
      {item.count !== undefined ? (
        <>
          {' '}
          <CountBadge count={item.count} label={item.countLabel} />
        </>
      ) : null}
      {item.newTab ? (
        <>
          {' '}
          <VisuallyHidden>{messages.opensInNewTab}</VisuallyHidden>
        </>
      ) : null}
    </NavLink>
  );
}

function ExpandRow({ item, navigate, onNavigate }: { item: MenuItem; navigate?: NavigateFn; onNavigate?: () => void }) {
  const subItems = item.subItems ?? [];
  // The product states: expandable nav items start open if any sub-item is active.
  const [open, setOpen] = useState(() => hasActiveItem(subItems));
  const listId = `${useId().replace(/:/g, '')}-sub`;
  return (
    <>
      <ToggleButton
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          item.onSelect?.();
          setOpen((value) => !value);
        }}
      >
        {item.content}
        <ToggleChevron aria-hidden="true" data-chevron="" />
      </ToggleButton>
      <ItemList id={listId} hidden={!open} items={subItems} navigate={navigate} onNavigate={onNavigate} nested />
    </>
  );
}

function ItemList({ items, navigate, onNavigate, nested, id, hidden }: ListProps) {
  return (
    <NavList id={id} hidden={hidden} $nested={nested}>
      {items.map((item) => (
        <li key={item.id}>
          {item.type === 'divider' ? (
            <Divider />
          ) : item.type === 'sectionHeader' ? (
            <SectionLabel>{item.content}</SectionLabel>
          ) : item.type === 'expandLink' ? (
            <ExpandRow item={item} navigate={navigate} onNavigate={onNavigate} />
          ) : (
            <LinkRow item={item} navigate={navigate} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </NavList>
  );
}

export function DisclosureNav({ items, navigate, onNavigate, 'aria-label': ariaLabel }: DisclosureNavProps) {
  useRouterLinkFallbackWarning(items, navigate !== undefined);
  return (
    <nav aria-label={ariaLabel}>
      <ItemList items={items} navigate={navigate} onNavigate={onNavigate} />
    </nav>
  );
}
