/**
 * The demo host's HTTP server: serves the built client (dist/host-demo), answers every in-app
 * route with the app HTML (with a small injected JSON config), and hosts the demo API plugins.
 * `buildApp` returns the Fastify instance without listening, for tests (`app.inject`).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import {
  analyticsCollector,
  apiPlugin,
  cookieHeaderWithIssued,
  readNoBodies,
  serverTimeoutOptions,
} from '@global-header/demo-api';
import { GEO_API_PREFIX, PLACE_FROM_REQUEST_PATH } from '../../src/api';
import { API_PREFIXES, isInAppPath } from '../common/route-table';
import { DEFAULT_REMOTE_URL, HOST_CONFIG_ELEMENT_ID, type HostConfig } from '../common/host-config';
import { cacheControlFor, REVALIDATE } from './cache-policy';
import { addPageCompression, registerCompression } from './compress-pages';
import { addContentSecurityPolicy, addNonceToTemplate } from './csp';
import headPlugin from '../qa/server/head';
import { DEFAULT_PUBLIC_ORIGIN, getPageUrl, parsePublicOrigin } from './public-origin';
import { APP_ROOT_ELEMENT_ID } from '../qa/app-root';
import { PAGE_END, getJson, loadFirstResults, renderAppPage } from '../qa/server/app-page';
import { headerPropsFor } from '../qa/server/header-props';
import { RemoteHeader, findVisitorPlace, renderPageHeader } from '@global-header/host-kit/server';
import { readPinnedPublicKeys } from './pinned-keys';
import { readPinnedMinimumVersion } from './pinned-release';
import { registerReactHosts } from '../hosts/server';
import { createScriptTagSource, renderScriptTag } from './script-tag';
import { registerNextHost } from '../hosts/next-server';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * What the page's in-process API calls are told of the visitor: the cookies, with the id this page view was
 * just issued (its API calls are not issued ids of their own), and the languages (the demo guesses a place from them).
 */
function forwardedHeaders(request: FastifyRequest): { cookie?: string; 'accept-language'?: string } {
  const language = request.headers['accept-language'];
  return {
    cookie: cookieHeaderWithIssued(request),
    ...(typeof language === 'string' ? { 'accept-language': language } : {}),
  };
}
export const DEFAULT_CLIENT_DIR = path.resolve(here, '../../dist/host-demo');
export const DEFAULT_HOSTS_DIR = path.resolve(here, '../../dist/hosts');

/**
 * Demo plugins, registered before the static files and the SPA fallback. Add one line per plugin
 * (e.g. the demo API under /api/ and /home/api/).
 */
const plugins: FastifyPluginAsync<DemoPluginOptions>[] = [
  // -- demo plugins: add below this line --
  apiPlugin, // demo marketplace API: /api/v3/..., /home/api/geo/..., /demo-images/ (demo-api/src/api)
  headPlugin, // page head tags per request, favicons, place_from_slug (host-demo/qa/server/head.ts)
  analyticsCollector, // POST/GET /analytics/track: the header's beacons, kept for the QA panel (demo-api/src/analytics-collector.ts)
];

/** What every demo plugin is registered with. */
interface DemoPluginOptions {
  publicOrigin: string;
  qa: boolean;
}

export interface BuildAppOptions {
  /**
   * The origin pages are served at, for links, `og:url` and the header's `serverUrl` (default
   * http://127.0.0.1:3000); never taken from the request's Host header (server/public-origin.ts).
   */
  publicOrigin?: string;
  /** QA mode: the demo API's fault switch answers, for the QA panel (default true: this host has the panel). */
  qa?: boolean;
  /** Built client directory (default dist/host-demo). */
  clientDir?: string;
  /** Built React 18.3/17 and bundler hosts, served under /hosts/ (default dist/hosts; host-demo/hosts/server.ts). */
  hostsDir?: string;
  /** Header remote manifest URL injected into the page (default http://127.0.0.1:3001/mf-manifest.slim.json, the slim build: this host provides the runtime core). */
  manifestUrl?: string;
  /** Admin host for staff links (default http://localhost:3000). */
  adminServerUrl?: string;
  /** Fastify logger option (default off; the demo host's index.ts logs warnings and errors at least). */
  logger?: boolean | { level: 'warn' };
  /** Renders the remote header into the pages (default: from manifestUrl's server build; false: never). */
  remoteHeader?: RemoteHeader | false;
}

