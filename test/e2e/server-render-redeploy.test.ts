/**
 * The host's server keeps the remote's server code and picks up a redeployed remote
 * without a restart: once the server manifest changes, the next revalidation loads the new code.
 * A copy of dist/remote plays the remote; "redeploying" publishes a new release whose Header
 * server chunk says "Find Gigs" instead of "Find Events".
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteHeader } from '@global-header/host-kit/server';
import { currentRelease, publishRelease } from '../../scripts/build/release';
import { serveRemoteCopy } from './support/remote-copy';

describe('server rendering after a redeploy of the remote', () => {
  let dir: string;
  let remote: FastifyInstance;
  let manifestUrl: string;

  beforeAll(async () => {
    let origin: string;
    ({ dir, remote, origin } = await serveRemoteCopy('remote-redeploy-'));
    manifestUrl = `${origin}/mf-manifest.json`;
  });
  afterAll(async () => {
    await remote?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('renders the new header once the server manifest changed, with no restart', async () => {
    // Revalidate on every page (the demo's 60 s would make this test wait a minute).
    const header = new RemoteHeader({ manifestUrl, budgetMs: 5_000, revalidateMs: 0 });
    const before = await header.render({});
    expect(before.ok && before.html).toContain('>Find Events<');

    // A real redeploy: a new build, published as the next release folder with fresh records.
    const build = mkdtempSync(path.join(tmpdir(), 'remote-next-build-'));
    cpSync(path.join(dir, 'releases', currentRelease(dir)!), build, { recursive: true });
    const serverDir = path.join(build, 'server');
    const chunk = readdirSync(serverDir).find((file) => /^__federation_expose_Header\..*\.js$/.test(file))!;
    const chunkPath = path.join(serverDir, chunk);
    const newChunk = readFileSync(chunkPath, 'utf8').replaceAll('Find Events', 'Find Gigs');
    writeFileSync(chunkPath, newChunk);
    const manifestPath = path.join(serverDir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { integrity: Record<string, string> };
    // The build records the new chunk's hash.
    manifest.integrity[chunk] = `sha384-${createHash('sha384').update(newChunk).digest('base64')}`;
    writeFileSync(manifestPath, JSON.stringify(manifest));
    await publishRelease(build, { remoteDir: dir });
    rmSync(build, { recursive: true, force: true });

    // The page that notices the change is still served by the kept version; the next one has the new code.
    await header.render({});
    await expect
      .poll(async () => {
        const after = await header.render({});
        return after.ok ? after.html : after.reason;
      })
      .toContain('>Find Gigs<');
  });
});
