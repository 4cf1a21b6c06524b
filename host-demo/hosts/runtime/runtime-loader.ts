/**
 * The runtime-only host (issue 17): no bundler federation plugin at all, only the README's first recipe
 * (`header-federation.ts`, `createInstance` with the verified-manifest plugin, issue 27), loading the
 * remote's default manifest.
 * `withJsxRuntime` is the same instance sharing `react/jsx-runtime` too, which a host may or may not do.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as JsxRuntime from 'react/jsx-runtime';
import type * as HeaderModule from 'globalHeader/Header';
import type * as MountModule from 'globalHeader/mount';
import { defaultManifestUrl, type HostPageConfig, type RemoteLoader } from '../common/remote';
import { REMOTE_NAME } from '../../qa/remote/load-remote';
import { verifiedManifestPlugin, type PinnedKey } from '../../../src/federation';
import { createHeaderFederation } from './header-federation';

/** Each React module the page shares, as the recipe shares react and react-dom: one copy, any version. */
const shareReact = (lib: unknown) => ({
  version: React.version,
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion: false as const },
});

function withJsxRuntime(entry: string, publicKeys: PinnedKey[]) {
  return createInstance({
    name: 'myHostWithJsxRuntime',
    remotes: [{ name: REMOTE_NAME, entry }],
    plugins: [verifiedManifestPlugin({ publicKeys })],
    shared: {
      react: shareReact(React),
      'react-dom': shareReact(ReactDOM),
      'react/jsx-runtime': shareReact(JsxRuntime),
    },
  });
}

export function createInstanceLoader(config: HostPageConfig, { jsxRuntime = false } = {}): RemoteLoader {
  const entry = defaultManifestUrl(config);
  const federation = jsxRuntime
    ? withJsxRuntime(entry, config.publicKeys)
    : createHeaderFederation(entry, config.publicKeys);
  // The recipe's typing: `loadRemote<typeof import('globalHeader/Header')>`, the remote's own module types.
  return {
    Header: () => federation.loadRemote<typeof HeaderModule>(`${REMOTE_NAME}/Header`),
    mount: () => federation.loadRemote<typeof MountModule>(`${REMOTE_NAME}/mount`),
  };
}
