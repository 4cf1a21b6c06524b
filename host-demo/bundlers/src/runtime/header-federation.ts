import { createInstance } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as ReactDOM from 'react-dom';

/** The header remote on a federation instance of the page's own, with the page's React shared. */
export function createHeaderFederation(entry: string) {
  return createInstance({
    name: 'myHost',
    remotes: [{ name: 'globalHeader', entry }],
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
