/**
 * Pure layout of a flat `MenuItem[]` (product entities: "Menu item") into what a dropdown menu renders:
 * single items, separators and labelled groups. No React.
 *
 * - `sectionHeader` starts a group labelled by its content; the group holds the following link items up
 *   to the next divider, section header or expand link.
 * - `expandLink` becomes a group labelled by its content holding its link sub-items (a dropdown has no
 *   nested disclosure; `DisclosureNav` renders expand links as toggles instead).
 * - Link items are `anchor` and `routerLink`.
 */
import type { MenuItem } from '../config/menu-item';

export type MenuSection =
  | { kind: 'item'; item: MenuItem }
  | { kind: 'divider'; id: string }
  | { kind: 'group'; id: string; label: string; items: MenuItem[] };

export function isLinkItem(item: MenuItem): boolean {
  return item.type === 'anchor' || item.type === 'routerLink';
}

export function groupMenuItems(items: readonly MenuItem[]): MenuSection[] {
  const sections: MenuSection[] = [];
  let openGroup: Extract<MenuSection, { kind: 'group' }> | null = null;
  for (const item of items) {
    if (item.type === 'divider') {
      openGroup = null;
      sections.push({ kind: 'divider', id: item.id });
    } else if (item.type === 'sectionHeader') {
      openGroup = { kind: 'group', id: item.id, label: item.content ?? '', items: [] };
      sections.push(openGroup);
    } else if (item.type === 'expandLink') {
      openGroup = null;
      sections.push({
        kind: 'group',
        id: item.id,
        label: item.content ?? '',
        items: (item.subItems ?? []).filter(isLinkItem),
      });
    } else if (openGroup) {
      openGroup.items.push(item);
    } else {
      sections.push({ kind: 'item', item });
    }
  }
  return sections;
}

/** Router-link items that will fall back to plain anchors because no navigate function was given (product error catalogue). */
export function getRouterLinkFallbackPaths(items: readonly MenuItem[], hasNavigate: boolean): string[] {
  if (hasNavigate) return [];
  const paths: string[] = [];
  const visit = (list: readonly MenuItem[]) => {
    for (const item of list) {
      if (item.type === 'routerLink' && item.path !== undefined) paths.push(item.path);
      if (item.subItems) visit(item.subItems);
    }
  };
  visit(items);
  return paths;
}

/** True when any item, at any depth, is active (product states: expandable nav items start open then). */
export function hasActiveItem(items: readonly MenuItem[]): boolean {
  return items.some((item) => item.active === true || hasActiveItem(item.subItems ?? []));
}
