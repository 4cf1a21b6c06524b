/**
 * One small driver over the three engines, so that the core flows (core-flows.test.ts) are written once:
 * - chromium: the system Chromium through playwright-core, as the rest of test/e2e;
 * - firefox: the Debian Firefox ESR through WebDriver BiDi with puppeteer-core (Playwright's Firefox needs its
 *   own patched build);
 * - webkit: WebKitGTK's MiniBrowser through WebKitWebDriver (WebDriver classic, spoken here over fetch), on an
 *   Xvfb display of its own.
 * A flow only navigates, runs functions in the page, moves and clicks the mouse at page coordinates and presses
 * keys: what the three protocols all do natively, as trusted input.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium-options';
import { getFreePort } from '../support/servers';

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINES)[number];

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? 'WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Debian package `xvfb`. */
const XVFB = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';

export type Key = 'Tab' | 'Enter' | 'Escape' | 'ArrowDown' | 'ArrowUp';

export interface Viewport {
  width: number;
  height: number;
}

export interface EnginePage {
  /** Loads the address and resolves once its DOM is parsed (DOMContentLoaded). */
  goto(url: string): Promise<void>;
  /** Runs `fn(arg)` in the page (serialised: no closures) and resolves to its JSON result. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Moves the mouse to a point of the viewport (CSS px). */
  move(x: number, y: number): Promise<void>;
  /** A left click at a point of the viewport. */
  click(x: number, y: number): Promise<void>;
  press(key: Key): Promise<void>;
  /** Types text key by key into the focused element. */
  type(text: string): Promise<void>;
  /** What the engine itself reported: console errors and uncaught page errors (WebKit's WebDriver has none). */
  engineErrors(): string[];
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  open(viewport: Viewport): Promise<EnginePage>;
  close(): Promise<void>;
}

export function engineFromEnv(): EngineName {
  const name = process.env.E2E_ENGINE ?? 'chromium';
  if (!(ENGINES as readonly string[]).includes(name))
    throw new Error(`E2E_ENGINE=${name}: one of ${ENGINES.join(', ')}`);
  return name as EngineName;
}

export function launchEngine(name: EngineName): Promise<Engine> {
  if (name === 'firefox') return launchFirefox();
  if (name === 'webkit') return launchWebKit();
  return launchChromium();
}

