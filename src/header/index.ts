export { HeaderLayout, type HeaderLayoutProps } from './header';
export { buildUserMenuItems, buildHelpCenterItems, buildLinkGroupItems } from './model/menus';
export { buildMobileMenuItems } from './model/mobile-menus';
export { getUserLabel } from './model/user-label';
export { StaticHeader, type StaticHeaderProps } from './static-header';
