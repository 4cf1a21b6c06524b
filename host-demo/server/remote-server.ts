/**
 * The cross-origin home of the header remote: serves dist/remote on 127.0.0.1:3001 (HOST, PORT,
 * REMOTE_DIR env) with `Access-Control-Allow-Origin: *`, as a CDN would. The manifest and remote
 * entry are revalidated on every load; chunks are content-hashed and cached.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_REMOTE_DIR = path.resolve(here, '../../dist/remote');
const ALWAYS_FRESH = new Set(['mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);

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
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        ALWAYS_FRESH.has(path.basename(filePath)) ? 'no-cache' : 'public, max-age=31536000, immutable',
      );
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
