// @vitest-environment node
/**
 * The demo's pages read the release they are pinned to from the config the server injects: a whole number from 0
 * is taken, anything else pins nothing (the remote's own checks still hold) and never breaks the page.
 */
import { describe, expect, it } from 'vitest';
import { parseHostConfig } from '../../../host-demo/common/host-config';

describe('parseHostConfig: minimumVersion', () => {
  it('takes the release the server pins', () => {
    expect(parseHostConfig(JSON.stringify({ minimumVersion: 1795898325 })).minimumVersion).toBe(1795898325);
    expect(parseHostConfig(JSON.stringify({ minimumVersion: 0 })).minimumVersion).toBe(0);
  });

  it('pins nothing for a value that is not a whole number from 0', () => {
    for (const bad of ['1795898325', -1, 1.5, null, {}, 1e300])
      expect(parseHostConfig(JSON.stringify({ minimumVersion: bad })).minimumVersion, String(bad)).toBeUndefined();
    expect(parseHostConfig('not json').minimumVersion).toBeUndefined();
  });
});
