/**
 * The host kit as a new host team gets it. `npm pack` makes its tarball (from
 * the dist/ `npm test` builds); one temporary folder outside the repository gets a copy of each starter app of
 * host-demo/starters/ (Vite, Rsbuild, Next.js, React Router 7: what the README's recipes are copied from), its kit
 * dependency pointed at the tarball, and its own `npm install` from the npm cache. Each app is then built and served
 * (`vite build` + `vite preview`, `rsbuild build` + `rsbuild preview`, `next build` + `next start`, `react-router
 * build` + `react-router-serve`) and run on its dev server (`vite`, `rsbuild dev`, `next dev`, `react-router dev`),
 * each from its own binary, against this test's remote and demo API, and Chromium runs the header's core flows in
 * it: the banner, the Help Center menu at 1280 px and the Menu at 375 px, a search suggestion, a location pick, with
 * no page error and no console error. The server-rendered apps' (Next.js, React Router) server HTML holds the banner
 * and its links, and hydrating it warns of nothing. React Router's holds the header's markup once, none of it in the
 * route data script (the kit's recipe: no loader data for the header), and the header's preload links in <head>.
 *
 * The apps' page origin is a small proxy (support/site-proxy.ts): the app, with the header's API calls to its
 * `serverUrl` (the page's origin) answered by the demo host server, as a host team's site answers them.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, type TrackedPage } from './support/browser';
import { startChildServer, toolEnv, type ChildServer } from './support/child-server';
import { header } from './support/demo-page';
import {
  openAndCloseHelpCenterMenu,
  reactOf,
  showJazzSuggestions,
  typeSanFranciscoInPicker,
  waitForBanner,
  waitForInteractive,
} from './support/host-pages';
import { ROOT } from './support/paths';
import { getFreePort } from './support/servers';
import { openTestPage, setupDemo } from './support/setup-demo';
import { startSiteProxy, type SiteProxy } from './support/site-proxy';
import { eventually } from './support/wait';

const run = promisify(execFile);
const KIT = path.join(ROOT, 'packages/host-kit');
const STARTERS = path.join(ROOT, 'host-demo/starters');
/** `npm install` of one app from the cache (Next.js's is the longest: its compiler binary). */
const INSTALL_TIMEOUT_MS = 300_000;
/** A build, or a server's first answer (a dev server compiles the page on that request), on 2 shared cores. */
const BUILD_TIMEOUT_MS = 240_000;
const START_TIMEOUT_MS = 180_000;
/** The flows themselves; a dev server compiles the lazily loaded parts on first use. */
const FLOW_TIMEOUT_MS = 120_000;

type Mode = 'build' | 'dev';

interface Starter {
  folder: 'vite' | 'rsbuild' | 'next' | 'react-router';
  /** The app's environment (each tool's documented way): the remote's manifest, and the site for a server. */
  env(manifestUrl: string, site: string): Record<string, string>;
  /** The tool's binary (node_modules/.bin), its arguments and environment to serve on `port`, per mode. */
  serve: Record<Mode, { bin: string; args(port: number): string[]; env?(port: number): Record<string, string> }>;
  /** Whether the server renders the header into its HTML. */
  serverRendered: boolean;
  /**
   * The route data script of a server-rendered page, when the kit's recipe keeps the header out of it: the header's
   * markup is then in the server's HTML once, and nothing of it in that script.
   */
  dataScript?: RegExp;
}

const host = '127.0.0.1';
const STARTERS_UNDER_TEST: Starter[] = [
  {
    folder: 'vite',
    env: (manifestUrl) => ({ VITE_HEADER_MANIFEST_URL: manifestUrl }),
    serve: {
      build: { bin: 'vite', args: (port) => ['preview', '--host', host, '--port', String(port), '--strictPort'] },
      dev: { bin: 'vite', args: (port) => ['--host', host, '--port', String(port), '--strictPort'] },
    },
    serverRendered: false,
  },
  {
    folder: 'rsbuild',
    env: (manifestUrl) => ({ PUBLIC_HEADER_MANIFEST_URL: manifestUrl }),
    serve: {
      build: { bin: 'rsbuild', args: (port) => ['preview', '--host', host, '--port', String(port)] },
      dev: { bin: 'rsbuild', args: (port) => ['dev', '--host', host, '--port', String(port)] },
    },
    serverRendered: false,
  },
  {
    folder: 'next',
    env: (manifestUrl, site) => ({ HEADER_MANIFEST_URL: manifestUrl, SITE_URL: site, NEXT_TELEMETRY_DISABLED: '1' }),
    serve: {
      build: { bin: 'next', args: (port) => ['start', '--hostname', host, '--port', String(port)] },
      dev: { bin: 'next', args: (port) => ['dev', '--hostname', host, '--port', String(port)] },
    },
    serverRendered: true,
  },
  {
    folder: 'react-router',
    env: (manifestUrl, site) => ({ VITE_HEADER_MANIFEST_URL: manifestUrl, SITE_URL: site }),
    serve: {
      // react-router-serve takes its address from the environment.
      build: {
        bin: 'react-router-serve',
        args: () => ['./build/server/index.js'],
        env: (port) => ({ HOST: host, PORT: String(port) }),
      },
      dev: { bin: 'react-router', args: (port) => ['dev', '--host', host, '--port', String(port), '--strictPort'] },
    },
    serverRendered: true,
    dataScript: /<script\b[^>]*>[^<]*window\.__reactRouterContext[\s\S]*?<\/script>/g,
  },
];

