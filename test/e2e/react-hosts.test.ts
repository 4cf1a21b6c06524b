/**
 * The built remote in real React 18.3 and 17 hosts (host-demo/hosts/react18,
 * host-demo/hosts/react17, served under /hosts/), in Chromium. Each page must show the header, keep the
 * host's own content working, let no error reach the page, and say in the console which path it took:
 * - in range (React 18.3 sharing react + react-dom, with or without the JSX runtime): the host's React
 *   renders the header, no `[global-header]` warning, no second react-dom downloaded;
 * - ./Header outside the range (React 17, or a host sharing no React): a bridge
 *   (`[data-global-header-bridge]` in the host's tree) with the remote's own React 19, one warning
 *   naming the bridge;
 * - ./mount outside the range: the remote's own React, one warning saying so.
 * Every page also runs the core flows (a menu, Sign In, search, location) and props update, remove and
 * restore. The bytes each path downloads from the remote origin are printed at the end.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { header } from './support/demo-page';
import {
  expectHostAlive,
  openAndCloseHelpCenterMenu,
  showJazzSuggestions,
  typeSanFranciscoInPicker,
  waitForBanner,
} from './support/host-pages';
import { setupDemo } from './support/setup-demo';
import type { TrackedPage } from './support/browser';
import { reactRenderers, recordReactRenderers } from './support/react-renderers';
import { eventually } from './support/wait';

type Path = 'in-range' | 'bridge' | 'own React';

interface HostCase {
  path: string;
  expose: 'Header' | 'mount';
  react: string;
  /** The contract's path for this host and expose. */
  expected: Path;
  /**
   * In range, but the host does not share react-dom/client: the remote's fallback copy of it is
   * downloaded with ./mount's chunk (Module Federation loads a chunk's shared modules up front) and
   * never run, as React 18 roots come from react-dom itself. Sharing react-dom/client saves it.
   */
  downloadsUnusedClient?: true;
}

const CASES: HostCase[] = [
  { path: '/hosts/react18/', expose: 'Header', react: '18.3.1', expected: 'in-range' },
  { path: '/hosts/react18/mount/', expose: 'mount', react: '18.3.1', expected: 'in-range' },
  { path: '/hosts/react18/static/', expose: 'Header', react: '18.3.1', expected: 'in-range' },
  { path: '/hosts/react18-basic/', expose: 'Header', react: '18.3.1', expected: 'in-range' },
  {
    path: '/hosts/react18-basic/mount/',
    expose: 'mount',
    react: '18.3.1',
    expected: 'in-range',
    downloadsUnusedClient: true,
  },
  { path: '/hosts/react18-unshared/', expose: 'Header', react: '18.3.1', expected: 'bridge' },
  { path: '/hosts/react17/', expose: 'Header', react: '17.0.2', expected: 'bridge' },
  { path: '/hosts/react17/mount/', expose: 'mount', react: '17.0.2', expected: 'own React' },
];

/** react-dom's property key on DOM nodes: a string literal every build of react-dom keeps, and react lacks. */
const REACT_DOM_MARKER = '__reactFiber$';
const WARNING_PREFIX = '[global-header]';

interface RemoteDownloads {
  files: number;
  bytes: number;
  /** Whether a react-dom came from the remote origin (a second React beside the host's). */
  reactDom: boolean;
}

/** Records the `[global-header]` console warnings and the JS the page fetches from the remote origin. */
function watch(page: Page, remoteOrigin: string) {
  const warnings: string[] = [];
  const pending: Promise<{ bytes: number; reactDom: boolean }>[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith(WARNING_PREFIX)) warnings.push(message.text());
  });
  page.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin !== remoteOrigin || !url.pathname.endsWith('.js')) return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const body = (await response?.body().catch(() => null)) ?? null;
        // The encoded body: what travelled, brotli or gzip as the server negotiated.
        return { bytes: sizes.responseBodySize, reactDom: body?.includes(REACT_DOM_MARKER) ?? false };
      })(),
    );
  });
  return {
    warnings,
    async downloads(): Promise<RemoteDownloads> {
      const files = await Promise.all(pending);
      return {
        files: files.length,
        bytes: files.reduce((sum, file) => sum + file.bytes, 0),
        reactDom: files.some((file) => file.reactDom),
      };
    },
  };
}

const measured: string[] = [];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function expectedWarnings(expected: Path): RegExp[] {
  if (expected === 'bridge') return [/bridge/];
  if (expected === 'own React') return [/own React/];
  return [];
}

