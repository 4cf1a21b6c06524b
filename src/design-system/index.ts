/** Public API of the design system: tokens, provider and primitives. */
export * from './tokens';
export { DesignSystemProvider, useDesignSystemMessages, type DesignSystemProviderProps } from './provider';
export { VisuallyHidden } from './visually-hidden';
export { Overlay, type OverlayProps } from './overlay';
export { Badge, type BadgeProps } from './badge';
export { formatBadgeCount } from './format-badge-count';
export { Button, type ButtonProps, type ButtonSize, type ButtonState, type ButtonVariant } from './button';
export { Modal, type ModalProps } from './modal';
export { DropdownMenu, type DropdownMenuProps } from './dropdown-menu';
export { DisclosureNav, type DisclosureNavProps } from './disclosure-nav';
export {
  useMenuButton,
  MENU_HOVER_MEDIA_QUERY,
  type MenuInitialFocus,
  type MenuOpenSource,
  type UseMenuButtonOptions,
  type UseMenuButtonResult,
  type MenuListState,
} from './use-menu-button';
export { useMenuList, type MenuItemPropsOptions, type UseMenuListResult } from './use-menu-list';
export { getMenuIndex, findTypeAheadIndex, nextTypeAheadBuffer, type MenuMove } from './menu-navigation';
export {
  groupMenuItems,
  getRouterLinkFallbackPaths,
  hasActiveItem,
  isLinkItem,
  type MenuSection,
} from './menu-sections';
export type { MenuItem, MenuItemType } from '../config/menu-item';
