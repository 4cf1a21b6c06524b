/**
 * The README's plain-page snippet ("A page without a bundler") as the e2e tests run it: read from README.md as
 * written, the running remote and its current release put in, and served as an HTML file from an origin of its
 * own under a strict Content-Security-Policy (test/e2e/script-tag.test.ts, script-tag-cdn.test.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
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

/** `'sha256-…'` of an inline element's text, as CSP matches it. */
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of each inline `<tag>` (no `src`) of `html`. */
const inlineTexts = (html: string, tag: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${tag}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1]!);

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
 * origin) answered by the demo API, as host-demo's server answers them. Its policy lets in this origin and the
 * remote's only; the inline script and style by hash, styled-components' `<style>` tags by the nonce it reads from
 * `<meta property="csp-nonce">` (docs/trust.md), added to the head as the README says a page under a policy does.
 */
export async function startPageServer(remoteOrigin: string) {
  const app = Fastify({ logger: false });
  await app.register(apiPlugin, { qa: false, warmUp: false });
  await app.register(analyticsCollector, {});
  let page = '';
  app.get('/', async (_request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const policy = [
      "default-src 'none'",
      `script-src 'self' ${remoteOrigin} ${inlineTexts(page, 'script').map(hashOf).join(' ')}`,
      `style-src 'self' 'nonce-${nonce}' ${inlineTexts(page, 'style').map(hashOf).join(' ')}`,
      "connect-src 'self'",
      "img-src 'self' data:",
      "base-uri 'none'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ].join('; ');
    const html = page.replace(/<head>/, `<head><meta property="csp-nonce" nonce="${nonce}" />`);
    return reply.header('content-security-policy', policy).type('text/html; charset=utf-8').send(html);
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
