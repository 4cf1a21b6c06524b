// Types for what the test runner's own tests import from summary-reporter.mjs (tsconfig has no allowJs).
interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
/** One "engine: N passed, N failed, N skipped" line per browser engine among the projects given. */
export declare function engineLines(byProject: Map<string, Counts>): string[];
