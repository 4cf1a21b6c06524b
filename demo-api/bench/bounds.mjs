/**
 * Bench section `demo-api-bounds`: bounded cost per request and fast first-time texts, over
 * loopback HTTP against the demo API in a process of its own (demo-api/src/serve.ts, built and warmed before
 * it listens), the way a visitor's requests queue on its one event loop:
 * - search text of 400 one-letter words (and 40 repeats of "q w e r t y u i o p") answers within 150 ms,
 *   and a cheap request sent 30 ms later is not held up beyond 150 ms;
 * - 300 typed prefixes the server has not seen, 8 at a time: p99 at most 50 ms;
 * - nothing holds the event loop longer than 20 ms: hostile but accepted inputs (one-letter and repeated
 *   words, texts at the length cap, many distinct or long words, 16k-digit numbers, the widest listings and
 *   place searches), each sent alone and timed from inside the server (loop-delay.mjs), and the longest
 *   stretch while the 300 prefixes run is reported too (up to 8 requests' work: requests that arrive
 *   together are answered in one turn of the loop).
 * - a 1 MB deeply nested JSON body, with a valid CSRF token, to API paths that read no body and to
 *   paths outside the API (a page, a path no route has): each request's event-loop hold is measured the same
 *   way, bound 20 ms (the body is refused from its Content-Length or left unread, never parsed; before,
 *   JSON.parse held the loop 100-300 ms on the API and 200-680 ms outside it).
 * `npm run bench -- --only=demo-api-bounds --profile=DIR` also writes the server's CPU profile to DIR.
 * Speed goals are bench numbers, not tests (a timed test passes or fails with the machine's load); a
 * bound missed is a bench failure that names the slowest texts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { issuedCookie, percentile, startApiServer } from './api-server.mjs';
import { TYPED_WORDS } from './typed-words.mjs';

export const name = 'demo-api-bounds';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
/** The issue's bounds. */
const BOUND_MS = 150;
const P99_BOUND_MS = 50;
const CONCURRENCY = 8;
const PREFIX_COUNT = 300;
/** demo-api/src/api/autocomplete.ts and events-search.ts. */
const AUTOCOMPLETE_PATH = '/api/v3/destination/search/autocomplete/';
const EVENTS_SEARCH_PATH = '/api/v3/events/search/';
/** New York, London, San Francisco, Toronto. */
const PLACE_IDS = ['5128581', '2643743', '5391959', '6167865'];
const CHEAP_PATH = '/home/api/geo/place_from_slug/?slug=ca--san-francisco';
/** The issue's bound on the longest stretch the event loop is held. */
const LOOP_BOUND_MS = 20;
/** demo-api/src/config.ts: ARG_TEXT_MAX_LENGTH, QUERY_MAX_TERMS, QUERY_MAX_TERM_LENGTH. */
const TEXT_MAX_LENGTH = 1000;
const MAX_TERMS = 6;
const MAX_TERM_LENGTH = 24;
const PLACE_SUGGESTIONS_PATH = '/home/api/geo/place_suggestions/';
const AUTOCOMPLETE_ALL = '&completion_types=event,query&expand.destination_event=primary_venue,image';
const ONE_LETTER_WORDS = Array.from({ length: 400 }, (_, i) => 'qwertyuiopasdfghjklzxcvbnm'[i % 26]).join(' ');
/** The measured texts: the first PREFIX_COUNT distinct prefixes (two letters and up) of the typed words. */
const MEASURED_TEXTS = [
  ...new Set(TYPED_WORDS.flatMap((word) => Array.from({ length: word.length - 1 }, (_, n) => word.slice(0, n + 2)))),
].slice(0, PREFIX_COUNT);
/** Asked before measuring, never measured: what is measured is first-time texts, not a cold process. */
const WARM_UP_TEXTS = TYPED_WORDS.slice(-12)
  .flatMap((word) => [word.slice(0, 1), word.slice(0, 2), word.slice(0, 3)])
  .filter((text) => !MEASURED_TEXTS.includes(text));

/** Letters from a seeded generator (the same texts every run, none the server has cached). */
function letters(count, seed) {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return 'abcdefghijklmnopqrstuvwxyz'[state % 26];
  }).join('');
}

