/**
 * Server rendering of the federated header: loads `globalHeader/Header` from the remote's
 * server build over HTTP at run time (Module Federation runtime in Node), keeps it, and renders it
 * with React's streaming renderer and styled-components' ServerStyleSheet.
 *
 * - The remote's server code is loaded once and kept; its server manifest is asked again every
 *   SERVER_MANIFEST_REVALIDATE_MS, and a changed manifest (a redeployed remote) loads the new code
 *   on a fresh federation instance, without a restart.
 * - No page waits on the remote longer than SERVER_RENDER_BUDGET_MS (load and render together):
 *   past it, or on any error, `render` says why and the page gets the static fallback header.
 * - Every fetch of the server build ends within SERVER_BUILD_FETCH_TIMEOUT_MS, and a refused or failed
 *   load is remembered for SERVER_BUILD_RETRY_MS: page views meanwhile get the fallback at once and
 *   download nothing; the first one after it tries again.
 * - The page's preload links come only from a browser manifest whose signature checked out, and only
 *   to the manifest's own origin.
 * - Every manifest's release record must name the remote, the manifest's role (`server` for the server
 *   build, the browser manifest's by its file name), be unexpired and of a version no lower than the
 *   highest this process accepted for the remote through any manifest, or `minimumVersion`, so a
 *   replayed older release cannot roll it back (docs/releases.md). A refusal gives the fallback header
 *   (or no preload links) and one line on the console.
 * - The kept build renders only until its accepted record expires (a renewed record moves that on): a CDN
 *   that withholds the record or the manifest cannot keep it rendering past that (docs/releases.md).
 *
 * React, react-dom and styled-components are handed to the remote from this process (shared
 * singletons), through `require` so the remote gets the same CommonJS instances the renderer and
 * the style sheet below use (one styled-components: the sheet sees the header's styles).
 */
import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type * as HeaderModule from 'globalHeader/Header';
import {
  LOG_PREFIX,
  RELEASE_MINIMUM_VERSION,
  SERVER_BUILD_FETCH_TIMEOUT_MS,
  SERVER_BUILD_RETRY_MS,
  SERVER_MANIFEST_REVALIDATE_MS,
  SERVER_RENDER_BUDGET_MS,
} from '../../../../src/config';
import {
  getPreloadLinks,
  getServerBuildUrls,
  renderPreloadLinks,
  type BrowserManifest,
  type PreloadLink,
} from '../../../../src/head';
import {
  SIGNATURE_SUFFIX,
  checkRelease,
  roleOfManifestUrl,
  toMinimumVersion,
  type PinnedKey,
  type ReleaseExpectation,
  type ReleaseRecord,
  type ReleaseRole,
} from '../../../../src/federation';
import { catalogueKeyOf } from '../../../../src/i18n';
import type { HeaderProps } from 'globalHeader/Header';
import { BUILT_IN_PUBLIC_KEYS } from '../built-in-keys';
import type { HeaderPreloadLink } from '../server-header';
import { manifestUrlOf, type ManifestUrlOption } from './manifest-url';
import { verifyServerBuild } from './verified-server-build';
import { nodeRequire } from './node-require';

const require = nodeRequire(import.meta.url);
type Runtime = typeof import('@module-federation/runtime');
// The CommonJS build of the runtime: its Node script loader runs the remote entry with `require`.
const { createInstance } = require('@module-federation/runtime') as Runtime;
const React = require('react') as typeof import('react');
const { renderToPipeableStream } = require('react-dom/server') as typeof import('react-dom/server');
const { ServerStyleSheet } = require('styled-components') as typeof import('styled-components');
/** The version of a package this process runs (each of react, react-dom and styled-components publishes its package.json). */
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

export const REMOTE_NAME = 'globalHeader';

export type RenderResult =
  { ok: true; html: string; styles: string; ms: number } | { ok: false; reason: string; ms: number };

/** Shared packages a React host gives the remote in the browser (the default of `providedInBrowser`): no preload for their fallbacks. */
const PROVIDED_IN_BROWSER = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

