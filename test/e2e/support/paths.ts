import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const HOST_DIST = path.join(ROOT, 'dist/host-demo');
export const REMOTE_DIST = path.join(ROOT, 'dist/remote');
export const HOST_SERVER = path.join(ROOT, 'host-demo/server/index.ts');
export const REMOTE_SERVER = path.join(ROOT, 'host-demo/server/remote-server.ts');

/** Browser tests drive the built apps; building is `npm test`'s job (or `npm run build`), not theirs. */
export function assertBuilt({ remote = true } = {}): void {
  const needed = [
    path.join(HOST_DIST, 'index.html'),
    ...(remote ? [path.join(REMOTE_DIST, 'mf-manifest.json'), path.join(REMOTE_DIST, 'mf-manifest.slim.json')] : []),
  ];
  const missing = needed.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The e2e tests need the production build, but ${missing.map((file) => path.relative(ROOT, file)).join(' and ')} ` +
        `${missing.length > 1 ? 'are' : 'is'} missing. Run "npm run build" (npm test does it before e2e).`,
    );
  }
}

/**
 * The remote entry a built manifest names, relative to the remote's origin: it lives in the release folder the
 * manifest points at (`releases/<version>/remoteEntry.js`), never at the root.
 */
export function entryNamedBy(manifestFile: 'mf-manifest.json' | 'mf-manifest.slim.json'): string {
  const manifest = JSON.parse(readFileSync(path.join(REMOTE_DIST, manifestFile), 'utf8')) as {
    metaData: { remoteEntry: { name: string; path: string } };
  };
  const { name, path: folder } = manifest.metaData.remoteEntry;
  return folder ? `${folder}/${name}` : name;
}
