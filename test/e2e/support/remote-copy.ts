/**
 * A copy of the built remote in a temporary folder, served by the remote's own server on a free port,
 * for tests that rewrite its files (a redeploy, a CDN that changes or stalls them) without touching
 * dist/. Only the plain files of each release's server/ are kept: the rewritten ones must be what is served.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildRemoteApp } from '../../../host-demo/server/remote-server';
import { listReleases } from '../../../scripts/build/release';
import { assertBuilt, REMOTE_DIST } from './paths';

export interface RemoteCopy {
  /** The folder the copy lives in. */
  dir: string;
  /** Its server (close it in afterAll). */
  remote: FastifyInstance;
  /** `http://127.0.0.1:PORT`. */
  origin: string;
}

export async function serveRemoteCopy(prefix: string): Promise<RemoteCopy> {
  assertBuilt();
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(REMOTE_DIST, dir, { recursive: true });
  for (const release of listReleases(dir)) {
    const server = path.join(dir, 'releases', release, 'server');
    for (const file of readdirSync(server)) if (/\.(br|gz)$/.test(file)) rmSync(path.join(server, file));
  }
  const remote = await buildRemoteApp({ root: dir });
  await remote.listen({ host: '127.0.0.1', port: 0 });
  const address = remote.server.address();
  return { dir, remote, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