describe('React 18.3 and 17 hosts', () => {
  const demo = setupDemo();

  afterAll(() => {
    // The bytes each path downloads, for the support matrix in docs/hosts.md (Build 2).
    if (measured.length > 0) console.log(`Remote-origin JS per page (first render):\n${measured.join('\n')}`);
  });

  it('the React 19 demo host (the baseline): one React, no [global-header] warning', async () => {
    let watcher: ReturnType<typeof watch> | undefined;
    await demo.withPage(
      '/?ssr=off',
      { beforeGoto: ({ page }) => void (watcher = watch(page, demo.remote.origin)) },
      async (tracked) => {
        const { page, pageErrors } = tracked;
        await waitForBanner(tracked);
        await page.waitForLoadState('networkidle');
        const downloads = await watcher!.downloads();
        measured.push(
          `  / (React 19 demo host, ./Header): ${downloads.files} files, ${kib(downloads.bytes)}, react-dom from the remote: ${downloads.reactDom ? 'yes' : 'no'}`,
        );
        expect(downloads.reactDom, 'a second react-dom came from the remote').toBe(false);
        expect(watcher!.warnings).toEqual([]);
        expect(pageErrors.map(String)).toEqual([]);
      },
    );
  });

  describe.each(CASES)(
    '$path: React $react, ./$expose, $expected path',
    ({ path, expose, react, expected, downloadsUnusedClient }) => {
      async function open(run: (tracked: TrackedPage, watcher: ReturnType<typeof watch>) => Promise<void>) {
        let watcher: ReturnType<typeof watch> | undefined;
        await demo.withPage(
          path,
          {
            waitForHeader: false,
            beforeGoto: async ({ page }) => {
              watcher = watch(page, demo.remote.origin);
              await recordReactRenderers(page);
            },
          },
          async (tracked) => {
            await waitForBanner(tracked);
            await run(tracked, watcher!);
          },
        );
      }

      it('shows the header above the host content, which keeps working; the console says which path was taken', async () => {
        await open(async ({ page, pageErrors }, watcher) => {
          await expectHostAlive(page, react);
          await page.waitForLoadState('networkidle');

          const bridges = page.locator('#root [data-global-header-bridge]');
          if (expose === 'Header') {
            // The bridge is the remote's own root inside the host's tree; in range there is none.
            await expect(bridges.count()).resolves.toBe(expected === 'bridge' ? 1 : 0);
            if (expected === 'bridge') await expect(bridges.getByRole('banner').count()).resolves.toBe(1);
          }
          // The header sits above the host's own content.
          const bannerBox = await header(page).boundingBox();
          const h1Box = await page.getByRole('heading', { level: 1 }).boundingBox();
          expect(bannerBox!.y).toBeLessThan(h1Box!.y);

          const downloads = await watcher.downloads();
          measured.push(
            `  ${path} (React ${react}, ./${expose}, ${expected}): ${downloads.files} files, ${kib(downloads.bytes)}, ` +
              `react-dom from the remote: ${downloads.reactDom ? 'yes' : 'no'}`,
          );
          // In range the host's React is the only one running; otherwise the remote's own React 19 runs beside it.
          const running = await reactRenderers(page);
          expect(running.map((version) => version.split('-')[0])).toEqual(
            expected === 'in-range' ? [react] : [react, expect.stringMatching(/^19\./)],
          );
          expect(downloads.reactDom, 'a react-dom downloaded from the remote origin').toBe(
            expected !== 'in-range' || downloadsUnusedClient === true,
          );

          const wanted = expectedWarnings(expected);
          expect(watcher.warnings, `[global-header] warnings: ${JSON.stringify(watcher.warnings)}`).toHaveLength(
            wanted.length,
          );
          wanted.forEach((pattern, index) => expect(watcher.warnings[index]).toMatch(pattern));
          expect(pageErrors.map(String)).toEqual([]);
        });
      });

      it('core flows: Help Center menu, Sign In link, search suggestions for "jazz", location suggestions for "san fr"', async () => {
        await open(async ({ page, pageErrors }) => {
          const banner = header(page);
          await openAndCloseHelpCenterMenu(page, banner);

          const signIn = await banner.getByRole('link', { name: 'Sign In', exact: true }).getAttribute('href');
          const signInUrl = new URL(signIn!, page.url());
          expect(signInUrl.origin).toBe(demo.host.origin);
          expect(signInUrl.pathname).toBe('/signin/');

          await showJazzSuggestions(page, banner);
          await page.keyboard.press('Escape');

          await typeSanFranciscoInPicker(page);
          expect(pageErrors.map(String)).toEqual([]);
        });
      });

      it('the host updates the header props, removes the header (nothing left, no error) and restores it', async () => {
        await open(async (tracked) => {
          const { page, pageErrors } = tracked;
          const banner = header(page);
          await page.getByRole('button', { name: 'Sign in as Staff' }).click();
          await banner.getByRole('button', { name: 'Account menu for Sam Staff' }).waitFor();
          await eventually(() => banner.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(0);

          await page.getByRole('button', { name: 'Remove the header' }).click();
          await eventually(() => page.getByRole('banner').count()).toBe(0);
          if (expose === 'mount') await eventually(() => page.locator('[data-header-slot]').innerHTML()).toBe('');
          else await eventually(() => page.locator('[data-global-header-bridge]').count()).toBe(0);
          await expectHostAlive(page, react);

          await page.getByRole('button', { name: 'Restore the header' }).click();
          await waitForBanner(tracked);
          // Restored with the props the host has now.
          await banner.getByRole('button', { name: 'Account menu for Sam Staff' }).waitFor();
          await page.getByRole('button', { name: 'Sign out' }).click();
          await banner.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
          await expectHostAlive(page, react);
          expect(pageErrors.map(String)).toEqual([]);
        });
      });
    },
  );
});
