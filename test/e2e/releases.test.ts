/**
 * In Chromium and on the host server: a release record older than one accepted, an
 * expired one, and a manifest served under another role's name are refused (the fallback header and one
 * console line each); a page loaded on release N opens its lazy parts after release N+1 is published.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { headerPropsFor } from '../../host-demo/qa/server/header-props';
import { RemoteHeader, renderPageHeader } from '@global-header/host-kit/server';
import { currentRelease, publishRelease } from '../../scripts/build/release';
import { readRecord, signReleaseRecord, type RecordFields } from '../../scripts/build/release-record';
import { RELEASE_RECORD_EXPIRY_MS } from '../../src/config';
import type { ReleaseRecord } from '../../src/federation/manifest-trust';
import { DESKTOP, launchChromium } from './support/browser';
import { fullSearchBar, header, qaPanel, waitForRemoteHeader, gotoDemo } from './support/demo-page';
import { typeSanFranciscoInPicker } from './support/host-pages';
import { REMOTE_DIST } from './support/paths';
import { serveRemoteCopy, type RemoteCopy } from './support/remote-copy';
import { startHostServer, type RunningServer } from './support/servers';
import { openTestPage, setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

const SLIM = 'mf-manifest.slim.json';
const DEFAULT = 'mf-manifest.json';
const SERVER = 'server/mf-manifest.json';

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const recordIn = (dir: string, file: string): ReleaseRecord => readRecord(read(dir, `${file}.sig`))!;
const fieldsOf = ({ name, role, version, release }: ReleaseRecord): RecordFields => ({ name, role, version, release });
/** Signed a little over RELEASE_RECORD_EXPIRY_MS ago: expired a minute ago. */
const expiredSigning = () => new Date(Date.now() - RELEASE_RECORD_EXPIRY_MS - 60_000);

/** Answers a request with `body` instead, keeping the real answer's headers (CORS). */
const answerWith = (body: string) => async (route: Route) =>
  route.fulfill({ response: await route.fetch(), body, headers: { 'access-control-allow-origin': '*' } });

async function expectFallbackBanner(page: Page): Promise<void> {
  await qaPanel(page).getByRole('status').filter({ hasText: 'Header remote failed to load' }).waitFor();
  const nav = header(page).getByRole('navigation', { name: 'Main navigation' });
  await eventually(() => nav.getByRole('link', { name: 'Find Events' }).count()).toBe(1);
  // The fallback header, not the remote's: no search.
  expect(await header(page).getByRole('combobox').count()).toBe(0);
}

const refusals = (consoleErrors: string[]) =>
  consoleErrors.filter((line) => line.includes('refused the remote manifest'));

