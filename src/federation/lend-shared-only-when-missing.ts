/**
 * Module Federation runtime plugin of the remote (webpack.config.ts `runtimePlugins`): the remote
 * lends its shared packages (React 19, react-dom, styled-components) only to a page that has none.
 *
 * Under Module Federation's default `version-first` strategy a host that knows the remote at start-up
 * loads its entry before choosing its own React, and a singleton goes to the highest version
 * registered: a React 18.3 host would get the remote's React 19 for its own app, beside its own
 * react/jsx-runtime, and fail to start (never break the host). So when the container joins
 * a share scope that already has a package from someone else, it does not register its own copy;
 * it still consumes the page's, and a page without the package gets the remote's.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type InitArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['initContainerShareScopeMap']>>[0];

/** Whether `scope[pkg]` holds a version some other container registered. */
function providedByOthers(scope: InitArgs['shareScope'], pkg: string, self: string): boolean {
  const versions = scope[pkg];
  return !!versions && Object.values(versions).some((shared) => shared && shared.from !== self);
}

export default function lendSharedOnlyWhenMissing(): ModuleFederationRuntimePlugin {
  return {
    name: 'global-header-lend-shared-only-when-missing',
    initContainerShareScopeMap(args) {
      const { shareScope, options, scopeName } = args;
      const self = options.name;
      for (const pkg of Object.keys(options.shared)) {
        const inScope = (options.shared[pkg] ?? []).filter((shared) => shared.scope.includes(scopeName));
        if (inScope.length > 0 && providedByOthers(shareScope, pkg, self)) {
          options.shared[pkg] = (options.shared[pkg] ?? []).filter((shared) => !inScope.includes(shared));
          if (options.shared[pkg].length === 0) delete options.shared[pkg];
        }
      }
      return args;
    },
  };
}
