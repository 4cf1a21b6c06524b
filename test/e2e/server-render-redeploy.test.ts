/**
 * Issue 11: the host's server keeps the remote's server code and picks up a redeployed remote
 * without a restart: once the server manifest changes, the next revalidation loads the new code.
 * A copy of dist/remote plays the remote; "redeploying" rewrites the Header's server chunk (its
 * "Find Events" text) and the server manifest.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteHeader } from '../../host-demo/ssr/remote-header';
import { getSigningKey } from '../../scripts/build/signing-key';
import { SIGNATURE_ALG, SIGNATURE_PARAMS, SIGNATURE_SUFFIX, toBase64 } from '../../src/federation/manifest-trust';
import { serveRemoteCopy } from './support/remote-copy';

describe('server rendering after a redeploy of the remote', () => {
  let dir: string;
  let remote: FastifyInstance;
  let remoteUrl: string;

  beforeAll(async () => {
    let origin: string;
    ({ dir, remote, origin } = await serveRemoteCopy('remote-redeploy-'));
    remoteUrl = `${origin}/mf-manifest.json`;
  });
  afterAll(async () => {
    await remote?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('renders the new header once the server manifest changed, with no restart', async () => {
    // Revalidate on every page (the demo's 60 s would make this test wait a minute).
    const header = new RemoteHeader({ remoteUrl, budgetMs: 5_000, revalidateMs: 0 });
    const before = await header.render({});
    expect(before.ok && before.html).toContain('>Find Events<');

    const serverDir = path.join(dir, 'server');
    const chunk = readdirSync(serverDir).find((file) => file.startsWith('__federation_expose_Header.'))!;
    const chunkPath = path.join(serverDir, chunk);
    const newChunk = readFileSync(chunkPath, 'utf8').replaceAll('Find Events', 'Find Gigs');
    writeFileSync(chunkPath, newChunk);
    const manifestPath = path.join(serverDir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
      metaData: Record<string, unknown>;
      integrity: Record<string, string>;
    };
    manifest.metaData.redeployedAt = Date.now();
    // A real redeploy: the build records the new chunk's hash and signs the manifest (issue 19).
    manifest.integrity[chunk] = `sha384-${createHash('sha384').update(newChunk).digest('base64')}`;
    const manifestText = JSON.stringify(manifest);
    writeFileSync(manifestPath, manifestText);
    const key = await getSigningKey();
    const signature = await crypto.subtle.sign(
      SIGNATURE_PARAMS,
      key.privateKey,
      new TextEncoder().encode(manifestText),
    );
    writeFileSync(
      `${manifestPath}${SIGNATURE_SUFFIX}`,
      JSON.stringify({ alg: SIGNATURE_ALG, kid: key.kid, signature: toBase64(signature) }),
    );

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
