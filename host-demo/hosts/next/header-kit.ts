/**
 * What this host's browser code takes from the header's side, in one place: the host kit, by its
 * package name. `createHeaderFederation` is the kit's federation instance (the signed-manifest check on) with the
 * page's React shared; the exposes' types come with the kit (`globalHeader/*`).
 */
export { createHeaderFederation } from '@global-header/host-kit';
export { FallbackHeader, sharedReact } from '@global-header/host-kit/react';
export type { PinnedKey } from '@global-header/host-kit';
export type { ServerHeaderProps } from '@global-header/host-kit/server';
