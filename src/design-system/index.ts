/** Public API of the design system: tokens, provider and primitives. */
export * from './tokens';
export { getContrastRatio, getRelativeLuminance, parseHexColor } from './color-contrast';
export { DesignSystemProvider, useDesignSystemMessages, type DesignSystemProviderProps } from './provider';
export { VisuallyHidden } from './visually-hidden';
export { Overlay, type OverlayProps } from './overlay';
export { Badge, type BadgeProps } from './badge';
export { formatBadgeCount } from './format-badge-count';
export { Button, type ButtonProps, type ButtonSize, type ButtonState, type ButtonVariant } from './button';
export { Modal, type ModalProps } from './modal';
export {
  createLazyPart,
  LazyPartBoundary,
  type LazyPart,
  type LazyPartBoundaryProps,
  type LazyPartOptions,
  type LazyPartProps,
} from './lazy-part';
export { createLazyModule, useLazyModule, type LazyModule } from './lazy-module';
export { DropdownMenu, type DropdownMenuProps } from './dropdown-menu';
export { DisclosureNav, type DisclosureNavProps } from './disclosure-nav';
export {
  useMenuButton,
  MENU_HOVER_MEDIA_QUERY,
  type MenuInitialFocus,
  type MenuOpenSource,
  type UseMenuButtonOptions,
  type UseMenuButtonResult,
  type MenuItemPropsOptions,
} from './use-menu-button';
export { getMenuIndex, findTypeAheadIndex, nextTypeAheadBuffer, type MenuMove } from './menu-navigation';
export {
  groupMenuItems,
  getRouterLinkFallbackPaths,
  hasActiveItem,
  isLinkItem,
  type MenuSection,
} from './menu-sections';
export type { MenuItem, MenuItemType } from './menu-item';
export { isPlainLeftClick, type ClickLike } from './is-plain-left-click';
export { TextInput, type TextInputProps, type TextInputType } from './text-input';
export { sanitizeText, sanitizeSingleLineText, sanitizeDigits, truncateText } from './sanitize-text';
export { useControllableState, type UseControllableStateOptions } from './use-controllable-state';
