/**
 * The small hosts under /hosts/ (built into dist/hosts/): the React version hosts
 * (react18, react17) and the bundler matrix (webpack, webpack's own container plugin
 * (webpack-container), Rspack, Vite, the runtime alone; Rsbuild), each in its folder beside this file. Their pages get the injected host
 * config, their scripts are served under /hosts/<build>/, and an index at /hosts/ lists them for QA.
 * Registered by host-demo/server/app.ts.
 *
 * They run on the demo's origin, beside its cookies, so every one of them loads the remote through the
 * verified manifest: their injected config carries the public keys this server pins.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { HostConfig } from '../common/host-config';
import type { PinnedKey } from '@global-header/host-kit';
import { readPinnedPublicKeys } from '../server/pinned-keys';
import { readPinnedMinimumVersion } from '../server/pinned-release';
import { cacheControlFor, REVALIDATE } from '../server/cache-policy';

export const HOSTS_PREFIX = '/hosts/';

export interface ReactHostPage {
  /** Where the page is served. */
  path: string;
  /** The build (dist/hosts/<build>/) and its HTML file. */
  build: string;
  file: 'index.html' | 'mount.html' | 'static.html' | 'jsx-runtime.html';
  /** One line for the index: which React, what it shares, which expose. */
  description: string;
  /** The bundler matrix: the tool's name, which heads the page's line in the index. */
  tool?: string;
}

export const REACT_HOST_PAGES: readonly ReactHostPage[] = [
  {
    path: '/hosts/webpack/',
    build: 'webpack',
    file: 'index.html',
    tool: 'webpack 5 + @module-federation/enhanced',
    description: 'the plugin with no experiments, React 18.3: ./Header from mf-manifest.json',
  },
  {
    path: '/hosts/webpack-container/',
    build: 'webpack-container',
    file: 'index.html',
    tool: "webpack 5 + webpack's container.ModuleFederationPlugin",
    description: 'Module Federation 1.5, React 18.3: ./Header from globalHeader@…/remoteEntry.js',
  },
  {
    path: '/hosts/rspack/',
    build: 'rspack',
    file: 'index.html',
    tool: 'Rspack 2',
    description: 'its built-in ModuleFederationPlugin, React 19: ./Header from mf-manifest.json',
  },
  {
    path: '/hosts/vite/',
    build: 'vite',
    file: 'index.html',
    tool: 'Vite 8 + @module-federation/vite',
    description:
      'the Vite starter app (host-demo/starters/vite), the plugin with its defaults, React 19: ./Header from mf-manifest.json through HeaderSlot',
  },
  {
    path: '/hosts/rsbuild/',
    build: 'rsbuild',
    file: 'index.html',
    tool: 'Rsbuild 2 + @module-federation/rsbuild-plugin',
    description:
      'the Rsbuild starter app (host-demo/starters/rsbuild), the plugin and pluginReact as the Module Federation docs set them, React 19: ./Header from mf-manifest.json through HeaderSlot',
  },
  {
    path: '/hosts/runtime/',
    build: 'runtime',
    file: 'index.html',
    tool: 'The federation runtime alone',
    description: 'createInstance with no plugins (the README recipe), React 18.3 sharing react and react-dom: ./Header',
  },
  {
    path: '/hosts/runtime/jsx-runtime/',
    build: 'runtime',
    file: 'jsx-runtime.html',
    // Each link names its own page: three links of one name would leave a screen reader guessing.
    tool: 'The federation runtime alone, sharing react/jsx-runtime',
    description: 'createInstance with no plugins, React 18.3 sharing react, react-dom and react/jsx-runtime: ./Header',
  },
  {
    path: '/hosts/runtime/mount/',
    build: 'runtime',
    file: 'mount.html',
    tool: 'The federation runtime alone, ./mount',
    description: 'createInstance with no plugins (the README recipe), React 18.3: ./mount from an effect',
  },
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

/**
 * The Next.js App Router host: not a built page of its own but a Next.js app that host-demo's server
 * starts and serves under /hosts/next/ (next-server.ts); listed with the bundlers.
 */
export const NEXT_HOST_PAGE = {
  path: '/hosts/next/',
  tool: 'Next.js 16 App Router',
  description:
    'the Next.js starter app (host-demo/starters/next): the header rendered by a server component, hydrated in the browser by HeaderSlot, React 19',
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function renderHostsIndex(): string {
  const item = (page: Pick<ReactHostPage, 'path' | 'tool' | 'description'>) =>
    `<li><a href="${page.path}">${escapeHtml(page.tool ?? page.path)}</a>: ${escapeHtml(page.description)}</li>`;
  const bundlers = [...REACT_HOST_PAGES.filter((page) => page.tool), NEXT_HOST_PAGE].map(item).join('');
  const versions = REACT_HOST_PAGES.filter((page) => !page.tool)
    .map(item)
    .join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
    '<meta name="viewport" content="width=device-width, initial-scale=1" /><link rel="icon" href="data:," />' +
    '<title>The header in other hosts</title></head><body><main>' +
    '<h1>The header in other hosts</h1>' +
    '<p>Small Module Federation hosts that load the header remote at run time. ' +
    '<a href="/">Back to the React 19 demo host</a></p>' +
    '<h2>Bundlers, each as configured out of the box</h2>' +
    `<ul>${bundlers}</ul>` +
    '<h2>React versions</h2>' +
    `<ul>${versions}</ul></main></body></html>`
  );
}

export interface ReactHostsOptions {
  /** dist/hosts. */
  hostsDir: string;
  config: HostConfig;
  /** The keys the remote's manifest must be signed with, handed to the pages (default readPinnedPublicKeys()). */
  publicKeys?: readonly PinnedKey[];
  /** The lowest release the pages accept, handed to them (default readPinnedMinimumVersion(): the deployed release). */
  minimumVersion?: number;
  /** The page as served: the injected config, and the response's CSP nonce on its inline styles (csp.ts). */
  injectConfig(html: string, config: HostConfig, nonce: string): string;
}

export async function registerReactHosts(app: FastifyInstance, options: ReactHostsOptions): Promise<void> {
  const { hostsDir } = options;
  const config: HostConfig = {
    ...options.config,
    publicKeys: [...(options.publicKeys ?? readPinnedPublicKeys())],
    minimumVersion: options.minimumVersion ?? readPinnedMinimumVersion(),
  };

  app.get(HOSTS_PREFIX, (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(renderHostsIndex()),
  );

  for (const page of REACT_HOST_PAGES) {
    const file = path.join(hostsDir, page.build, page.file);
    app.get(page.path, async (request, reply) => {
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
        .send(options.injectConfig(html, config, request.cspNonce));
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
