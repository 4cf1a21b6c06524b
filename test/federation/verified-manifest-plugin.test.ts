/**
 * Issue 27 item 3: the verified-manifest plugin refuses an entry of the remote it guards that no checked
 * manifest named (a bare `remoteEntry.js` registered as the entry): one console line, and the load fails
 * (the host then shows its fallback header). Entries of other remotes are none of its business.
 */
import { describe, expect, it, vi } from 'vitest';
import { verifiedManifestPlugin } from '../../src/federation/verified-manifest-plugin';

type LoadEntry = (args: { remoteInfo: { name: string; entry: string } }) => Promise<unknown>;

function loadEntryOf(report: (message: string) => void): LoadEntry {
  const plugin = verifiedManifestPlugin({ publicKeys: [], report });
  return plugin.loadEntry as unknown as LoadEntry;
}

describe('verifiedManifestPlugin: entries of the guarded remote', () => {
  it('refuses a .js entry no checked manifest named, saying so once', async () => {
    const report = vi.fn();
    const loadEntry = loadEntryOf(report);
    const remoteInfo = { name: 'globalHeader', entry: 'https://cdn.example/remoteEntry.js' };
    await expect(loadEntry({ remoteInfo })).rejects.toThrow(/no checked manifest named it/);
    await expect(loadEntry({ remoteInfo })).rejects.toThrow(/no checked manifest named it/);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toBe(
      '[global-header] refused the remote entry https://cdn.example/remoteEntry.js: no checked manifest named it. ' +
        'The host shows its fallback header.',
    );
  });

  it('leaves the entries of other remotes to the runtime', async () => {
    const report = vi.fn();
    const loadEntry = loadEntryOf(report);
    await expect(
      loadEntry({ remoteInfo: { name: 'someOtherRemote', entry: 'https://cdn.example/remoteEntry.js' } }),
    ).resolves.toBeUndefined();
    expect(report).not.toHaveBeenCalled();
  });
});
