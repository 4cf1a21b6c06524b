// Types for 12-script-tag.mjs, which test/e2e/bundle-size.test.ts and test/e2e/script-tag.test.ts import (tsconfig has no allowJs).
export declare const BUDGET_SCRIPT_TAG_UNTIL_IDLE_BROTLI: number;
export declare const BUDGET_SCRIPT_TAG_WITH_PLACE_UNTIL_IDLE_BROTLI: number;
export declare const SCRIPT_TAG_FILE: string;
export declare const FIRST_VISIT_IMPORTS: readonly { from: string; request: string }[];
export declare function untilIdleFiles(dir: string, options?: { withPlace?: boolean }): string[];

export declare function run(options: {
  root: string;
  args: Record<string, unknown>;
  log: (line: string) => void;
}): Promise<
  | { skipped: string }
  | {
      skipped?: undefined;
      results: {
        scriptTag: {
          files: { file: string; brotli: number }[];
          brotli: number;
          withPlace: { files: { file: string; brotli: number }[]; brotli: number };
        };
      };
      failures: string[];
    }
>;