async function launchChromium(): Promise<Engine> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  return {
    name: 'chromium',
    async open(viewport) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
      });
      return {
        goto: async (url) => void (await page.goto(url, { waitUntil: 'domcontentloaded' })),
        evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
        move: (x, y) => page.mouse.move(x, y),
        click: (x, y) => page.mouse.click(x, y),
        press: (key) => page.keyboard.press(key),
        type: (text) => page.keyboard.type(text),
        engineErrors: () => [...errors],
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // The same "no network of its own" as Chromium's flags: no updates, telemetry or remote settings.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
      'toolkit.telemetry.enabled': false,
    },
  });
  return {
    name: 'firefox',
    async open(viewport) {
      // A user context of its own per page: no cookie or storage left over from the flow before.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`uncaught: ${String(error)}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url ?? ''})`);
      });
      return {
        goto: async (url) => void (await page.goto(url, { waitUntil: 'domcontentloaded' })),
        evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
        move: (x, y) => page.mouse.move(x, y),
        click: (x, y) => page.mouse.click(x, y),
        press: (key) => page.keyboard.press(key),
        type: (text) => page.keyboard.type(text),
        engineErrors: () => [...errors],
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

/** A child process stopped with SIGTERM, then SIGKILL after 5 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Xvfb on a display number it picks itself (`-displayfd`), so parallel runs never share one. */
async function startXvfb(): Promise<{ display: string; stop(): Promise<void> }> {
  const child = spawn(XVFB, ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    const fd = child.stdio[3] as NodeJS.ReadableStream;
    fd.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it had a display:\n${stderr}`)));
    setTimeout(() => reject(new Error(`Xvfb gave no display within 20 s:\n${stderr}`)), 20_000);
  });
  return { display, stop: () => stopProcess(child) };
}

/**
 * A GTK theme file for MiniBrowser: its toolbar otherwise keeps the window at least 447 px wide, and the flows
 * need a 375 px viewport. No padding, margins or minimum sizes, 1 px text: the toolbar shrinks to a few pixels.
 */
const SMALL_TOOLBAR_CSS = '* { font-size: 1px; padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0; }';

/** Any one WebDriver command: a page load on a loaded machine takes seconds, never this long. */
const COMMAND_TIMEOUT_MS = 30_000;

const KEY_CODES: Record<Key, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
};

async function launchWebKit(): Promise<Engine> {
  const xvfb = await startXvfb();
  const config = mkdtempSync(path.join(tmpdir(), 'engines-webkit-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0/gtk.css'), SMALL_TOOLBAR_CSS);
  const port = await getFreePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  driver.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  driver.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const stopAll = async () => {
    await stopProcess(driver);
    await xvfb.stop();
    rmSync(config, { recursive: true, force: true });
  };

  async function command<T>(method: string, pathname: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${pathname}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      // A command that hangs fails its test with its name, well inside the test's timeout.
      signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
    }).catch((error: unknown) => {
      throw new Error(`WebDriver ${method} ${pathname}: ${String(error)}`);
    });
    const json = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) {
      throw new Error(`WebDriver ${method} ${pathname}: ${json.value?.error}: ${json.value?.message}`);
    }
    return json.value;
  }

  const deadline = Date.now() + 20_000;
  for (;;) {
    const ready = await command<{ ready: boolean }>('GET', '/status').catch(() => undefined);
    if (ready) break;
    if (Date.now() > deadline || driver.exitCode !== null) {
      await stopAll();
      throw new Error(`WebKitWebDriver did not answer on ${port}:\n${output}`);
    }
    // A real-time pause on purpose: another process is starting, no clock here can move it.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    name: 'webkit',
    async open(viewport) {
      // A session per page (a fresh MiniBrowser): no cookie or storage left over from the flow before.
      const { sessionId } = await command<{ sessionId: string }>('POST', '/session', {
        capabilities: {
          alwaysMatch: {
            'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
          },
        },
      });
      const session = `/session/${sessionId}`;
      const execute = <R>(script: string, args: unknown[]) =>
        command<R>('POST', `${session}/execute/async`, { script, args });
      const actions = (list: unknown[]) => command('POST', `${session}/actions`, { actions: list });
      const pointer = (steps: unknown[]) => ({
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions: steps,
      });
      const moveTo = (x: number, y: number) => ({
        type: 'pointerMove',
        origin: 'viewport',
        x: Math.round(x),
        y: Math.round(y),
        duration: 0,
      });
      const keys = (values: string[]) => ({
        type: 'key',
        id: 'keyboard',
        actions: values.flatMap((value) => [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ]),
      });
      // The window is the viewport plus the (shrunk) toolbar: measured once, then the window sized to fit.
      await command('POST', `${session}/window/rect`, viewport);
      const inner = await execute<Viewport>('arguments[0]({ width: innerWidth, height: innerHeight })', []);
      await command('POST', `${session}/window/rect`, {
        width: viewport.width + (viewport.width - inner.width),
        height: viewport.height + (viewport.height - inner.height),
      });
      return {
        goto: async (url) => {
          await command('POST', `${session}/url`, { url });
        },
        evaluate: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) =>
          execute<{ ok: boolean; value: R; error: string }>(
            `const done = arguments[arguments.length - 1];
            Promise.resolve().then(() => (${fn.toString()})(arguments[0])).then(
              (value) => done({ ok: true, value: value === undefined ? null : value }),
              (error) => done({ ok: false, error: String(error && error.stack || error) }));`,
            [arg],
          ).then((result) => {
            if (!result.ok) throw new Error(`in the page: ${result.error}`);
            return result.value;
          }),
        move: async (x, y) => void (await actions([pointer([moveTo(x, y)])])),
        click: async (x, y) =>
          void (await actions([
            pointer([moveTo(x, y), { type: 'pointerDown', button: 0 }, { type: 'pointerUp', button: 0 }]),
          ])),
        press: async (key) => void (await actions([keys([KEY_CODES[key]])])),
        type: async (text) => void (await actions([keys([...text])])),
        engineErrors: () => [],
        close: async () => void (await command('DELETE', session)),
      };
    },
    close: stopAll,
  };
}
