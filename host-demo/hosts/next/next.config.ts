/**
 * The bundler matrix's Next.js host: the Next.js starter app (host-demo/starters/next/) with this config instead
 * of its own, which sets nothing. Next reads the config from the app's folder, so `npm run build:hosts`
 * (common/build-rspack-and-vite.mjs) puts the starter's files and this file into dist/hosts/next-app/ and runs
 * `next build` there; host-demo's server starts `next start` there on a port of its own and serves the app under
 * /hosts/next/ (host-demo/hosts/next-server.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

/** dist/hosts/next-app, where this file runs. */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

const nextConfig: NextConfig = {
  basePath: '/hosts/next',
  // /hosts/next/ as every host's page is /hosts/<name>/.
  trailingSlash: true,
  distDir: path.relative(here, path.join(root, 'dist/hosts/next')),
  // The app's packages are the repository's (node_modules at its root): one root for both.
  turbopack: { root },
  outputFileTracingRoot: root,
  // host-demo's server compresses nothing it proxies; Next answers with gzip itself.
  compress: true,
  poweredByHeader: false,
};

export default nextConfig;
