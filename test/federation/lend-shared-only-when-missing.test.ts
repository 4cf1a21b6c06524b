import { describe, expect, it } from 'vitest';
import lendSharedOnlyWhenMissing from '../../src/federation/lend-shared-only-when-missing';

type Hook = NonNullable<ReturnType<typeof lendSharedOnlyWhenMissing>['initContainerShareScopeMap']>;
type Args = Parameters<Hook>[0];

/** Our container's shared options as the federation runtime keeps them: one entry per version. */
const ours = (version: string) => [{ version, scope: ['default'], from: 'globalHeader' }];

function joinScope(shareScope: Record<string, Record<string, { from: string }>>) {
  const options = {
    name: 'globalHeader',
    shared: { react: ours('19.3.1'), 'react-dom': ours('19.3.1'), 'styled-components': ours('6.6.0') },
  };
  const args = { shareScope, options, origin: {}, scopeName: 'default', hostShareScopeMap: {} } as unknown as Args;
  const hook = lendSharedOnlyWhenMissing().initContainerShareScopeMap as Hook;
  hook(args);
  return Object.keys(options.shared).sort();
}

describe('the remote lends its shared packages only to a page that has none', () => {
  it("a React 18.3 host's scope keeps its React: the remote registers no react or react-dom of its own", () => {
    const host = { from: 'hostReact18' };
    expect(joinScope({ react: { '18.3.1': host }, 'react-dom': { '18.3.1': host } })).toEqual(['styled-components']);
  });

  it('a page with no shared packages gets all of the remote’s', () => {
    expect(joinScope({})).toEqual(['react', 'react-dom', 'styled-components']);
  });

  it('what the remote itself registered earlier (a second init) does not count as someone else’s', () => {
    const self = { from: 'globalHeader' };
    expect(joinScope({ react: { '19.3.1': self }, 'react-dom': { '19.3.1': self } })).toEqual([
      'react',
      'react-dom',
      'styled-components',
    ]);
  });
});
