/**
 * Deterministic chunk ids that stay 3 digits. webpack's own `chunkIds: 'deterministic'` widens the range tenfold
 * once a build has more than 50 chunks (it keeps the ids at most 5% of the range), and this remote passed that with
 * the language catalogues: every id then took 4 digits, in remoteEntry's chunk maps and in every `import()` of the
 * first-render chunk (about 95 B gzip of the 37 KiB first render). Here the range stays 1000; a clash is hashed
 * again (webpack's own rule), which stays rare at about 6% fill. The ids are still stable across builds: a chunk's
 * id depends on its name and on the chunks that clashed before it.
 */
import { createRequire } from 'node:module';
import type { Chunk, Compiler } from 'webpack';

const require = createRequire(import.meta.url);
// webpack's helpers for its own id plugins (webpack/lib/ids/DeterministicChunkIdsPlugin.js uses the same).
const { assignDeterministicIds, getFullChunkName, getUsedChunkIds } = require('webpack/lib/ids/IdHelpers') as {
  assignDeterministicIds: (
    items: Chunk[],
    getName: (chunk: Chunk) => string,
    comparator: (a: Chunk, b: Chunk) => number,
    assign: (chunk: Chunk, id: number) => boolean,
    ranges: number[],
    expandFactor: number,
    extraSpace: number,
  ) => void;
  getFullChunkName: (chunk: Chunk, chunkGraph: unknown, context: string, root: object) => string;
  getUsedChunkIds: (compilation: unknown) => Set<string>;
};
const { compareChunksNatural } = require('webpack/lib/util/comparators') as {
  compareChunksNatural: (chunkGraph: unknown) => (a: Chunk, b: Chunk) => number;
};

const PLUGIN_NAME = 'ShortChunkIdsPlugin';
const RANGE = 1000;

export class ShortChunkIdsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.chunkIds.tap(PLUGIN_NAME, (chunks) => {
        const { chunkGraph } = compilation;
        const usedIds = getUsedChunkIds(compilation);
        const unassigned = [...chunks].filter((chunk) => chunk.id === null);
        if (unassigned.length + usedIds.size > RANGE / 2)
          throw new Error(`${PLUGIN_NAME}: ${unassigned.length} chunks do not fit 3-digit ids; raise RANGE`);
        assignDeterministicIds(
          unassigned,
          (chunk) => getFullChunkName(chunk, chunkGraph, compiler.context, compiler.root),
          compareChunksNatural(chunkGraph),
          (chunk, id) => {
            const size = usedIds.size;
            usedIds.add(`${id}`);
            if (size === usedIds.size) return false;
            chunk.id = id;
            chunk.ids = [id];
            return true;
          },
          [RANGE],
          // No widening: a clash is hashed again within the range.
          0,
          usedIds.size,
        );
      });
    });
  }
}
