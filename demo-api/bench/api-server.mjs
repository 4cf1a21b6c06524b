/**
 * What the demo API's bench sections share (autocomplete.mjs, bounds.mjs): the API in a process of its own
 * (demo-api/src/serve.ts, the API plugin in a bare Fastify app) on a free loopback port, and the latency
 * percentiles they compute and print.
 */
import { spawn } from 'node:child_process';

const START_TIMEOUT_MS = 180_000;

/**
 * Starts the server: `listening` resolves to `{ url, listenMs }` once it prints its address (it builds and
 * warms its data first); `stop()` ends it and waits for its exit (a CPU profile is written as it stops).
 * `nodeArgs` go before the script (`--cpu-prof`, `--import` of a probe); `ipc` opens a message channel.
 */
export function startApiServer({ root, nodeArgs = [], ipc = false }) {
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'demo-api/src/serve.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit', ...(ipc ? ['ipc'] : [])],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const listening = new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error('the API server did not start in time')), START_TIMEOUT_MS);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        clearTimeout(timer);
        resolve({ url: JSON.parse(line).listening, listenMs: performance.now() - started });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`demo-api/src/serve.ts exited early (code ${code})`));
    });
  });
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return { child, started, listening, stop };
}

/** The value at percentile `p` (0-100) of values sorted ascending: the smallest with p % at or below it. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** p50, p95, p99 and the worst of some latencies in ms, to 0.01 ms. */
export function latencySummary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p) => (sorted.length === 0 ? null : Number(percentile(sorted, p).toFixed(2)));
  return { p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}

/** `p50 1.2 ms, p95 3.4 ms, p99 5.6 ms, worst 7.8 ms`. */
export const formatLatency = ({ p50, p95, p99, max }) => `p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms, worst ${max} ms`;

/**
 * `csrftoken=…`, the client id the server issues a visitor on its first GET: the benches send it with every
 * request, as a browser does, since the server issues one address only so many new ids a minute (429 past it).
 */
export async function issuedCookie(url) {
  const response = await fetch(`${url}/home/api/geo/place_from_slug/?slug=ny--new-york`);
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('csrftoken='));
  if (!cookie) throw new Error(`no csrftoken cookie was issued (status ${response.status})`);
  return cookie;
}
