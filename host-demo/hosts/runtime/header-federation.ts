import { createHeaderFederation, type PinnedKey } from '@global-header/host-kit';
import { sharedReact } from '@global-header/host-kit/react';

/**
 * The header remote on a federation instance of the page's own, with the page's React shared; trusted only
 * through its signed manifest (the kit's verification is on; `publicKeys`: the keys it must be signed with,
 * pinned by the host, else the keys the kit was built with; `minimumVersion`: the release the host was deployed
 * against, read with the kit's `readReleaseVersion`, so a first visit is not served an older one).
 */
export function createPageHeaderFederation(manifestUrl: string, publicKeys?: PinnedKey[], minimumVersion?: number) {
  return createHeaderFederation({ manifestUrl, publicKeys, minimumVersion, shared: sharedReact() });
}
