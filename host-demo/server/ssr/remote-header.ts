/**
 * Server rendering of the federated header (issue 11): loads `globalHeader/Header` from the remote's
 * server build over HTTP at run time (Module Federation runtime in Node), keeps it, and renders it
 * with React's streaming renderer and styled-components' ServerStyleSheet.
 *
 * - The remote's server code is loaded once and kept; its server manifest is asked again every
 *   SERVER_MANIFEST_REVALIDATE_MS, and a changed manifest (a redeployed remote) loads the new code
 *   on a fresh federation instance, without a restart.
 * - No page waits on the remote longer than SERVER_RENDER_BUDGET_MS (load and render together):
 *   past it, or on any error, `render` says why and the page gets the static fallback header.
 *
 * React, react-dom and styled-components are handed to the remote from this process (shared
 * singletons), through `require` so the remote gets the same CommonJS instances the renderer and
 * the style sheet below use (one styled-components: the sheet sees the header's styles).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { PassThrough } from 'node:stream';
import type { ComponentType } from 'react';
import { SERVER_MANIFEST_REVALIDATE_MS, SERVER_RENDER_BUDGET_MS } from '../../../src/config';
import { getPreloadLinks, getServerBuildUrls, renderPreloadLinks, type BrowserManifest } from '../../../src/head';
import type { PinnedKey } from '../../../src/federation';
import { readPinnedPublicKeys, verifyServerBuild } from './verified-server-build';

const require = createRequire(import.meta.url);
type Runtime = typeof import('@module-federation/runtime');
// The CommonJS build of the runtime: its Node script loader runs the remote entry with `require`.
const { createInstance } = require('@module-federation/runtime') as Runtime;
const React = require('react') as typeof import('react');
const { renderToPipeableStream } = require('react-dom/server') as typeof import('react-dom/server');
const { ServerStyleSheet } = require('styled-components') as typeof import('styled-components');
const pkg = require('../../../package.json') as { dependencies: Record<string, string> };

export const REMOTE_NAME = 'globalHeader';

export type RenderResult =
  { ok: true; html: string; styles: string; ms: number } | { ok: false; reason: string; ms: number };

/** Shared packages this host gives the remote in the browser (host-demo/webpack.config.ts): no preload for their fallbacks. */
const PROVIDED_IN_BROWSER = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];

export interface RemoteHeaderOptions {
  /** The browser manifest URL hosts load (the server build is beside it, `server/`). */
  remoteUrl: string;
  budgetMs?: number;
  revalidateMs?: number;
  /** Public keys the server manifest must be signed with (issue 19); default readPinnedPublicKeys(). */
  publicKeys?: readonly PinnedKey[];
}

type HeaderComponent = ComponentType<Record<string, unknown>>;

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

export class RemoteHeader {
  readonly urls: { manifest: string; remoteEntry: string };
  private readonly budgetMs: number;
  private readonly revalidateMs: number;
  /** The header of the manifest version last loaded, or its load in progress. */
  private current: { version: string; header: Promise<HeaderComponent> } | null = null;
  private checkedAt = 0;
  private checking: Promise<void> | null = null;
  private instanceCount = 0;
  private readonly remoteUrl: string;
  private readonly publicKeys: readonly PinnedKey[];
  /** The preload links of the browser build, from its manifest read at the last revalidation. */
  private preload = '';

