/**
 * What a webpack chunk holds, for the build plugins that pick chunks by package: the remote's compile hints
 * (compile-hints-plugin.ts) and the demo host's start-up scripts (host-demo/qa/startup-scripts-plugin.ts).
 */
import type { Chunk, Compilation } from 'webpack';

interface WithResource {
  resource?: string;
  /** A concatenated module's first module. */
  rootModule?: WithResource;
}

/** Whether `chunk` holds code of the package `name` (from node_modules), not only a share of it. */
export function holdsPackage(chunk: Chunk, compilation: Compilation, name: string): boolean {
  const folder = `/node_modules/${name}/`;
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
    const { resource, rootModule } = module as WithResource;
    if ((resource ?? rootModule?.resource)?.split('\\').join('/').includes(folder)) return true;
  }
  return false;
}
