/**
 * What a visitor who only looks at the page downloads of the remote ("Fewer bytes until idle"):
 * the demo home page and a discovery page, on a desktop (1280 px) and a phone (375 px), opened with no
 * interaction; every remote-origin JS file the browser fetched until the network was idle, as sent
 * (brotli, the servers' pre-compressed files), listed file by file so a regression names its chunk.
 * Budget: at most BYTES_UNTIL_IDLE_BUDGET per page. The full search and location picker load on
 * intent (pointer over the field, a touch, focus), so they are not in this count.
 *
 * Needs a fresh production build of both apps; it builds when missing or stale, unless --no-build.
 */
import { kib, logFiles, withDemo } from './support/demo-run.mjs';

export const name = 'bytes-until-idle';

/** The bar for the demo home page and a discovery page. */
export const BYTES_UNTIL_IDLE_BUDGET = 90 * 1024;
export const PAGES = ['/', '/d/ny--new-york/music--events/jazz/'];
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/** Opens `pathname` with no interaction and lists the remote JS it fetched until the network was idle. */
async function measure(browser, context, origin, remoteOrigin, pathname) {
  const browserContext = await browser.newContext(context);
  try {
    const page = await browserContext.newPage();
    const files = [];
    page.on('requestfinished', (request) => {
      const url = new URL(request.url());
      if (url.origin !== remoteOrigin || !url.pathname.endsWith('.js')) return;
      files.push(request.sizes().then((size) => ({ file: url.pathname.slice(1), bytes: size.responseBodySize })));
    });
    await page.goto(`${origin}${pathname}`, { waitUntil: 'domcontentloaded' });
    // The demo's QA panel says when the remote header is in (as the e2e tests wait for it).
    await page
      .getByRole('status')
      .filter({ hasText: /Header remote (loaded|arrived)/ })
      .waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const fetched = await Promise.all(files);
    return { bytes: fetched.reduce((sum, entry) => sum + entry.bytes, 0), files: fetched };
  } finally {
    await browserContext.close();
  }
}

export async function run({ root, args, log }) {
  return withDemo({ root, args, log }, async ({ demo, browser, support: { DESKTOP } }) => {
    const results = {};
    const failures = [];
    log(`remote JS as sent until the network is idle, no interaction (budget ${kib(BYTES_UNTIL_IDLE_BUDGET)}):`);
    for (const pathname of PAGES) {
      for (const [device, context] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ]) {
        const measured = await measure(browser, context, demo.host.origin, demo.remote.origin, pathname);
        results[`${pathname} ${device}`] = measured;
        const over = measured.bytes > BYTES_UNTIL_IDLE_BUDGET;
        log(
          `  ${pathname} (${device}): ${kib(measured.bytes)} in ${measured.files.length} files${over ? '  OVER' : ''}`,
        );
        logFiles(
          log,
          [...measured.files].sort((a, b) => b.bytes - a.bytes),
          (entry) => entry.bytes,
          '      ',
        );
        if (over) failures.push(`${pathname} (${device}) fetched ${kib(measured.bytes)} of remote JS until idle`);
      }
    }
    return { results: { bytesUntilIdle: results, budgetBytesUntilIdle: BYTES_UNTIL_IDLE_BUDGET }, failures };
  });
}
