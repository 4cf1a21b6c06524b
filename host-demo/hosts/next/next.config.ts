/**
 * The bundler matrix's Next.js host: Next.js 16 with the App Router and its defaults, on the React
 * Next ships. Built by `npm run build:hosts` (`next build`) into dist/hosts/next/; host-demo's server starts
 * `next start` on a port of its own and serves the app under /hosts/next/ (host-demo/hosts/next-server.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

const nextConfig: NextConfig = {
  basePath: '/hosts/next',
  // /hosts/next/ as every host's page is /hosts/<name>/.
  trailingSlash: true,
  distDir: path.relative(here, path.join(root, 'dist/hosts/next')),
  // This app's header code comes from the repository around it (the host kit, src/): one root for both.
  turbopack: { root },
  outputFileTracingRoot: root,
  // host-demo's server compresses nothing it proxies; Next answers with gzip itself.
  compress: true,
  poweredByHeader: false,
};

export default nextConfig;
