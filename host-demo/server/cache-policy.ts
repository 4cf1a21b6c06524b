/**
 * How both demo servers tell browsers and CDNs to cache what they serve, as a CDN in front of them
 * would be told:
 *
 * - a file with a content hash in its name never changes under that name: cached for a year,
 *   `immutable` (no revalidation on reload);
 * - the federation manifest, remoteEntry.js and the other files whose name stays across deploys
 *   (the host's entry scripts, the type bundles) are short-lived: 60 s fresh, then served stale for
 *   up to 10 minutes while the cache revalidates them, so a redeploy reaches every page within a
 *   minute or so and no page ever waits on revalidation;
 * - HTML pages are revalidated on every load (`no-cache` with an ETag or a fresh answer).
 */
import path from 'node:path';

/** One year: the longest a cache keeps anything. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const SHORT_LIVED_MAX_AGE_S = 60;
export const SHORT_LIVED_STALE_S = 600;
export const SHORT_LIVED = `public, max-age=${SHORT_LIVED_MAX_AGE_S}, stale-while-revalidate=${SHORT_LIVED_STALE_S}`;
export const REVALIDATE = 'no-cache';

/**
 * `name.0123abcd.js` (webpack's `[contenthash:8]`, as the demo hosts name their chunks), with its source map or a
 * pre-compressed variant. The remote names its files without a hash: its server marks a whole release
 * folder immutable (remote-server.ts).
 */
const HASHED_NAME = /\.[0-9a-f]{8}\.(?:js|css)(?:\.map)?$/;
const COMPRESSED_VARIANT = /\.(?:br|gz)$/;

/** The file a request asked for, whichever pre-compressed variant answered it. */
export function requestedFile(filePath: string): string {
  return path.basename(filePath).replace(COMPRESSED_VARIANT, '');
}

/**
 * Cache-Control of a static file: immutable when hashed; HTML revalidated; any other file `unhashed`
 * (the remote: short-lived; the host's entry scripts: revalidated, since they must match the
 * server-rendered HTML they hydrate).
 */
export function cacheControlFor(filePath: string, unhashed: string = SHORT_LIVED): string {
  const file = requestedFile(filePath);
  if (HASHED_NAME.test(file)) return IMMUTABLE;
  if (file.endsWith('.html')) return REVALIDATE;
  return unhashed;
}
