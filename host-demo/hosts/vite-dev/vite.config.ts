/**
 * The bundler matrix's development host: the Vite starter app (host-demo/starters/vite/, the same files as
 * /hosts/vite/ and test/e2e/host-kit-tarball.test.ts) on `vite`'s dev server, React 19's development build
 * rendering in `<StrictMode>` as the starter (and Vite's React template) has it, against the PRODUCTION remote
 * (dist/remote). Nothing is built: test/e2e/dev-hosts.test.ts starts `vite --config host-demo/hosts/vite-dev/vite.config.ts`.
 *
 * DEMO_HOST_ORIGIN names a running demo host server (host-demo/server): the page takes the config that server
 * injects into its /hosts/ pages (the remote's manifest URL and the release it is deployed against), which the
 * starter's variables read (starter-env.ts), and the header's API calls, made to the page's own origin, are
 * proxied to it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin } from 'vite';
import { HOST_CONFIG_ELEMENT_ID } from '../../common/host-config';
import { API_PREFIXES } from '../../common/route-table';
import starterConfig from '../../starters/vite/vite.config';
import { demoHeaderEnv, starterDir } from '../starter-env';

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

/** The starter's page with the demo host's config in its head, as the demo server serves /hosts/vite/. */
const demoHostConfig = (): Plugin => ({
  name: 'demo-host-config',
  transformIndexHtml: {
    order: 'pre',
    handler: async (html) => html.replace('</head>', `${await demoHostConfigScript()}</head>`),
  },
});

export default mergeConfig(starterConfig, {
  root: starterDir('vite'),
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
  plugins: [demoHostConfig(), demoHeaderEnv()],
});
