/**
 * The script tag against whoever writes the CDN (docs/releases.md, "The script tag"), in Chromium, on both pages
 * that use it: the README's plain page (its `src` and `integrity` pasted from script-tag.json) and host-demo's
 * `/non-react/`, whose server reads the tag from the remote. Each case serves a copy of the built remote with one
 * thing changed on disk, as a CDN would serve it:
 *
 * - `global-header.mjs` with code appended: runs on neither page (its `integrity` refuses it);
 * - every lazy chunk of it with code appended: runs on neither page (the module gives each chunk its hash);
 * - `script-tag.json` forged to name the changed module with that module's own hash: the demo server refuses the
 *   record (its signature no longer matches) and puts no tag in the page, so nothing of it runs.
 */
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sriOf } from '../../scripts/build/script-tag-plugin';
import { SCRIPT_TAG_FILE, SCRIPT_TAG_RECORD_FILE } from '../../src/config';
import { DESKTOP, launchChromium } from './support/browser';
import { header } from './support/demo-page';
import { REMOTE_DIST } from './support/paths';
import { readReadmeSnippet, startPageServer, withRelease, type ScriptTagRecord } from './support/readme-snippet';
import { serveRemoteCopy, type RemoteCopy } from './support/remote-copy';
import { startHostServer, type RunningServer } from './support/servers';
import { openTestPage } from './support/setup-demo';
import { eventually } from './support/wait';

/** What changed code leaves behind if it ever runs. */
const MARKER = '__changedScriptTagCodeRan';
const appended = (what: string) => `\n;globalThis.${MARKER} = ${JSON.stringify(what)};\n`;

/** Rewrites `file` (and drops its pre-compressed variants, which the remote's server would serve first). */
function rewrite(file: string, text: string): void {
  writeFileSync(file, text);
  for (const suffix of ['.br', '.gz']) rmSync(`${file}${suffix}`, { force: true });
}

const readRecord = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, SCRIPT_TAG_RECORD_FILE), 'utf8')) as ScriptTagRecord;
const releaseFolder = (dir: string, record: ScriptTagRecord) => path.join(dir, path.posix.dirname(record.src));

type Change = 'module' | 'chunks' | 'forged tag';

/** The CDN's change, made on the copy's files. */
function change(dir: string, what: Change): void {
  const record = readRecord(dir);
  const folder = releaseFolder(dir, record);
  const module = path.join(folder, SCRIPT_TAG_FILE);
  if (what === 'chunks') {
    const chunks = readdirSync(folder).filter((file) => file.endsWith('.mjs') && file !== SCRIPT_TAG_FILE);
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks)
      rewrite(path.join(folder, chunk), `${readFileSync(path.join(folder, chunk), 'utf8')}${appended('chunk')}`);
    return;
  }
  const changed = `${readFileSync(module, 'utf8')}${appended('module')}`;
  rewrite(module, changed);
  // The forged tag names the changed module with its own hash: only the record's signature can tell.
  if (what === 'forged tag')
    rewrite(
      path.join(dir, SCRIPT_TAG_RECORD_FILE),
      `${JSON.stringify({ ...record, integrity: sriOf(changed) }, null, 2)}\n`,
    );
}

/** Puts the built remote's script-tag files back in the copy (the release folder and the root's tag). */
function restore(dir: string): void {
  const record = readRecord(REMOTE_DIST);
  cpSync(releaseFolder(REMOTE_DIST, record), releaseFolder(dir, record), { recursive: true });
  for (const suffix of ['', '.br', '.gz'])
    cpSync(
      path.join(REMOTE_DIST, `${SCRIPT_TAG_RECORD_FILE}${suffix}`),
      path.join(dir, `${SCRIPT_TAG_RECORD_FILE}${suffix}`),
    );
}

// One remote copy, one demo server and one page server for every case (starting servers is what is slow); each
// case puts the built files back and makes its own change. The forged tag goes first: the demo server keeps a
// tag it accepted for a minute, and a refused one not at all.
describe('the script tag against a CDN that changes what it serves', () => {
  let browser: Browser | undefined;
  let copy: RemoteCopy | undefined;
  let host: RunningServer | undefined;
  let pages: Awaited<ReturnType<typeof startPageServer>> | undefined;
  /** The genuine tag, as a page pasted it before any change. */
  let genuine: ScriptTagRecord;

  beforeAll(async () => {
    copy = await serveRemoteCopy('remote-script-tag-');
    genuine = readRecord(copy.dir);
    pages = await startPageServer(copy.origin);
    host = await startHostServer(`${copy.origin}/mf-manifest.slim.json`);
    browser = await launchChromium();
  });
  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      await Promise.all([host?.stop(), pages?.close(), copy?.remote.close()]);
      if (copy) rmSync(copy.dir, { recursive: true, force: true });
    }
  });

  /** Loads the page, then asks for the lazy parts a visitor would (the full search bar), and waits for idle. */
  async function visit(url: string) {
    const tracked = await openTestPage(browser!, DESKTOP);
    await tracked.page.goto(url, { waitUntil: 'domcontentloaded' });
    await tracked.page.waitForLoadState('networkidle');
    const search = header(tracked.page).getByRole('combobox', { name: 'Search events' });
    if ((await search.count()) > 0) {
      await search.hover();
      await tracked.page.waitForLoadState('networkidle');
    }
    return tracked;
  }

  const ran = (tracked: Awaited<ReturnType<typeof visit>>) =>
    tracked.page.evaluate((name) => (globalThis as unknown as Record<string, unknown>)[name], MARKER);

  describe.each<Change>(['forged tag', 'module', 'chunks'])('changed: %s', (what) => {
    beforeAll(() => {
      restore(copy!.dir);
      change(copy!.dir, what);
    });

    it("the README's plain page, with the genuine tag pasted: the changed code never runs", async () => {
      pages!.serve(withRelease(readReadmeSnippet(), copy!.origin, genuine));
      const tracked = await visit(`${pages!.origin}/`);
      await eventually(() => tracked.consoleErrors.join('\n'), 'the browser refused a file').toMatch(/integrity/i);
      expect(await ran(tracked)).toBeUndefined();
    });

    it('/non-react/, its tag read by the demo server: the changed code never runs', async () => {
      const tracked = await visit(`${host!.origin}/non-react/`);
      if (what === 'forged tag') {
        // Refused on the server: no tag in the page, which says the header failed to load.
        await tracked.page.getByText(/^Header remote failed to load/).waitFor({ timeout: 15_000 });
        expect(await tracked.page.locator('script[data-global-header]').count()).toBe(0);
      } else {
        await eventually(() => tracked.consoleErrors.join('\n'), 'the browser refused a file').toMatch(/integrity/i);
      }
      expect(await ran(tracked)).toBeUndefined();
    });
  });
});
