/**
 * Versioned and signed releases of the remote (docs/releases.md), so a host can refuse a tampered or
 * rolled-back build. Every manifest the remote publishes has a signed release record beside it; these
 * are its numbers.
 */

/** Each build's files live in `<remote>/releases/<release>/`, never overwritten; the manifests at the root point there. */
export const RELEASES_FOLDER = 'releases/';

/**
 * How long a release record is valid after it was signed: 7 days. A host refuses an expired record (a CDN
 * that freezes the remote on an old release is found out within this). `npm run release -- --renew` signs
 * fresh records for the current release without a rebuild (a daily job keeps them fresh: docs/releases.md).
 */
export const RELEASE_RECORD_EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * How many release folders stay served (the current one and the ones before it): a page loaded on an
 * earlier release keeps loading its lazy parts, and a rollback can point at any of them.
 */
export const RELEASE_RETENTION_COUNT = 5;

/**
 * The lowest release version a host accepts before it has accepted any (a host pins a higher one in its
 * configuration after a bad release, so that no cache or CDN can serve it the bad one again).
 */
export const RELEASE_MINIMUM_VERSION = 0;