/** Hostile but accepted texts: [label, text]. */
const HOSTILE_TEXTS = [
  ['400 one-letter words', ONE_LETTER_WORDS],
  ['40 x "q w e r t y u i o p"', Array(40).fill('q w e r t y u i o p').join(' ')],
  [
    `${TEXT_MAX_LENGTH} characters of words`,
    Array.from({ length: TEXT_MAX_LENGTH }, (_, i) => letters(1 + (i % 9), i))
      .join(' ')
      .slice(0, TEXT_MAX_LENGTH),
  ],
  ['200 distinct words', Array.from({ length: 200 }, (_, i) => letters(4, 1000 + i)).join(' ')],
  [
    `${MAX_TERMS} words of ${MAX_TERM_LENGTH}+ letters`,
    Array.from({ length: MAX_TERMS }, (_, i) => letters(40, 7 + i)).join(' '),
  ],
  [`${MAX_TERMS} common two-letter prefixes`, 'co ca se st pa ma'],
  [`${MAX_TERMS} misspelt long words`, 'festivall photografy concertt musicall workshopp galleryy'],
];
const DIGITS = '1'.repeat(16_000);
/** Every hostile request: [label, path]. Each is sent alone. */
const HOSTILE_REQUESTS = [
  ...HOSTILE_TEXTS.flatMap(([label, text]) => [
    [
      `autocomplete, ${label}`,
      `${AUTOCOMPLETE_PATH}?place_id=${PLACE_IDS[0]}${AUTOCOMPLETE_ALL}&q=${encodeURIComponent(text)}`,
    ],
    [`events search, ${label}`, `${EVENTS_SEARCH_PATH}?page_size=100&q=${encodeURIComponent(text)}`],
  ]),
  // Chicago, asked nowhere before: its area table and trending seed are built by this request.
  ['autocomplete, a place never asked before', `${AUTOCOMPLETE_PATH}?place_id=4887398${AUTOCOMPLETE_ALL}&q=jazz`],
  ['autocomplete, 16k-digit latitude', `${AUTOCOMPLETE_PATH}?q=jazz&latitude=${DIGITS}&longitude=1`],
  ['place from coordinates, 16k digits', `/home/api/geo/place_from_coordinates/?latitude=${DIGITS}&longitude=1`],
  ['events search, 16k-digit bbox', `${EVENTS_SEARCH_PATH}?bbox=${DIGITS},1,2,3`],
  ['events search, no text, 100 a page', `${EVENTS_SEARCH_PATH}?page_size=100`],
  ['events search, the whole world', `${EVENTS_SEARCH_PATH}?page_size=100&bbox=-180,-90,180,90`],
  ['events search, this month anywhere', `${EVENTS_SEARCH_PATH}?page_size=100&date=this-month`],
  ['place suggestions, one letter', `${PLACE_SUGGESTIONS_PATH}?input=a`],
  ['place suggestions, "s, s"', `${PLACE_SUGGESTIONS_PATH}?input=${encodeURIComponent('s, s')}`],
  [
    'place suggestions, 200 characters',
    `${PLACE_SUGGESTIONS_PATH}?input=${encodeURIComponent(HOSTILE_TEXTS[2][1].slice(0, 200))}`,
  ],
];

/** A 1 MB body of nested arrays: JSON.parse would build a structure 500,000 deep. */
const NESTED_BODY = '['.repeat(500_000) + ']'.repeat(500_000);
const BODY_TOKEN = 'b'.repeat(32);
/** Requests with the nested body: [label, method, path]. Each is sent alone, with a valid CSRF token. */
const BODY_REQUESTS = [
  ['1 MB nested JSON, POST a save', 'POST', '/api/v3/events/100000001/saves/'],
  ['1 MB nested JSON, DELETE a save (%61pi)', 'DELETE', '/%61pi/v3/events/100000001/saves/'],
  ['1 MB nested JSON, POST trending', 'POST', '/api/v3/trending/?location=online'],
  ['1 MB nested JSON, PUT place_from_request', 'PUT', '/home/api/geo/place_from_request/'],
  ['1 MB nested JSON, POST an unknown API path', 'POST', '/api/v3/no-such-endpoint/'],
  // Outside the API nothing reads a body (src/server-guards.ts): it is left unread, the 404 answers at once.
  ['1 MB nested JSON, POST a page path', 'POST', '/d/ny--new-york/all-events/'],
  ['1 MB nested JSON, PUT a path no route has', 'PUT', '/no-such-page/'],
];

