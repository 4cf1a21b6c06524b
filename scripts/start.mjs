#!/usr/bin/env node
/**
 * `npm start` (after `npm run build`): the header remote on 127.0.0.1:3001 (cross-origin, CORS *)
 * and the demo host on 127.0.0.1:3000, each a child process run by tsx. Ctrl+C (SIGINT) or SIGTERM
 * is forwarded to both; if one exits, the other is stopped and this process exits with its code.
 * Env: HOST, PORT (host, default 3000), REMOTE_PORT (default 3001), REMOTE_URL (override).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
const host = process.env.HOST ?? '127.0.0.1';
const hostPort = Number(process.env.PORT ?? 3000);
const remotePort = Number(process.env.REMOTE_PORT ?? 3001);
const manifestUrl = process.env.REMOTE_URL ?? `http://${host}:${remotePort}/mf-manifest.slim.json`;

for (const file of ['dist/remote/mf-manifest.json', 'dist/remote/mf-manifest.slim.json', 'dist/host-demo/index.html']) {
  if (!existsSync(path.join(root, file))) {
    console.error(`${file} is missing: run "npm run build" first (npm start does).`);
    process.exit(1);
  }
}

const children = [];
let stopping = false;

function start(name, script, env) {
  const child = spawn(tsx, [script], { cwd: root, stdio: 'inherit', env: { ...process.env, HOST: host, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited (${signal ?? code}); stopping.`);
      stop('SIGTERM', code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(signal, exitCode = 0) {
  stopping = true;
  let alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of alive) child.kill(signal);
  const done = () => {
    alive = alive.filter((child) => child.exitCode === null && child.signalCode === null);
    if (alive.length === 0) process.exit(exitCode);
  };
  for (const child of alive) child.once('exit', done);
  done();
  setTimeout(() => process.exit(exitCode), 5000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));

start('Header remote server', 'host-demo/server/remote-server.ts', { PORT: String(remotePort) });
start('Demo host server', 'host-demo/server/index.ts', { PORT: String(hostPort), REMOTE_URL: manifestUrl });

console.log(`Header remote: ${manifestUrl}`);
console.log(`Demo host: http://${host}:${hostPort}`);
