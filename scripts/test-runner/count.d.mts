// Types for count.mjs, which the test runner's own tests import (tsconfig has no allowJs).
export interface VitestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export interface CountedRun extends VitestCounts {
  files: ({ file: string } & VitestCounts)[];
  problems: string[];
}

export declare function isWithin(file: string, target: string): boolean;
export declare function countVitestReport(
  report: unknown,
  run: { root: string; exitCode: number; requested?: string[] },
): CountedRun;
export declare function summaryLine(counts: VitestCounts): string;
