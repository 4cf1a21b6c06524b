/**
 * Vitest global setup of the `e2e` project: the browser tests drive `dist/`, so they refuse to start on a
 * build older than the sources (or one with no stamp) instead of silently testing old code. `npm test`
 * builds before e2e; `npm run test:e2e` by hand needs `npm run build` first.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBuildStamps, staleBuildMessage } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default function requireFreshBuild() {
  const { fresh, problems } = checkBuildStamps(root);
  if (fresh) return;
  const message = staleBuildMessage(problems);
  // Vitest answers a failed global setup with "No test files found" first and the error only at the end:
  // say the real reason before that misleading line too.
  console.error(`\n${message}\n`);
  throw new Error(message);
}
