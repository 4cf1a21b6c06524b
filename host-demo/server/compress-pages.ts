/**
 * Compression of the answers that are made per request (the API's JSON, the HTML pages); files on
 * disk come pre-compressed from the build instead (`@fastify/static` `preCompressed`).
 *
 * `@fastify/compress` hooks every route it sees registered, but not the not-found handler, which
 * answers every in-app path with the app's HTML; so the HTML pages get this small hook of their
 * own, registered after the head plugin so it compresses the page as finally sent.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers fit in one packet anyway. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Brotli when the client takes it (smaller), else gzip, else none: `q=0` turns an encoding off. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

/** Before any route is added: every route's dynamic answer (the demo API's JSON...), brotli first. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD_BYTES });
}

/** After every plugin that rewrites pages in onSend (the head plugin): hooks run in the order added. */
export function addPageCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || reply.getHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    reply.header('vary', 'accept-encoding');
    if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD_BYTES) return payload;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    // Quality 5: within a millisecond or two for a page this size, most of brotli's gain.
    const body =
      encoding === 'br'
        ? await brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : await gzipAsync(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.header('content-length', body.length);
    return body;
  });
}
