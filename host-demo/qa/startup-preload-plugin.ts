/**
 * Names the demo page's start-up scripts in its HTML (`<link rel="preload" as="script">`), so the browser
 * fetches them all at once beside main.js. Without them it found them a step at a time: main.js, then the
 * chunks of its `import('./bootstrap')`, then the shared React they consume (which the federation runtime picks
 * only once the share scope is set up), then React's own parts: 3 to 5 rounds before the page was interactive,
 * by timing. The start-up scripts are the chunks of the entry's first `import()` and those of the host's React
 * (react, react-dom, scheduler), which every page of this shell runs at once.
 */
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, Compiler } from 'webpack';
import { holdsPackage } from '../../scripts/build/chunk-packages';

const PLUGIN_NAME = 'StartupPreloadPlugin';
const REACT_PACKAGES = ['react', 'react-dom', 'scheduler'];

/** Whether `chunk` is loaded by a share this build provides (webpack's `provide-module`). */
function providedShare(chunk: Chunk): boolean {
  for (const group of chunk.groupsIterable)
    if (group.origins.some((origin) => origin.module?.type === 'provide-module')) return true;
  return false;
}

export interface StartupPreloadOptions {
  /** The entry whose start-up scripts are preloaded (`main`). */
  entry: string;
  /** The HTML file that loads that entry (`index.html`). */
  html: string;
}

export class StartupPreloadPlugin {
  constructor(private readonly options: StartupPreloadOptions) {}

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
        const publicPath = compilation.outputOptions.publicPath;
        const prefix = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '';
        const files = [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))).sort();
        const preloads = files.map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${prefix}${file}` }),
        );
        return { ...data, headTags: [...data.headTags, ...preloads] };
      });
    });
  }
}
