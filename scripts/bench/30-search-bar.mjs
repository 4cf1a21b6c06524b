/**
 * The SearchBar in Chromium, against the built remote and the demo host started the way the e2e
 * tests start them:
 *
 * - suggestion requests: "jazz festival" typed at KEY_DELAY_MS per key into the loaded bar; every
 *   GET of the autocomplete until suggestions show is counted (target 1: the 400 ms debounce of
 *   the product limits outlasts the 150 ms between keys); then the text is cleared and typed again in the same
 *   place (target 0: TanStack Query's 300,000 ms stale time, product limits);
 * - keystroke latency: the same typing, LATENCY_ROUNDS times, with Chromium's CPU slowed 4x (CDP
 *   Emulation.setCPUThrottlingRate), the Event Timing duration of each keystroke's interaction
 *   (the longest event entry with its interactionId); Event Timing reports nothing under 16 ms, so a
 *   keystroke without an entry counts as 16 ms (an upper bound). p98 over the keystrokes, target at
 *   most 50 ms;
 * - bytes: on the demo home page (desktop), the remote files requested before the header's search
 *   input appeared (first render; the search's own share read from the source maps, as the picker
 *   bench does) and those requested from then until suggestions show for typed text (after first use).
 *
 * Needs a fresh production build of both apps; it builds when missing or stale, unless --no-build.
 */
import { logRemoteBytes, remoteBytes, withDemo } from './support/demo-run.mjs';

export const name = 'search-bar';

/** Time between keys (150 ms per key). */
export const KEY_DELAY_MS = 150;
export const TEXT = 'jazz festival';
export const FIRST_RUN_REQUESTS_TARGET = 1;
export const SECOND_RUN_REQUESTS_TARGET = 0;
export const CPU_THROTTLING_RATE = 4;
export const KEYSTROKE_P98_TARGET_MS = 50;
/**
 * How many times the text is typed on the throttled page (the field cleared with Escape in between):
 * 4 x 13 = 52 keystrokes, so p98 is the second-longest, as INP leaves out the longest interaction of
 * every 50. Over one typing (13 keystrokes) p98 was the longest one, and one garbage collection in
 * it moved the figure between 32 and 72 ms from run to run on the same build.
 */
export const LATENCY_ROUNDS = 4;
/** Event Timing's smallest reported duration: a keystroke with no entry took less. */
const EVENT_TIMING_FLOOR_MS = 16;
const AUTOCOMPLETE = '/api/v3/destination/search/autocomplete/';
const SEARCH_INPUT = 'header input[role="combobox"][placeholder="Search events"]';

