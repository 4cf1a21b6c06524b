/**
 * `@global-header/host-kit/react`: the React parts for hosts (built as a `'use client'` module, build.ts, for server-rendering frameworks;
 * safe to import and render on a server, where it loads nothing).
 */
export {
  HeaderSlot,
  ServerHeaderProvider,
  sharedReact,
  type HeaderLoader,
  type HeaderSlotProps,
  type HeaderSlotStatus,
} from './header-slot';
export { FallbackHeader, type FallbackHeaderProps } from './fallback-header';
export { HEADER_SLOT_CLASS, HEADER_SLOT_CSS } from './slot-css';
