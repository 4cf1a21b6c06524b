/**
 * The bundler matrix's development host: `vite` (the dev server, not a build) with
 * `@module-federation/vite` and its defaults, React 19's development build rendering in `<StrictMode>`, as
 * the Vite, Rsbuild and Next.js templates give a host team, against the PRODUCTION remote (dist/remote).
 * Nothing is built: test/e2e/dev-hosts.test.ts starts `vite --config host-demo/hosts/vite-dev/vite.config.ts`.
 *
 * DEMO_HOST_ORIGIN names a running demo host server (host-demo/server): the page takes the config that
 * server injects into its /hosts/ pages (the remote's manifest URL and the public keys it pins), and the
 * header's API calls, made to the page's own origin as on the other host pages, are proxied to it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import { defineConfig, type Plugin } from 'vite';
import { HOST_CONFIG_ELEMENT_ID } from '../../common/host-config';
import { hostPageBody, pageShell } from '../../common/page-shell';
import { API_PREFIXES } from '../../common/route-table';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const demoHost = process.env.DEMO_HOST_ORIGIN ?? 'http://127.0.0.1:3000';

/** The config script the demo server injects into its Vite host's page (host-demo/server/app.ts injectConfig). */
async function demoHostConfigScript(): Promise<string> {
  const page = await (await fetch(new URL('/hosts/vite/', demoHost))).text();
  const script = new RegExp(`<script id="${HOST_CONFIG_ELEMENT_ID}"[^>]*>[\\s\\S]*?</script>`).exec(page);
  if (!script)
    throw new Error(`${demoHost}/hosts/vite/ has no #${HOST_CONFIG_ELEMENT_ID}: is the demo built and running?`);
  return script[0];
}

/** The demo pages' one shell (common/page-shell.ts) with the demo host's config. */
const demoPageShell = (): Plugin => ({
  name: 'demo-page-shell',
  transformIndexHtml: {
    order: 'pre',
    handler: async (html) =>
      pageShell({
        title: 'Vite 8 dev server in StrictMode: ./Header',
        body: `${await demoHostConfigScript()}\n${hostPageBody('Vite 8 dev server, StrictMode', 'hostViteDev')}\n${html.trim()}`,
      }),
  },
});

export default defineConfig({
  root: here,
  base: '/',
  // Out of the shared node_modules (hard-linked between worktrees) and of the sources.
  cacheDir: path.join(root, 'dist/.vite-dev-cache'),
  logLevel: 'warn',
  publicDir: false,
  clearScreen: false,
  server: {
    host: '127.0.0.1',
    strictPort: true,
    proxy: Object.fromEntries(
      [...API_PREFIXES, '/analytics/', '/demo-images/'].map((prefix) => [prefix, { target: demoHost }]),
    ),
  },
  plugins: [
    demoPageShell(),
    federation({
      name: 'hostViteDev',
      shared: { react: { singleton: true }, 'react-dom': { singleton: true } },
      dts: false,
    }),
  ],
});
