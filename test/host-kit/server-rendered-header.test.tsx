// @vitest-environment node
/**
 * The header in a document React renders whole (React Router's framework mode, a custom React server), from the
 * kit's side: `renderServerHeader` gives the header's HTML, styles, props and preload links as data;
 * `ServerHeaderProvider` hands them to the HeaderSlot with `serverRendered`, which writes them into the page once and
 * asks React for the preload links in <head>. The links are data a React `<head>` or a `links` export takes.
 */
import { PassThrough } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SERVER_HEADER_ELEMENT_ID,
  SERVER_HEADER_PROPS_ID,
  type HeaderProps,
  type ServerRenderedHeader,
} from '@global-header/host-kit';
import { HeaderSlot, ServerHeaderProvider } from '@global-header/host-kit/react';
import { RemoteHeader, renderServerHeader } from '@global-header/host-kit/server';
import { signReleaseRecord } from '../../scripts/build/release-record';
import type { SigningKey } from '../../scripts/build/signing-key';
import { SIGNING_KEY_PARAMS, getKeyId } from '../../src/federation/manifest-trust';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const INTEGRITY = `sha384-${'C'.repeat(64)}`;

async function makeKey(): Promise<SigningKey> {
  const pair = (await crypto.subtle.generateKey(SIGNING_KEY_PARAMS, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = await crypto.subtle.exportKey('jwk', pair.publicKey);
  const publicJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
  return { privateKey: pair.privateKey, publicJwk, kid: await getKeyId(publicJwk) };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A CDN with a signed browser manifest (the header's entry, one chunk, one shared fallback) and no server build. */
async function cdnWithSignedManifest(key: SigningKey): Promise<string> {
  const manifest = `${JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'Header', assets: { js: { sync: ['header.js'], async: [] } } }],
    shared: [{ name: 'styled-components', assets: { js: { sync: ['styled.js'] } } }],
    integrity: { 'remoteEntry.js': INTEGRITY },
  })}\n`;
  const sig = await signReleaseRecord(
    manifest,
    { name: 'globalHeader', role: 'browser', version: 3, release: '3', signedAt: new Date(NOW - 60_000) },
    key,
  );
  app = Fastify();
  app.get('/cdn/mf-manifest.json', (_request, reply) => reply.type('application/json').send(manifest));
  app.get('/cdn/mf-manifest.json.sig', (_request, reply) => reply.type('application/json').send(sig));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}/cdn/mf-manifest.json`;
}

/** A whole document, rendered as a framework's server entry does (React's streaming renderer), as one string. */
function renderDocument(children: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <html lang="en">
        <head>
          <title>Host</title>
        </head>
        <body>{children}</body>
      </html>,
      {
        onAllReady() {
          const sink = new PassThrough();
          let out = '';
          sink.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
          sink.on('end', () => resolve(out));
          pipe(sink);
        },
        onShellError: reject,
        onError: reject,
      },
    );
  });
}

const count = (text: string, part: string) => text.split(part).length - 1;

const props: HeaderProps = { environment: { serverUrl: 'https://www.example.com' }, user: { fullName: 'Ada <3' } };
const HEADER_HTML = '<header class="h"><a href="https://www.example.com/">Home</a><span>Hello Ada</span></header>';
const STYLES = '<style data-styled="true" data-styled-version="6.6.0">.h{display:flex}</style>';
const rendered: ServerRenderedHeader = {
  kind: 'header',
  html: HEADER_HTML,
  styles: STYLES,
  props,
  links: [
    { rel: 'preload', href: 'https://header.example/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
    { rel: 'preload', href: 'https://header.example/remoteEntry.js', as: 'script', integrity: INTEGRITY },
  ],
};

describe('the header in a document React renders whole', () => {
  it("RemoteHeader's preload links as data: the same links as its HTML, attributes only where set", async () => {
    const key = await makeKey();
    const manifestUrl = await cdnWithSignedManifest(key);
    const reports: string[] = [];
    const remoteHeader = new RemoteHeader({
      manifestUrl,
      publicKeys: [key.publicJwk],
      now: () => NOW,
      report: (message) => void reports.push(message),
    });
    expect(remoteHeader.preloadLinkDescriptors()).toEqual([]);
    await remoteHeader.warmUp();
    // The browser manifest is read beside the server build (which this CDN has not: that load fails, reported).
    await expect.poll(() => remoteHeader.preloadLinkDescriptors().length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(reports.filter((report) => report.includes('preload'))).toEqual([]);
    const at = (file: string) => new URL(file, manifestUrl).href;
    expect(remoteHeader.preloadLinkDescriptors()).toEqual([
      { rel: 'preload', href: manifestUrl, as: 'fetch', crossOrigin: 'anonymous' },
      // The signed manifest's release record, fetched beside it.
      { rel: 'preload', href: `${manifestUrl}.sig`, as: 'fetch', crossOrigin: 'anonymous' },
      { rel: 'preload', href: at('remoteEntry.js'), as: 'script', crossOrigin: 'anonymous', integrity: INTEGRITY },
      { rel: 'preload', href: at('header.js'), as: 'script' },
      { rel: 'preload', href: at('styled.js'), as: 'script', crossOrigin: 'anonymous' },
    ]);
    const hrefs = [...remoteHeader.preloadLinks().matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(remoteHeader.preloadLinkDescriptors().map((link) => link.href)).toEqual(hrefs);
  }, 20_000);

  it('renderServerHeader gives the HTML, styles, props and preload links, or the fallback with its reason', async () => {
    const links = rendered.kind === 'header' ? rendered.links : [];
    const working = {
      render: () => Promise.resolve({ ok: true, html: HEADER_HTML, styles: STYLES, ms: 5 }),
      preloadLinkDescriptors: () => links,
    } as unknown as RemoteHeader;
    await expect(renderServerHeader(working, props)).resolves.toEqual(rendered);
    const failing = {
      render: () => Promise.resolve({ ok: false, reason: 'no server render within 300 ms', ms: 300 }),
      preloadLinkDescriptors: () => links,
    } as unknown as RemoteHeader;
    await expect(renderServerHeader(failing, props)).resolves.toEqual({
      kind: 'fallback',
      reason: 'no server render within 300 ms',
    });
  });

  it("the slot writes the header's HTML, styles and props once, and React puts its preload links in <head>", async () => {
    const html = await renderDocument(
      <ServerHeaderProvider header={rendered}>
        <HeaderSlot manifestUrl="https://header.example/mf-manifest.json" serverRendered />
        <main>Page</main>
      </ServerHeaderProvider>,
    );
    expect(count(html, HEADER_HTML)).toBe(1);
    expect(html).toContain(`id="${SERVER_HEADER_ELEMENT_ID}" data-server-header="header">${HEADER_HTML}</div>`);
    expect(count(html, STYLES)).toBe(1);
    // The props, as JSON a script cannot end early (`<` escaped).
    const propsScript = html.match(
      new RegExp(`<script type="application/json" id="${SERVER_HEADER_PROPS_ID}">(.*?)</script>`),
    );
    expect(JSON.parse(propsScript?.[1] ?? 'null')).toEqual(props);
    expect(propsScript?.[1]).not.toContain('<3');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" href="https://header.example/mf-manifest.json" as="fetch" crossorigin=""/>',
    );
    expect(head).toMatch(
      /<link rel="preload" href="https:\/\/header\.example\/remoteEntry\.js" as="script"[^>]* integrity="sha384-C+"\/>/,
    );
  });

  it('with the fallback, or without the provider, the slot renders the reserved box only', async () => {
    for (const header of [{ kind: 'fallback', reason: 'failed' } as const, undefined]) {
      const slot = <HeaderSlot manifestUrl="https://header.example/mf-manifest.json" serverRendered />;
      const html = await renderDocument(
        header ? <ServerHeaderProvider header={header}>{slot}</ServerHeaderProvider> : slot,
      );
      expect(html).toContain('<div class="global-header-slot"></div>');
      expect(html).not.toContain(SERVER_HEADER_PROPS_ID);
      expect(html).not.toContain('rel="preload"');
    }
  });
});
