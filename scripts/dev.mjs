#!/usr/bin/env node
/**
 * `npm run dev`: webpack watch builds (development mode) of the remote, the demo host, the React
 * 18.3/17 hosts and the bundler matrix's webpack hosts under /hosts/, plus the two servers (remote :3001, host :3000). Reload the page after a rebuild. Ctrl+C stops everything.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const host = process.env.HOST ?? '127.0.0.1';
const hostPort = process.env.PORT ?? '3000';
const remotePort = process.env.REMOTE_PORT ?? '3001';
// webpack-cli loads the TypeScript configs through tsx's loader.
const nodeOptions = [process.env.NODE_OPTIONS, '--import=tsx'].filter(Boolean).join(' ');

const children = [];
function start(command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, HOST: host, ...env } });
  children.push(child);
  return child;
}

// The host kit (packages/host-kit) the hosts import: built once first (rebuild it with npm run build:kit).
const kit = spawnSync('npm', ['run', 'build:kit'], { cwd: root, stdio: 'inherit' });
if (kit.status !== 0) process.exit(kit.status ?? 1);

start(bin('webpack'), ['--config', 'webpack.config.ts', '--mode', 'development', '--watch'], {
  NODE_OPTIONS: nodeOptions,
});
start(bin('webpack'), ['--config', 'host-demo/qa/webpack.config.ts', '--mode', 'development', '--watch'], {
  NODE_OPTIONS: nodeOptions,
});
// Every webpack-built host (React versions and the bundler matrix's webpack ones); the Rspack and Vite hosts
// build with npm run build:hosts.
start(bin('webpack'), ['--config', 'host-demo/hosts/webpack.config.ts', '--mode', 'development', '--watch'], {
  NODE_OPTIONS: nodeOptions,
});
// The watch build's own folder, signed by the build (dist/remote is what `npm run release` publishes).
start(bin('tsx'), ['host-demo/server/remote-server.ts'], {
  PORT: remotePort,
  REMOTE_DIR: path.join(root, 'dist/remote-build'),
});
start(bin('tsx'), ['host-demo/server/index.ts'], {
  PORT: hostPort,
  REMOTE_URL: process.env.REMOTE_URL ?? `http://${host}:${remotePort}/mf-manifest.slim.json`,
});

console.log(`Header remote: http://${host}:${remotePort}/mf-manifest.slim.json (rebuilt on change)`);
console.log(`Demo host: http://${host}:${hostPort} (rebuilt on change; reload the page)`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) if (child.exitCode === null) child.kill(signal);
    setTimeout(() => process.exit(0), 3000).unref();
    Promise.all(
      children.map((child) => (child.exitCode !== null ? null : new Promise((r) => child.once('exit', r)))),
    ).then(() => process.exit(0));
  });
}
