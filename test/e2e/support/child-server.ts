/**
 * A long-running tool (a dev server, a preview server, `next start`) as a child process of the test: spawned from
 * its own binary, so the PID we hold is the tool itself (no npm or shell wrapper to orphan), in a process group of
 * its own, so that stopping it also stops the workers it forks (`next dev` runs its server in one). Ready once
 * `readyUrl` answers 2xx.
 */
import { spawn } from 'node:child_process';

const STOP_TIMEOUT_MS = 5_000;

/**
 * What a tool is started with: a developer's shell, that is this process's environment without what Vitest adds
 * (`NODE_ENV=test`, `TEST`, `VITEST*`), plus `extra`. `NODE_ENV=test` changes what the tools build: Rsbuild then
 * leaves `process.env` reads in the browser bundle (a page error), and `@module-federation/vite`'s dev server and
 * build leave the app's React out of the share scope, so the header renders through its bridge with a second React.
 */
export function toolEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env))
    if (key === 'NODE_ENV' || key === 'TEST' || key.startsWith('VITEST')) delete env[key];
  return { ...env, ...extra };
}

export interface ChildServer {
  pid: number;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** Names the process in errors. */
  name: string;
  command: string;
  args: string[];
  cwd: string;
  /** The environment (default: toolEnv()). */
  env?: NodeJS.ProcessEnv;
  /** Fetched until it answers 2xx. */
  readyUrl: string;
  timeoutMs: number;
}

export async function startChildServer({
  name,
  command,
  args,
  cwd,
  env = toolEnv(),
  readyUrl,
  timeoutMs,
}: ChildServerOptions): Promise<ChildServer> {
  const child = spawn(command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const pid = child.pid!;
  /** The child's process group (its PID: `detached` made it the leader), else the child alone. */
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pid, name);
    } catch {
      if (!exited) process.kill(pid, name);
    }
  };
  const stop = async () => {
    if (exited) return;
    signal('SIGTERM');
    const timer = setTimeout(() => exited || signal('SIGKILL'), STOP_TIMEOUT_MS);
    await exit;
    clearTimeout(timer);
    // Workers the leader left behind.
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // The group is gone: nothing left.
    }
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`${name} exited before ${readyUrl} answered:\n${output}`);
    const answer = await fetch(readyUrl).catch(() => null);
    await answer?.body?.cancel();
    if (answer?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name}: ${readyUrl} did not answer within ${timeoutMs} ms:\n${output}`);
    }
    // A real-time pause on purpose: another process starting, which no clock here can move.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { pid, output: () => output, stop };
}