describe('release records in Chromium', () => {
  const demo = setupDemo();
  const slimManifest = /\/mf-manifest\.slim\.json$/;
  const slimRecord = /\/mf-manifest\.slim\.json\.sig$/;

  it('an older validly signed release is refused after a newer one was accepted, on the next load', async () => {
    const current = recordIn(REMOTE_DIST, SLIM);
    const newer = await signReleaseRecord(read(REMOTE_DIST, SLIM), {
      ...fieldsOf(current),
      version: current.version + 1,
    });
    await demo.withPage(
      '/',
      { beforeGoto: ({ page }) => page.route(slimRecord, answerWith(newer)) },
      async ({ page, consoleErrors }) => {
        // The newer record was accepted (the remote header is in); the CDN now serves the older one.
        expect(refusals(consoleErrors)).toEqual([]);
        await page.unroute(slimRecord);
        await page.reload({ waitUntil: 'domcontentloaded' });
        await expectFallbackBanner(page);
        expect(refusals(consoleErrors)).toHaveLength(1);
        expect(refusals(consoleErrors)[0]).toContain(
          `its release version ${current.version} is older than version ${current.version + 1}, already accepted or pinned (rollback)`,
        );
      },
    );
  });

  /** The console's refusals of the default manifest's record (`/hosts/runtime/` loads it), once one is there. */
  async function defaultManifestRefusal(consoleErrors: string[]): Promise<string> {
    const ofDefault = () =>
      refusals(consoleErrors).filter((line) => line.includes(`${new URL(DEFAULT, demo.manifestUrl).href}:`));
    await eventually(() => ofDefault().length).toBe(1);
    return ofDefault()[0]!;
  }

  /** A page under /hosts/ says how the load ended: it failed (the remote was refused), and no search is there. */
  async function expectHostsFallback(page: Page): Promise<void> {
    const outcome = page
      .getByText(/^Header (remote failed to load|remote loaded|remote arrived|mounted with mount\(\))/)
      .first();
    await outcome.waitFor({ timeout: 20_000 });
    expect(await outcome.textContent()).toMatch(/^Header remote failed to load/);
    expect(await header(page).getByRole('combobox', { name: 'Search events' }).count()).toBe(0);
  }

  it('N+1 accepted through the slim manifest on / refuses N through the default manifest on another page', async () => {
    const current = recordIn(REMOTE_DIST, SLIM);
    const newer = await signReleaseRecord(read(REMOTE_DIST, SLIM), {
      ...fieldsOf(current),
      version: current.version + 1,
    });
    await demo.withPage(
      '/',
      { beforeGoto: ({ page }) => page.route(slimRecord, answerWith(newer)) },
      async ({ page, consoleErrors }) => {
        expect(refusals(consoleErrors)).toEqual([]);
        // The runtime-only host under /hosts/ loads the default manifest, whose record is still release N.
        await page.goto(`${demo.host.origin}/hosts/runtime/`, { waitUntil: 'domcontentloaded' });
        expect(await defaultManifestRefusal(consoleErrors)).toContain(
          `its release version ${current.version} is older than version ${current.version + 1}, already accepted or pinned (rollback)`,
        );
        await expectHostsFallback(page);
      },
    );
  });

  it('a fresh browser is refused a release older than the one the demo was built against, on / and under /hosts/', async () => {
    const current = recordIn(REMOTE_DIST, SLIM);
    const older = (file: string) =>
      signReleaseRecord(read(REMOTE_DIST, file), {
        ...fieldsOf(recordIn(REMOTE_DIST, file)),
        version: current.version - 1,
      });
    const [olderSlim, olderDefault] = await Promise.all([older(SLIM), older(DEFAULT)]);
    await demo.withPage(
      '/',
      {
        waitForHeader: false,
        beforeGoto: async ({ page }) => {
          await page.route(slimRecord, answerWith(olderSlim));
          await page.route(/\/mf-manifest\.json\.sig$/, answerWith(olderDefault));
        },
      },
      async ({ page, consoleErrors }) => {
        // Nothing stored: only the pinned minimum (dist/remote's release, host-demo/server/pinned-release.ts) refuses it.
        await expectFallbackBanner(page);
        expect(refusals(consoleErrors)).toHaveLength(1);
        expect(refusals(consoleErrors)[0]).toContain(
          `its release version ${current.version - 1} is older than version ${current.version}, already accepted or pinned (rollback)`,
        );
        await page.goto(`${demo.host.origin}/hosts/runtime/`, { waitUntil: 'domcontentloaded' });
        expect(await defaultManifestRefusal(consoleErrors)).toContain(
          `its release version ${current.version - 1} is older than version ${current.version}`,
        );
        await expectHostsFallback(page);
      },
    );
  });

  it('an expired record is refused', async () => {
    const record = await signReleaseRecord(read(REMOTE_DIST, SLIM), {
      ...fieldsOf(recordIn(REMOTE_DIST, SLIM)),
      signedAt: expiredSigning(),
    });
    await demo.withPage(
      '/',
      { waitForHeader: false, beforeGoto: ({ page }) => page.route(slimRecord, answerWith(record)) },
      async ({ page, consoleErrors }) => {
        await expectFallbackBanner(page);
        expect(refusals(consoleErrors)).toHaveLength(1);
        expect(refusals(consoleErrors)[0]).toMatch(/its release record expired at .* \(a stale or frozen release\)/);
      },
    );
  });

  for (const [file, role] of [
    [DEFAULT, 'browser'],
    [SERVER, 'server'],
  ] as const) {
    it(`the ${role} manifest with its own valid record, served under the slim name, is refused`, async () => {
      await demo.withPage(
        '/',
        {
          waitForHeader: false,
          beforeGoto: async ({ page }) => {
            await page.route(slimManifest, answerWith(read(REMOTE_DIST, file)));
            await page.route(slimRecord, answerWith(read(REMOTE_DIST, `${file}.sig`)));
          },
        },
        async ({ page, consoleErrors }) => {
          await expectFallbackBanner(page);
          expect(refusals(consoleErrors)).toHaveLength(1);
          expect(refusals(consoleErrors)[0]).toContain(
            `its release record is for the ${role} manifest, not the browser-slim one (mix and match)`,
          );
        },
      );
    });
  }
});

