/**
 * Search-suggestion latency of the demo API: starts demo-api/src/serve.ts (the API plugin in a
 * bare Fastify app) on a free loopback port, measures start time (spawn -> listening, spawn -> first
 * 200 from autocomplete, which includes building places, catalogue and index) and memory (RSS after
 * warm-up and after the load), then runs autocannon with 50 connections for ~10 s against
 * /api/v3/destination/search/autocomplete/ with a rotating set of texts and places, and reports
 * p50/p95/p99 latency computed from every response. Then a cold phase: every prefix of a word list
 * (with typos), each asked once, so the numbers also cover texts the server has not seen.
 *
 *   node demo-api/bench/autocomplete.mjs [--duration=10] [--connections=50]  (standalone)
 *   npm run bench -- --only=autocomplete                                       (through scripts/bench.mjs)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { formatLatency, issuedCookie, latencySummary, startApiServer } from './api-server.mjs';
import { TYPED_WORDS } from './typed-words.mjs';

export const name = 'autocomplete';

const AUTOCOMPLETE_PATH = '/api/v3/destination/search/autocomplete/';
/** Texts as typed, keystroke by keystroke, plus typos. */
const TEXTS = [
  'j',
  'ja',
  'jaz',
  'jazz',
  'yo',
  'yoga',
  'food',
  'wine tas',
  'tech conf',
  'comedy',
  'photografy',
  'run',
  'kids',
  'hallo',
  'startup',
  'art',
  'hiking',
  'dj',
  'salsa cl',
  'network',
];
/** Place ids (GeoNames ids): New York, London, San Francisco, Toronto, Berlin, Sydney, São Paulo, Tokyo. */
const PLACE_IDS = ['5128581', '2643743', '5391959', '6167865', '2950159', '2147714', '3448439', '1850147'];
/** How long the server may take to answer its first autocomplete once listening. */
const FIRST_ANSWER_TIMEOUT_MS = 180_000;
/**
 * Cold phase: words whose every prefix (one letter and up), each with one of COLD_PLACE_IDS, is
 * asked exactly once, so no text repeats and the server's per-text hit cache never answers (the
 * warm TEXTS above are left out). Typos included. The words live in typed-words.mjs (the e2e latency test types them too).
 */
const COLD_WORDS = TYPED_WORDS;
/** Places of the cold phase (GeoNames ids of large cities), so area tables are built as well. */
const COLD_PLACE_IDS = [
  '5128581',
  '2643743',
  '5391959',
  '6167865',
  '2950159',
  '2147714',
  '3448439',
  '1850147',
  '5368361',
  '4887398',
  '2988507',
  '3117735',
  '3169070',
  '1816670',
  '1275339',
  '292223',
  '360630',
  '3530597',
  '1880252',
  '2158177',
  '524901',
  '745044',
  '2761369',
  '2759794',
  '2618425',
  '3067696',
  '6077243',
  '5809844',
  '4930956',
  '5419384',
];
const EVENT_QUERY = '&completion_types=event,query&expand.destination_event=primary_venue,image';

function rssMiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const read = (key) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN) / 1024;
    return { rss: Number(read('VmRSS').toFixed(1)), peak: Number(read('VmHWM').toFixed(1)) };
  } catch {
    return { rss: null, peak: null };
  }
}

