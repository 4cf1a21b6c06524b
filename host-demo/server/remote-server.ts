/**
 * The cross-origin home of the header remote: serves dist/remote on 127.0.0.1:3001 (HOST, PORT,
 * REMOTE_DIR env) with `Access-Control-Allow-Origin: *`, as a CDN would: every JS/JSON file from
 * its brotli or gzip variant written at build time (content negotiation on Accept-Encoding), the root's
 * manifests and remoteEntry.js short-lived (cache-policy.ts). Release folders (`releases/<version>/`) are
 * never written again: everything in them is immutable, which is why the remote's files carry no hash.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { RELEASES_FOLDER } from '../../src/config';
import { IMMUTABLE, cacheControlFor } from './cache-policy';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_REMOTE_DIR = path.resolve(here, '../../dist/remote');

export async function buildRemoteApp({ root = DEFAULT_REMOTE_DIR, logger = false } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('access-control-allow-methods', 'GET, HEAD, OPTIONS');
    reply.header('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') return reply.code(204).send();
  });
  await app.register(fastifyStatic, {
    root,
    // `<file>.br` / `<file>.gz` from the build (scripts/build/precompress.ts), picked by Accept-Encoding.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const inRelease = path.relative(root, filePath).split(path.sep).join('/').startsWith(RELEASES_FOLDER);
      reply.header('cache-control', inRelease ? IMMUTABLE : cacheControlFor(filePath));
    },
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: 'Not Found', message: `${request.url} is not in ${root}` }),
  );
  return app;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 3001);
  const app = await buildRemoteApp({
    root: process.env.REMOTE_DIR ?? DEFAULT_REMOTE_DIR,
    logger: process.env.LOG === '1',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  try {
    await app.listen({ host, port });
    console.log(`Header remote server listening on http://${host}:${port}`);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