/** `profileDir`: the server writes a V8 CPU profile there when it stops (`--profile=DIR`). */
function startServer(profileDir) {
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(root, profileDir)}`] : [];
  const server = startApiServer({
    root,
    nodeArgs: [...profile, '--import', path.join(here, 'loop-delay.mjs')],
    ipc: true,
  });
  /** The server's longest event-loop delay since the last call (loop-delay.mjs), in ms. */
  const loopDelay = () =>
    new Promise((resolve) => {
      server.child.once('message', (message) => resolve(message.loopDelay));
      server.child.send('loop-delay');
    });
  return { server, loopDelay };
}

export async function run({ log, args = {} }) {
  const { server, loopDelay } = startServer(typeof args.profile === 'string' ? args.profile : undefined);
  const failures = [];
  try {
    const { url: base } = await server.listening;
    const cookie = await issuedCookie(base);
    const timed = async (requestPath) => {
      const started = performance.now();
      const response = await fetch(`${base}${requestPath}`, { headers: { cookie } });
      await response.arrayBuffer();
      return { ms: performance.now() - started, status: response.status };
    };
    const runConcurrently = async (paths) => {
      const timings = [];
      let next = 0;
      const worker = async () => {
        while (next < paths.length) {
          const requestPath = paths[next++];
          const { ms, status } = await timed(requestPath);
          if (status !== 200) throw new Error(`${requestPath} answered ${status}`);
          timings.push({ path: requestPath, ms });
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      return timings;
    };
    const withCheapRequest = async (requestPath) => {
      const heavy = timed(requestPath);
      await new Promise((resolve) => setTimeout(resolve, 30));
      const cheap = await timed(CHEAP_PATH);
      return { heavy: await heavy, cheap };
    };

    await runConcurrently(
      PLACE_IDS.flatMap((placeId) => WARM_UP_TEXTS.map((text) => `${AUTOCOMPLETE_PATH}?place_id=${placeId}&q=${text}`)),
    );

    const results = {};
    const hostile = [
      ['autocomplete, 400 one-letter words', AUTOCOMPLETE_PATH, ONE_LETTER_WORDS],
      ['events search, 400 one-letter words', EVENTS_SEARCH_PATH, ONE_LETTER_WORDS],
      ['autocomplete, 40 x "q w e r t y u i o p"', AUTOCOMPLETE_PATH, Array(40).fill('q w e r t y u i o p').join(' ')],
    ];
    for (const [label, apiPath, text] of hostile) {
      const { heavy, cheap } = await withCheapRequest(
        `${apiPath}?place_id=${PLACE_IDS[0]}&q=${encodeURIComponent(text)}`,
      );
      results[label] = { ms: Math.round(heavy.ms), status: heavy.status, cheapMs: Math.round(cheap.ms) };
      log(
        `${label.padEnd(42)} ${heavy.ms.toFixed(0).padStart(5)} ms (status ${heavy.status}); a cheap request meanwhile ${cheap.ms.toFixed(0)} ms`,
      );
      if (heavy.ms > BOUND_MS || cheap.ms > BOUND_MS)
        failures.push(
          `${label}: ${heavy.ms.toFixed(0)} ms, cheap request ${cheap.ms.toFixed(0)} ms (bound ${BOUND_MS} ms)`,
        );
    }

    // Each hostile request alone, the loop's longest delay read from inside the server around it.
    let worstLoop = { label: '', maxMs: 0 };
    const loopResults = [];
    for (const [label, requestPath] of HOSTILE_REQUESTS) {
      await loopDelay();
      const { ms, status } = await timed(requestPath);
      const { maxMs } = await loopDelay();
      loopResults.push({ label, status, ms: Math.round(ms * 10) / 10, loopMaxMs: Math.round(maxMs * 10) / 10 });
      if (maxMs > worstLoop.maxMs) worstLoop = { label, maxMs };
      if (maxMs > LOOP_BOUND_MS)
        failures.push(`${label}: held the event loop ${maxMs.toFixed(1)} ms (bound ${LOOP_BOUND_MS} ms)`);
    }
    // The 1 MB nested body, each request alone: refused before it is parsed.
    for (const [label, method, requestPath] of BODY_REQUESTS) {
      await loopDelay();
      const started = performance.now();
      let status;
      try {
        const response = await fetch(`${base}${requestPath}`, {
          method,
          body: NESTED_BODY,
          headers: {
            'content-type': 'application/json',
            cookie: `csrftoken=${BODY_TOKEN}; demo_persona=attendee`,
            'x-csrftoken': BODY_TOKEN,
          },
        });
        await response.arrayBuffer();
        status = response.status;
      } catch {
        // The server may close the connection on a body it refused before reading.
        status = 'closed';
      }
      const ms = performance.now() - started;
      const { maxMs } = await loopDelay();
      loopResults.push({ label, status, ms: Math.round(ms * 10) / 10, loopMaxMs: Math.round(maxMs * 10) / 10 });
      log(
        `${label.padEnd(48)} status ${status}, answered in ${ms.toFixed(1)} ms, event loop held ${maxMs.toFixed(1)} ms (bound ${LOOP_BOUND_MS})`,
      );
      if (maxMs > worstLoop.maxMs) worstLoop = { label, maxMs };
      if (maxMs > LOOP_BOUND_MS)
        failures.push(`${label}: held the event loop ${maxMs.toFixed(1)} ms (bound ${LOOP_BOUND_MS} ms)`);
      if (status === 200) failures.push(`${label}: answered 200, the body was accepted`);
    }
    const slowestAlone = [...loopResults].sort((a, b) => b.loopMaxMs - a.loopMaxMs).slice(0, 5);
    log(
      `${loopResults.length} hostile requests, each alone: longest event-loop hold ${worstLoop.maxMs.toFixed(1)} ms ` +
        `(bound ${LOOP_BOUND_MS}); longest: ${slowestAlone.map((r) => `${r.label} ${r.loopMaxMs} ms (status ${r.status}, answered in ${r.ms} ms)`).join('; ')}`,
    );
    results.hostileRequests = loopResults;

    await loopDelay();
    const paths = MEASURED_TEXTS.map(
      (text, i) => `${AUTOCOMPLETE_PATH}?place_id=${PLACE_IDS[i % PLACE_IDS.length]}&q=${encodeURIComponent(text)}`,
    );
    const timings = (await runConcurrently(paths)).sort((a, b) => a.ms - b.ms);
    const prefixLoop = await loopDelay();
    const at = (q) => percentile(timings, q * 100).ms;
    const slowest = timings
      .slice(-5)
      .map(({ path: p, ms }) => `${new URL(p, base).searchParams.get('q')} ${ms.toFixed(0)} ms`);
    results.firstTimePrefixes = {
      count: timings.length,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      worst: at(1),
      loopMaxMs: prefixLoop.maxMs,
      loopP99Ms: prefixLoop.p99Ms,
    };
    log(
      `${timings.length} first-time prefixes, ${CONCURRENCY} at a time: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, ` +
        `p99 ${at(0.99).toFixed(1)} ms (bound ${P99_BOUND_MS}), worst ${at(1).toFixed(1)} ms; slowest: ${slowest.join(', ')}; ` +
        `event loop held at most ${prefixLoop.maxMs.toFixed(1)} ms (p99 ${prefixLoop.p99Ms.toFixed(1)} ms)`,
    );
    // Reported, not bounded: requests that arrive together are answered in one turn of the loop, so with 8
    // at a time its longest hold is up to 8 requests' work; the 20 ms bound is per request (measured above).
    if (at(0.99) > P99_BOUND_MS)
      failures.push(`first-time prefixes p99 ${at(0.99).toFixed(1)} ms > ${P99_BOUND_MS} ms`);
    return { results: { demoApiBounds: results }, failures };
  } finally {
    await server.stop();
  }
}
