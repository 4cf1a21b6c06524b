/**
 * The menu item shape (product entities: "Menu item"): `src/header/model` builds item lists of it, the design
 * system's menus render them. A plain data type, so it lives with the others in the bottom layer: the
 * React-free model imports no React-facing folder, and the design system takes nothing from a feature.
 */

/** Menu item kinds (product entities). */
export type MenuItemType = 'anchor' | 'divider' | 'expandLink' | 'sectionHeader' | 'routerLink';

/** One item of a header menu (product entities: "Menu item"). Built by `src/header/model/menus.ts`, rendered by design-system menus. */
export interface MenuItem {
  type: MenuItemType;
  /** Stable key, also used by tests and analytics. */
  id: string;
  /** Visible text (not needed for dividers). */
  content?: string;
  /** Target URL (anchor, routerLink). */
  path?: string;
  /** Marks the current page (aria-current) or, for expandLink, a sub-item that is active. */
  active?: boolean;
  /** Shown but not actionable (aria-disabled), e.g. the user label item at position 9. */
  disabled?: boolean;
  /** Optional icon name. */
  icon?: string;
  /** Secondary text under the main text (e.g. the user's email). */
  secondaryContent?: string;
  /** Small label after the text, e.g. "Beta", "New". */
  badge?: string;
  /**
   * A count bubble after the text (the Badge: nothing for 0, `99+` above 99, product validation rules), e.g. the
   * mobile panel's Likes and Tickets.
   */
  count?: number;
  /** What assistive technology reads instead of the bubble's number, e.g. "3 saved events". */
  countLabel?: string;
  /** Opens in a new tab (rel noopener, visible/announced hint). */
  newTab?: boolean;
  /** Children of an expandLink (mobile nested menus). */
  subItems?: MenuItem[];
  /** Called when the item is chosen, before navigation (analytics). */
  onSelect?: () => void;
}
