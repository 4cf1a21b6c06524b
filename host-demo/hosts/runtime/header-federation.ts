import { createInstance } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { verifiedManifestPlugin, type PinnedKey } from '../../../src/federation';

/**
 * The header remote on a federation instance of the page's own, with the page's React shared; trusted only
 * through its signed manifest (`publicKeys`: the keys it must be signed with, pinned by the host).
 */
export function createHeaderFederation(entry: string, publicKeys: PinnedKey[]) {
  return createInstance({
    name: 'myHost',
    remotes: [{ name: 'globalHeader', entry }],
    plugins: [verifiedManifestPlugin({ publicKeys })],
    shared: {
      react: { version: React.version, lib: () => React, shareConfig: { singleton: true, requiredVersion: false } },
      'react-dom': {
        version: ReactDOM.version,
        lib: () => ReactDOM,
        shareConfig: { singleton: true, requiredVersion: false },
      },
    },
  });
}
