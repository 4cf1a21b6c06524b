// Types for figures.mjs, which test/docs/figures.test.ts imports (tsconfig has no allowJs).
export interface FigureRow {
  figure: string;
  value: string;
  section: string;
  measured: string;
}

/** What scripts/bench.mjs writes to bench/results.json: section statuses plus every section's results. */
export interface BenchOutput {
  generatedAt: string;
  sections: Record<string, { status: string }>;
  [results: string]: unknown;
}

export declare const START: string;
export declare const END: string;
export declare function figureRows(output: BenchOutput, date?: string): FigureRow[];
export declare function readFigureRows(text: string): FigureRow[];
export declare function replaceFigureRows(text: string, fresh: FigureRow[], ran: Set<string>): string;
export declare function writeFigures(file: string, output: BenchOutput): Promise<boolean>;
export declare function replaceTables(text: string, output: BenchOutput, ran: Set<string>): string;
