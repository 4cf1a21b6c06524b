/**
 * Marks the files whose every function runs as soon as they load with V8's explicit compile hint, the magic
 * comment `//# allFunctionsCalledOnLoad` on their first line (Chrome 136 and later; v8.dev/blog/explicit-compile-hints).
 * V8 then compiles their functions eagerly while it parses the file, on its streaming thread, instead of
 * stopping the main thread to compile each function on its first call. For a first render that call is
 * every module factory of the expose and every styled component's setup: measured with Lighthouse's
 * `bootup-time` on the demo's discovery page, the header's script work at 4x fell from 83 to 120 ms to about
 * 65 ms. Other engines read it as the comment it is.
 *
 * Only files that a first render runs whole get the hint: eager compilation of a file whose functions mostly
 * wait (a lazy part, a React copy of which a page calls a fraction) would spend time and memory for nothing.
 * The comment goes in after minification and before the source maps and the integrity hashes are made.
 */
import type { Chunk, Compilation, Compiler } from 'webpack';

const PLUGIN_NAME = 'CompileHintsPlugin';
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export interface CompileHintsOptions {
  /** Whether every function of `chunk`'s files runs when they load. */
  runsWhole: (chunk: Chunk, compilation: Compilation) => boolean;
}

export class CompileHintsPlugin {
  constructor(private readonly options: CompileHintsOptions) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // Right after the minifier (which drops comments), before the source maps (DEV_TOOLING) and hashes.
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!this.options.runsWhole(chunk, compilation)) continue;
            for (const file of chunk.files) {
              if (!/\.m?js$/.test(file)) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
            }
          }
        },
      );
    });
  }
}
