// Types for 15-bytes-until-idle.mjs, which test/e2e/nothing-before-intent.test.ts imports (tsconfig has no allowJs).
export declare const BYTES_UNTIL_IDLE_BUDGET: number;
export declare const PAGES: readonly string[];
