/**
 * The demo servers without a browser (Fastify inject): the SPA answers every in-app route with the
 * app HTML and the injected config; API and asset misses are real 404s; the remote server sends CORS.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp, injectConfig } from '../../host-demo/server/app';
import { SHORT_LIVED } from '../../host-demo/server/cache-policy';
import { buildRemoteApp } from '../../host-demo/server/remote-server';
import { parseHostConfig } from '../../host-demo/common/host-config';

const CONFIG_PATTERN = /<script id="host-demo-config" type="application\/json">(.*?)<\/script>/;

describe('demo host server', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'host-demo-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>app</title></head><body><div id=root>app shell</div></body></html>',
    );
    writeFileSync(
      path.join(dir, 'non-react.html'),
      '<!doctype html><html><head><title>plain</title></head><body><main>plain page</main></body></html>',
    );
    writeFileSync(path.join(dir, 'main.js'), 'console.log(1)');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the app HTML with the injected remote URL on every in-app route', async () => {
    const app = await buildApp({
      clientDir: dir,
      manifestUrl: 'http://127.0.0.1:4999/mf-manifest.json',
      adminServerUrl: 'http://localhost:4998',
    });
    onTestFinished(() => app.close());
    for (const url of [
      '/',
      '/signin/?referrer=%2Fmytickets',
      '/d/united-states/music--events/jazz/',
      '/u/1/favorites/events',
      '/admin/search/',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const config = parseHostConfig(CONFIG_PATTERN.exec(response.body)?.[1]);
      expect(config).toEqual({
        manifestUrl: 'http://127.0.0.1:4999/mf-manifest.json',
        adminServerUrl: 'http://localhost:4998',
      });
      // (The head plugin may rewrite <title>; the body is the app shell.)
      expect(response.body).toContain('<div id=root>app shell</div>');
    }
  });

  it('serves the non-React page at /non-react/ and /non-react.html, and static assets as files', async () => {
    const app = await buildApp({ clientDir: dir });
    onTestFinished(() => app.close());
    for (const url of ['/non-react/', '/non-react.html']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body).toContain('<main>plain page</main>');
      expect(response.body).toMatch(CONFIG_PATTERN);
    }
    const asset = await app.inject({ method: 'GET', url: '/main.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
  });

  it('answers API and missing-asset requests with a JSON 404, not the app', async () => {
    const app = await buildApp({ clientDir: dir });
    onTestFinished(() => app.close());
    for (const url of ['/api/v3/nothing/', '/home/api/geo/nothing/', '/missing.js', '/index.html']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
    const post = await app.inject({ method: 'POST', url: '/signin/' });
    expect(post.statusCode).toBe(404);
  });

  it('says how to build when the client is missing', async () => {
    const app = await buildApp({ clientDir: path.join(dir, 'nope') });
    onTestFinished(() => app.close());
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });

  it('escapes "<" in the injected JSON so a value cannot close the script element', () => {
    const html = injectConfig('<html><head></head></html>', {
      manifestUrl: 'http://x/</script><script>alert(1)</script>',
      adminServerUrl: 'http://a',
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(parseHostConfig(CONFIG_PATTERN.exec(html)?.[1]).manifestUrl).toBe(
      'http://x/</script><script>alert(1)</script>',
    );
  });
});

describe('remote server', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'remote-'));
    writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"globalHeader"}');
    writeFileSync(path.join(dir, '123.abcdef12.js'), '1');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the remote with Access-Control-Allow-Origin: * and keeps the manifest short-lived', async () => {
    const app = await buildRemoteApp({ root: dir });
    onTestFinished(() => app.close());
    const manifest = await app.inject({
      method: 'GET',
      url: '/mf-manifest.json',
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe(SHORT_LIVED);
    const chunk = await app.inject({ method: 'GET', url: '/123.abcdef12.js' });
    expect(chunk.headers['cache-control']).toContain('immutable');
    const preflight = await app.inject({ method: 'OPTIONS', url: '/mf-manifest.json' });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    const missing = await app.inject({ method: 'GET', url: '/nope.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['access-control-allow-origin']).toBe('*');
  });
});
