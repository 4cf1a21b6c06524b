/**
 * The LocationPicker in Chromium, against the built remote and the demo host started the way the e2e
 * tests start them (test/e2e/support/servers.ts, loaded through tsx):
 *
 * - bytes: on the demo home page (desktop), the remote files requested before the header's picker
 *   input appeared (first render) and those requested from then until a place is picked (after first
 *   use: the full picker's chunk, with downshift, and the network code), each gzip level 9 of the
 *   file in dist/remote, as bundle-size counts them. The picker's own share of the first render is
 *   read from the first-render chunks' source maps: the minified code mapped to src/location/**
 *   (raw bytes, and gzip of those pieces together: an estimate, gzip depends on context);
 * - suggestion requests: "san francisco" typed at SUGGESTION_KEY_DELAY_MS per key into the loaded
 *   picker; every GET of place_suggestions until the list shows San Francisco is counted (target 1:
 *   the 250 ms debounce of the product validation rules outlasts the 120 ms between keys).
 *
 * Needs a fresh production build of both apps (the build stamps): it runs `npm run build` when they are
 * missing or stale, unless --no-build (then it is skipped). --remote-dir is for bundle-size only: this
 * section measures what the demo host serves, dist/remote.
 */
import { logRemoteBytes, remoteBytes, withDemo } from './support/demo-run.mjs';

export const name = 'location-picker';

/** Time between keys while typing the suggestion text (120 ms per key). */
export const SUGGESTION_KEY_DELAY_MS = 120;
export const SUGGESTION_TEXT = 'san francisco';
/** Target number of place_suggestions requests for the whole text. */
export const SUGGESTION_REQUESTS_TARGET = 1;
const PLACE_SUGGESTIONS = '/home/api/geo/place_suggestions/';
const PICKER = { name: 'Choose a location' };

/**
 * Init script: the moment (page clock) the header's picker input first exists, so resource timings
 * can be split into what the first render needed and what came after.
 */
const RECORD_PICKER_SHOWN = () => {
  const observer = new MutationObserver(() => {
    if (document.querySelector('header input[role="combobox"][placeholder="Choose a location"]')) {
      window.__pickerShownAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

export async function run({ root, args, log }) {
  return withDemo({ root, args, log }, async ({ demo, browser, support }) => {
    // -- bytes: first render, then first use (focus, type, pick) -----------------------------
    const context = await browser.newContext(support.DESKTOP);
    const page = await context.newPage();
    await page.addInitScript(RECORD_PICKER_SHOWN);
    await page.goto(`${demo.host.origin}/`, { waitUntil: 'domcontentloaded' });
    const picker = page.getByRole('banner').getByRole('combobox', PICKER);
    await picker.waitFor({ timeout: 30_000 });
    await picker.click();
    await page.keyboard.type('berl');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () =>
        document.querySelector('header input[role="combobox"][placeholder="Choose a location"]')?.value === 'Berlin',
      undefined,
      { timeout: 30_000 },
    );
    const bytes = await remoteBytes({
      root,
      page,
      remoteOrigin: demo.remote.origin,
      shownAtKey: '__pickerShownAt',
      sourceFolder: 'src/location',
      own: 'picker',
    });
    await context.close();

    // -- suggestion requests while typing ----------------------------------------------------
    const typing = await browser.newContext(support.DESKTOP);
    const typingPage = await typing.newPage();
    const requested = [];
    typingPage.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === PLACE_SUGGESTIONS) requested.push(url.searchParams.get('input'));
    });
    await typingPage.goto(`${demo.host.origin}/`, { waitUntil: 'domcontentloaded' });
    const typingPicker = typingPage.getByRole('banner').getByRole('combobox', PICKER);
    await typingPicker.click();
    // The full picker is in (its combobox controls the list) before the timed typing starts.
    await typingPage.waitForFunction(
      () =>
        document
          .querySelector('header input[role="combobox"][placeholder="Choose a location"]')
          ?.getAttribute('aria-expanded') === 'true',
    );
    await typingPage.keyboard.type(SUGGESTION_TEXT, { delay: SUGGESTION_KEY_DELAY_MS });
    const lastKeyAt = Date.now();
    await typingPage
      .getByRole('banner')
      .getByRole('option', { name: /^San Francisco/ })
      .first()
      .waitFor({ timeout: 30_000 });
    const shownAfterLastKeyMs = Date.now() - lastKeyAt;
    await typing.close();

    const results = {
      locationPicker: {
        ...bytes,
        suggestionRequests: {
          text: SUGGESTION_TEXT,
          keyDelayMs: SUGGESTION_KEY_DELAY_MS,
          count: requested.length,
          inputs: requested,
          target: SUGGESTION_REQUESTS_TARGET,
          shownAfterLastKeyMs,
        },
      },
    };
    logRemoteBytes(log, bytes, {
      what: 'the picker',
      sourceFolder: 'src/location',
      own: 'picker',
      firstUse: 'focus, type "berl", Enter',
    });
    log(
      `"${SUGGESTION_TEXT}" at ${SUGGESTION_KEY_DELAY_MS} ms per key: ${requested.length} place_suggestions request(s) ` +
        `(${requested.map((input) => JSON.stringify(input)).join(', ')}), target ${SUGGESTION_REQUESTS_TARGET}; ` +
        `suggestions shown ${shownAfterLastKeyMs} ms after the last key`,
    );
    const failures =
      requested.length > SUGGESTION_REQUESTS_TARGET
        ? [`${requested.length} place_suggestions requests while typing, target ${SUGGESTION_REQUESTS_TARGET}`]
        : [];
    return { results, failures };
  });
}
