/**
 * One origin for a host app under test, as a host team's site is: the header's API calls (`serverUrl` is the
 * page's origin, API_PREFIXES) and the demo's analytics and images go to the demo host server, which answers them
 * as host-demo does; everything else, WebSocket upgrades included (a dev server's hot reload), goes to the app.
 * The Host header is passed on as the browser sent it, so a dev server sees a same-origin page.
 */
import http from 'node:http';
import net from 'node:net';
import { API_PREFIXES } from '../../../host-demo/common/route-table';
import { getFreePort } from './servers';

const SITE_PREFIXES = [...API_PREFIXES, '/analytics/', '/demo-images/'];

export interface SiteProxy {
  origin: string;
  stop(): Promise<void>;
}

export async function startSiteProxy({ app, site }: { app: string; site: string }): Promise<SiteProxy> {
  const targetOf = (url = '/') => new URL(SITE_PREFIXES.some((prefix) => url.startsWith(prefix)) ? site : app);
  const server = http.createServer((request, response) => {
    const target = targetOf(request.url);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`site proxy: ${error.message}`);
    });
    request.pipe(upstream);
  });
  // Upgraded connections (a dev server's HMR WebSocket) leave the HTTP server's bookkeeping: `closeAllConnections`
  // does not end them and `close` would wait for them, so they are kept here and destroyed on stop.
  const upgraded = new Set<net.Socket>();
  server.on('upgrade', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    upgraded.add(socket);
    socket.on('close', () => upgraded.delete(socket));
    const target = targetOf(request.url);
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let index = 0; index < request.rawHeaders.length; index += 2)
        lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    upstream.on('close', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
    socket.on('close', () => upstream.destroy());
  });
  const port = await getFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of upgraded) socket.destroy();
        server.closeAllConnections();
      }),
  };
}
