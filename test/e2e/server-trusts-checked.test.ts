/**
 * The host server's preload links come only
 * from a browser manifest whose signature it checked, and its loads of the remote's server build end: every
 * fetch has SERVER_BUILD_FETCH_TIMEOUT_MS, a refusal or failure is kept for SERVER_BUILD_RETRY_MS (page views
 * meanwhile download nothing), and server rendering is back within 60 s of the CDN healing.
 *
 * A small proxy plays the CDN in front of the real remote server: it can forge the browser manifest, stall
 * one server-build file, or change its bytes, and counts the server-build files it is asked for.
 */
import { rmSync } from 'node:fs';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteHeader } from '@global-header/host-kit/server';
import { SERVER_BUILD_FETCH_TIMEOUT_MS, SERVER_BUILD_RETRY_MS } from '../../src/config';
import { serveRemoteCopy } from './support/remote-copy';
import { startHostServer, type RunningServer } from './support/servers';

const EVIL_ORIGIN = 'https://cdn.evil.example';
/** How long, after the CDN healed, server rendering may stay on the fallback. */
const HEALED_WITHIN_MS = 60_000;

interface Cdn {
  origin: string;
  /** Serve a forged browser manifest (its entry and chunks on another origin; the signature unchanged). */
  forgeBrowserManifest: boolean;
  /** The server Header chunk: served, never answered, or with changed bytes. */
  headerChunk: 'ok' | 'stall' | 'changed';
  /** Server-build files (under a release's server/) asked for so far. */
  serverFileRequests: number;
  close(): Promise<void>;
}

async function startCdn(upstream: string): Promise<Cdn> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://cdn');
    void (async () => {
      if (/^\/releases\/\d+\/server\//.test(url.pathname)) cdn.serverFileRequests += 1;
      const isHeaderChunk = /^\/releases\/\d+\/server\/__federation_expose_Header\..*\.js$/.test(url.pathname);
      if (isHeaderChunk && cdn.headerChunk === 'stall') {
        response.writeHead(200, { 'content-type': 'text/javascript' });
        response.write('// ');
        return; // never ends: a stalled CDN file
      }
      const answer = await fetch(`${upstream}${url.pathname}${url.search}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      let body = Buffer.from(await answer.arrayBuffer());
      if (isHeaderChunk && cdn.headerChunk === 'changed') body = Buffer.concat([body, Buffer.from('\n;0;')]);
      if (url.pathname === '/mf-manifest.slim.json' && cdn.forgeBrowserManifest) {
        const manifest = JSON.parse(body.toString('utf8')) as {
          metaData: { remoteEntry: { path?: string } };
          exposes: { assets: { js: { sync: string[] } } }[];
        };
        manifest.metaData.remoteEntry.path = `${EVIL_ORIGIN}/`;
        for (const expose of manifest.exposes) expose.assets.js.sync.push(`${EVIL_ORIGIN}/steal.js`);
        body = Buffer.from(JSON.stringify(manifest));
      }
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
      });
      response.end(body);
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const cdn: Cdn = {
    origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    forgeBrowserManifest: false,
    headerChunk: 'ok',
    serverFileRequests: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return cdn;
}

describe('the host server trusts only what it checked', () => {
  let dir: string;
  let remote: FastifyInstance;
  let cdn: Cdn;

  beforeAll(async () => {
    let origin: string;
    ({ dir, remote, origin } = await serveRemoteCopy('remote-cdn-'));
    cdn = await startCdn(origin);
  });
  afterAll(async () => {
    await cdn?.close();
    await remote?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  describe('preload links', () => {
    let host: RunningServer;
    beforeAll(async () => {
      cdn.forgeBrowserManifest = true;
      host = await startHostServer(`${cdn.origin}/mf-manifest.slim.json`);
    });
    afterAll(async () => {
      cdn.forgeBrowserManifest = false;
      await host?.stop();
    });

    it('a forged browser manifest yields no preload link in the server`s HTML, to another origin or any', async () => {
      // The server reads the manifest beside its server build; every page after that must still have none.
      for (const url of ['/', '/', '/d/ny--new-york/music--events/jazz/', '/']) {
        const html = await (await fetch(`${host.origin}${url}`)).text();
        expect(html).toContain('>Find Events</a>');
        expect(html, url).not.toContain(EVIL_ORIGIN);
        expect(html.match(/<link rel="preload"[^>]*>/g) ?? [], url).toEqual([]);
      }
    });

    it('the genuine manifest, checked, still yields its preload links (all on the remote`s origin)', async () => {
      cdn.forgeBrowserManifest = false;
      const header = new RemoteHeader({ manifestUrl: `${cdn.origin}/mf-manifest.slim.json`, budgetMs: 10_000 });
      await header.warmUp();
      await expect
        .poll(() => header.preloadLinks())
        .toMatch(new RegExp(`href="${cdn.origin}/releases/\\d+/remoteEntry\\.slim\\.js"`));
      for (const [, href] of header.preloadLinks().matchAll(/href="([^"]*)"/g))
        expect(new URL(href!).origin).toBe(cdn.origin);
    });
  });

  it('one server-build file stalled: the fetch times out, page views meanwhile download nothing, and rendering is back within 60 s of the heal', async () => {
    expect(SERVER_BUILD_RETRY_MS + SERVER_BUILD_FETCH_TIMEOUT_MS).toBeLessThan(HEALED_WITHIN_MS);
    let now = 1_000_000;
    const header = new RemoteHeader({
      manifestUrl: `${cdn.origin}/mf-manifest.slim.json`,
      budgetMs: SERVER_BUILD_FETCH_TIMEOUT_MS + 5_000,
      now: () => now,
    });
    cdn.headerChunk = 'stall';
    try {
      const stalled = await header.render({});
      expect(stalled.ok).toBe(false);
      expect(!stalled.ok && stalled.reason).toMatch(/timed? ?out|aborted/i);

      // Refused: the next page views, within the back-off, ask the CDN for nothing of the build.
      const asked = cdn.serverFileRequests;
      for (let view = 0; view < 5; view += 1) {
        now += (SERVER_BUILD_RETRY_MS - 1) / 5;
        const result = await header.render({});
        expect(result.ok).toBe(false);
      }
      expect(cdn.serverFileRequests).toBe(asked);

      // The CDN heals; once the back-off is over, the next page view renders the header again.
      cdn.headerChunk = 'ok';
      const healedAt = now;
      now = healedAt + SERVER_BUILD_RETRY_MS;
      const healed = await header.render({});
      expect(healed.ok ? healed.html : healed.reason).toContain('>Find Events<');
      expect(now - healedAt).toBeLessThanOrEqual(HEALED_WITHIN_MS);
    } finally {
      cdn.headerChunk = 'ok';
    }
  });

  it('a changed server-build file is refused once; page views within the back-off do not download the build again', async () => {
    let now = 2_000_000;
    const header = new RemoteHeader({
      manifestUrl: `${cdn.origin}/mf-manifest.slim.json`,
      budgetMs: 10_000,
      now: () => now,
    });
    cdn.headerChunk = 'changed';
    try {
      const refused = await header.render({});
      expect(!refused.ok && refused.reason).toMatch(/does not match its hash/);
      const asked = cdn.serverFileRequests;
      for (let view = 0; view < 10; view += 1) {
        now += 1_000;
        const result = await header.render({});
        expect(!result.ok && result.reason).toMatch(/does not match its hash/);
      }
      expect(cdn.serverFileRequests).toBe(asked);
    } finally {
      cdn.headerChunk = 'ok';
    }
  });
});
