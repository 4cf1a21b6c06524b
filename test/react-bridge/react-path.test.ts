import { describe, expect, it } from 'vitest';
import { chooseReactPath } from '../../src/react-bridge/react-path';

const v = (version: unknown) => ({ version });

describe('which React an expose renders with', () => {
  it("uses the host's React when it is supported and react-dom agrees", () => {
    expect(chooseReactPath(v('18.3.1'), v('18.3.1'))).toEqual({ kind: 'host-react' });
    expect(chooseReactPath(v('19.3.1'), v('19.3.1'))).toEqual({ kind: 'host-react' });
  });

  it("takes React 18.3's own version strings as one version (react-dom 18.3.1 calls itself 18.3.1-next-…)", async () => {
    // The real packages of the React 18.3 demo host (host-demo/hosts/react18), not hand-written versions.
    const { createRequire } = await import('node:module');
    const path = await import('node:path');
    const require = createRequire(path.resolve('host-demo/hosts/react18/package.json'));
    // Their production builds, as a host bundles them (the development build of react-dom says 18.3.1).
    const build = (pkg: string, file: string) =>
      require(path.resolve('host-demo/hosts/react18/node_modules', pkg, 'cjs', file)) as { version: string };
    const react = build('react', 'react.production.min.js');
    const reactDom = build('react-dom', 'react-dom.production.min.js');
    expect(reactDom.version).not.toBe(react.version);
    expect(chooseReactPath(react, reactDom)).toEqual({ kind: 'host-react' });
    expect(chooseReactPath(v('18.3.1'), v('18.3.2'))).toMatchObject({ kind: 'own-react' });
  });

  it('uses its own React for React 17, and says so', () => {
    expect(chooseReactPath(v('17.0.2'), v('17.0.2'))).toEqual({
      kind: 'own-react',
      reason: "the host's React 17.0.2 is outside ^18.3.0 || ^19.0.0",
    });
  });

  it('uses its own React when react and react-dom differ (two Reacts) or react-dom is missing', () => {
    expect(chooseReactPath(v('18.3.1'), v('19.3.1'))).toEqual({
      kind: 'own-react',
      reason: 'react 18.3.1 and react-dom 19.3.1 in the share scope differ',
    });
    expect(chooseReactPath(v('19.3.1'), undefined)).toEqual({
      kind: 'own-react',
      reason: 'react 19.3.1 and react-dom missing in the share scope differ',
    });
  });

  it('uses its own React when there is no React at all, or a module without a version', () => {
    expect(chooseReactPath(undefined, undefined)).toEqual({
      kind: 'own-react',
      reason: 'no React was found in the share scope',
    });
    expect(chooseReactPath(v(undefined), v('19.3.1')).kind).toBe('own-react');
  });
});
