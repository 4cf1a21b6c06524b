/**
 * The host kit's fallback header as a host's bundler ships it: `packages/host-kit/src/fallback-header.tsx` and
 * what it imports from src/ (URL builders, first texts of every language, the locale table), bundled alone and
 * minified, React left out (the host has it), gzip level 9. HeaderSlot carries it into every host that uses the
 * kit, whether or not the remote ever fails, so its size is a figure of its own.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * A project budget, not a spec number: the fallback reads only the fields it draws (about 4.3 KiB gzip);
 * parsing the props with the header's schemas made it 10.9 KiB.
 */
export const BUDGET_KIT_FALLBACK_GZIP = 6 * 1024;

export const KIT_FALLBACK_SOURCE = 'packages/host-kit/src/fallback-header.tsx';

/** `{ bytes, gzip }` of the fallback header's bundle. */
export async function measureKitFallback(root) {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { alias: { 'globalHeader/Header': path.join(root, 'src/expose/header.tsx') } },
    oxc: { jsx: { runtime: 'automatic' } },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: path.join(root, KIT_FALLBACK_SOURCE), formats: ['es'], fileName: 'fallback-header' },
      rolldownOptions: { external: (id) => id === 'react' || id.startsWith('react/') || id.startsWith('react-dom') },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const code = chunks
    .filter((chunk) => chunk.type === 'chunk')
    .map((chunk) => chunk.code)
    .join('');
  return { bytes: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}
