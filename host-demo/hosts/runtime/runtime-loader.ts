/**
 * The runtime-only host: no bundler federation plugin at all, only the README's first recipe
 * (`header-federation.ts`: the host kit's `createHeaderFederation`, its manifest check on),
 * loading the remote's default manifest.
 * `withJsxRuntime` is the same instance sharing `react/jsx-runtime` too, which a host may or may not do.
 */
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import { createHeaderFederation, type PinnedKey } from '@global-header/host-kit';
import { sharedReact } from '@global-header/host-kit/react';
import { defaultManifestUrl, type HostPageConfig, type RemoteLoader } from '../common/remote';
import { createPageHeaderFederation } from './header-federation';

function withJsxRuntime(manifestUrl: string, publicKeys: PinnedKey[], minimumVersion: number) {
  return createHeaderFederation({
    name: 'myHostWithJsxRuntime',
    manifestUrl,
    publicKeys,
    minimumVersion,
    shared: {
      ...sharedReact(),
      'react/jsx-runtime': {
        version: React.version,
        lib: () => JsxRuntime,
        shareConfig: { singleton: true, requiredVersion: false },
      },
    },
  });
}

export function createInstanceLoader(config: HostPageConfig, { jsxRuntime = false } = {}): RemoteLoader {
  const entry = defaultManifestUrl(config);
  const federation = jsxRuntime
    ? withJsxRuntime(entry, config.publicKeys, config.minimumVersion)
    : createPageHeaderFederation(entry, config.publicKeys, config.minimumVersion);
  // Typed by the kit: `load('Header')` is the remote's own module (`globalHeader/Header`).
  return { Header: () => federation.load('Header'), mount: () => federation.load('mount') };
}
