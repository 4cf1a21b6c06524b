/**
 * The small React hosts of issue 12 (host-demo/react18, host-demo/react17; built into dist/hosts/):
 * their pages, with the injected host config, their scripts under /hosts/<build>/, and an index at
 * /hosts/ for QA. Registered by app.ts.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { HostConfig } from '../src/host-config';
import { cacheControlFor, REVALIDATE } from './cache-policy';

export const HOSTS_PREFIX = '/hosts/';

export interface ReactHostPage {
  /** Where the page is served. */
  path: string;
  /** The build (dist/hosts/<build>/) and its HTML file. */
  build: string;
  file: 'index.html' | 'mount.html' | 'static.html';
  /** One line for the index: which React, what it shares, which expose. */
  description: string;
}

export const REACT_HOST_PAGES: readonly ReactHostPage[] = [
  {
    path: '/hosts/react18/',
    build: 'react18',
    file: 'index.html',
    description: 'React 18.3, shares react, react-dom, react/jsx-runtime and react-dom/client: ./Header in its tree',
  },
  {
    path: '/hosts/react18/mount/',
    build: 'react18',
    file: 'mount.html',
    description: 'React 18.3, shares react, react-dom, react/jsx-runtime and react-dom/client: ./mount from an effect',
  },
  {
    path: '/hosts/react18/static/',
    build: 'react18',
    file: 'static.html',
    description:
      'React 18.3, shares react, react-dom, react/jsx-runtime and react-dom/client, the remote known at start-up ' +
      '(version-first): ./Header in its tree',
  },
  {
    path: '/hosts/react18-basic/',
    build: 'react18-basic',
    file: 'index.html',
    description: 'React 18.3, shares only react and react-dom: ./Header in its tree',
  },
  {
    path: '/hosts/react18-basic/mount/',
    build: 'react18-basic',
    file: 'mount.html',
    description: 'React 18.3, shares only react and react-dom: ./mount from an effect',
  },
  {
    path: '/hosts/react18-unshared/',
    build: 'react18-unshared',
    file: 'index.html',
    description: 'React 18.3, shares no React: ./Header (bridge path)',
  },
  {
    path: '/hosts/react17/',
    build: 'react17',
    file: 'index.html',
    description: 'React 17 (ReactDOM.render), shares react and react-dom 17: ./Header (bridge path)',
  },
  {
    path: '/hosts/react17/mount/',
    build: 'react17',
    file: 'mount.html',
    description: "React 17, shares react and react-dom 17: ./mount (the remote's own React)",
  },
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function renderHostsIndex(): string {
  const items = REACT_HOST_PAGES.map(
    (page) => `<li><a href="${page.path}">${escapeHtml(page.path)}</a>: ${escapeHtml(page.description)}</li>`,
  ).join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
    '<meta name="viewport" content="width=device-width, initial-scale=1" /><link rel="icon" href="data:," />' +
    '<title>The header in other React versions</title></head><body><main>' +
    '<h1>The header in other React versions</h1>' +
    '<p>Small webpack Module Federation hosts on React 18.3 and 17 that load the header remote at run time ' +
    '(issue 12). <a href="/">Back to the React 19 demo host</a></p>' +
    `<ul>${items}</ul></main></body></html>`
  );
}

export interface ReactHostsOptions {
  /** dist/hosts. */
  hostsDir: string;
  config: HostConfig;
  injectConfig(html: string, config: HostConfig): string;
}

export async function registerReactHosts(app: FastifyInstance, options: ReactHostsOptions): Promise<void> {
  const { hostsDir, config } = options;

  app.get(HOSTS_PREFIX, (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(renderHostsIndex()),
  );

  for (const page of REACT_HOST_PAGES) {
    const file = path.join(hostsDir, page.build, page.file);
    app.get(page.path, async (_request, reply) => {
      let html: string;
      try {
        html = await fs.readFile(file, 'utf8');
      } catch {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send(`This React host is not built: ${file} is missing. Run "npm run build" first.`);
      }
      // Small and rarely opened: read per request, so a rebuild shows on reload.
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', REVALIDATE)
        .send(options.injectConfig(html, config));
    });
  }

  await app.register(fastifyStatic, {
    root: hostsDir,
    prefix: HOSTS_PREFIX,
    // The main client's static plugin decorates the reply already.
    decorateReply: false,
    index: false,
    // Pages go through the routes above (they need the injected config).
    allowedPath: (pathName) => !pathName.endsWith('.html'),
    preCompressed: true,
    // Hashed chunks immutable; the entry scripts (stable names) revalidated, as in the main host.
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath, REVALIDATE));
    },
  });
}