async function waitForFirst200(url, started) {
  const deadline = Date.now() + FIRST_ANSWER_TIMEOUT_MS;
  for (;;) {
    try {
      const res = await fetch(`${url}${AUTOCOMPLETE_PATH}?q=jazz&place_id=${PLACE_IDS[0]}`);
      if (res.status === 200) {
        await res.arrayBuffer();
        return performance.now() - started;
      }
    } catch {
      // not accepting yet
    }
    if (Date.now() > deadline) throw new Error('no 200 from autocomplete in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every prefix of COLD_WORDS (minus the warm TEXTS), once each, spread over COLD_PLACE_IDS. */
function coldPaths() {
  const warm = new Set(TEXTS);
  const texts = new Set();
  for (const word of COLD_WORDS) for (let n = 1; n <= word.length; n += 1) texts.add(word.slice(0, n));
  for (const text of warm) texts.delete(text);
  return [...texts].map(
    (text, i) =>
      `${AUTOCOMPLETE_PATH}?q=${encodeURIComponent(text)}&place_id=${COLD_PLACE_IDS[i % COLD_PLACE_IDS.length]}${EVENT_QUERY}`,
  );
}

/** One request per cold path (no text twice), `connections` at a time. */
async function coldPhase(url, connections, cookie) {
  const paths = coldPaths();
  let next = 0;
  const latencies = [];
  let non2xx = 0;
  const started = performance.now();
  const instance = autocannon({
    url,
    connections,
    amount: paths.length,
    headers: { cookie },
    requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) non2xx += 1;
  });
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  return {
    distinctTexts: paths.length,
    requests: latencies.length,
    requestsPerSecond: Number((latencies.length / seconds).toFixed(1)),
    non2xx,
    errors: result.errors,
    latencyMs: latencySummary(latencies),
  };
}

export async function run({ root, args = {}, log = console.log } = {}) {
  root ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const duration = Number(args.duration ?? 10);
  const connections = Number(args.connections ?? 50);
  const server = startApiServer({ root });
  try {
    const { url, listenMs } = await server.listening;
    const firstOkMs = await waitForFirst200(url, server.started);
    const memoryAfterStart = rssMiB(server.child.pid);
    const cookie = await issuedCookie(url);
    log(
      `server ${url}: listening after ${listenMs.toFixed(0)} ms, first autocomplete 200 after ${firstOkMs.toFixed(0)} ms, RSS ${memoryAfterStart.rss} MiB`,
    );

    const paths = [];
    for (const place of PLACE_IDS) {
      for (const text of TEXTS) {
        paths.push(`${AUTOCOMPLETE_PATH}?q=${encodeURIComponent(text)}&place_id=${place}${EVENT_QUERY}`);
      }
    }
    let next = 0;
    const latencies = [];
    let non2xx = 0;
    const instance = autocannon({
      url,
      connections,
      duration,
      headers: { cookie },
      requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx += 1;
    });
    const result = await instance;
    const memoryAfterLoad = rssMiB(server.child.pid);
    const cold = await coldPhase(url, connections, cookie);
    const summary = {
      connections,
      durationSeconds: duration,
      requests: latencies.length,
      requestsPerSecond: Number((latencies.length / duration).toFixed(1)),
      non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      latencyMs: latencySummary(latencies),
      startMs: { listening: Math.round(listenMs), firstAutocomplete200: Math.round(firstOkMs) },
      memoryMiB: { afterStart: memoryAfterStart.rss, afterLoad: memoryAfterLoad.rss, peak: memoryAfterLoad.peak },
      cold: { ...cold, memoryMiB: rssMiB(server.child.pid) },
    };
    log(
      `${summary.requests} requests (${summary.requestsPerSecond}/s), non-2xx ${non2xx}, errors ${result.errors}; ` +
        `latency ${formatLatency(summary.latencyMs)}; ` +
        `RSS after load ${memoryAfterLoad.rss} MiB (peak ${memoryAfterLoad.peak} MiB)`,
    );
    log(
      `cold (every text new): ${cold.requests} requests (${cold.requestsPerSecond}/s), non-2xx ${cold.non2xx}; ` +
        `latency ${formatLatency(cold.latencyMs)}; RSS ${summary.cold.memoryMiB.rss} MiB`,
    );
    const failures = [];
    if (cold.non2xx > 0 || cold.errors > 0)
      failures.push(`${cold.non2xx} non-2xx answers and ${cold.errors} errors in the cold phase`);
    if (non2xx > 0 || result.errors > 0)
      failures.push(`${non2xx} non-2xx answers and ${result.errors} errors under load`);
    return { results: { autocomplete: summary }, failures };
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = Object.fromEntries(
    process.argv.slice(2).map((arg) => {
      const [key, ...value] = arg.replace(/^--/, '').split('=');
      return [key, value.length > 0 ? value.join('=') : true];
    }),
  );
  const output = await run({ args });
  console.log(JSON.stringify(output, null, 2));
  if (output.failures.length > 0) process.exitCode = 1;
}
