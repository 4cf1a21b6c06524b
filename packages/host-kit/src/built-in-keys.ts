/**
 * The public keys this copy of the kit pins unless a host passes its own (`publicKeys`): the kit's build
 * writes in the keys the remote's releases are signed with (`HEADER_MANIFEST_PUBLIC_KEYS` at build time, else
 * the development key the remote's build made; packages/host-kit/build.ts). Run from its sources (tests,
 * typecheck) it pins none, and every manifest is refused until a host passes keys.
 */
import type { PinnedKey } from '../../../src/federation';

declare const __GLOBAL_HEADER_KIT_PUBLIC_KEYS__: readonly PinnedKey[] | undefined;

export const BUILT_IN_PUBLIC_KEYS: readonly PinnedKey[] =
  typeof __GLOBAL_HEADER_KIT_PUBLIC_KEYS__ === 'undefined' ? [] : __GLOBAL_HEADER_KIT_PUBLIC_KEYS__;
