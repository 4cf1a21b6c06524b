/**
 * Entry of the general helpers for code outside `src/` (stories): lazy loading a part and the query client a
 * story gives a feature. The features import the helpers' own files.
 */
export { createLazyModule, type LazyModule } from './lazy-module';
export { createQueryClient } from './query-client';
