import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { isSupportedReactVersion, SUPPORTED_REACT_RANGE } from '../../src/config/react-support';

describe('the React versions the header renders with in a host tree', () => {
  it.each(['18.3.0', '18.3.1', '19.0.0', '19.3.1', '19.1.0-canary-2a9f4c04e-20250101'])(
    '%s is supported',
    (version) => {
      expect(isSupportedReactVersion(version)).toBe(true);
    },
  );

  it.each(['18.2.0', '17.0.2', '16.14.0', '20.0.0', '18', '', 'latest', undefined, null, 19])(
    '%s is not',
    (version) => {
      expect(isSupportedReactVersion(version)).toBe(false);
    },
  );

  it('is the peer range package.json declares for react and react-dom', () => {
    expect(pkg.peerDependencies).toEqual({ react: SUPPORTED_REACT_RANGE, 'react-dom': SUPPORTED_REACT_RANGE });
  });
});
