/** Public API of the design system: tokens, provider and primitives. */
export * from './tokens';
export { DesignSystemProvider } from './provider';
export { Overlay } from './overlay';
export { Badge } from './badge';
export { Button } from './button';
export { Modal } from './modal';
export { DropdownMenu } from './dropdown-menu';
export { DisclosureNav } from './disclosure-nav';
export type { MenuItem } from '../config/menu-item';
