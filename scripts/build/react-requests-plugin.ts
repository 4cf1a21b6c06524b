/**
 * Where the remote's React requests go (issue 12), before Module Federation's sharing sees them
 * (`beforeResolve` runs before the share plugin's `factorize`):
 * - In the `own-react` layer (src/react-bridge/own-react.ts and everything it imports), `react`,
 *   `react-dom`, `scheduler` and `styled-components` (subpaths included) become `@own-react/…`
 *   aliases of the remote's own copies: never the share scope, so the bridge always gets React 19.
 * - Everywhere else, `react/jsx-runtime` and `react/jsx-dev-runtime` become our runtime
 *   (src/react-bridge/jsx-runtime.ts), which goes through the shared `react`: elements then match the
 *   host's React even when it did not share its JSX runtime.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Compiler, ResolveOptions } from 'webpack';

export const OWN_REACT_LAYER = 'own-react';
const PRIVATE_PACKAGES = ['react', 'react-dom', 'scheduler', 'styled-components'];
const PRIVATE_REQUEST = new RegExp(`^(${PRIVATE_PACKAGES.join('|')})(/.*)?$`);
const JSX_RUNTIME_REQUEST = /^react\/jsx(-dev)?-runtime$/;
const PLUGIN = 'ReactRequestsPlugin';

export class ReactRequestsPlugin {
  constructor(private readonly options: { root: string; jsxRuntime: string }) {}

  /** `@own-react/react` -> the remote's own react package folder, and so on. */
  resolveAliases(): NonNullable<ResolveOptions['alias']> {
    const require = createRequire(path.join(this.options.root, 'package.json'));
    return Object.fromEntries(
      PRIVATE_PACKAGES.map((name) => [`@own-react/${name}`, path.dirname(require.resolve(`${name}/package.json`))]),
    );
  }

  apply(compiler: Compiler): void {
    compiler.hooks.normalModuleFactory.tap(PLUGIN, (factory) => {
      factory.hooks.beforeResolve.tap(PLUGIN, (data) => {
        if (data.contextInfo.issuerLayer === OWN_REACT_LAYER) {
          if (PRIVATE_REQUEST.test(data.request)) data.request = `@own-react/${data.request}`;
        } else if (JSX_RUNTIME_REQUEST.test(data.request)) {
          data.request = this.options.jsxRuntime;
        }
      });
    });
  }
}