/**
 * `?ssr=off`: the page as a host without server rendering serves it (the browser loads the header
 * alone), for QA and the tests of that path.
 */
export const CLIENT_ONLY_QUERY = { name: 'ssr', value: 'off' } as const;

/** Where the server-rendered header and page go in index.html (minified or not). */
const HEADER_PLACEHOLDER = /<div id=["']?server-header["']?><\/div>/;
const ROOT_PLACEHOLDER = /<div id=["']?root["']?><\/div>/;

/** `<script type="application/json">` is not executed, but `</script>` inside it would end it: escape `<`. */
export function renderConfigScript(config: HostConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script id="${HOST_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
}

export function injectConfig(html: string, config: HostConfig): string {
  const script = renderConfigScript(config);
  return html.includes('</head>') ? html.replace('</head>', `${script}</head>`) : `${script}${html}`;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR;
  const config: HostConfig = {
    manifestUrl: options.manifestUrl ?? DEFAULT_REMOTE_URL,
    adminServerUrl: options.adminServerUrl ?? 'http://localhost:3000',
  };
  const publicOrigin = parsePublicOrigin(options.publicOrigin ?? DEFAULT_PUBLIC_ORIGIN);
  // Slow senders are closed after the demo API's timeouts (docs/demo-api.md), not kept open.
  const app = Fastify({ ...serverTimeoutOptions(), logger: options.logger ?? false });
  // Before the plugins: only the API (which takes `{}` at most) and the collector read a body.
  readNoBodies(app);
  const remoteHeader =
    options.remoteHeader === false
      ? null
      : (options.remoteHeader ??
        new RemoteHeader({
          manifestUrl: config.manifestUrl,
          publicKeys: readPinnedPublicKeys(),
          // The release the demo is deployed against: a freshly started server is not served an older one.
          minimumVersion: readPinnedMinimumVersion(),
        }));
  // The first page should not pay for loading the remote's server code.
  void remoteHeader?.warmUp();

  // Every answer, 404s included, carries the page's Content-Security-Policy and its nonce (csp.ts).
  addContentSecurityPolicy(app, { manifestUrl: config.manifestUrl });
  // First, so it sees every route: compression of dynamic answers (compress-pages.ts).
  await registerCompression(app);
  for (const plugin of plugins) await app.register(plugin, { publicOrigin, qa: options.qa ?? true });
  addPageCompression(app);

  // The page without React loads the header with the README's script tag, read from the remote.
  const scriptTag = createScriptTagSource(config.manifestUrl);
  // HTML pages are read per request (cached by mtime) so a watch rebuild shows up on reload.
  const cache = new Map<string, { mtimeMs: number; html: string }>();
  async function sendPage(reply: FastifyReply, file: 'index.html' | 'non-react.html', request?: FastifyRequest) {
    const fullPath = path.join(clientDir, file);
    let stat;
    try {
      stat = await fs.stat(fullPath);
    } catch {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`The demo host is not built: ${fullPath} is missing. Run "npm run build" first.`);
    }
    let entry = cache.get(fullPath);
    if (!entry || entry.mtimeMs !== stat.mtimeMs) {
      entry = { mtimeMs: stat.mtimeMs, html: injectConfig(await fs.readFile(fullPath, 'utf8'), config) };
      cache.set(fullPath, entry);
    }
    reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE);
    const nonce = reply.request.cspNonce;
    let html = addNonceToTemplate(entry.html, nonce);
    if (file === 'non-react.html') {
      const tag = await scriptTag();
      if (tag) html = html.replace('</head>', () => `${renderScriptTag(tag)}</head>`);
    }
    if (!request || !remoteHeader || !HEADER_PLACEHOLDER.test(html)) return reply.send(html);
    // The header in the first byte of HTML, or the fallback header within the budget.
    const url = getPageUrl(publicOrigin, request.url);
    if (url.searchParams.get(CLIENT_ONLY_QUERY.name) === CLIENT_ONLY_QUERY.value) return reply.send(html);
    const props = headerPropsFor({
      origin: url.origin,
      pathname: url.pathname,
      search: url.search,
      href: url.href,
      adminServerUrl: config.adminServerUrl,
      userAgent: request.headers['user-agent'],
      mobileHint:
        typeof request.headers['sec-ch-ua-mobile'] === 'string' ? request.headers['sec-ch-ua-mobile'] : undefined,
    });
    // The page's own data (a discovery page's first results) loads while the header is found and rendered.
    const pageRequest = { href: url.href, headers: forwardedHeaders(request) };
    const results = loadFirstResults(app, pageRequest.href, pageRequest.headers);
    // Settled in any case: renderAppPage below reads it, or the page renders without it.
    results.catch(() => undefined);
    // The visitor's place, as this server knows it (the location cookie's, else the demo API's guess from the
    // request, asked in-process): the header's HTML shows it and the browser asks for no guess.
    const place = await findVisitorPlace({
      cookie: request.headers.cookie,
      // No answer (a failure, or no 200) reads as no place: the online pseudo-place, as in the browser.
      guess: (signal) => getJson(app, `${GEO_API_PREFIX}${PLACE_FROM_REQUEST_PATH}`, pageRequest.headers, signal),
    });
    if (place) props.place = place;
    const header = await renderPageHeader(remoteHeader, props, { nonce });
    const { result } = header;
    // Which header the page got is no secret; why a release was refused is for the operator, not for every
    // visitor: the reason goes to the server log only, never into a response header.
    reply.header('server-timing', `header;dur=${result.ms};desc="${result.ok ? 'rendered' : 'fallback'}"`);
    if (!result.ok) request.log.warn({ reason: result.reason }, 'the page got the fallback header');
    // The page itself: home, route pages, discovery with its first results.
    let page = { html: '', head: '' };
    try {
      page = await renderAppPage(app, config, header.server, pageRequest, results);
    } catch (error) {
      // The browser renders the page itself then, as without server rendering.
      request.log.error(error, 'server rendering of the page failed');
    }
    return reply.send(
      html
        .replace(HEADER_PLACEHOLDER, () => header.body)
        .replace(ROOT_PLACEHOLDER, (placeholder) =>
          page.html
            ? `<div id="${APP_ROOT_ELEMENT_ID}" data-server-rendered="">${page.html}</div>${PAGE_END}`
            : placeholder,
        )
        .replace('</head>', () => `${header.head}${page.head}</head>`),
    );
  }

  app.get('/', (request, reply) => sendPage(reply, 'index.html', request));
  app.get('/non-react.html', (_request, reply) => sendPage(reply, 'non-react.html'));
  app.get('/non-react/', (_request, reply) => sendPage(reply, 'non-react.html'));

  await registerReactHosts(app, {
    hostsDir: options.hostsDir ?? DEFAULT_HOSTS_DIR,
    config,
    injectConfig: (html, hostConfig, nonce) => addNonceToTemplate(injectConfig(html, hostConfig), nonce),
  });
  // The Next.js host: its own `next start`, started on the first visit, served under /hosts/next/.
  registerNextHost(app, {
    distDir: path.join(options.hostsDir ?? DEFAULT_HOSTS_DIR, 'next'),
    manifestUrl: config.manifestUrl,
    publicOrigin,
    minimumVersion: readPinnedMinimumVersion(),
  });

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    index: false,
    wildcard: true,
    // HTML goes through sendPage (it needs the injected config).
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    // `<file>.br` / `<file>.gz` from the build (scripts/build/precompress.ts), picked by Accept-Encoding.
    preCompressed: true,
    // Hashed chunks are immutable; the entry scripts (stable names) are revalidated, so a page never
    // runs scripts older than its HTML.
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath, REVALIDATE));
    },
  });

  // Every in-app route (no API prefix, no file name) is the single-page app.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    if ((request.method === 'GET' || request.method === 'HEAD') && !isApi && isInAppPath(pathname)) {
      return sendPage(reply, 'index.html', request);
    }
    return reply.code(404).send({ error: 'Not Found', message: `${request.method} ${pathname} not found` });
  });

  return app;
}
