/**
 * The README's plain-page snippet ("A page without a bundler") as the e2e tests run it: read from README.md as
 * written, the running remote and its current release put in, and served as an HTML file from an origin of its
 * own under a strict Content-Security-Policy (test/e2e/script-tag.test.ts, script-tag-cdn.test.ts), or under the
 * policy the README gives for it (script-tag-csp.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { expect } from 'vitest';
import { analyticsCollector, apiPlugin } from '@global-header/demo-api';
import { ROOT } from './paths';

/** The origin the README's snippet names for the remote; the test puts the running remote's in its place. */
const README_REMOTE = 'https://header.example.com';
const README_MODULE = /https:\/\/header\.example\.com\/releases\/\d+\/global-header\.mjs/g;
const README_INTEGRITY = /integrity="sha384-[^"]*"/g;
/** The snippet's and the policy's stand-ins for the response's nonce. */
const README_NONCE_ATTRIBUTE = 'nonce="…"';
const README_NONCE_SOURCE = "'nonce-…'";

export interface ScriptTagRecord {
  release: string;
  src: string;
  integrity: string;
}

/** The ```html block after the README's `script-tag snippet` marker, exactly as written. */
export function readReadmeSnippet(readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')): string {
  const marker = readme.indexOf('<!-- script-tag snippet');
  if (marker < 0) throw new Error('README.md has no "<!-- script-tag snippet" marker before its plain-page snippet');
  const block = /```html\n([\s\S]*?)\n```/.exec(readme.slice(marker));
  if (!block) throw new Error('no ```html block after the README\'s "script-tag snippet" marker');
  return block[1]!;
}

/**
 * The value of the `Content-Security-Policy:` line in the ```http block after the README's `script-tag policy`
 * marker, with the running remote's origin for the README's.
 */
export function readReadmePolicy(
  remoteOrigin: string,
  readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8'),
): string {
  const marker = readme.indexOf('<!-- script-tag policy');
  if (marker < 0) throw new Error('README.md has no "<!-- script-tag policy" marker before its policy');
  const block = /```http\nContent-Security-Policy: (.+)\n```/.exec(readme.slice(marker));
  if (!block)
    throw new Error('no ```http Content-Security-Policy block after the README\'s "script-tag policy" marker');
  expect(block[1], `the policy names ${README_REMOTE}`).toContain(README_REMOTE);
  return block[1]!.replaceAll(README_REMOTE, remoteOrigin);
}

/**
 * The snippet with the running remote and its current release put in: the module's URL (twice: the tag and the
 * import) and its integrity, read from the root's script-tag.json as the README says. Nothing else changes.
 */
export function withRelease(
  snippet: string,
  remoteOrigin: string,
  record: ScriptTagRecord,
  integrity = record.integrity,
) {
  expect(
    snippet.match(README_MODULE),
    `the snippet names ${README_REMOTE}/releases/<version>/global-header.mjs`,
  ).toHaveLength(2);
  expect(snippet.match(README_INTEGRITY), 'the snippet has one integrity="sha384-…"').toHaveLength(1);
  return snippet
    .replace(README_MODULE, `${remoteOrigin}/${record.src}`)
    .replace(README_INTEGRITY, `integrity="${integrity}"`);
}

/**
 * The page's server: the snippet as an HTML file at `/`, and the API calls the header makes to `serverUrl` (this
 * origin) answered by the demo API, as host-demo's server answers them. Each answer has a nonce of its own, written
 * where the README's snippet and policy say `…` (the snippet's inline script and style, and its
 * `<meta property="csp-nonce">` that styled-components' `<style>` tags take theirs from: docs/trust.md). Its policy
 * is `policy`'s (the README's: script-tag-csp.test.ts), else one that lets in this origin and the remote's only.
 */
export async function startPageServer(remoteOrigin: string, policy?: string) {
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, { qa: false, warmUp: false });
  await app.register(analyticsCollector, {});
  let page = '';
  app.get('/', async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const strict = [
      "default-src 'none'",
      `script-src 'self' ${remoteOrigin} ${README_NONCE_SOURCE}`,
      `style-src 'self' ${README_NONCE_SOURCE}`,
      "connect-src 'self'",
      "img-src 'self' data:",
      "base-uri 'none'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ].join('; ');
    const html = page.replaceAll(README_NONCE_ATTRIBUTE, `nonce="${nonce}"`);
    return reply
      .header('content-security-policy', (policy ?? strict).replaceAll(README_NONCE_SOURCE, `'nonce-${nonce}'`))
      .type('text/html; charset=utf-8')
      .send(html);
  });
  // The browser asks for one; an HTML file served alone has none (and its 404 would be a console error).
  app.get('/favicon.ico', (_request, reply) => reply.code(204).send());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    serve: (html: string) => void (page = html),
    close: () => app.close(),
  };
}