/** Where the remote is (`manifestUrl`; the server build is beside it, `server/`), and how to load it. */
export type RemoteHeaderOptions = ManifestUrlOption & RemoteHeaderSettings;

interface RemoteHeaderSettings {
  budgetMs?: number;
  revalidateMs?: number;
  /** Public keys the manifests must be signed with; default: the kit's built-in keys. */
  publicKeys?: readonly PinnedKey[];
  /** Default SERVER_BUILD_FETCH_TIMEOUT_MS. */
  fetchTimeoutMs?: number;
  /** Default SERVER_BUILD_RETRY_MS. */
  retryMs?: number;
  /** The clock the back-off, revalidation and record expiry read (default Date.now; tests move their own). */
  now?: () => number;
  /** The lowest release version accepted (default RELEASE_MINIMUM_VERSION): pin one above a bad release. */
  minimumVersion?: number;
  /** Told once per distinct refusal (default `console.error`). */
  report?: (message: string) => void;
  /** The packages the host's pages lend the remote in the browser: no preload link for the remote's copies (default: React's). */
  providedInBrowser?: readonly string[];
}

/** `./Header`'s component, typed by the remote's own module (tsconfig.json `paths`, a host's @mf-types). */
type HeaderComponent = typeof HeaderModule.default;

function sharedLib(name: string, version: string) {
  const major = version.split('.')[0];
  return {
    version,
    lib: () => require(name) as object,
    shareConfig: { singleton: true, requiredVersion: `^${major}.0.0` },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error)
    return (error.message.split('\n')[0] ?? error.name).replace(/^\[ Federation Runtime \]:?\s*/, '');
  return String(error);
}

class BudgetExceeded extends Error {}

/** How many renders (of distinct props) a RemoteHeader keeps per release. */
const RENDER_CACHE_SIZE = 64;
/**
 * What a cached render holds where the page's nonce goes: random per process, so no prop a visitor sends can
 * spell it, and swapped for each response's own nonce.
 */
const NONCE_PLACEHOLDER = `gh-nonce-${createHash('sha256')
  .update(String(Math.random()) + String(Date.now()))
  .digest('hex')
  .slice(0, 24)}`;

/** A preload link as React's `<link>` props: `rel` said, the attributes only when they are set. */
export function toLinkDescriptor({ href, as, crossOrigin, integrity }: PreloadLink): HeaderPreloadLink {
  return {
    rel: 'preload',
    href,
    as,
    ...(crossOrigin === undefined ? {} : { crossOrigin }),
    ...(integrity === undefined ? {} : { integrity }),
  };
}

/** An aborted fetch said as what it was: the file did not arrive in time. */
function timedOut(error: unknown, url: string, ms: number): unknown {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    ? new Error(`${url} did not arrive within ${ms} ms (timed out)`)
    : error;
}

export class RemoteHeader {
  readonly urls: { manifest: string; remoteEntry: string };
  private readonly budgetMs: number;
  private readonly revalidateMs: number;
  /**
   * The header of the manifest version last loaded, or its load in progress, and when its accepted release
   * record expires (ms since the epoch; set once the record checked out, moved on by a renewed record).
   */
  private current: { version: string; header: Promise<HeaderComponent>; expires?: number } | null = null;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;
  private instanceCount = 0;
  /** The federation instance of the version loaded last. */
  private federation: object | undefined;
  private readonly manifestUrl: string;
  private readonly publicKeys: readonly PinnedKey[];
  /** The preload links of the browser build, from its verified manifest read at the last revalidation. */
  private preload: readonly PreloadLink[] = [];
  /** That manifest's links per locale (each adds its catalogue's chunk), made on first use. */
  private preloadFor: (locale: string) => readonly PreloadLink[] = () => [];
  private readonly fetchTimeoutMs: number;
  private readonly retryMs: number;
  private readonly now: () => number;
  /** The last refused or failed load, kept for retryMs: page views meanwhile are told at once. */
  private failure: { at: number; error: unknown } | null = null;
  private readonly minimumVersion: number;
  /** The highest release version accepted for the remote, one line whatever manifest brought it (server or browser). */
  private accepted = 0;
  private readonly reported = new Set<string>();
  private readonly reportTo: (message: string) => void;
  private readonly providedInBrowser: readonly string[];
  /**
   * Finished renders of the kept release by their props (as JSON), newest last: a page view with props rendered
   * before (an anonymous visitor on a page others saw, in a place others are in) costs a lookup, not a render.
   * Keyed per component, so a new release starts empty.
   */
  private readonly renders = new WeakMap<HeaderComponent, Map<string, { html: string; styles: string }>>();

