/**
 * Which React an expose renders with, decided from the `react` and `react-dom` modules
 * the Module Federation share scope gave the remote. Pure: no React import, so it is tested with
 * plain objects standing in for any React.
 */
import { isSupportedReactVersion, SUPPORTED_REACT_RANGE } from '../config/react-support';

export type ReactPath =
  /** The host's React (from the share scope): render in its tree, or create roots with its react-dom. */
  | { kind: 'host-react' }
  /** The remote's own React 19 in a root of its own; `reason` says why, for the one console warning. */
  | { kind: 'own-react'; reason: string };

interface VersionedModule {
  version?: unknown;
}

/** `18.3.1` of `18.3.1-next-f1338f8080-20240426` (and of `18.3.1`). */
const releaseOf = (version: string) => version.replace(/[-+].*$/, '');

export function chooseReactPath(react: VersionedModule | undefined, reactDom: VersionedModule | undefined): ReactPath {
  const reactVersion = react?.version;
  const reactDomVersion = reactDom?.version;
  if (typeof reactVersion !== 'string') return { kind: 'own-react', reason: 'no React was found in the share scope' };
  if (!isSupportedReactVersion(reactVersion)) {
    return { kind: 'own-react', reason: `the host's React ${reactVersion} is outside ${SUPPORTED_REACT_RANGE}` };
  }
  // React requires react and react-dom of one version (19 refuses to start otherwise); two differing
  // copies in the share scope mean two Reacts on the page. Compared without the prerelease or build
  // suffix: react-dom 18.3.1 calls itself 18.3.1-next-f1338f8080-20240426 beside react's 18.3.1.
  if (typeof reactDomVersion !== 'string' || releaseOf(reactDomVersion) !== releaseOf(reactVersion)) {
    return {
      kind: 'own-react',
      reason: `react ${reactVersion} and react-dom ${String(reactDomVersion ?? 'missing')} in the share scope differ`,
    };
  }
  return { kind: 'host-react' };
}
