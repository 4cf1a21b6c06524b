import { createHeaderFederation, type PinnedKey } from '@global-header/host-kit';
import { sharedReact } from '@global-header/host-kit/react';

/**
 * The header remote on a federation instance of the page's own, with the page's React shared; trusted only
 * through its signed manifest (the kit's verification is on; `publicKeys`: the keys it must be signed with,
 * pinned by the host, else the keys the kit was built with).
 */
export function createPageHeaderFederation(manifestUrl: string, publicKeys?: PinnedKey[]) {
  return createHeaderFederation({ manifestUrl, publicKeys, shared: sharedReact() });
}
