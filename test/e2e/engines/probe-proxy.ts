/**
 * The demo host as the engine flows see it: every request goes to the host server unchanged, except that each
 * HTML page gets the probe (probe.ts) as the first element of its head, `<script src="/__engine-probe.js">`,
 * which this proxy serves. A same-origin script, so host-demo's Content-Security-Policy (`script-src 'self'`)
 * lets it run without a nonce, and a parser-blocking one, so it runs before anything after it is parsed. The
 * page's own bytes are otherwise untouched (the head's render-blocking hints included).
 */
import http from 'node:http';
import { getFreePort, startHostServer, startRemoteServer } from '../support/servers';
import { ENGINE_PROBE } from './probe';
import { fetchRenderedPage } from '../support/rendered-page';

export const PROBE_PATH = '/__engine-probe.js';
const PROBE_SOURCE = `(${ENGINE_PROBE.toString()})();\n`;
const PROBE_TAG = `<script src="${PROBE_PATH}"></script>`;

export interface ProbeProxy {
  origin: string;
  /**
   * From now on, each HTML page with a server-rendered header comes in two pieces, `ms` apart, cut in the middle
   * of the header's markup: a slow network, on which a browser that paints while its parser waits would show
   * half a header. 0 sends pages whole again.
   */
  splitHeader(ms: number): void;
  stop(): Promise<void>;
}

/**
 * The demo as startDemo() starts it (the slim remote on one free port, the host on another), the host told
 * that its public origin is the proxy's: the header's API calls (`serverUrl`) and links stay on the page's
 * origin, as they do without the proxy.
 */
export async function startProbedDemo(): Promise<ProbeProxy> {
  const remote = await startRemoteServer();
  const port = await getFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const host = await startHostServer(`${remote.origin}/mf-manifest.slim.json`, undefined, {
    PUBLIC_ORIGIN: origin,
  }).catch(async (error: unknown) => {
    await remote.stop();
    throw error;
  });
  const proxy = await startProbeProxy(host.origin, port).catch(async (error: unknown) => {
    await Promise.all([host.stop(), remote.stop()]);
    throw error;
  });
  await warmUp(origin);
  return {
    origin,
    splitHeader: proxy.splitHeader,
    async stop() {
      await proxy.stop();
      await Promise.all([host.stop(), remote.stop()]);
    },
  };
}

/** The server-rendered pages of the flows. */
const WARM_UP_PAGES = ['/', '/d/ny--new-york/music--events/jazz/'];

/** The flows are about the browser with the server's header: each page is asked for until the server rendered it. */
async function warmUp(origin: string): Promise<void> {
  for (const page of WARM_UP_PAGES) await fetchRenderedPage(origin, page);
}

/** Where a page's header markup is cut in two: half way between its start and the element after it. */
function headerMiddle(html: string): number {
  const start = html.indexOf('<div id="server-header"');
  const end = html.indexOf('<template id="server-header-end">');
  if (start < 0 || end < start) return -1;
  // At a tag's start, so the first piece ends with whole elements.
  return html.lastIndexOf('<', Math.floor((start + end) / 2));
}

async function startProbeProxy(host: string, port: number): Promise<Omit<ProbeProxy, 'origin'>> {
  const target = new URL(host);
  let splitMs = 0;
  const server = http.createServer((request, response) => {
    if (request.url === PROBE_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      response.end(PROBE_SOURCE);
      return;
    }
    // Uncompressed answers, so HTML can be read and changed; the host's compression has tests of its own.
    const headers = { ...request.headers, 'accept-encoding': 'identity' };
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(/<head(?:\s[^>]*)?>/i, (head) => `${head}${PROBE_TAG}`);
          const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': Buffer.byteLength(html) });
          const cut = splitMs > 0 ? headerMiddle(html) : -1;
          if (cut < 0) {
            response.end(html);
            return;
          }
          response.write(html.slice(0, cut));
          // A real-time pause on purpose: the browser must see the network stall mid-header.
          setTimeout(() => response.end(html.slice(cut)), splitMs);
        });
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`probe proxy: ${error.message}`);
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    splitHeader: (ms) => void (splitMs = ms),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
