/**
 * Where the remote's React requests go, before Module Federation's sharing sees them
 * (`beforeResolve` runs before the share plugin's `factorize`):
 * - In the `own-react` layer (src/expose/own-react.ts and everything it imports), `react`,
 *   `react-dom`, `scheduler` and `styled-components` (subpaths included) become `@own-react/…`
 *   aliases of the remote's own copies: never the share scope, so the bridge always gets React 19.
 * - Everywhere else, `react/jsx-runtime` and `react/jsx-dev-runtime` become our runtime
 *   (src/react-bridge/jsx-runtime.ts), which goes through the shared `react`: elements then match the
 *   host's React even when it did not share its JSX runtime.
 * - Lazy chunks named in the sources (`webpackChunkName: "search-bar"`) get a name of their own in the
 *   `own-react` layer (`search-bar-own-react`). Webpack puts every import with one chunk name into one
 *   chunk: the layer's copy of a part then shared the name with the host-React copy, and loading the
 *   search bar on a React 19 page fetched both copies' chunks (a second axios, taxonomy and React with
 *   styled-components: 42 KiB of the home page's 149 KiB of remote JS at 1280 px).
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import type { AsyncDependenciesBlock, Compiler, ResolveOptions } from 'webpack';

export const OWN_REACT_LAYER = 'own-react';
/** Appended to the chunk names of lazy parts in the own-react layer. */
export const OWN_REACT_CHUNK_SUFFIX = `-${OWN_REACT_LAYER}`;
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
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      // After every module is built and before the chunk graph is made from their async blocks.
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        for (const module of modules) {
          if (module.layer !== OWN_REACT_LAYER) continue;
          for (const block of module.blocks) {
            const name = (block as AsyncDependenciesBlock).chunkName;
            // A part that is not itself in the layer (the catalogues, layer `i18n`: texts, no React)
            // is one module for both: one chunk, whoever imports it.
            const imported = block.dependencies[0] && compilation.moduleGraph.getModule(block.dependencies[0]);
            if (imported && imported.layer !== OWN_REACT_LAYER) continue;
            if (name && !name.endsWith(OWN_REACT_CHUNK_SUFFIX)) {
              (block as AsyncDependenciesBlock).chunkName = `${name}${OWN_REACT_CHUNK_SUFFIX}`;
            }
          }
        }
      });
    });
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
