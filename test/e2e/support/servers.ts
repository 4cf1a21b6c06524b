/**
 * Start and stop the demo servers for browser tests. Each runs as `node --import tsx <file>`, so the
 * PID we hold is the server itself (no wrapper process to orphan); ports are free ports picked by
 * the OS, so tests never collide with a running `npm start` or another helper.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { HOST_SERVER, REMOTE_DIST, REMOTE_SERVER, ROOT } from './paths';

const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

export function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface RunningServer {
  pid: number;
  port: number;
  origin: string;
  /** What the server printed so far (stdout and stderr): its log. */
  output(): string;
  stop(): Promise<void>;
}

async function startServer(
  name: string,
  script: string,
  port: number,
  env: Record<string, string>,
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, HOST, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await canConnect(port))) {
    if (exited) throw new Error(`${name} exited before listening on ${port}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not listen on ${port} within ${START_TIMEOUT_MS} ms:\n${output}`);
    }
    // A real-time pause on purpose: this waits for another process to listen, which no clock in
    // this process or the page can move; it proves that something happens, not that nothing does.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const pid = child.pid!;
  return {
    pid,
    port,
    origin: `http://${HOST}:${port}`,
    output: () => output,
    async stop() {
      if (exited) return;
      process.kill(pid, 'SIGTERM');
      const timer = setTimeout(() => {
        if (!exited) process.kill(pid, 'SIGKILL');
      }, STOP_TIMEOUT_MS);
      await exit;
      clearTimeout(timer);
    },
  };
}

/** The remote server on `port` (default: a free one), serving `dir` (default: dist/remote). */
export async function startRemoteServer(port?: number, dir: string = REMOTE_DIST): Promise<RunningServer> {
  return startServer('the header remote server', REMOTE_SERVER, port ?? (await getFreePort()), {
    REMOTE_DIR: dir,
  });
}

/** `env` adds to the server's environment, e.g. PUBLIC_ORIGIN for a host seen through a proxy. */
export async function startHostServer(
  manifestUrl: string,
  port?: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const hostPort = port ?? (await getFreePort());
  return startServer('the demo host server', HOST_SERVER, hostPort, {
    REMOTE_URL: manifestUrl,
    ADMIN_SERVER_URL: `http://localhost:${hostPort}`,
    ...env,
  });
}

export interface Demo {
  host: RunningServer;
  remote: RunningServer;
  manifestUrl: string;
  stop(): Promise<void>;
}

/** The remote on one free port, the host on another: the header is loaded cross-origin. */
export async function startDemo(): Promise<Demo> {
  const remote = await startRemoteServer();
  // The slim build, as host-demo loads it (it provides the federation runtime core).
  const manifestUrl = `${remote.origin}/mf-manifest.slim.json`;
  const host = await startHostServer(manifestUrl).catch(async (error: unknown) => {
    await remote.stop();
    throw error;
  });
  return {
    host,
    remote,
    manifestUrl,
    async stop() {
      await Promise.all([host.stop(), remote.stop()]);
    },
  };
}
