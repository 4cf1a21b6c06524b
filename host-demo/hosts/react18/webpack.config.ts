/**
 * React 18.3 hosts of the header remote, from one source (src/) and this workspace's
 * react/react-dom 18.3.1, in three builds that differ only in what they share:
 * - react18: react, react-dom, react/jsx-runtime and react-dom/client as singletons (the recipe), with a
 *   ./Header page and a ./mount page;
 * - react18-basic: only react and react-dom (no JSX runtime, no subpaths), with a ./Header page and a
 *   ./mount page;
 * - react18-unshared: no React shared at all, so the remote's React is not the one rendering it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from 'webpack';
import { reactHostConfig, singletonsFrom, type HostPage } from '../common/webpack-host';

const here = path.dirname(fileURLToPath(import.meta.url));

const headerPage: HostPage = { entry: './src/header.ts', html: 'index.html', title: 'React 18.3 host: ./Header' };
const mountPage: HostPage = { entry: './src/mount.ts', html: 'mount.html', title: 'React 18.3 host: ./mount' };
/** The same ./Header page with the remote known at start-up (webpack `remotes` style, version-first). */
const staticPage: HostPage = {
  entry: './src/header-static.ts',
  html: 'static.html',
  title: 'React 18.3 host: ./Header, remote known at start-up',
};

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration[] => {
  const mode = argv.mode ?? 'production';
  return [
    reactHostConfig(
      {
        name: 'react18',
        federationName: 'hostReact18',
        label: 'React 18.3 host sharing react, react-dom and the JSX runtime',
        workspaceDir: here,
        shared: singletonsFrom(here, ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']),
        pages: [headerPage, mountPage, staticPage],
      },
      mode,
    ),
    reactHostConfig(
      {
        name: 'react18-basic',
        federationName: 'hostReact18Basic',
        label: 'React 18.3 host sharing only react and react-dom',
        workspaceDir: here,
        shared: singletonsFrom(here, ['react', 'react-dom']),
        pages: [headerPage, mountPage],
      },
      mode,
    ),
    reactHostConfig(
      {
        name: 'react18-unshared',
        federationName: 'hostReact18Unshared',
        label: 'React 18.3 host sharing no React',
        workspaceDir: here,
        shared: {},
        pages: [headerPage],
      },
      mode,
    ),
  ];
};