  constructor(options: RemoteHeaderOptions) {
    this.manifestUrl = manifestUrlOf(options, 'RemoteHeader');
    this.urls = getServerBuildUrls(this.manifestUrl);
    this.budgetMs = options.budgetMs ?? SERVER_RENDER_BUDGET_MS;
    this.revalidateMs = options.revalidateMs ?? SERVER_MANIFEST_REVALIDATE_MS;
    this.publicKeys = options.publicKeys ?? BUILT_IN_PUBLIC_KEYS;
    this.fetchTimeoutMs = options.fetchTimeoutMs ?? SERVER_BUILD_FETCH_TIMEOUT_MS;
    this.retryMs = options.retryMs ?? SERVER_BUILD_RETRY_MS;
    this.now = options.now ?? Date.now;
    this.minimumVersion = toMinimumVersion(options.minimumVersion, RELEASE_MINIMUM_VERSION);
    this.reportTo = options.report ?? ((message) => console.error(message));
    this.providedInBrowser = options.providedInBrowser ?? PROVIDED_IN_BROWSER;
  }

  /** A refused or failed load of the build: page views within retryMs are told at once, the console once. */
  private remember(error: unknown): void {
    this.failure = { at: this.now(), error };
    this.report(`${LOG_PREFIX} server rendering of the header is off: ${describe(error)}`);
  }

  private report(message: string): void {
    if (this.reported.has(message)) return;
    this.reported.add(message);
    this.reportTo(message);
  }

  /** What a record of `role` must be now: this remote, unexpired, no older than what was accepted or pinned. */
  private expect(role: ReleaseRole): ReleaseExpectation {
    const minimumVersion = Math.max(this.minimumVersion, this.accepted);
    return { name: REMOTE_NAME, role, minimumVersion, now: this.now() };
  }

  private accept(record: ReleaseRecord): void {
    this.accepted = Math.max(this.accepted, record.version);
  }

  /**
   * Whether the kept build's accepted record has expired by this process's clock: then it is dropped and the page
   * gets the fallback. Checked at every page view, so a CDN that withholds the record or the manifest (a 404, a
   * timeout: the kept build would otherwise serve on) cannot keep it rendering past its expiry.
   */
  private dropIfExpired(): Error | undefined {
    const expires = this.current?.expires;
    if (expires === undefined || this.now() < expires) return undefined;
    this.current = null;
    const error = new Error(
      `server manifest refused: its release record expired at ${new Date(expires).toISOString()} (a stale or frozen release)`,
    );
    this.remember(error);
    return error;
  }

  /** The same server manifest as loaded: its (perhaps renewed) record must still hold, else the build is dropped. */
  private async recheck(manifestText: string): Promise<void> {
    let signature: string;
    try {
      const response = await fetch(`${this.urls.manifest}${SIGNATURE_SUFFIX}`, {
        signal: AbortSignal.timeout(this.fetchTimeoutMs),
      });
      // Unreachable now: the kept build serves, as when the manifest is, until its record expires (dropIfExpired).
      if (!response.ok) return;
      signature = await response.text();
    } catch {
      return;
    }
    const bytes = new TextEncoder().encode(manifestText).buffer as ArrayBuffer;
    const check = await checkRelease(bytes, signature, this.publicKeys, this.expect('server'));
    if (check.ok) {
      // A renewed record (a higher version, a later expiry) keeps the build rendering past the first record's expiry.
      if (this.current) this.current.expires = Math.max(this.current.expires ?? 0, Date.parse(check.record.expires));
      return this.accept(check.record);
    }
    this.current = null;
    this.remember(new Error(`server manifest refused: ${check.reason}`));
  }

