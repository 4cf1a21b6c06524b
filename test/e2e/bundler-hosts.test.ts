/**
 * The built remote in small hosts made with each bundler's documented
 * default federation setup and nothing of ours (host-demo/hosts/<name>, served under /hosts/), in Chromium.
 * None of them provides the federation runtime core, so each loads the remote's default build
 * (`mf-manifest.json`, then the `remoteEntry.js` it names), which carries its own. Each checks the signed
 * manifest first, webpack's own container plugin through its promise remote.
 * Every page runs the header's core flows: the banner, a menu, a search suggestion chosen, a location
 * picked, the host's own content intact, and no page error.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsCollector, apiPlugin } from '@global-header/demo-api';
import { NEXT_HOST_PAGE, REACT_HOST_PAGES } from '../../host-demo/hosts/server';
import { BARE_REMOTE_ORIGIN } from '../../host-demo/hosts/webpack-container/bare.webpack.config';
import { HOST_CONFIG_ELEMENT_ID } from '../../host-demo/common/host-config';
import { DESKTOP, launchChromium, MOBILE } from './support/browser';
import { header } from './support/demo-page';
import {
  expectHostAlive,
  openAndCloseHelpCenterMenu,
  reactOf,
  showJazzSuggestions,
  typeSanFranciscoInPicker,
  waitForBanner,
  waitForInteractive,
} from './support/host-pages';
import { reactRenderers, recordReactRenderers } from './support/react-renderers';
import { openTestPage, setupDemo } from './support/setup-demo';
import { assertBuilt, REMOTE_DIST, ROOT } from './support/paths';
import { startRemoteServer, type RunningServer } from './support/servers';
import { eventually } from './support/wait';

interface BundlerCase {
  path: string;
  expose: 'Header' | 'mount';
  /** The host's own React, which must be the only one rendering. */
  react: string;
  /** The file of the remote the host asks for first: the signed default manifest, for every tool. */
  firstFile: 'mf-manifest.json';
  /**
   * A starter app's page (host-demo/starters/<tool>/), its h1: the app has no host counter, so its own React is
   * seen rendering the header and the app's content alike.
   */
  starterHeading?: string;
}

const CASES: BundlerCase[] = [
  { path: '/hosts/webpack/', expose: 'Header', react: '18.3.1', firstFile: 'mf-manifest.json' },
  // webpack's own container plugin has no runtime plugins: its promise remote checks the signed manifest first.
  { path: '/hosts/webpack-container/', expose: 'Header', react: '18.3.1', firstFile: 'mf-manifest.json' },
  { path: '/hosts/rspack/', expose: 'Header', react: '19.3.1', firstFile: 'mf-manifest.json' },
  {
    path: '/hosts/vite/',
    expose: 'Header',
    react: '19.3.1',
    firstFile: 'mf-manifest.json',
    starterHeading: 'My Vite app',
  },
  {
    path: '/hosts/rsbuild/',
    expose: 'Header',
    react: '19.3.1',
    firstFile: 'mf-manifest.json',
    starterHeading: 'My Rsbuild app',
  },
  { path: '/hosts/runtime/', expose: 'Header', react: '18.3.1', firstFile: 'mf-manifest.json' },
  { path: '/hosts/runtime/jsx-runtime/', expose: 'Header', react: '18.3.1', firstFile: 'mf-manifest.json' },
  { path: '/hosts/runtime/mount/', expose: 'mount', react: '18.3.1', firstFile: 'mf-manifest.json' },
];

