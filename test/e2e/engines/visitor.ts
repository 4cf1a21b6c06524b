/**
 * A visitor on the demo, in whichever engine: finds what it acts on by role and accessible name (the probe's
 * query, probe.ts), points, clicks and types through the engine's own input (driver.ts), and reads the page
 * through functions run in it. Every read that waits goes through `eventually` (support/wait.ts).
 */
import { onTestFinished } from 'vitest';
import { eventually } from '../support/wait';
import type { Engine, EnginePage, Key, Viewport } from './driver';
import type { ProbeFrame, Target } from './probe';

export const DESKTOP: Viewport = { width: 1280, height: 900 };
export const PHONE: Viewport = { width: 375, height: 740 };

export const banner: Target = { role: 'banner' };
export const inBanner = (role: string, name?: Target['name']): Target => ({ role, name, within: banner });

export class Visitor {
  constructor(
    readonly page: EnginePage,
    readonly origin: string,
  ) {}

  async goto(pathAndQuery: string): Promise<void> {
    await this.page.goto(`${this.origin}${pathAndQuery}`);
  }

  /** The remote header is in: the QA panel says so and the banner is drawn. */
  async waitForRemoteHeader(): Promise<void> {
    await eventually(
      () =>
        this.page.evaluate(
          () =>
            [...document.querySelectorAll('[role="status"]')].some((status) =>
              /Header remote (loaded|arrived)/.test(status.textContent ?? ''),
            ),
          null,
        ),
      'the QA panel says the remote header is in',
    ).toBe(true);
    await eventually(() => this.count(banner), 'the banner is drawn').toBe(1);
  }

  count(target: Target): Promise<number> {
    return this.page.evaluate((t) => window.__engineProbe!.query(t).length, target);
  }

  /** Waits until the target is drawn exactly once. */
  async expectOne(target: Target, what = describeTarget(target)): Promise<void> {
    await eventually(() => this.count(target), `${what} is drawn`).toBe(1);
  }

  async expectNone(target: Target, what = describeTarget(target)): Promise<void> {
    await eventually(() => this.count(target), `${what} is not drawn`).toBe(0);
  }

  /** The centre of the first drawn match, scrolled into view; waits for it. */
  private async centre(target: Target): Promise<{ x: number; y: number }> {
    await eventually(() => this.count(target), `${describeTarget(target)} is drawn`).toBeGreaterThan(0);
    return this.page.evaluate((t) => {
      const element = window.__engineProbe!.query(t)[0]!;
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const rect = element.getBoundingClientRect();
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    }, target);
  }

  async click(target: Target): Promise<void> {
    const { x, y } = await this.centre(target);
    await this.page.click(x, y);
  }

  async hover(target: Target): Promise<void> {
    const { x, y } = await this.centre(target);
    await this.page.move(x, y);
  }

  /** Focus, as a script would put it (the start of a keyboard flow). */
  async focus(target: Target): Promise<void> {
    await this.centre(target);
    await this.page.evaluate((t) => (window.__engineProbe!.query(t)[0] as HTMLElement).focus(), target);
  }

  press(key: Key): Promise<void> {
    return this.page.press(key);
  }

  type(text: string): Promise<void> {
    return this.page.type(text);
  }

  attribute(target: Target, name: string): Promise<string | null> {
    return this.page.evaluate(([t, attribute]) => window.__engineProbe!.query(t)[0]?.getAttribute(attribute) ?? null, [
      target,
      name,
    ] as const);
  }

  /** Whether the focused element is the first match of the target. */
  isFocused(target: Target): Promise<boolean> {
    return this.page.evaluate((t) => {
      const element = window.__engineProbe!.query(t)[0];
      return element !== undefined && element === document.activeElement;
    }, target);
  }

  async expectFocus(target: Target, what = describeTarget(target)): Promise<void> {
    await eventually(
      () => this.isFocused(target).then(async (focused) => (focused ? 'yes' : `no, on ${await this.focused()}`)),
      `focus on ${what}`,
    ).toBe('yes');
  }

  /** The focused element, for failure messages. */
  focused(): Promise<string> {
    return this.page.evaluate(() => {
      const element = document.activeElement;
      if (!element) return 'nothing';
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
      return `${role} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`;
    }, null);
  }

  pathname(): Promise<string> {
    return this.page.evaluate(() => `${location.pathname}${location.search}`, null);
  }

  frames(): Promise<ProbeFrame[]> {
    return this.page.evaluate(() => window.__engineProbe!.frames, null);
  }

  /** Resolves after `count` more animation frames (a frame's changes are sampled on the next one). */
  nextFrames(count = 2): Promise<void> {
    return this.page.evaluate(
      (left) =>
        new Promise<void>((resolve) => {
          const step = (remaining: number) =>
            remaining === 0 ? resolve() : requestAnimationFrame(() => step(remaining - 1));
          step(left);
        }),
      count,
    );
  }

  /** The engine's own error reports and what the probe caught in the page. */
  async errors(): Promise<string[]> {
    const inPage = await this.page.evaluate(() => window.__engineProbe?.errors ?? [], null).catch(() => []);
    return [...this.page.engineErrors(), ...inPage];
  }
}

export function describeTarget(target: Target): string {
  const name =
    target.name === undefined
      ? ''
      : typeof target.name === 'string'
        ? ` "${target.name}"`
        : ` "${target.name.startsWith}..."`;
  return `${target.role}${name}${target.within ? ` in ${describeTarget(target.within)}` : ''}`;
}

/**
 * A fresh page of the engine for the running test, at `origin`: closed when the test finishes, and the test
 * fails if the engine or the page reported an error (a console error, an uncaught error, a failed load).
 */
export async function openVisitor(engine: Engine, origin: string, viewport: Viewport): Promise<Visitor> {
  const opening = engine.open(viewport);
  onTestFinished(async () => {
    const page = await opening.catch(() => undefined);
    if (!page) return;
    const errors = await new Visitor(page, origin).errors();
    await page.close();
    if (errors.length > 0) throw new Error(`${engine.name} reported errors:\n${errors.join('\n')}`);
  });
  return new Visitor(await opening, origin);
}