/** Init script: when the search input first exists, and every Event Timing entry with an interaction. */
const RECORD = (selector) => {
  const observer = new MutationObserver(() => {
    if (document.querySelector(selector)) {
      window.__searchShownAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const previous = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(previous, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Opens the demo, points at the search (its full bar loads on that intent), waits for the full bar and focuses it. */
async function openSearch(context, origin) {
  const page = await context.newPage();
  await page.addInitScript(RECORD, SEARCH_INPUT);
  await page.goto(`${origin}/`, { waitUntil: 'domcontentloaded' });
  // A pointer already over the field before the header's script runs gives no pointerenter: like a
  // visitor, move away and back until the full bar has loaded.
  const deadline = Date.now() + 30_000;
  for (;;) {
    await page.mouse.move(0, 0);
    await page.locator(SEARCH_INPUT).hover({ timeout: 30_000 });
    const loaded = await page
      .waitForFunction((selector) => document.querySelector(selector)?.hasAttribute('aria-controls'), SEARCH_INPUT, {
        timeout: 2_000,
      })
      .then(
        () => true,
        () => false,
      );
    if (loaded) break;
    if (Date.now() > deadline) throw new Error('the full search bar did not load within 30 s of pointing at it');
  }
  await page.locator(SEARCH_INPUT).click();
  return page;
}

async function waitForOptions(page) {
  await page.getByRole('banner').getByRole('option').first().waitFor({ timeout: 30_000 });
}

export async function run({ root, args, log }) {
  return withDemo({ root, args, log }, async ({ demo, browser, support: { DESKTOP } }) => {
    // -- requests while typing, twice in the same place ---------------------------------------
    const context = await browser.newContext(DESKTOP);
    const page = await openSearch(context, demo.host.origin);
    const requested = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === AUTOCOMPLETE) requested.push(url.searchParams.get('q'));
    });
    await page.keyboard.type(TEXT, { delay: KEY_DELAY_MS });
    await waitForOptions(page);
    const firstRun = [...requested];
    // The first Escape closes the dropdown and keeps the text, the second clears it; typing opens it again.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.keyboard.type(TEXT, { delay: KEY_DELAY_MS });
    await waitForOptions(page);
    await page.waitForTimeout(600); // past the debounce: a request would have gone by now
    const secondRun = requested.slice(firstRun.length);

    // -- bytes: files before the search input showed, and after (load on intent + first use) ------
    const bytes = await remoteBytes({
      root,
      page,
      remoteOrigin: demo.remote.origin,
      shownAtKey: '__searchShownAt',
      sourceFolder: 'src/search',
      own: 'search',
    });
    await context.close();

    // -- keystroke latency at 4x CPU throttling -------------------------------------------------
    const slowContext = await browser.newContext(DESKTOP);
    const slowPage = await openSearch(slowContext, demo.host.origin);
    const cdp = await slowContext.newCDPSession(slowPage);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
    const keystrokes = [...TEXT].length;
    const known = () => slowPage.evaluate(() => [...window.__interactions.keys()]);
    const durations = [];
    const perKey = [];
    for (let round = 0; round < LATENCY_ROUNDS; round++) {
      const before = await known();
      await slowPage.keyboard.type(TEXT, { delay: KEY_DELAY_MS });
      await waitForOptions(slowPage);
      await slowPage.waitForTimeout(500);
      const typed = await slowPage.evaluate(
        (seen) => [...window.__interactions].filter(([id]) => !seen.includes(id)).map(([, duration]) => duration),
        before,
      );
      durations.push(...typed.slice(0, keystrokes));
      perKey.push(
        ...typed.slice(0, keystrokes),
        ...Array(Math.max(0, keystrokes - typed.length)).fill(EVENT_TIMING_FLOOR_MS),
      );
      // Clear the text for the next round: the first Escape closes the dropdown, the second clears the
      // text (Escape is not a keystroke of the text: not counted).
      await slowPage.keyboard.press('Escape');
      await slowPage.keyboard.press('Escape');
      await slowPage.waitForTimeout(300);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await slowContext.close();
    const p98 = percentile(perKey, 98);

    const results = {
      searchBar: {
        requests: {
          text: TEXT,
          keyDelayMs: KEY_DELAY_MS,
          firstRun: { count: firstRun.length, texts: firstRun, target: FIRST_RUN_REQUESTS_TARGET },
          samePlaceAgain: { count: secondRun.length, texts: secondRun, target: SECOND_RUN_REQUESTS_TARGET },
        },
        keystrokeLatency: {
          cpuThrottlingRate: CPU_THROTTLING_RATE,
          keystrokes: perKey.length,
          rounds: LATENCY_ROUNDS,
          reportedInteractions: durations.length,
          p98Ms: p98,
          maxMs: Math.max(...perKey),
          targetMs: KEYSTROKE_P98_TARGET_MS,
        },
        ...bytes,
      },
    };
    const r = results.searchBar;
    log(
      `"${TEXT}" at ${KEY_DELAY_MS} ms per key: ${firstRun.length} autocomplete request(s) ` +
        `(${firstRun.map((q) => JSON.stringify(q)).join(', ')}), target ${FIRST_RUN_REQUESTS_TARGET}`,
    );
    log(`the same again in the same place: ${secondRun.length} request(s), target ${SECOND_RUN_REQUESTS_TARGET}`);
    log(
      `keystroke latency at ${CPU_THROTTLING_RATE}x CPU throttling: p98 ${p98.toFixed(0)} ms, max ${r.keystrokeLatency.maxMs.toFixed(0)} ms ` +
        `(${durations.length} of ${perKey.length} keystrokes, "${TEXT}" typed ${LATENCY_ROUNDS} times, reported >= ${EVENT_TIMING_FLOOR_MS} ms), target <= ${KEYSTROKE_P98_TARGET_MS} ms`,
    );
    logRemoteBytes(log, bytes, {
      what: 'the search',
      sourceFolder: 'src/search',
      own: 'search',
      firstUse: `pointer over it, focus, type "${TEXT}"`,
    });

    const failures = [];
    if (firstRun.length > FIRST_RUN_REQUESTS_TARGET)
      failures.push(`${firstRun.length} autocomplete requests while typing, target ${FIRST_RUN_REQUESTS_TARGET}`);
    if (secondRun.length > SECOND_RUN_REQUESTS_TARGET)
      failures.push(`${secondRun.length} autocomplete requests typing the same text again, target 0`);
    if (p98 > KEYSTROKE_P98_TARGET_MS)
      failures.push(
        `keystroke p98 ${p98.toFixed(0)} ms at ${CPU_THROTTLING_RATE}x CPU, target ${KEYSTROKE_P98_TARGET_MS} ms`,
      );
    return { results, failures };
  });
}
