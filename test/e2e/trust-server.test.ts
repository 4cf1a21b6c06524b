/**
 * A host server given a tampered server build renders the fallback header within the
 * budget and never evaluates the tampered code. The remote server serves a copy of dist/remote in
 * which the server Header chunk has code appended that would leave a marker file if it ever ran.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_RENDER_BUDGET_MS } from '../../src/config';
import { currentRelease } from '../../scripts/build/release';
import { assertBuilt, REMOTE_DIST } from './support/paths';
import { startHostServer, startRemoteServer, type RunningServer } from './support/servers';

/** Timer and scheduling margin on a shared 2-core machine. */
const SLACK_MS = 150;

describe('host server and a tampered server build', () => {
  let dir: string;
  let marker: string;
  let remote: RunningServer;
  let host: RunningServer;

  beforeAll(async () => {
    assertBuilt();
    dir = await mkdtemp(path.join(os.tmpdir(), 'tampered-remote-'));
    marker = path.join(dir, 'tampered-code-ran');
    await cp(REMOTE_DIST, dir, { recursive: true });
    const serverDir = path.join(dir, 'releases', currentRelease(dir)!, 'server');
    const chunk = (await readdir(serverDir)).find((file) => /^__federation_expose_Header\..*\.js$/.test(file))!;
    const file = path.join(serverDir, chunk);
    const appended = `\n;require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\n`;
    await writeFile(file, (await readFile(file, 'utf8')) + appended);
    // Only the plain file: no pre-compressed variant may answer with the original bytes.
    await rm(`${file}.br`, { force: true });
    await rm(`${file}.gz`, { force: true });
    remote = await startRemoteServer(undefined, dir);
    host = await startHostServer(`${remote.origin}/mf-manifest.slim.json`);
  });

  afterAll(async () => {
    await Promise.all([host?.stop(), remote?.stop()]);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('renders the fallback header within the budget and never runs the tampered chunk', async () => {
    // The first page may wait on the server's warm-up; every page must get the fallback.
    for (const [index, url] of ['/', '/', '/d/ny--new-york/music--events/jazz/'].entries()) {
      const started = performance.now();
      const response = await fetch(`${host.origin}${url}`);
      const html = await response.text();
      const elapsed = performance.now() - started;
      expect(response.status, url).toBe(200);
      if (index > 0) expect(elapsed, url).toBeLessThanOrEqual(SERVER_RENDER_BUDGET_MS + SLACK_MS);
      // The visitor learns that the fallback was served, never why: the reason is in the server log only.
      expect(response.headers.get('server-timing'), url).toMatch(/desc="fallback"$/);
      expect([...response.headers.values()].join('\n'), url).not.toMatch(/refused/i);
      expect(html).toMatch(/data-server-header="fallback"[^>]*><header class="fallback-header"/);
      expect(html).toContain('>Find Events</a>');
    }
    expect(existsSync(marker)).toBe(false);
    expect(host.output()).toMatch(/"reason":".*refused.*"msg":"the page got the fallback header"/);
  });
});
