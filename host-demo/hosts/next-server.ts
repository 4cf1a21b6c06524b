/**
 * The Next.js host on the demo's origin: the Next.js starter app (host-demo/starters/next/, built under
 * /hosts/next/ with next/next.config.ts into dist/hosts/), whose `next start` host-demo's server starts on a free
 * port of 127.0.0.1 when /hosts/next/ is first asked for (a Next server is a process of its own, and most visits
 * never open this page), and passes every request under /hosts/next/ through to it.
 *
 * The page thereby runs beside the demo's API (the header's serverUrl) under the demo's Content-Security-Policy:
 * the policy goes to Next in the request (Next puts its nonce on its own scripts, the starter on the header's style
 * tags) and back to the browser in the answer. The app's config is the starter's environment variables.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_MANIFEST_FILE } from '../../src/config';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * Where the build put the starter's files with the matrix's next.config.ts (common/build-rspack-and-vite.mjs):
 * `next start` runs there, beside its build (`distDir`).
 */
const APP_DIR = path.resolve(here, '../../dist/hosts/next-app');
const require = createRequire(import.meta.url);

export const NEXT_HOST_PREFIX = '/hosts/next';
/** How long the first visit waits for `next start` to listen. */
const NEXT_START_TIMEOUT_MS = 30_000;
const LOOPBACK = '127.0.0.1';

export interface NextHostOptions {
  /** The built app (dist/hosts/next, next.config.ts `distDir`). */
  distDir: string;
  /** host-demo's remote URL: the Next host loads the default manifest beside it. */
  manifestUrl: string;
  /** The demo's origin, which serves the app: the header's serverUrl (the starter's SITE_URL). */
  publicOrigin: string;
  /**
   * The lowest release the app accepts, server and browser (the release the demo is deployed against). The keys
   * its releases must be signed with are the kit's built-in ones, which the kit's build takes from the setting
   * host-demo's server reads (`HEADER_MANIFEST_PUBLIC_KEYS`, else the development key).
   */
  minimumVersion: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: LOOPBACK, port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Starts `next start` for the built app and resolves with its port once it listens. */
async function startNext(options: NextHostOptions, track: (child: ChildProcess) => void): Promise<number> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [require.resolve('next/dist/bin/next'), 'start', '--port', String(port), '--hostname', LOOPBACK],
    {
      cwd: APP_DIR,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        NEXT_TELEMETRY_DISABLED: '1',
        // The starter's variables (host-demo/starters/next/app/header.tsx).
        HEADER_MANIFEST_URL: new URL(REMOTE_MANIFEST_FILE, options.manifestUrl).href,
        SITE_URL: options.publicOrigin,
        HEADER_MINIMUM_VERSION: String(options.minimumVersion),
      },
    },
  );
  track(child);
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + NEXT_START_TIMEOUT_MS;
  while (!(await canConnect(port))) {
    if (exited) throw new Error('next start exited before listening');
    if (Date.now() > deadline) throw new Error(`next start did not listen within ${NEXT_START_TIMEOUT_MS} ms`);
    // Waits for another process to listen: no clock here can move that.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await warmUp(port);
  return port;
}

/** How long the start waits for the app's first server render of the remote header. */
const WARM_UP_TIMEOUT_MS = 15_000;

/**
 * The app's first page view loads the remote's server build, longer than the render budget, so it gets the
 * fallback header: as host-demo warms its own RemoteHeader when it starts, the first visitor's request waits
 * until the app has rendered the remote header once (or WARM_UP_TIMEOUT_MS passed).
 */
async function warmUp(port: number): Promise<void> {
  const deadline = Date.now() + WARM_UP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(`http://${LOOPBACK}:${port}${NEXT_HOST_PREFIX}/`);
      // The remote header's banner in the HTML: the app rendered it (it leaves the slot empty when it could not).
      if (/<header[\s>]/.test(await answer.text())) return;
    } catch {
      // Not answering yet: ask again.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One request passed to Next as it came, with the page's policy; Next's answer sent back with it. */
function passThrough(request: FastifyRequest, reply: FastifyReply, port: number): Promise<void> {
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  reply.hijack();
  return new Promise((resolve) => {
    const upstream = http.request(
      {
        host: LOOPBACK,
        port,
        method: request.method,
        path: request.raw.url,
        headers: { ...request.headers, 'content-security-policy': policy },
      },
      (answer) => {
        reply.raw.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'content-security-policy': policy,
          'x-content-type-options': 'nosniff',
        });
        answer.pipe(reply.raw);
        answer.once('end', resolve);
      },
    );
    upstream.once('error', (error) => {
      if (!reply.raw.headersSent) reply.raw.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      reply.raw.end(`The Next.js host did not answer: ${error.message}`);
      resolve();
    });
    request.raw.pipe(upstream);
  });
}

export function registerNextHost(app: FastifyInstance, options: NextHostOptions): void {
  let child: ChildProcess | undefined;
  let started: Promise<number> | undefined;
  const stop = () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.once('exit', stop);
  app.addHook('onClose', async () => stop());

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(path.join(options.distDir, 'BUILD_ID')))
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`The Next.js host is not built: ${options.distDir} is missing. Run "npm run build" first.`);
    started ??= startNext(options, (process) => (child = process)).catch((error: unknown) => {
      started = undefined;
      throw error;
    });
    let port: number;
    try {
      port = await started;
    } catch (error) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`The Next.js host did not start: ${error instanceof Error ? error.message : String(error)}`);
    }
    return passThrough(request, reply, port);
  };
  app.all(NEXT_HOST_PREFIX, handler);
  app.all(`${NEXT_HOST_PREFIX}/*`, handler);
}