  constructor(options: RemoteHeaderOptions) {
    this.remoteUrl = options.remoteUrl;
    this.urls = getServerBuildUrls(options.remoteUrl);
    this.budgetMs = options.budgetMs ?? SERVER_RENDER_BUDGET_MS;
    this.revalidateMs = options.revalidateMs ?? SERVER_MANIFEST_REVALIDATE_MS;
    this.publicKeys = options.publicKeys ?? readPinnedPublicKeys();
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
        const response = await fetch(this.urls.manifest, { signal: AbortSignal.timeout(5_000) });
        if (!response.ok) throw new Error(`${this.urls.manifest} answered ${response.status}`);
        const manifestText = await response.text();
        const version = createHash('sha256').update(manifestText).digest('hex').slice(0, 16);
        this.checkedAt = Date.now();
        // Nothing of a new version runs before its signature and every file's hash check out (issue 19).
        if (this.current?.version !== version)
          this.current = {
            version,
            header: verifyServerBuild(this.urls.manifest, manifestText, this.publicKeys).then(() => this.load(version)),
          };
        // A failed load is tried again on the next page, not kept.
        this.current.header.catch(() => {
          if (this.current?.version === version) this.current = null;
        });
      } finally {
        this.checking = null;
      }
    })();
    return this.checking;
  }

  /** The browser build's manifest, for the page's preload links (issue 11); a failure keeps the last ones. */
  private async readBrowserManifest(): Promise<void> {
    try {
      const response = await fetch(this.remoteUrl, { signal: AbortSignal.timeout(5_000) });
      if (!response.ok) return;
      const manifest = (await response.json()) as BrowserManifest;
      this.preload = renderPreloadLinks(
        getPreloadLinks(manifest, this.remoteUrl, { expose: 'Header', providedByHost: PROVIDED_IN_BROWSER }),
      );
    } catch {
      // No preload links this time: the browser still loads everything, one round after another.
    }
  }

  /** `<link rel="preload">` tags for what the browser needs before the header is interactive. */
  preloadLinks(): string {
    return this.preload;
  }

  /** A fresh federation instance per remote version: nothing of the old version's code is reused. */
  private async load(version: string): Promise<HeaderComponent> {
    this.instanceCount += 1;
    // The runtime keeps a loaded container under the remote's global name, and the container's own
    // federation instance in a global list it would join again (then its runtime plugin, which loads
    // the chunks over HTTP, would not start): a new version must find neither.
    const globals = globalThis as { __FEDERATION__?: { __INSTANCES__?: { name?: string }[] } } & Record<
      string,
      unknown
    >;
    delete globals[REMOTE_NAME];
    const instances = globals.__FEDERATION__?.__INSTANCES__;
    if (instances) {
      for (let index = instances.length - 1; index >= 0; index -= 1) {
        if (instances[index]?.name === REMOTE_NAME) instances.splice(index, 1);
      }
    }
    const federation = createInstance({
      name: `hostDemoServer${this.instanceCount}`,
      remotes: [{ name: REMOTE_NAME, entry: `${this.urls.remoteEntry}?v=${version}` }],
      shared: {
        react: sharedLib('react', pkg.dependencies.react!),
        'react-dom': sharedLib('react-dom', pkg.dependencies['react-dom']!),
        'styled-components': sharedLib('styled-components', pkg.dependencies['styled-components']!),
      },
    });
    const module = await federation.loadRemote<{ default?: unknown }>(`${REMOTE_NAME}/Header`);
    if (typeof module?.default !== 'function') throw new Error(`${REMOTE_NAME}/Header has no component`);
    return module.default as HeaderComponent;
  }

  private async getHeader(): Promise<HeaderComponent> {
    const stale = Date.now() - this.checkedAt > this.revalidateMs;
    if (!this.current) await this.revalidate();
    else if (stale) void this.revalidate().catch(() => undefined); // the kept version serves meanwhile
    if (!this.current) throw new Error('the remote server build could not be loaded');
    return this.current.header;
  }

  /**
   * The header's HTML and its style tags for `props`, or why not, within the budget. `nonce`: the page's
   * Content-Security-Policy nonce, put on the style tags (and on any inline script React would stream).
   */
  async render(props: object, { nonce }: { nonce?: string } = {}): Promise<RenderResult> {
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
      const sheet = new ServerStyleSheet(nonce ? { nonce } : {});
      try {
        const html = await new Promise<string>((resolve, reject) => {
          let failed: unknown;
          const stream = renderToPipeableStream(
            sheet.collectStyles(React.createElement(Header, props as Record<string, unknown>)),
            {
              ...(nonce ? { nonce } : {}),
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
            },
          );
          abort = () => stream.abort();
        });
        return { html, styles: sheet.getStyleTags() };
      } finally {
        sheet.seal();
      }
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
}
