/**
 * The React version hosts' routes on the demo server (Fastify inject, no browser): the index QA
 * starts from, each page with the injected remote URL, their scripts with the host's cache policy,
 * and a clear answer when a host is not built.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../host-demo/server/app';
import { IMMUTABLE, REVALIDATE } from '../../host-demo/server/cache-policy';
import { NEXT_HOST_PAGE, REACT_HOST_PAGES } from '../../host-demo/hosts/server';
import { parseHostConfig } from '../../host-demo/common/host-config';

const CONFIG_PATTERN = /<script id="host-demo-config" type="application\/json">(.*?)<\/script>/;
const REMOTE_URL = 'http://127.0.0.1:4999/mf-manifest.json';

describe('React version hosts on the demo server', () => {
  let clientDir: string;
  let hostsDir: string;
  beforeAll(() => {
    const dir = mkdtempSync(path.join(tmpdir(), 'react-hosts-'));
    clientDir = path.join(dir, 'host-demo');
    hostsDir = path.join(dir, 'hosts');
    mkdirSync(clientDir);
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    // react18 built; react17 deliberately not.
    mkdirSync(path.join(hostsDir, 'react18'), { recursive: true });
    for (const file of ['index.html', 'mount.html'])
      writeFileSync(
        path.join(hostsDir, 'react18', file),
        `<!doctype html><html><head><title>${file}</title></head><body><div id="root"></div></body></html>`,
      );
    writeFileSync(path.join(hostsDir, 'react18', 'index.js'), 'console.log("entry")');
    writeFileSync(path.join(hostsDir, 'react18', '338.a817721d.js'), 'console.log("chunk")');
    return () => rmSync(dir, { recursive: true, force: true });
  });

  async function app() {
    const instance = await buildApp({ clientDir, hostsDir, manifestUrl: REMOTE_URL, remoteHeader: false });
    onTestFinished(() => instance.close());
    return instance;
  }

  it('/hosts/ links every React version page', async () => {
    const answer = await (await app()).inject('/hosts/');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
    for (const page of REACT_HOST_PAGES) expect(answer.body).toContain(`<a href="${page.path}">`);
    // Every link names its page: no two links of one text (the bundlers are listed by tool name).
    const texts = [...answer.body.matchAll(/<a href="\/hosts\/[^"]*">([^<]*)<\/a>/g)].map((match) => match[1]);
    // ...and the Next.js host, which is an app of its own rather than a built page.
    expect(answer.body).toContain(`<a href="${NEXT_HOST_PAGE.path}">`);
    expect(texts).toHaveLength(REACT_HOST_PAGES.length + 1);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('a host page carries the remote URL the server was given and is revalidated', async () => {
    const answer = await (await app()).inject('/hosts/react18/');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe(REVALIDATE);
    expect(answer.body).toContain('<title>index.html</title>');
    expect(parseHostConfig(CONFIG_PATTERN.exec(answer.body)?.[1]).manifestUrl).toBe(REMOTE_URL);
  });

  it('entry scripts are revalidated, hashed chunks immutable; the raw HTML file is not served', async () => {
    const instance = await app();
    const entry = await instance.inject('/hosts/react18/index.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe(REVALIDATE);
    const chunk = await instance.inject('/hosts/react18/338.a817721d.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    // Without the injected config the page would load the default remote, not this server's.
    expect((await instance.inject('/hosts/react18/index.html')).statusCode).toBe(404);
  });

  it('a host that is not built answers 503 saying how to build it', async () => {
    const answer = await (await app()).inject('/hosts/react17/mount/');
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain('npm run build');
  });
});