describe('release records on the host server', () => {
  let copy: RemoteCopy;
  /** The root's files as released, put back before each test. */
  const original = new Map<string, string>();
  /** What the current test's RemoteHeader said on the console (each header its own: an earlier one may still be busy). */
  let lines: string[] = [];

  /** Writes a root file of the copy (the pre-compressed variants go: they would answer first). */
  const writeRoot = (file: string, text: string) => {
    writeFileSync(path.join(copy.dir, file), text);
    rmSync(path.join(copy.dir, `${file}.br`), { force: true });
    rmSync(path.join(copy.dir, `${file}.gz`), { force: true });
  };
  /** A host server's RemoteHeader (revalidating on every page view); `lines` is now what it says. */
  const newHeader = (now?: () => number) => {
    const said: string[] = [];
    lines = said;
    return new RemoteHeader({
      manifestUrl: `${copy.origin}/${SLIM}`,
      budgetMs: 10_000,
      revalidateMs: 0,
      report: (line) => said.push(line),
      ...(now ? { now } : {}),
    });
  };
  /** The host's page header for `/`, as the host server renders it. */
  const pageHeader = (remoteHeader: RemoteHeader) =>
    renderPageHeader(
      remoteHeader,
      headerPropsFor({
        origin: 'http://127.0.0.1',
        pathname: '/',
        search: '',
        href: 'http://127.0.0.1/',
        adminServerUrl: 'http://localhost',
      }),
    );

  beforeAll(async () => {
    copy = await serveRemoteCopy('remote-releases-');
    for (const file of [SLIM, DEFAULT, SERVER])
      for (const name of [file, `${file}.sig`]) original.set(name, read(copy.dir, name));
  });
  afterAll(async () => {
    await copy?.remote.close();
    if (copy) rmSync(copy.dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    for (const [file, text] of original) writeRoot(file, text);
  });

  /**
   * Page views until one gets the fallback header (the view that notices a change may still be served by
   * the kept build), then two more: each gives the fallback, and the console got one line, naming `reason`.
   */
  async function expectRefused(remoteHeader: RemoteHeader, reason: string, alsoSaid: string[] = []) {
    await expect.poll(async () => (await pageHeader(remoteHeader)).result.ok).toBe(false);
    for (let view = 0; view < 2; view += 1) {
      const page = await pageHeader(remoteHeader);
      expect(page.result.ok || page.result.reason).toContain(reason);
      expect(page.body).toMatch(/data-server-header="fallback"[^>]*><header class="fallback-header"/);
    }
    // The browser manifest is read beside the server manifest, not awaited by the page view: poll for its line.
    await expect
      .poll(() => [...lines].sort(), { timeout: 5000 })
      .toEqual(
        [
          `[global-header] server rendering of the header is off: server manifest refused: ${reason}`,
          ...alsoSaid,
        ].sort(),
      );
  }

  it('an older validly signed server release is refused after a newer one was accepted', async () => {
    // Release N+1's records (a release signs its three manifests' at one version), then N's again.
    const older = recordIn(copy.dir, SERVER);
    for (const file of [SERVER, SLIM])
      writeRoot(
        `${file}.sig`,
        await signReleaseRecord(read(copy.dir, file), {
          ...fieldsOf(recordIn(copy.dir, file)),
          version: older.version + 1,
        }),
      );
    const remoteHeader = newHeader();
    const accepted = await pageHeader(remoteHeader);
    expect(accepted.result.ok).toBe(true);
    expect(accepted.body).toContain('data-server-header="header"');
    for (const file of [SERVER, SLIM]) writeRoot(`${file}.sig`, original.get(`${file}.sig`)!);
    const reason = `its release version ${older.version} is older than version ${older.version + 1}, already accepted or pinned (rollback)`;
    await expectRefused(remoteHeader, reason, [
      `[global-header] no preload links from the browser manifest ${copy.origin}/${SLIM}: ${reason}`,
    ]);
  });

  it('an expired server record is refused', async () => {
    const signedAt = expiredSigning();
    writeRoot(
      `${SERVER}.sig`,
      await signReleaseRecord(read(copy.dir, SERVER), { ...fieldsOf(recordIn(copy.dir, SERVER)), signedAt }),
    );
    const expires = new Date(signedAt.getTime() + RELEASE_RECORD_EXPIRY_MS).toISOString();
    await expectRefused(newHeader(), `its release record expired at ${expires} (a stale or frozen release)`);
  });

  for (const withheld of [`${SERVER}.sig`, SERVER]) {
    it(`with ${withheld} withheld (404), the kept server build renders until its record expires, then never`, async () => {
      let clock = Date.now();
      const remoteHeader = newHeader(() => clock);
      expect((await pageHeader(remoteHeader)).result.ok).toBe(true);
      const { expires } = recordIn(copy.dir, SERVER);
      for (const file of [withheld, `${withheld}.br`, `${withheld}.gz`])
        rmSync(path.join(copy.dir, file), { force: true });
      // A day before the expiry: the CDN's 404 keeps the build it has, as when the CDN is down.
      clock = Date.parse(expires) - 24 * 60 * 60 * 1000;
      const before = await pageHeader(remoteHeader);
      expect(before.result.ok || before.result.reason).toBe(true);
      expect(before.body).toContain('data-server-header="header"');
      // Past it (and a year on), with nothing from the CDN: the fallback header, said once.
      const reason = `server manifest refused: its release record expired at ${expires} (a stale or frozen release)`;
      clock = Date.parse(expires) + 1;
      const after = await pageHeader(remoteHeader);
      expect(after.result.ok || after.result.reason).toBe(reason);
      expect(after.body).toMatch(/data-server-header="fallback"[^>]*><header class="fallback-header"/);
      // Days on, the build is not loaded again (the CDN still withholds it): the fallback each time.
      for (const days of [8, 30, 365, 400]) {
        clock = Date.parse(expires) + days * 24 * 60 * 60 * 1000;
        const page = await pageHeader(remoteHeader);
        expect(page.result.ok, `${days} days on`).toBe(false);
        expect(page.body).toMatch(/data-server-header="fallback"[^>]*><header class="fallback-header"/);
      }
      const said = `[global-header] server rendering of the header is off: ${reason}`;
      expect(lines.filter((line) => line === said)).toEqual([said]);
    });
  }

  it('a record renewed while the build serves moves its expiry on: withheld after that, it renders until the renewed one expires', async () => {
    let clock = Date.now();
    const remoteHeader = newHeader(() => clock);
    expect((await pageHeader(remoteHeader)).result.ok).toBe(true);
    const first = recordIn(copy.dir, SERVER);
    // Six days on, the daily job renews the record (a higher version, a new expiry); the host re-checks it.
    clock = Date.parse(first.signedAt) + 6 * 24 * 60 * 60 * 1000;
    const renewed = await signReleaseRecord(read(copy.dir, SERVER), {
      ...fieldsOf(first),
      version: first.version + 1,
      signedAt: new Date(clock),
    });
    writeRoot(`${SERVER}.sig`, renewed);
    // A page view re-checks in the background; warmUp waits for that check.
    expect((await pageHeader(remoteHeader)).result.ok).toBe(true);
    await remoteHeader.warmUp();
    rmSync(path.join(copy.dir, `${SERVER}.sig`));
    clock = Date.parse(first.expires) + 60 * 60 * 1000;
    expect((await pageHeader(remoteHeader)).result.ok).toBe(true);
    clock = Date.parse(readRecord(renewed)!.expires) + 1;
    expect((await pageHeader(remoteHeader)).result.ok).toBe(false);
  });

  it('the browser manifest with its valid record at the server URL is refused', async () => {
    // Its remote entry lies one folder up from server/: point it at the release's browser entry, re-signed, so only the role is wrong.
    writeRoot(SERVER, original.get(DEFAULT)!.replaceAll('"releases/', '"../releases/'));
    writeRoot(`${SERVER}.sig`, await signReleaseRecord(read(copy.dir, SERVER), fieldsOf(recordIn(copy.dir, DEFAULT))));
    await expectRefused(
      newHeader(),
      'its release record is for the browser manifest, not the server one (mix and match)',
    );
  });

  it('the default or the server manifest served under the slim name gives no preload link, said once', async () => {
    for (const [file, role] of [
      [DEFAULT, 'browser'],
      [SERVER, 'server'],
    ] as const) {
      writeRoot(SLIM, original.get(file)!);
      writeRoot(`${SLIM}.sig`, original.get(`${file}.sig`)!);
      const remoteHeader = newHeader();
      for (let view = 0; view < 2; view += 1) {
        const page = await pageHeader(remoteHeader);
        expect(page.result.ok, role).toBe(true);
        expect(page.head, role).not.toContain('rel="preload"');
      }
      expect(lines).toEqual([
        `[global-header] no preload links from the browser manifest ${copy.origin}/${SLIM}: its release record is for the ${role} manifest, not the browser-slim one (mix and match)`,
      ]);
    }
  });
});

describe('skew protection', () => {
  let copy: RemoteCopy;
  let host: RunningServer;
  const browser = { current: undefined as Awaited<ReturnType<typeof launchChromium>> | undefined };

  beforeAll(async () => {
    copy = await serveRemoteCopy('remote-skew-');
    host = await startHostServer(`${copy.origin}/${SLIM}`);
    browser.current = await launchChromium();
  });
  afterAll(async () => {
    await browser.current?.close();
    await Promise.all([host?.stop(), copy?.remote.close()]);
    if (copy) rmSync(copy.dir, { recursive: true, force: true });
  });

  it('a page loaded on release N opens the search, the picker and a menu after release N+1 is published', async () => {
    const releaseN = currentRelease(copy.dir)!;
    const { page, pageErrors } = await openTestPage(browser.current!, DESKTOP);
    const remoteFiles: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(copy.origin)) remoteFiles.push({ url: response.url(), status: response.status() });
    });
    await gotoDemo(page, host.origin, '/');
    await waitForRemoteHeader(page);

    // Release N+1 goes live: a new folder, the root's manifests and records point there.
    const build = mkdtempSync(path.join(tmpdir(), 'remote-next-build-'));
    cpSync(path.join(copy.dir, 'releases', releaseN), build, { recursive: true });
    const releaseNext = await publishRelease(build, { remoteDir: copy.dir });
    rmSync(build, { recursive: true, force: true });
    expect(Number(releaseNext)).toBeGreaterThan(Number(releaseN));
    expect(JSON.parse(read(copy.dir, SLIM)).metaData.remoteEntry.path).toBe(`releases/${releaseNext}`);
    const loadedBefore = remoteFiles.length;

    // A menu.
    await header(page).getByRole('button', { name: 'Help Center', exact: true }).click();
    await header(page).getByRole('menu', { name: 'Help Center' }).waitFor();
    await page.keyboard.press('Escape');
    // The search: the full bar and its suggestions.
    const search = await fullSearchBar(page);
    await search.click();
    await page.keyboard.type('jazz');
    await header(page).getByRole('listbox').getByRole('option').first().waitFor();
    await page.keyboard.press('Escape');
    // The picker: its full part and a suggestion.
    await typeSanFranciscoInPicker(page);

    const lazy = remoteFiles.slice(loadedBefore).filter(({ url }) => url.endsWith('.js'));
    expect(lazy.length).toBeGreaterThan(0);
    for (const { url, status } of lazy) {
      expect(new URL(url).pathname, url).toMatch(new RegExp(`^/releases/${releaseN}/`));
      expect(status, url).toBe(200);
    }
    expect(pageErrors.map(String)).toEqual([]);
  });
});