  /** Starts loading at once (server start), so the first page does not pay for it. Never throws. */
  warmUp(): Promise<void> {
    // A refused or failed load is reported by the page that renders next, never as an unhandled rejection.
    return this.revalidate()
      .then(() => this.current?.header)
      .then(
        () => undefined,
        () => undefined,
      );
  }

  /** Asks the server manifest whether the remote changed; loads the new version if it did. */
  private revalidate(): Promise<void> {
    if (this.checking) return this.checking;
    this.checking = (async () => {
      try {
        void this.readBrowserManifest();
        let manifestText: string;
        try {
          const response = await fetch(this.urls.manifest, { signal: AbortSignal.timeout(this.fetchTimeoutMs) });
          if (!response.ok) throw new Error(`${this.urls.manifest} answered ${response.status}`);
          manifestText = await response.text();
        } catch (error) {
          // Not remembered: a page view that asks again costs one small file, not the build.
          throw timedOut(error, this.urls.manifest, this.fetchTimeoutMs);
        }
        const version = createHash('sha256').update(manifestText).digest('hex').slice(0, 16);
        this.checkedAt = this.now();
        if (this.current?.version === version) return await this.recheck(manifestText);
        // Nothing of a new version runs before its release record and every file's hash check out.
        const loading: NonNullable<typeof this.current> = {
          version,
          header: verifyServerBuild(
            this.urls.manifest,
            manifestText,
            this.publicKeys,
            this.expect('server'),
            this.fetchTimeoutMs,
          ).then(({ remoteEntry, record }) => {
            this.accept(record);
            loading.expires = Date.parse(record.expires);
            return this.load(version, remoteEntry);
          }),
        };
        this.current = loading;
        // A failed load is remembered for retryMs, then tried again by the next page.
        this.current.header.catch((error: unknown) => {
          if (this.current?.version !== version) return;
          this.current = null;
          this.remember(error);
        });
      } finally {
        this.checking = null;
      }
    })();
    return this.checking;
  }

  /**
   * The browser build's manifest, for the page's preload links. Only a manifest whose signature
   * checks out against the pinned keys gives links, and only to its own origin; a refused one
   * takes the links away. A failed fetch keeps the last verified ones.
   */
  private async readBrowserManifest(): Promise<void> {
    let bytes: ArrayBuffer;
    let signature: string;
    try {
      const signal = AbortSignal.timeout(this.fetchTimeoutMs);
      const [response, signatureResponse] = await Promise.all([
        fetch(this.manifestUrl, { signal }),
        fetch(`${this.manifestUrl.replace(/[?#].*$/, '')}${SIGNATURE_SUFFIX}`, { signal }),
      ]);
      if (!response.ok) return;
      bytes = await response.arrayBuffer();
      signature = signatureResponse.ok ? await signatureResponse.text() : '';
    } catch {
      // No new links this time: the browser still loads everything, one round after another.
      return;
    }
    try {
      const role = roleOfManifestUrl(this.manifestUrl);
      if (!role) throw new Error('no role is known for its file name');
      const check = await checkRelease(bytes, signature, this.publicKeys, this.expect(role));
      if (!check.ok) throw new Error(check.reason);
      this.accept(check.record);
      const manifest = JSON.parse(new TextDecoder().decode(bytes)) as BrowserManifest;
      const origin = new URL(this.manifestUrl).origin;
      const linksFor = (locale?: string) =>
        getPreloadLinks(manifest, this.manifestUrl, {
          expose: 'Header',
          providedByHost: [...this.providedInBrowser],
          ...(locale === undefined ? {} : { locale }),
        }).filter((link) => new URL(link.href).origin === origin);
      this.preload = linksFor();
      // By catalogue, not by locale: a handful of entries whatever locales the pages ask for.
      const byCatalogue = new Map<string, readonly PreloadLink[]>();
      this.preloadFor = (locale) => {
        const catalogue = catalogueKeyOf(locale);
        let links = byCatalogue.get(catalogue);
        if (links === undefined) byCatalogue.set(catalogue, (links = linksFor(locale)));
        return links;
      };
    } catch (error) {
      // Refused (unsigned, forged, another role, expired, older, or not a manifest): no preload link from it.
      this.preload = [];
      this.preloadFor = () => [];
      this.report(`${LOG_PREFIX} no preload links from the browser manifest ${this.manifestUrl}: ${describe(error)}`);
    }
  }