describe('the bundler matrix: each tool as configured out of the box', () => {
  const demo = setupDemo();

  it('/hosts/ lists every bundler host by its tool', async () => {
    const answer = await fetch(`${demo.host.origin}/hosts/`);
    const html = await answer.text();
    for (const tool of [
      'webpack 5 + @module-federation/enhanced',
      "webpack 5 + webpack's container.ModuleFederationPlugin",
      'Rspack 2',
      'Vite 8 + @module-federation/vite',
      'Rsbuild 2 + @module-federation/rsbuild-plugin',
      'Next.js 16 App Router',
      'The federation runtime alone',
    ])
      expect(html).toContain(`>${tool.replace(/'/g, '&#39;')}</a>`);
    for (const { path } of CASES) expect(REACT_HOST_PAGES.map((page) => page.path)).toContain(path);
  });

  describe.each(CASES)('$path: React $react, ./$expose', ({ path, expose, react, firstFile, starterHeading }) => {
    it('core flows: banner, Help Center menu, a search suggestion, a location pick; the host stays; no error', async () => {
      const remoteFiles: string[] = [];
      await demo.withPage(
        path,
        {
          waitForHeader: false,
          beforeGoto: async ({ page }) => {
            page.on('request', (request) => {
              const url = new URL(request.url());
              if (url.origin === demo.remote.origin) remoteFiles.push(url.pathname.slice(1));
            });
            await recordReactRenderers(page);
          },
        },
        async (tracked) => {
          const { page, pageErrors } = tracked;
          await waitForBanner(tracked);
          const banner = header(page);

          // The host provided no runtime core: the default build brought its own; nothing of the slim build.
          await expect(page.evaluate(() => '_FEDERATION_RUNTIME_CORE' in globalThis)).resolves.toBe(false);
          expect(remoteFiles[0]).toBe(firstFile);
          // The entry in the current release's folder.
          expect(remoteFiles).toContainEqual(expect.stringMatching(/^releases\/\d+\/remoteEntry\.js$/));
          expect(remoteFiles.filter((file) => file.includes('.slim.'))).toEqual([]);
          // The host's React renders the header: no second React.
          const running = await reactRenderers(page);
          expect(running.map((version) => version.split('-')[0])).toEqual([react]);
          // The header sits above the host's content, which still answers.
          expect((await banner.boundingBox())!.y).toBeLessThan(
            (await page.getByRole('heading', { level: 1 }).boundingBox())!.y,
          );
          if (starterHeading) {
            await page.getByRole('heading', { level: 1, name: starterHeading }).waitFor();
            const helpCenter = banner.getByRole('button', { name: 'Help Center', exact: true });
            await waitForInteractive(tracked, helpCenter);
            await expect(reactOf(helpCenter)).resolves.toBe(await reactOf(page.getByRole('main')));
          } else await expectHostAlive(page, react);
          if (expose === 'mount') expect(await page.locator('[data-header-slot] header').count()).toBe(1);

          await openAndCloseHelpCenterMenu(page, banner);

          // A location pick (product validation rules: Enter takes the first suggestion).
          const picker = await typeSanFranciscoInPicker(page);
          await page.keyboard.press('Enter');
          await eventually(() => picker.inputValue(), 'the picker shows the place picked').toBe('San Francisco');

          // A search suggestion, chosen with the keyboard: the header navigates to its discovery page.
          const suggestions = await showJazzSuggestions(page, banner);
          const first = suggestions.getByRole('option').first();
          const suggestion = ((await first.textContent()) ?? '').trim();
          expect(suggestion).toMatch(/jazz/i);
          expect(pageErrors.map(String)).toEqual([]);
          await page.keyboard.press('ArrowDown');
          await page.keyboard.press('Enter');
          await page.waitForURL((url) => url.pathname !== path);
          const landed = new URL(page.url());
          expect(landed.origin).toBe(demo.host.origin);
          expect(landed.pathname, `where "${suggestion}" led`).toMatch(/^\/(d\/ca--san-francisco|e)\//);
          expect(pageErrors.map(String)).toEqual([]);
        },
      );
    });
  });
});

/**
 * One copy of each app: the matrix's Vite, Rsbuild and Next.js pages are the starter apps. The Vite and Rsbuild
 * builds' stamps list the files they read; of host-demo's, those are the starter's own (every source file
 * test/e2e/host-kit-tarball.test.ts copies), the matrix's config and the variables it defines (starter-env.ts), and
 * no page code of the demo's. The Next.js app is built from a copy the build makes (Next reads its config from the
 * app's folder only): the starter's files, byte for byte, with the matrix's config.
 */
describe('the matrix builds the starter apps from their own files', () => {
  /** A folder's files, repository-relative. */
  const filesOf = (folder: string) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();

  it.each([
    { stamp: 'host-vite', starter: 'vite', config: 'host-demo/hosts/vite/vite.config.ts' },
    { stamp: 'host-rsbuild', starter: 'rsbuild', config: 'host-demo/hosts/rsbuild/rsbuild.config.ts' },
  ])('$stamp read host-demo/starters/$starter/ and its config', ({ stamp, starter, config }) => {
    const { files } = JSON.parse(readFileSync(path.join(ROOT, 'dist/.build-stamp', `${stamp}.json`), 'utf8')) as {
      files: Record<string, string>;
    };
    const folder = `host-demo/starters/${starter}/`;
    const read = Object.keys(files).filter((file) => file.startsWith('host-demo/'));
    // The app's code and page; its package.json and tsconfig.json the bundler may read or not.
    const sources = filesOf(folder).filter((file) => !/\.json$|\.d\.ts$/.test(file));
    expect(sources.length).toBeGreaterThan(3);
    expect(read.filter((file) => file.startsWith(folder) && !file.endsWith('.json'))).toEqual(sources);
    expect(read.filter((file) => !file.startsWith(folder))).toEqual([config, 'host-demo/hosts/starter-env.ts'].sort());
  });

  it("host-next: the app Next built is the starter's files, byte for byte, with the matrix's next.config.ts", () => {
    const built = 'dist/hosts/next-app';
    const app = filesOf('host-demo/starters/next').filter(
      // Next rewrites tsconfig.json's `include` for the build's folder; the repository's node_modules serve the app;
      // the matrix's config replaces the starter's, which sets nothing.
      (file) => !/\/(package\.json|tsconfig\.json|next\.config\.ts)$/.test(file),
    );
    expect(app.length).toBeGreaterThanOrEqual(3);
    for (const file of app)
      expect(readFileSync(path.join(ROOT, built, path.relative('host-demo/starters/next', file)), 'utf8'), file).toBe(
        readFileSync(path.join(ROOT, file), 'utf8'),
      );
    expect(readFileSync(path.join(ROOT, built, 'next.config.ts'), 'utf8')).toBe(
      readFileSync(path.join(ROOT, 'host-demo/hosts/next/next.config.ts'), 'utf8'),
    );
    // Nothing else of ours: the app's own files, its config and what Next wrote (next-env.d.ts, tsconfig.json).
    expect(filesOf(built).filter((file) => /\.(tsx?|mjs|js)$/.test(file) && !file.endsWith('/next-env.d.ts'))).toEqual(
      [...app.map((file) => `${built}/${path.relative('host-demo/starters/next', file)}`), `${built}/next.config.ts`]
        .filter((file) => /\.(tsx?|mjs|js)$/.test(file))
        .sort(),
    );
  });
});

/**
 * The Next.js 16 App Router host: the Next.js starter app (host-demo/starters/next/) built under /hosts/next/ and
 * served there by host-demo's server, under its Content-Security-Policy. Its root layout's server component renders
 * the header from the remote's server build; the kit's HeaderSlot hydrates that markup in the browser, and keeps it
 * across client-side navigations.
 */
describe('/hosts/next/: the Next.js starter app, the header rendered on the server and hydrated', () => {
  const demo = setupDemo();
  const path = NEXT_HOST_PAGE.path;

  it("the server's HTML holds the banner and its links (no JavaScript)", async () => {
    await demo.withPage(
      path,
      { waitForHeader: false, context: { ...DESKTOP, javaScriptEnabled: false } },
      async ({ page }) => {
        const banner = header(page);
        await expect(banner.count()).resolves.toBe(1);
        const findEvents = banner.getByRole('link', { name: 'Find Events' });
        // The links go to the demo site (the props' serverUrl), which serves this app.
        const href = new URL((await findEvents.getAttribute('href')) ?? '', page.url());
        expect(href.origin).toBe(demo.host.origin);
        expect(href.pathname).toMatch(/^\/d\//);
        await expect(banner.getByRole('link', { name: 'Sign In' }).count()).resolves.toBe(1);
        // The remote header itself (the slot stays empty on a server that could not render it; the fallback
        // header is the browser's).
        await expect(banner.getByRole('combobox', { name: 'Search events' }).count()).resolves.toBe(1);
      },
    );
  });

  it('at 375 px the Menu opens after hydration; a client-side navigation keeps one working header; no error', async () => {
    await demo.withPage(path, { waitForHeader: false, context: MOBILE }, async (tracked) => {
      const { page, pageErrors, consoleErrors } = tracked;
      const banner = header(page);
      const menuButton = banner.getByRole('button', { name: 'Menu', exact: true });
      await waitForInteractive(tracked, menuButton);
      // The app's React hydrated the header: the one that renders the app's own content.
      await expect(reactOf(menuButton)).resolves.toBe(await reactOf(page.getByRole('main')));
      const openMenu = async () => {
        await menuButton.click();
        const dialog = page.getByRole('dialog', { name: 'Menu' });
        await dialog.getByRole('link', { name: 'Sign In' }).waitFor();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      };
      await openMenu();

      // A client-side navigation through Next's router (the starter has one page: another query is another URL,
      // under the same root layout): the layout, and with it the header, stays; the document too.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.evaluate(() =>
        (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push('/?visit=2'),
      );
      await page.waitForURL((url) => url.searchParams.get('visit') === '2');
      expect(new URL(page.url()).pathname).toBe(path);
      await page.getByRole('heading', { level: 1, name: 'My Next.js app' }).waitFor();
      await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true);
      await expect(page.getByRole('banner').count()).resolves.toBe(1);
      await openMenu();
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });

  it('at 1280 px a search suggestion shows and a location pick works; no error', async () => {
    await demo.withPage(path, { waitForHeader: false, context: DESKTOP }, async (tracked) => {
      const { page, pageErrors, consoleErrors } = tracked;
      const banner = header(page);
      await waitForInteractive(tracked, banner.getByRole('button', { name: 'Help Center', exact: true }));
      const picker = await typeSanFranciscoInPicker(page);
      await page.keyboard.press('Enter');
      await eventually(() => picker.inputValue(), 'the picker shows the place picked').toBe('San Francisco');

      const suggestions = await showJazzSuggestions(page, banner);
      await expect(suggestions.getByRole('option').first().textContent()).resolves.toMatch(/jazz/i);
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  });
});

/**
 * The bare webpack form (docs/hosts.md): webpack's own container plugin with a static
 * `globalHeader@https://…/remoteEntry.js` (host-demo/hosts/webpack-container/bare.webpack.config.ts), which loads
 * the root's short-lived `remoteEntry.js`: it names the current release, and its chunks come from that release's
 * folder. Nothing checks that form, so the page is not on the demo's origin: it is served here from an origin of
 * its own (which answers the header's API calls, as a host's site does), the running remote's origin put in for
 * the one the build names, as a team puts its CDN's.
 */
describe("/hosts/webpack-container-bare/: webpack's container plugin with the bare remoteEntry.js URL", () => {
  const BUILD = path.join(ROOT, 'dist/hosts/webpack-container-bare');
  const PREFIX = '/hosts/webpack-container-bare/';
  let remote: RunningServer | undefined;
  let browser: Browser | undefined;
  let app: FastifyInstance | undefined;
  let origin = '';

  beforeAll(async () => {
    assertBuilt();
    remote = await startRemoteServer();
    const server = (app = Fastify({ logger: false }));
    await server.register(apiPlugin, { qa: false, warmUp: false });
    await server.register(analyticsCollector, {});
    const remoteOrigin = remote.origin;
    server.get(PREFIX, (_request, reply) => {
      const config = { manifestUrl: `${remoteOrigin}/mf-manifest.json`, adminServerUrl: origin };
      const html = readFileSync(path.join(BUILD, 'index.html'), 'utf8').replace(
        '</head>',
        () =>
          `<script id="${HOST_CONFIG_ELEMENT_ID}" type="application/json">${JSON.stringify(config)}</script></head>`,
      );
      return reply.type('text/html; charset=utf-8').send(html);
    });
    server.get(`${PREFIX}:file`, (request, reply) => {
      const file = path.basename((request.params as { file: string }).file);
      if (!file.endsWith('.js')) return reply.code(404).send();
      const text = readFileSync(path.join(BUILD, file), 'utf8').split(BARE_REMOTE_ORIGIN).join(remoteOrigin);
      return reply.type('text/javascript; charset=utf-8').send(text);
    });
    server.get('/favicon.ico', (_request, reply) => reply.code(204).send());
    await server.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      await Promise.all([app?.close(), remote?.stop()]);
    }
  });

  it('renders the header and its lazy parts from the current release folder; the build names the root entry', async () => {
    const bundle = readFileSync(path.join(BUILD, 'index.js'), 'utf8');
    expect(bundle).toContain(`${BARE_REMOTE_ORIGIN}/remoteEntry.js`);
    const current = (JSON.parse(readFileSync(path.join(REMOTE_DIST, 'script-tag.json'), 'utf8')) as { release: string })
      .release;
    const tracked = await openTestPage(browser!, DESKTOP);
    const { page, pageErrors } = tracked;
    const remoteFiles: string[] = [];
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin === remote!.origin) remoteFiles.push(url.pathname.slice(1));
    });
    await page.goto(`${origin}${PREFIX}`, { waitUntil: 'domcontentloaded' });
    await waitForBanner(tracked);
    const banner = header(page);
    await openAndCloseHelpCenterMenu(page, banner);
    const suggestions = await showJazzSuggestions(page, banner);
    expect(((await suggestions.getByRole('option').first().textContent()) ?? '').trim()).toMatch(/jazz/i);
    expect(pageErrors.map(String)).toEqual([]);
    // The root entry, no manifest, and every other file of the remote from the current release's folder.
    expect(remoteFiles[0]).toBe('remoteEntry.js');
    expect(remoteFiles.filter((file) => file.startsWith('mf-manifest'))).toEqual([]);
    const rest = remoteFiles.slice(1).filter((file) => file.endsWith('.js'));
    expect(rest.length).toBeGreaterThan(2);
    for (const file of rest) expect(file).toMatch(new RegExp(`^releases/${current}/[^/]+\\.js$`));
  });
});
