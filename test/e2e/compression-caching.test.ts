/**
 * Both servers answer as a CDN would. Files come from their brotli or gzip variant
 * by content negotiation, with the original bytes inside; hashed files are immutable; the manifest,
 * remoteEntry.js and the host's entry scripts are short-lived or revalidated; HTML pages and API
 * answers are compressed per request.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_SEARCH_PATH } from '@global-header/demo-api';
import { HOST_DIST, REMOTE_DIST, assertBuilt } from './support/paths';
import { startDemo, type Demo } from './support/servers';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT_LIVED = /^public, max-age=60, stale-while-revalidate=\d+$/;

interface Answer {
  status: number;
  headers: Headers;
  /** The body as the browser reads it, decoded by hand from the transferred bytes. */
  text: string;
  transferred: number;
}

/** fetch() would decode silently; node:http keeps the raw bytes, so the encoding itself is checked. */
async function get(url: string, acceptEncoding: string): Promise<Answer> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) {
          if (typeof value === 'string') headers.set(name, value);
        }
        resolve({ status: response.statusCode ?? 0, headers, text: body.toString('utf8'), transferred: raw.length });
      });
    })
      .on('error', reject)
      .end();
  });
}

describe('compression and caching', () => {
  let demo: Demo;
  type Manifest = {
    file: string;
    metaData: { remoteEntry: { name: string; path: string } };
    exposes: { name: string; assets: { js: { sync: string[] } } }[];
  };
  /** Both browser builds: the default one and the slim one. */
  let manifests: Manifest[];
  /** A manifest's remote entry, in the release folder it points at. */
  const entryOf = ({ metaData: { remoteEntry } }: Manifest) => `${remoteEntry.path}/${remoteEntry.name}`;

  beforeAll(async () => {
    assertBuilt();
    manifests = ['mf-manifest.json', 'mf-manifest.slim.json'].map((file) => ({
      file,
      ...(JSON.parse(readFileSync(path.join(REMOTE_DIST, file), 'utf8')) as Omit<Manifest, 'file'>),
    }));
    demo = await startDemo();
  });
  afterAll(() => demo?.stop());

  it('serves the remote entries, the manifests and the Header chunks brotli- or gzip-compressed, byte for byte the build', async () => {
    const files = manifests.flatMap((manifest) => {
      const header = manifest.exposes.find((expose) => expose.name === 'Header');
      expect(header?.assets.js.sync.length).toBeGreaterThan(0);
      return [entryOf(manifest), manifest.file, ...header!.assets.js.sync];
    });
    expect(files).toContainEqual(expect.stringMatching(/^releases\/\d+\/remoteEntry\.slim\.js$/));
    for (const file of files) {
      const original = readFileSync(path.join(REMOTE_DIST, file), 'utf8');
      for (const [accept, expected] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const answer = await get(`${demo.remote.origin}/${file}`, accept);
        expect(answer.status, file).toBe(200);
        expect(answer.headers.get('content-encoding'), `${file} for ${accept}`).toBe(expected);
        expect(answer.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
        expect(answer.text, file).toBe(original);
        expect(answer.transferred, file).toBeLessThan(Buffer.byteLength(original));
      }
      // A client that takes no encoding still gets the plain file.
      const plain = await get(`${demo.remote.origin}/${file}`, 'identity');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.text).toBe(original);
    }
  });

  it('marks the chunks and the remote entries (in their release folder) immutable, keeps the manifests short-lived', async () => {
    for (const manifest of manifests) {
      const header = manifest.exposes.find((expose) => expose.name === 'Header')!;
      for (const chunk of header.assets.js.sync) {
        // Named without a content hash: the release's folder, never written again, versions the URL.
        expect(chunk).toMatch(/^releases\/\d+\/[\w-]+(\.slim)?\.js$/);
        const answer = await get(`${demo.remote.origin}/${chunk}`, 'br');
        expect(answer.headers.get('cache-control'), chunk).toBe(IMMUTABLE);
      }
    }
    for (const manifest of manifests) {
      // A release folder is never written again: its remote entry no longer changes under its name.
      const answer = await get(`${demo.remote.origin}/${entryOf(manifest)}`, 'br');
      expect(answer.headers.get('cache-control'), entryOf(manifest)).toBe(IMMUTABLE);
    }
    for (const file of manifests.map((manifest) => manifest.file)) {
      const answer = await get(`${demo.remote.origin}/${file}`, 'br');
      expect(answer.headers.get('cache-control'), file).toMatch(SHORT_LIVED);
      // Revalidation is cheap: the cache asks with the validator and gets a 304.
      expect(answer.headers.get('etag') ?? answer.headers.get('last-modified')).toBeTruthy();
    }
  });

  it("serves the host's scripts pre-compressed: entries revalidated, hashed chunks immutable", async () => {
    const main = await get(`${demo.host.origin}/main.js`, 'br');
    expect(main.status).toBe(200);
    expect(main.headers.get('content-encoding')).toBe('br');
    expect(main.headers.get('cache-control')).toBe('no-cache');
    expect(main.text).toBe(readFileSync(path.join(HOST_DIST, 'main.js'), 'utf8'));

    // The shared React and the pages' lazy chunks are content-hashed.
    const chunks = readdirSync(HOST_DIST).filter((file) => /\.[0-9a-f]{8}\.js$/.test(file));
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunkName of chunks) {
      const chunk = await get(`${demo.host.origin}/${chunkName}`, 'gzip');
      expect(chunk.headers.get('content-encoding'), chunkName).toBe('gzip');
      expect(chunk.headers.get('cache-control'), chunkName).toBe(IMMUTABLE);
    }
  });

  it('compresses the HTML pages and the API answers per request; HTML is revalidated on every load', async () => {
    for (const url of ['/', '/d/ny--new-york/music--events/jazz/']) {
      const page = await get(`${demo.host.origin}${url}`, 'gzip, deflate, br');
      expect(page.status, url).toBe(200);
      expect(page.headers.get('content-encoding'), url).toBe('br');
      expect(page.headers.get('cache-control'), url).toBe('no-cache');
      expect(page.text).toMatch(/^<!doctype html>/i);
      const gzipped = await get(`${demo.host.origin}${url}`, 'gzip');
      expect(gzipped.headers.get('content-encoding')).toBe('gzip');
      // The same page but for its Content-Security-Policy nonce, which is new in every answer.
      const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
      expect(withoutNonce(gzipped.text)).toBe(withoutNonce(page.text));
    }
    const api = await get(`${demo.host.origin}${EVENTS_SEARCH_PATH}?page_size=24`, 'br');
    expect(api.status).toBe(200);
    expect(api.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(api.text)).toHaveProperty('events');
  });
});