  /**
   * `<link rel="preload">` tags for what the browser needs before the header is interactive; with the
   * page's locale, its catalogue too (none for English), so it arrives beside the first-render chunk.
   */
  preloadLinks(locale?: string): string {
    return renderPreloadLinks(this.preloadLinksFor(locale));
  }

  /**
   * The same links as data, for a React `<head>` (`<link {...link} />`), a framework's `links` export or
   * `ReactDOM.preload`: `{ rel: 'preload', href, as, crossOrigin?, integrity? }` each, none while no signed manifest
   * checked out.
   */
  preloadLinkDescriptors(locale?: string): HeaderPreloadLink[] {
    return this.preloadLinksFor(locale).map(toLinkDescriptor);
  }

  private preloadLinksFor(locale: string | undefined): readonly PreloadLink[] {
    return locale === undefined ? this.preload : this.preloadFor(locale);
  }

  /** A fresh federation instance per remote version: nothing of the old version's code is reused. */
  private async load(version: string, remoteEntry: string): Promise<HeaderComponent> {
    this.instanceCount += 1;
    // The runtime keeps a loaded container under the remote's global name, and the container's own
    // federation instance in a global list it would join again (then its runtime plugin, which loads
    // the chunks over HTTP, would not start): a new version must find neither. Nor this server's previous
    // instance: the Node runtime plugin resolves chunks from the first instance that loaded the remote,
    // which would be the previous release's folder (each release has its own).
    const globals = globalThis as { __FEDERATION__?: { __INSTANCES__?: { name?: string }[] } } & Record<
      string,
      unknown
    >;
    delete globals[REMOTE_NAME];
    const instances = globals.__FEDERATION__?.__INSTANCES__;
    if (instances) {
      for (let index = instances.length - 1; index >= 0; index -= 1) {
        const instance = instances[index];
        if (instance?.name === REMOTE_NAME || instance === this.federation) instances.splice(index, 1);
      }
    }
    const federation = (this.federation = createInstance({
      name: `hostDemoServer${this.instanceCount}`,
      remotes: [{ name: REMOTE_NAME, entry: `${remoteEntry}?v=${version}` }],
      shared: {
        react: sharedLib('react', versionOf('react')),
        'react-dom': sharedLib('react-dom', versionOf('react-dom')),
        'styled-components': sharedLib('styled-components', versionOf('styled-components')),
      },
    }));
    const module = await federation.loadRemote<typeof HeaderModule>(`${REMOTE_NAME}/Header`);
    if (typeof module?.default !== 'function') throw new Error(`${REMOTE_NAME}/Header has no component`);
    return module.default;
  }

  private async getHeader(): Promise<HeaderComponent> {
    const expired = this.dropIfExpired();
    if (expired) throw expired;
    const stale = this.now() - this.checkedAt > this.revalidateMs;
    if (!this.current) {
      // Refused or failed a moment ago: this page is not the one to download the build again.
      if (this.failure && this.now() - this.failure.at < this.retryMs) throw this.failure.error;
      await this.revalidate();
    } else if (stale) void this.revalidate().catch(() => undefined); // the kept version serves meanwhile
    if (!this.current) throw new Error('the remote server build could not be loaded');
    const { header } = this.current;
    const Header = await header;
    // The record's expiry is known once the load checked it: a build whose record is past it never renders.
    const expiredMeanwhile = this.current?.header === header ? this.dropIfExpired() : undefined;
    if (expiredMeanwhile) throw expiredMeanwhile;
    return Header;
  }

