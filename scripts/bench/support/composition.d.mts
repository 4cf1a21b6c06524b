// Types for composition.mjs, which test/docs/composition.test.ts imports (tsconfig has no allowJs).
export interface CompositionRow {
  group: string;
  gzip: number;
}

export declare const UNMAPPED: string;
export declare function groupOf(source: string): string;
export declare function decodeMappings(mappings: string): [column: number, source: number][][];
export declare function bytesBySource(code: string, map: { mappings: string; sources: string[] }): Map<string, number>;
export declare function compose(files: { path: string; gzip?: number }[]): CompositionRow[];
export declare function rowsOver(rows: CompositionRow[], min: number): CompositionRow[];
