/**
 * The lowest release the demo accepts (docs/releases.md, "Pinning a minimum"): the version of the release it is
 * built and deployed against, so that a browser with nothing stored, or a freshly started server, is never served
 * an older release than the one tested with. `HEADER_MINIMUM_VERSION` (a whole number) sets it, e.g. where the
 * remote is released elsewhere; else the current release record of `dist/remote` (what `npm run build` released),
 * read with the host kit's `readReleaseVersion`; with neither, none is pinned (0).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readReleaseVersion } from '@global-header/host-kit';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The slim manifest's record: the three records of a release share its version. */
const RELEASE_RECORD = path.join(ROOT, 'dist/remote/mf-manifest.slim.json.sig');

export function readPinnedMinimumVersion(): number {
  const fromEnv = process.env.HEADER_MINIMUM_VERSION;
  if (fromEnv !== undefined && fromEnv !== '') {
    const version = Number(fromEnv);
    if (!/^\d+$/.test(fromEnv) || !Number.isSafeInteger(version))
      throw new Error(
        `HEADER_MINIMUM_VERSION must be a whole number (a release version), not ${JSON.stringify(fromEnv)}`,
      );
    return version;
  }
  try {
    return readReleaseVersion(readFileSync(RELEASE_RECORD, 'utf8')) ?? 0;
  } catch {
    // No release built here (a host built before the remote, or against a remote released elsewhere): no pin.
    return 0;
  }
}
