// Types for build-stamp.mjs, which the TypeScript webpack configs import (tsconfig has no allowJs).
import type { Compiler } from 'webpack';

export declare const E2E_BUILDS: string[];
export declare function stampPath(root: string, name: string): string;
export declare class BuildStampPlugin {
  constructor(options: { root: string; name: string; configFiles: string[] });
  apply(compiler: Compiler): void;
}
/** The same stamp from a Vite build (a Vite plugin). */
export declare function buildStampVitePlugin(options: {
  root: string;
  name: string;
  configFiles: string[];
}): import('vite').Plugin;
export declare function checkBuildStamps(root: string, names?: string[]): { fresh: boolean; problems: string[] };
export declare function staleBuildMessage(problems: string[]): string;
