/**
 * What each React path of the header costs (Build 2 "Measure and report the bytes each path
 * downloads"): on the React 19 demo host and on every React 18.3/17 host page (host-demo/hosts/server.ts),
 * the remote-origin JS the page downloads until its header shows Find Events and the network is idle,
 * as transferred (brotli, the servers' pre-compressed files), with the `[global-header]` warning that names
 * the path taken (none in range). A measurement for docs/hosts.md's support matrix (docs/figures.md): no budget, no failures.
 *
 * Needs a fresh production build of every app; it builds when missing or stale, unless --no-build.
 */
import path from 'node:path';
import { kib, withDemo } from './support/demo-run.mjs';

export const name = 'react-hosts';

/** Opens `pathname`, waits for the header and idle, and sums the remote-origin JS transferred. */
async function measure(browser, DESKTOP, origin, remoteOrigin, pathname) {
  const context = await browser.newContext(DESKTOP);
  try {
    const page = await context.newPage();
    const warnings = [];
    const sizes = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('[global-header]')) warnings.push(message.text());
    });
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      // `.mjs`: the script tag's module and chunks (the page without React).
      if (url.origin === remoteOrigin && /\.m?js$/.test(url.pathname))
        sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(`${origin}${pathname}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').getByRole('link', { name: 'Find Events' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const bytes = await Promise.all(sizes);
    return { files: bytes.length, bytes: bytes.reduce((sum, size) => sum + size, 0), warning: warnings[0] ?? null };
  } finally {
    await context.close();
  }
}

export async function run({ root, args, log }) {
  return withDemo({ root, args, log }, async ({ demo, browser, support: { DESKTOP } }) => {
    const { tsImport } = await import('tsx/esm/api');
    const { REACT_HOST_PAGES } = await tsImport(path.join(root, 'host-demo/hosts/server.ts'), import.meta.url);
    const pages = [
      { path: '/?ssr=off', description: 'React 19 demo host (browser only): ./Header in its tree' },
      ...REACT_HOST_PAGES,
      { path: '/non-react/', description: "page without React: the script tag's global-header.mjs, its own React" },
    ];
    const results = {};
    for (const page of pages) {
      const measured = await measure(browser, DESKTOP, demo.host.origin, demo.remote.origin, page.path);
      results[page.path] = { description: page.description, ...measured };
      log(
        `${page.path.padEnd(30)} ${kib(measured.bytes).padStart(10)} in ${String(measured.files).padStart(2)} files  ` +
          `${measured.warning ? measured.warning.slice(0, 110) : '(no [global-header] warning)'}`,
      );
    }
    return { results: { reactHosts: results } };
  });
}
