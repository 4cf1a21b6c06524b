/**
 * Names the demo page's start-up scripts in its HTML, as `<script defer>` tags before main.js, so the browser
 * fetches them all at once beside it. Without them it found them a step at a time: main.js, then the chunks of
 * its `import('./bootstrap')`, then the shared React they consume (which the federation runtime picks only once
 * the share scope is set up), then React's own parts: 2 to 5 rounds before the page was interactive, by timing.
 * The start-up scripts are the chunks of the entry's first `import()` and those of the host's React (react,
 * react-dom, scheduler), which every page of this shell runs at once.
 *
 * Scripts, not `<link rel="preload">`: a chunk file only registers its modules in webpack's chunk list
 * (`self.webpackChunkhostDemo`), which main.js's runtime reads when it starts, so running it early is what
 * webpack does with an entry's own split chunks. A preload would be the same fetch, but Firefox fires `error` at
 * a preload link whose script element takes its response over while it is still arriving (the script runs, the
 * page sees a failed load), which an `onerror` listener of a host's would count.
 */
import HtmlWebpackPlugin, { type HtmlTagObject } from 'html-webpack-plugin';
import type { Chunk, Compiler } from 'webpack';
import { holdsPackage } from '../../scripts/build/chunk-packages';

const PLUGIN_NAME = 'StartupScriptsPlugin';
const REACT_PACKAGES = ['react', 'react-dom', 'scheduler'];

/** Whether `chunk` is loaded by a share this build provides (webpack's `provide-module`). */
function providedShare(chunk: Chunk): boolean {
  for (const group of chunk.groupsIterable)
    if (group.origins.some((origin) => origin.module?.type === 'provide-module')) return true;
  return false;
}

export interface StartupScriptsOptions {
  /** The entry whose start-up scripts are named (`main`). */
  entry: string;
  /** The HTML file that loads that entry (`index.html`). */
  html: string;
}

export class StartupScriptsPlugin {
  constructor(private readonly options: StartupScriptsOptions) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN_NAME, (data) => {
        if (data.outputName !== this.options.html) return data;
        const entry = compilation.entrypoints.get(this.options.entry);
        if (!entry) throw new Error(`${PLUGIN_NAME}: no entry "${this.options.entry}"`);
        const chunks = new Set<Chunk>();
        for (const group of entry.getChildren()) for (const chunk of group.chunks) chunks.add(chunk);
        // React as this host provides it to the share scope (which the page then uses), not the consume
        // fallbacks, which hold the same code under other chunk ids and run only when no one provides it.
        for (const chunk of compilation.chunks)
          if (providedShare(chunk) && REACT_PACKAGES.some((name) => holdsPackage(chunk, compilation, name)))
            chunks.add(chunk);
        // The public path as html-webpack-plugin resolved it for this page (its own tags use it too).
        const prefix = data.publicPath;
        const files = [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort();
        if (files.length === 0) throw new Error(`${PLUGIN_NAME}: "${this.options.entry}" has no start-up chunks`);
        const scripts = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('script', { defer: true, src: `${prefix}${file}` }),
        );
        // Before the entry's own tag: deferred scripts run in document order, so the chunks are registered when
        // main.js's runtime starts and none of them is asked for again.
        const entrySources = new Set(entry.getFiles().map((file) => `${prefix}${file}`));
        const isEntryTag = (tag: HtmlTagObject) =>
          tag.tagName === 'script' && entrySources.has(String(tag.attributes.src));
        const group = data.headTags.some(isEntryTag) ? 'headTags' : 'bodyTags';
        const tags = data[group];
        const at = tags.findIndex(isEntryTag);
        if (at < 0)
          throw new Error(`${PLUGIN_NAME}: ${this.options.html} has no script tag for "${this.options.entry}"`);
        return { ...data, [group]: [...tags.slice(0, at), ...scripts, ...tags.slice(at)] };
      });
    });
  }
}
