export { HeaderLayout, type HeaderLayoutProps } from './header';
export { buildUserMenuItems, buildMobileMenuItems, buildHelpCenterItems, buildLinkGroupItems } from './model/menus';
export { getUserLabel } from './model/user-label';
export { StaticHeader, type StaticHeaderProps } from './static-header';