/** How long each phase took, printed when the file ends (for the report that quotes them). */
const phases: [string, number][] = [];
async function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    phases.push([phase, Math.round(performance.now() - started)]);
  }
}

/** A command's output on failure, to read in the test's error. */
async function runIn(cwd: string, command: string, args: string[], env: Record<string, string>, timeout: number) {
  try {
    await run(command, args, { cwd, env: toolEnv(env), timeout, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} in ${cwd} failed: ${String(error)}\n${stdout}\n${stderr}`);
  }
}

/** The page's warnings that name hydration (React's hydration errors are console errors, counted already). */
function recordHydrationWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat/i.test(message.text())) warnings.push(`${message.type()}: ${message.text()}`);
  });
  return warnings;
}

describe('the host kit from its tarball, in a fresh Vite, Rsbuild, Next.js and React Router app', () => {
  const demo = setupDemo();
  let work = '';

  beforeAll(
    async () => {
      if (!existsSync(path.join(KIT, 'dist/index.js')))
        throw new Error('The host kit is not built: run "npm run build" (npm test does it before e2e).');
      work = mkdtempSync(path.join(os.tmpdir(), 'host-kit-tarball-'));
      await timed('npm pack', () =>
        runIn(KIT, 'npm', ['pack', '--ignore-scripts', '--pack-destination', work], {}, 60_000),
      );
      const tarball = path.join(work, `global-header-host-kit-${readPackage(KIT).version}.tgz`);
      expect(existsSync(tarball)).toBe(true);
      for (const { folder } of STARTERS_UNDER_TEST) {
        const app = path.join(work, folder);
        cpSync(path.join(STARTERS, folder), app, { recursive: true });
        const manifest = readPackage(app);
        manifest.dependencies['@global-header/host-kit'] = `file:${tarball}`;
        writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
        // From the local tarball and the npm cache (the repository's install filled it with every package).
        await timed(`install ${folder}`, () =>
          runIn(app, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {}, INSTALL_TIMEOUT_MS),
        );
      }
    },
    STARTERS_UNDER_TEST.length * INSTALL_TIMEOUT_MS + 60_000,
  );

  afterAll(() => {
    if (work) rmSync(work, { recursive: true, force: true });
    console.log(
      `host-kit-tarball phases:\n${phases.map(([phase, n]) => `  ${phase}: ${n}${phase.endsWith('bytes') ? '' : ' ms'}`).join('\n')}`,
    );
  });

  it.each(STARTERS_UNDER_TEST.map(({ folder }) => folder))(
    '%s: one copy of the federation runtime, the one its plugin installs (the kit takes it as a peer)',
    async (folder) => {
      const { stdout } = await run('npm', ['ls', '@module-federation/runtime', '--all', '--parseable'], {
        cwd: path.join(work, folder),
        env: toolEnv(),
      });
      const copies = new Set(stdout.split('\n').filter((line) => line.includes('@module-federation/runtime')));
      expect([...copies].map((copy) => path.relative(path.join(work, folder), copy))).toEqual([
        'node_modules/@module-federation/runtime',
      ]);
    },
  );

  describe.each(
    STARTERS_UNDER_TEST.flatMap((starter) => (['build', 'dev'] as const).map((mode) => ({ starter, mode }))),
  )('$starter.folder, $mode mode', ({ starter, mode }) => {
    let server: ChildServer | undefined;
    let proxy: SiteProxy | undefined;
    const appDir = () => path.join(work, starter.folder);

    beforeAll(
      async () => {
        const port = await getFreePort();
        proxy = await startSiteProxy({ app: `http://${host}:${port}`, site: demo.host.origin });
        const env = starter.env(`${demo.remote.origin}/mf-manifest.json`, proxy.origin);
        if (mode === 'build')
          await timed(`${starter.folder} build`, () => runIn(appDir(), 'npm', ['run', 'build'], env, BUILD_TIMEOUT_MS));
        const { bin, args } = starter.serve[mode];
        server = await timed(`${starter.folder} ${mode === 'build' ? 'serve' : 'dev'} start`, () =>
          startChildServer({
            name: `${bin} ${args(port).join(' ')}`,
            command: path.join(appDir(), 'node_modules/.bin', bin),
            args: args(port),
            cwd: appDir(),
            env: toolEnv({ ...env, ...starter.serve[mode].env?.(port), BROWSER: 'none' }),
            readyUrl: `${proxy!.origin}/`,
            timeoutMs: START_TIMEOUT_MS,
          }),
        );
      },
      BUILD_TIMEOUT_MS + START_TIMEOUT_MS + 30_000,
    );

    afterAll(async () => {
      await server?.stop();
      await proxy?.stop();
    });

    async function openApp(context: BrowserContextOptions) {
      const tracked = await openTestPage(demo.browser, context);
      const hydrationWarnings = recordHydrationWarnings(tracked.page);
      await tracked.page.goto(`${proxy!.origin}/`, { waitUntil: 'domcontentloaded' });
      return { tracked, hydrationWarnings };
    }

    /** Nothing went wrong: no uncaught error, no console error (React's warnings included), no hydration warning. */
    function expectNoError({ pageErrors, consoleErrors }: TrackedPage, hydrationWarnings: string[]) {
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(hydrationWarnings).toEqual([]);
    }

    it(
      '1280 px: the banner, the Help Center menu, a location pick and a search suggestion; one React; no error',
      async () => {
        const { tracked, hydrationWarnings } = await openApp(DESKTOP);
        const { page } = tracked;
        await waitForBanner(tracked);
        const banner = header(page);
        await waitForInteractive(tracked, banner.getByRole('button', { name: 'Help Center', exact: true }));
        // The app's React renders the header, in the app's tree: no second React (the header's bridge).
        const appReact = await reactOf(page.getByRole('main'));
        expect(appReact).toMatch(/^__reactFiber\$/);
        await expect(reactOf(banner.getByRole('button', { name: 'Help Center', exact: true }))).resolves.toBe(appReact);

        await openAndCloseHelpCenterMenu(page, banner);

        const picker = await typeSanFranciscoInPicker(page);
        await page.keyboard.press('Enter');
        await eventually(() => picker.inputValue(), 'the picker shows the place picked').toBe('San Francisco');

        const suggestions = await showJazzSuggestions(page, banner);
        await expect(suggestions.getByRole('option').first().textContent()).resolves.toMatch(/jazz/i);
        expectNoError(tracked, hydrationWarnings);
      },
      FLOW_TIMEOUT_MS,
    );

    it(
      '375 px: the Menu opens and closes; no error',
      async () => {
        const { tracked, hydrationWarnings } = await openApp(MOBILE);
        const { page } = tracked;
        const menuButton = header(page).getByRole('button', { name: 'Menu', exact: true });
        await waitForInteractive(tracked, menuButton);
        await menuButton.click();
        const menu = page.getByRole('dialog', { name: 'Menu' });
        await menu
          .getByRole('navigation', { name: 'Main navigation' })
          .getByRole('link', { name: 'Find Events' })
          .waitFor();
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'hidden' });
        expectNoError(tracked, hydrationWarnings);
      },
      FLOW_TIMEOUT_MS,
    );

    if (starter.serverRendered)
      it(
        "the server's HTML holds the banner and its links (no JavaScript)",
        async () => {
          const tracked = await openTestPage(demo.browser, { ...DESKTOP, javaScriptEnabled: false });
          await tracked.page.goto(`${proxy!.origin}/`);
          const banner = header(tracked.page);
          await expect(banner.count()).resolves.toBe(1);
          const findEvents = banner.getByRole('link', { name: 'Find Events' });
          // The links go to the site (SITE_URL, the props' serverUrl).
          const href = new URL((await findEvents.getAttribute('href')) ?? '', tracked.page.url());
          expect(href.origin).toBe(proxy!.origin);
          expect(href.pathname).toMatch(/^\/d\//);
          await expect(banner.getByRole('link', { name: 'Sign In' }).count()).resolves.toBe(1);
          await expect(banner.getByRole('combobox', { name: 'Search events' }).count()).resolves.toBe(1);
        },
        FLOW_TIMEOUT_MS,
      );

    const { dataScript } = starter;
    if (dataScript)
      it(
        "the server's HTML holds the header's markup once, none of it in the route data, and its preload links in <head>",
        async () => {
          const response = await fetch(`${proxy!.origin}/`);
          expect(response.status).toBe(200);
          const html = await response.text();
          // Markup inside a script is JSON-escaped (`\u003c`, `\"`): read it as markup, so a copy there counts too.
          const asMarkup = (text: string) => text.replace(/\\*u003c/gi, '<').replace(/\\+"/g, '"');
          // The banner landmark: one <header> element in the header's markup.
          expect(asMarkup(html).match(/<header\b/g) ?? []).toHaveLength(1);
          const scripts = [...html.matchAll(dataScript)].map(([script]) => script);
          expect(scripts.length, 'the page has its route data script').toBeGreaterThan(0);
          const data = asMarkup(scripts.join(''));
          expect(data).not.toMatch(/<header\b|data-styled|global-header-slot/);
          const head = html.slice(0, html.indexOf('</head>'));
          expect(head).toMatch(
            new RegExp(
              `<link rel="preload" href="${demo.remote.origin.replace(/[.]/g, '\\.')}/mf-manifest\\.json" as="fetch"`,
            ),
          );
          phases.push([`${starter.folder} ${mode}: page HTML bytes`, html.length]);
          phases.push([`${starter.folder} ${mode}: route data script bytes`, scripts.join('').length]);
        },
        FLOW_TIMEOUT_MS,
      );
  });
});

function readPackage(folder: string) {
  return JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    version: string;
    dependencies: Record<string, string>;
  };
}
