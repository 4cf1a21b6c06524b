/**
 * The React versions the header renders with inside a host's own tree. package.json's
 * `peerDependencies` say the same (a unit test keeps them equal). Outside this range the exposes
 * render with the remote's own React instead (src/react-bridge).
 */
export const SUPPORTED_REACT_RANGE = '^18.3.0 || ^19.0.0';

/**
 * Whether `version` (a React `version` string) is in SUPPORTED_REACT_RANGE. Written out rather than
 * pulling a semver library into the first render: the range is two majors. A prerelease of a
 * supported line (19.1.0-canary-…) counts, as React ships those to frameworks.
 */
export function isSupportedReactVersion(version: unknown): boolean {
  if (typeof version !== 'string') return false;
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) return false;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  return major === 19 || (major === 18 && minor >= 3);
}
