/**
 * Bench section `demo-api-slow-clients`: 1,000 clients that send their request slowly, over loopback against the
 * demo API in a process of its own (demo-api/src/serve.ts, with the server's real timeouts), while a cheap GET
 * is timed every 50 ms:
 * - 500 send a request line, then one header byte a second: closed by `headersTimeout` (10 s);
 * - 500 send complete headers for a 16-byte save body (with a valid CSRF token), then one body byte every 2 s:
 *   closed by `requestTimeout` (15 s).
 * Each must be closed within its timeout plus two of Node's timeout checks and a second of slack, and the
 * cheap GETs meanwhile must keep p99 at most 50 ms (the worst is reported). Probed as an attacker before,
 * 1,000 slow bodies and 1,000 slow header senders were all kept open. Loopback only; every loop is bounded
 * and every socket is destroyed when the section ends.
 */
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { issuedCookie, latencySummary, startApiServer } from './api-server.mjs';

export const name = 'demo-api-slow-clients';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
/** demo-api/src/config.ts: SERVER_HEADERS_TIMEOUT_MS, SERVER_REQUEST_TIMEOUT_MS, SERVER_TIMEOUT_CHECK_INTERVAL_MS. */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 15_000;
const CHECK_INTERVAL_MS = 250;
const SLACK_MS = 1_000;
/** demo-api/src/config.ts: API_BODY_MAX_BYTES (a longer body is refused before it is read). */
const BODY_BYTES = 16;
/** Slow header senders, and as many slow body senders. */
const SLOW_CLIENTS_EACH = 500;
/** Clients of each kind opened every OPEN_EVERY_MS: 1,000 in 5 s, arriving as an attacker's would. */
const OPEN_BATCH = 5;
const OPEN_EVERY_MS = 50;
const CHEAP_PATH = '/home/api/geo/place_from_slug/?slug=ca--san-francisco';
const CHEAP_EVERY_MS = 50;
const CHEAP_P99_BOUND_MS = 50;
const TOKEN = 's'.repeat(32);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One slow client: writes `first` once connected, then the next byte of `drip` every `everyMs`. */
function slowClient(port, first, drip, everyMs) {
  const socket = connect(port, '127.0.0.1');
  const client = { socket, openedAt: 0, closedAfterMs: null, answered: '' };
  let sent = 0;
  let timer;
  socket.setEncoding('utf8');
  socket.on('connect', () => {
    client.openedAt = performance.now();
    socket.write(first);
    timer = setInterval(() => {
      if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++]);
    }, everyMs);
  });
  socket.on('data', (chunk) => {
    if (client.answered.length < 20) client.answered += chunk;
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    clearInterval(timer);
    client.closedAfterMs = client.openedAt ? performance.now() - client.openedAt : 0;
  });
  return client;
}

