// Types for vitest-run.mjs, which the test runner's own tests import (tsconfig has no allowJs).
import type { CountedRun } from './count.mjs';

export interface Project {
  name: string;
  folder: string;
  args: string[];
  onlyWhenNamed?: boolean;
  needsBuild?: boolean;
  /** Files outside `folder` that this project runs too: those under `folders` whose names end with `suffix`. */
  alsoRuns?: { folders: string[]; suffix: string };
}

export declare const REACT18_RERUN: { folders: string[]; suffix: string };

export declare const PROJECTS: Project[];
export declare const FULL_RUN: Project[];
export declare function routeTestPaths(
  root: string,
  args: string[],
  cwd: string,
): { runs: { project: Project; paths: string[] }[]; problems: string[] };
export declare function stopRunning(signal: NodeJS.Signals): void;
export declare function runCommand(
  command: string,
  args: string[],
  options?: { cwd?: string; stdio?: 'inherit' | 'pipe'; env?: NodeJS.ProcessEnv },
): Promise<{ code: number; output: string }>;
export declare function runVitestProject(options: {
  root: string;
  project: Project;
  paths?: string[];
  reportFile: string;
  stdio?: 'inherit' | 'pipe';
  env?: NodeJS.ProcessEnv;
}): Promise<CountedRun & { exitCode: number; output: string }>;