  /**
   * The header's HTML and its style tags for `props`, or why not, within the budget. `nonce`: the page's
   * Content-Security-Policy nonce, put on the style tags (and on any inline script React would stream).
   */
  async render(props: HeaderProps, { nonce }: { nonce?: string } = {}): Promise<RenderResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    let abort: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const budget = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        abort?.();
        reject(new BudgetExceeded(`no server render within ${this.budgetMs} ms`));
      }, this.budgetMs);
    });
    const work = (async () => {
      const Header = await this.getHeader();
      // The header is a function of its props for one release: the same props give the same markup. Functions
      // are not JSON, so props that carry one are rendered each time.
      const key = cacheKeyOf(props);
      let cache = this.renders.get(Header);
      if (!cache) this.renders.set(Header, (cache = new Map()));
      const cached = key === undefined ? undefined : cache.get(key);
      if (key !== undefined && cached) {
        cache.delete(key);
        cache.set(key, cached);
      }
      const rendered = cached ?? (await this.renderOnce(Header, props, (stop) => (abort = stop)));
      if (key !== undefined && !cached) {
        cache.set(key, rendered);
        if (cache.size > RENDER_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      // The page's nonce, or no nonce attribute at all without one.
      const withNonce = (text: string) =>
        text
          .replaceAll(` nonce="${NONCE_PLACEHOLDER}"`, nonce ? ` nonce="${escapeNonce(nonce)}"` : '')
          .replaceAll(NONCE_PLACEHOLDER, nonce ? escapeNonce(nonce) : '');
      return { html: withNonce(rendered.html), styles: withNonce(rendered.styles) };
    })();
    try {
      const { html, styles } = await Promise.race([work, budget]);
      return { ok: true, html, styles, ms: elapsed() };
    } catch (error) {
      work.catch(() => undefined);
      return { ok: false, reason: describe(error), ms: elapsed() };
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * One render of the header, its nonce written as NONCE_PLACEHOLDER (render swaps in each page's own);
   * `onAbort` is given the way to stop it when the budget runs out.
   */
  private async renderOnce(
    Header: HeaderComponent,
    props: HeaderProps,
    onAbort: (abort: () => void) => void,
  ): Promise<{ html: string; styles: string }> {
    const sheet = new ServerStyleSheet({ nonce: NONCE_PLACEHOLDER });
    try {
      const html = await new Promise<string>((resolve, reject) => {
        let failed: unknown;
        const stream = renderToPipeableStream(sheet.collectStyles(React.createElement(Header, props)), {
          nonce: NONCE_PLACEHOLDER,
          // Everything, lazy parts included, so the page is whole without JavaScript.
          onAllReady() {
            if (failed) return;
            const sink = new PassThrough();
            let out = '';
            sink.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
            sink.on('end', () => resolve(out));
            stream.pipe(sink);
          },
          onShellError: reject,
          onError(error) {
            failed = error;
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        });
        onAbort(() => stream.abort());
      });
      return { html, styles: sheet.getStyleTags() };
    } finally {
      sheet.seal();
    }
  }
}

/** The props as a cache key: their JSON, or undefined when they carry what JSON cannot say (a function). */
function cacheKeyOf(props: HeaderProps): string | undefined {
  let plain = true;
  const key = JSON.stringify(props, (_name, value: unknown) => {
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') plain = false;
    return value;
  });
  return plain ? key : undefined;
}

/** A nonce as an attribute value (a host's nonce is base64, but nothing here assumes it). */
function escapeNonce(nonce: string): string {
  return nonce.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