export async function run({ log }) {
  const server = startApiServer({ root });
  const clients = { headers: [], body: [] };
  const failures = [];
  try {
    const { url: base } = await server.listening;
    const { port } = new URL(base);
    const cookie = await issuedCookie(base);
    const cheapTimes = [];
    let slowest = { ms: 0, atMs: 0 };
    let measuringFrom = 0;
    const timeCheap = async () => {
      const started = performance.now();
      const response = await fetch(`${base}${CHEAP_PATH}`, { headers: { cookie } });
      await response.arrayBuffer();
      const ms = performance.now() - started;
      cheapTimes.push(ms);
      if (ms > slowest.ms) slowest = { ms, atMs: started - measuringFrom };
    };
    // Warm the route, then the same GETs with no slow client open: what the machine gives anyway.
    for (let i = 0; i < 20; i += 1) await timeCheap();
    cheapTimes.length = 0;
    for (let i = 0; i < 100; i += 1) await Promise.all([timeCheap(), sleep(CHEAP_EVERY_MS)]);
    const alone = latencySummary(cheapTimes);
    log(`100 cheap GETs with no slow client open: p50 ${alone.p50} ms, p99 ${alone.p99} ms, worst ${alone.max} ms`);
    cheapTimes.length = 0;
    slowest = { ms: 0, atMs: 0 };
    measuringFrom = performance.now();

    const headerRequest = `GET ${CHEAP_PATH} HTTP/1.1\r\nhost: 127.0.0.1\r\n`;
    const bodyRequest =
      `POST /api/v3/events/100000001/saves/ HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\n` +
      `content-length: ${BODY_BYTES}\r\ncookie: csrftoken=${TOKEN}; demo_persona=attendee\r\nx-csrftoken: ${TOKEN}\r\n\r\n`;
    let opening = true;
    const open = async () => {
      for (let opened = 0; opened < SLOW_CLIENTS_EACH; opened += OPEN_BATCH) {
        for (let i = 0; i < OPEN_BATCH; i += 1) {
          clients.headers.push(slowClient(port, headerRequest, `x-slow: ${'a'.repeat(60)}`, 1_000));
          clients.body.push(slowClient(port, bodyRequest, ' '.repeat(BODY_BYTES), 2_000));
        }
        await sleep(OPEN_EVERY_MS);
      }
      opening = false;
    };
    const openingMs = (SLOW_CLIENTS_EACH / OPEN_BATCH) * OPEN_EVERY_MS;
    const deadline = performance.now() + openingMs + REQUEST_TIMEOUT_MS + 2 * CHECK_INTERVAL_MS + SLACK_MS + 2_000;
    const openAll = open();
    // A cheap GET every 50 ms from the first slow client until every one is closed (or the deadline passes).
    const someOpen = () => [...clients.headers, ...clients.body].some((client) => client.closedAfterMs === null);
    while (performance.now() < deadline && (opening || someOpen())) {
      await Promise.all([timeCheap(), sleep(CHEAP_EVERY_MS)]);
    }
    await openAll;

    const report = (label, list, timeoutMs) => {
      const closed = list.filter((client) => client.closedAfterMs !== null);
      const times = closed.map((client) => client.closedAfterMs).sort((a, b) => a - b);
      const bound = timeoutMs + 2 * CHECK_INTERVAL_MS + SLACK_MS;
      const late = times.filter((ms) => ms > bound).length;
      const answered408 = closed.filter((client) => client.answered.startsWith('HTTP/1.1 408')).length;
      const summary = {
        clients: list.length,
        closed: closed.length,
        answered408,
        closedAfterMs: { first: Math.round(times[0] ?? 0), last: Math.round(times.at(-1) ?? 0) },
        boundMs: bound,
      };
      log(
        `${list.length} ${label}: ${closed.length} closed (${answered408} with a 408), after ` +
          `${(summary.closedAfterMs.first / 1000).toFixed(1)}-${(summary.closedAfterMs.last / 1000).toFixed(1)} s ` +
          `(timeout ${timeoutMs / 1000} s, bound ${bound / 1000} s)`,
      );
      if (closed.length < list.length) failures.push(`${label}: ${list.length - closed.length} still open`);
      if (late > 0) failures.push(`${label}: ${late} closed after ${bound} ms`);
      return summary;
    };
    const headers = report('slow header senders', clients.headers, HEADERS_TIMEOUT_MS);
    const body = report('slow body senders', clients.body, REQUEST_TIMEOUT_MS);
    const cheap = latencySummary(cheapTimes);
    log(
      `${cheapTimes.length} cheap GETs meanwhile: p50 ${cheap.p50} ms, p99 ${cheap.p99} ms (bound ${CHEAP_P99_BOUND_MS}), worst ${cheap.max} ms, ${(slowest.atMs / 1000).toFixed(1)} s after the first slow client connected`,
    );
    if (cheap.p99 > CHEAP_P99_BOUND_MS) failures.push(`cheap GET p99 ${cheap.p99} ms > ${CHEAP_P99_BOUND_MS} ms`);
    return {
      results: {
        demoApiSlowClients: { headers, body, cheapGet: { count: cheapTimes.length, ...cheap }, cheapGetAlone: alone },
      },
      failures,
    };
  } finally {
    for (const client of [...clients.headers, ...clients.body]) client.socket.destroy();
    await server.stop();
  }
}
