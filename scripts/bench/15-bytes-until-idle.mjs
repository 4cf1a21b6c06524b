/**
 * What a visitor who only looks at the page downloads of the remote ("Fewer bytes until idle"):
 * the demo home page and a discovery page, on a desktop (1280 px) and a phone (375 px), opened with no
 * interaction; every remote-origin JS file the browser fetched until the network was idle, as sent
 * (brotli, the servers' pre-compressed files), listed file by file so a regression names its chunk.
 * Budget: at most BYTES_UNTIL_IDLE_BUDGET per page. The full search and location picker load on
 * intent (pointer over the field, a touch, focus), so they are not in this count.
 * Each file says why it was fetched (whyFetched): its part in the remote's Module Federation stats (the
 * container, an expose's first render, a shared module the host did not provide, a chunk an expose loads on
 * demand, by its chunk name) and what is in it (its largest sources, from its source map).
 *
 * Needs a fresh production build of both apps; it builds when missing or stale, unless --no-build.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compose } from './support/composition.mjs';
import { kib, withDemo } from './support/demo-run.mjs';

export const name = 'bytes-until-idle';

/**
 * The bar for the demo home page and a discovery page: what a server-rendered page may fetch of the remote
 * before the visitor acts (the first render, the shared modules the host does not give, the container).
 */
export const BYTES_UNTIL_IDLE_BUDGET = 40 * 1024;
export const PAGES = ['/', '/d/ny--new-york/music--events/jazz/'];
const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/** Per built file name, what the remote's stats say it is for (both builds: default and slim). */
function readRoles(root) {
  const roles = new Map();
  const roleOf = (file) => {
    if (!roles.has(file))
      roles.set(file, {
        entry: false,
        firstRenderOf: new Set(),
        shared: new Set(),
        onDemandBy: new Set(),
        chunk: null,
      });
    return roles.get(file);
  };
  for (const manifest of ['mf-manifest-stats.json', 'mf-manifest.slim-stats.json']) {
    const file = path.join(root, 'dist/remote-build', manifest);
    if (!existsSync(file)) continue;
    const stats = JSON.parse(readFileSync(file, 'utf8'));
    const entry = stats.metaData?.remoteEntry?.name;
    if (entry) roleOf(entry).entry = true;
    for (const shared of stats.shared ?? [])
      for (const chunk of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])])
        roleOf(chunk).shared.add(shared.name);
    for (const expose of stats.exposes ?? []) {
      for (const chunk of expose.assets?.js?.sync ?? []) roleOf(chunk).firstRenderOf.add(expose.path);
      for (const chunk of expose.assets?.js?.async ?? []) {
        const named = /^([a-z][\w-]*?)(?:\.slim)?\.js$/.exec(chunk)?.[1];
        roleOf(chunk).onDemandBy.add(expose.path);
        if (named) roleOf(chunk).chunk = named;
      }
    }
  }
  return roles;
}

/** A file's part in words: the container, an expose's first render, a shared module, or a named chunk. */
function describeRole(role) {
  if (!role) return 'not in the stats';
  if (role.entry) return 'the container: which chunks each expose needs';
  const list = (names) => [...names].map((name) => `\`${name}\``).join(', ');
  if (role.firstRenderOf.size > 0) return `first render of ${list(role.firstRenderOf)}`;
  if (role.shared.size > 0) return `shared ${list(role.shared)}: the remote's copy, as the host provides none`;
  if (role.chunk) return `\`${role.chunk}\`, loaded by its part`;
  if (role.onDemandBy.size > 0) return `loaded on demand by ${list(role.onDemandBy)}`;
  return 'a chunk the others load';
}

/** Why `file` (a path under dist/remote) was fetched: its part, and its largest sources with their share. */
export function whyFetched(root, roles, file) {
  const built = path.join(root, 'dist/remote', file);
  const rows = existsSync(built) ? compose([{ path: built }]) : [];
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const content = rows
    .slice(0, 2)
    .filter((row) => row.gzip >= 0.1 * total)
    .map((row) => `${row.group} ${Math.round((100 * row.gzip) / total)}%`)
    .join(', ');
  const role = describeRole(roles.get(path.basename(file)));
  return content ? `${role} (${content})` : role;
}

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
    const roles = readRoles(root);
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
        measured.files.sort((a, b) => b.bytes - a.bytes);
        for (const entry of measured.files) {
          entry.why = whyFetched(root, roles, entry.file);
          log(`      ${kib(entry.bytes).padStart(9)}  ${entry.file}: ${entry.why}`);
        }
        if (over) failures.push(`${pathname} (${device}) fetched ${kib(measured.bytes)} of remote JS until idle`);
      }
    }
    return { results: { bytesUntilIdle: results, budgetBytesUntilIdle: BYTES_UNTIL_IDLE_BUDGET }, failures };
  });
}
