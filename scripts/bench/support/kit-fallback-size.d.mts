// Types for kit-fallback-size.mjs, which test/host-kit/fallback-size.test.ts imports (tsconfig has no allowJs).
export declare const BUDGET_KIT_FALLBACK_GZIP: number;
export declare const KIT_FALLBACK_SOURCE: string;
export declare function measureKitFallback(root: string): Promise<{ bytes: number; gzip: number }>;
