/**
 * Bench section `server-render`: what rendering the header on the server adds to the time to first byte of a
 * demo page. 25 runs of `/` with server rendering against `/?ssr=off` (the same page, header left to the
 * browser), interleaved so that a busy moment of the machine hits both alike, after a warm-up that loads the
 * remote's verified server build. Each run is a fresh request with no cookie (a first visit: the server also
 * finds the visitor's place, the signature checks of the kept release included); the time is from the request
 * to the first byte of the body. Prints the p50 of each and the difference (target SERVER_RENDER_TARGET_MS).
 */
import http from 'node:http';
import { withDemo } from './support/demo-run.mjs';

export const name = 'server-render';

/** The issue's bar: the server render adds at most this much to the p50 time to first byte. */
export const SERVER_RENDER_TARGET_MS = 10;
const RUNS = 25;
const PAGES = ['/', '/d/ny--new-york/music--events/jazz/'];

/** Milliseconds from the request to the first byte of its body. */
function timeToFirstByte(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.get(
      url,
      { headers: { 'accept-language': 'en-US', accept: 'text/html' }, agent: false },
      (response) => {
        response.once('data', () => {
          resolve(Number(process.hrtime.bigint() - started) / 1e6);
          response.resume();
        });
        response.once('error', reject);
      },
    );
    request.once('error', reject);
  });
}

const p50 = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function run({ root, args, log }) {
  return withDemo({ root, args, log, browser: false }, async ({ demo }) => {
    const results = {};
    const failures = [];
    log(
      `time to first byte, p50 of ${RUNS} interleaved requests (target: server render adds <= ${SERVER_RENDER_TARGET_MS} ms)`,
    );
    log('page                                  with server render  ?ssr=off  added');
    for (const page of PAGES) {
      const on = `${demo.host.origin}${page}`;
      const off = `${on}${page.includes('?') ? '&' : '?'}ssr=off`;
      // Warm-up: the remote's server build is loaded, checked and kept; the page's code paths are hot.
      for (let i = 0; i < 3; i += 1) await Promise.all([timeToFirstByte(on), timeToFirstByte(off)]);
      const rendered = [];
      const plain = [];
      for (let i = 0; i < RUNS; i += 1) {
        // Alternate which goes first, one at a time: neither waits on the other.
        if (i % 2 === 0) {
          rendered.push(await timeToFirstByte(on));
          plain.push(await timeToFirstByte(off));
        } else {
          plain.push(await timeToFirstByte(off));
          rendered.push(await timeToFirstByte(on));
        }
      }
      const result = {
        renderedMs: Number(p50(rendered).toFixed(1)),
        plainMs: Number(p50(plain).toFixed(1)),
      };
      result.addedMs = Number((result.renderedMs - result.plainMs).toFixed(1));
      results[page] = result;
      log(
        `${page.padEnd(38)}${`${result.renderedMs} ms`.padEnd(20)}${`${result.plainMs} ms`.padEnd(10)}${result.addedMs} ms`,
      );
      if (result.addedMs > SERVER_RENDER_TARGET_MS)
        failures.push(`${page}: the server render adds ${result.addedMs} ms (target ${SERVER_RENDER_TARGET_MS} ms)`);
    }
    return { results: { serverRender: results }, failures };
  });
}
