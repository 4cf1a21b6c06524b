// Types for 10-bundle-size.mjs, which test/e2e/bundle-size.test.ts imports (tsconfig has no allowJs).
export declare const BUDGET_FIRST_RENDER_GZIP: number;
export declare const BUDGET_FIRST_RENDER_DEFAULT_GZIP: number;
export declare const BUDGET_HEADER_FIRST_RENDER_SLIM_GZIP: number;
export declare const GOAL_HEADER_FIRST_RENDER_SLIM_GZIP: number;

export interface MeasuredPath {
  exposes: Record<
    string,
    {
      firstRenderGzip: number;
      firstRenderWithFallbacksGzip: number;
      lazyGzip: number;
      /** The first render plus the locale's catalogue chunk (none for English), per spec locale. */
      firstRenderByLocaleGzip: Record<string, number>;
    }
  >;
  /** The catalogue chunks by key (`de`), gzip. */
  catalogues: Record<string, { file: string; gzip: number }>;
}

export declare function readLocales(root: string): string[];

export declare function run(options: {
  root: string;
  args: Record<string, unknown>;
  log: (line: string) => void;
}): Promise<
  | { skipped: string }
  | {
      skipped?: undefined;
      results: MeasuredPath & {
        bundlePaths: { default: MeasuredPath; slim: MeasuredPath };
        /** The host kit's fallback header, bundled alone without React. */
        kitFallback: { bytes: number; gzip: number };
      };
      failures: string[];
    }
>;
