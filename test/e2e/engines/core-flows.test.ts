/**
 * The core flows, written once and run in each engine (E2E_ENGINE: chromium in the `e2e` project, firefox in
 * `e2e-firefox`, webkit in `e2e-webkit`; vitest.config.ts): the header in the server's HTML and hydrated at 375
 * and 1280 px; the Help Center and account menus by mouse and by keyboard; search suggestions and the discovery
 * URL a search lands on; a location pick; the takeover and the create-event modal opened and closed (Escape and
 * the close button); the skip link; nothing moves after load; no frame shows the fallback header or an unstyled
 * or half-parsed header on a server-rendered page, even when its HTML stalls in the middle of the header (what
 * Chromium's `blocking="render"` prevents, and the host kit's style for the other engines). Every page fails its test on a console or page error
 * (openVisitor). The demo is the built one (`npm run build`), seen through the probe proxy (probe-proxy.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt } from '../support/paths';
import { eventually } from '../support/wait';
import { engineFromEnv, launchEngine, type Engine, type Viewport } from './driver';
import type { ProbeFrame, Target } from './probe';
import { startProbedDemo, type ProbeProxy } from './probe-proxy';
import { DESKTOP, inBanner, openVisitor, PHONE, type Visitor } from './visitor';

const ENGINE = engineFromEnv();
const DISCOVERY = '/d/ny--new-york/music--events/jazz/';
/** How long the network stalls in the middle of the header's HTML: many frames at 60 Hz. */
const HEADER_STALL_MS = 600;
const WIDTHS = [
  ['375 px', PHONE],
  ['1280 px', DESKTOP],
] as const;

const HELP_CENTER = inBanner('button', 'Help Center');
const ACCOUNT = inBanner('button', 'Account menu for Maya Okonkwo-Lindqvist');
const SEARCH = inBanner('combobox', 'Search events');
const PICKER = inBanner('combobox', 'Choose a location');
const SEARCH_DIALOG: Target = { role: 'dialog', name: 'Search events' };
const CREATE_DIALOG: Target = { role: 'dialog', name: 'How do you want to build your event?' };
const menuOf = (trigger: Target): Target => ({ role: 'menu', name: trigger.name });
const menuItems = (trigger: Target) => ({ role: 'menuitem', within: menuOf(trigger) });

describe(`core flows in ${ENGINE}`, () => {
  let demo: ProbeProxy | undefined;
  let engine: Engine | undefined;

  beforeAll(async () => {
    assertBuilt();
    demo = await startProbedDemo();
    engine = await launchEngine(ENGINE);
  });
  afterAll(async () => {
    try {
      await engine?.close();
    } finally {
      await demo?.stop();
    }
  });

  /** A fresh page at `pathAndQuery`, the remote header in. */
  async function visit(pathAndQuery: string, viewport: Viewport = DESKTOP): Promise<Visitor> {
    const visitor = await openVisitor(engine!, demo!.origin, viewport);
    await visitor.goto(pathAndQuery);
    await visitor.waitForRemoteHeader();
    return visitor;
  }

  /** The menu items' names as the visitor reads them. */
  function itemNames(visitor: Visitor, trigger: Target): Promise<string[]> {
    return visitor.page.evaluate(
      (target) => window.__engineProbe!.query(target).map((item) => (item.textContent ?? '').trim()),
      menuItems(trigger),
    );
  }

  /** Mouse: a click opens the menu with `expected` among its items, a click on an item leaves through it. */
  async function menuByMouse(visitor: Visitor, trigger: Target, expected: string[]): Promise<void> {
    await visitor.click(trigger);
    await visitor.expectOne(menuOf(trigger));
    await eventually(() => visitor.attribute(trigger, 'aria-expanded')).toBe('true');
    const names = await itemNames(visitor, trigger);
    for (const name of expected)
      expect(
        names.some((item) => item.startsWith(name)),
        `${name} in ${names}`,
      ).toBe(true);
    // A second click on the trigger closes it again.
    await visitor.click(trigger);
    await visitor.expectNone(menuOf(trigger));
    await eventually(() => visitor.attribute(trigger, 'aria-expanded')).toBe('false');
  }

  /** Keyboard (WAI-ARIA menu button): Enter opens on the first item, Down moves, Up wraps, Escape returns focus. */
  async function menuByKeyboard(visitor: Visitor, trigger: Target): Promise<void> {
    await visitor.focus(trigger);
    await visitor.press('Enter');
    await visitor.expectOne(menuOf(trigger));
    const items = await itemNames(visitor, trigger);
    expect(items.length).toBeGreaterThan(2);
    const item = (index: number): Target => ({ ...menuItems(trigger), name: { startsWith: items.at(index)! } });
    await visitor.expectFocus(item(0), 'the first item');
    await visitor.press('ArrowDown');
    await visitor.expectFocus(item(1), 'the second item');
    await visitor.press('ArrowUp');
    await visitor.press('ArrowUp');
    await visitor.expectFocus(item(-1), 'the last item (Up wraps)');
    await visitor.press('Escape');
    await visitor.expectNone(menuOf(trigger));
    await visitor.expectFocus(trigger, 'the trigger after Escape');
  }

  it.each(WIDTHS)("the header is in the server's HTML and the browser hydrates it, at %s", async (_width, viewport) => {
    const visitor = await visit('/', viewport);
    const adopted = await visitor.page.evaluate(() => {
      const first = window.__engineProbe!.firstHeader;
      return {
        fromServer: first?.parentElement?.getAttribute('data-server-header') ?? null,
        stillThere: first !== null && document.contains(first) && first === document.querySelector('header'),
      };
    }, null);
    // The server's header is the one the visitor has: React adopted it rather than drawing another.
    expect(adopted).toEqual({ fromServer: 'header', stillThere: true });
    // CSS picks the layout: the main links on a desktop, the Menu button on a phone.
    const menu = inBanner('button', 'Menu');
    const findEvents = inBanner('link', 'Find Events');
    if (viewport.width < 960) {
      await visitor.expectOne(menu);
      await visitor.expectNone(findEvents);
      await visitor.expectNone(HELP_CENTER);
      // Hydrated: the Menu button answers.
      await visitor.click(menu);
      await visitor.expectOne({ role: 'dialog', name: 'Menu' });
    } else {
      await visitor.expectOne(findEvents);
      await visitor.expectNone(menu);
      // Hydrated: the Help Center menu answers.
      await menuByMouse(visitor, HELP_CENTER, ['Help Center']);
    }
  });

  it('the Help Center menu by mouse: open, read, close; an item navigates in-app', async () => {
    const visitor = await visit('/');
    await menuByMouse(visitor, HELP_CENTER, ['Help Center', 'Find your tickets', 'Contact your event organizer']);
    await visitor.click(HELP_CENTER);
    await visitor.click({ ...menuItems(HELP_CENTER), name: { startsWith: 'Find your tickets' } });
    await eventually(() => visitor.pathname()).toBe('/help/en-us/articles/find-your-tickets/');
  });

  it('the Help Center menu by keyboard', async () => {
    await menuByKeyboard(await visit('/'), HELP_CENTER);
  });

  it('the account menu by mouse and by keyboard (attendee)', async () => {
    const visitor = await visit('/?persona=attendee');
    await menuByMouse(visitor, ACCOUNT, ['Log out']);
    await menuByKeyboard(visitor, ACCOUNT);
  });

  it('search: "jazz" shows suggestions, Enter lands on the New York jazz discovery URL', async () => {
    const visitor = await visit('/');
    // Pointing at the field loads the full bar; it has taken over once the input names its listbox.
    await visitor.hover(SEARCH);
    await eventually(() => visitor.attribute(SEARCH, 'aria-controls'), 'the full search bar').toBeTruthy();
    await visitor.click(SEARCH);
    await visitor.type('jazz');
    const suggestions: Target = { role: 'option', within: inBanner('listbox', 'Suggestions') };
    await eventually(() => visitor.count(suggestions), 'suggestions').toBeGreaterThan(0);
    await visitor.press('Enter');
    await eventually(() => visitor.pathname()).toBe('/d/ny--new-york/events/jazz/');
  });

  it('a location pick: "san fr", then San Francisco, shows in the picker and is kept in the cookie', async () => {
    const visitor = await visit('/');
    await visitor.hover(PICKER);
    await eventually(() => visitor.attribute(PICKER, 'aria-controls'), 'the full picker').toBeTruthy();
    await visitor.click(PICKER);
    const value = () =>
      visitor.page.evaluate(
        (target) => (window.__engineProbe!.query(target)[0] as HTMLInputElement | undefined)?.value,
        PICKER,
      );
    await visitor.type('san fr');
    await eventually(value, 'the typed text').toBe('san fr');
    const options = () =>
      visitor.page.evaluate(
        () => [...document.querySelectorAll('[role="option"]')].map((option) => option.textContent),
        null,
      );
    await eventually(options, 'the suggested places').toContainEqual(expect.stringMatching(/^San Francisco/));
    await visitor.click({ role: 'option', name: { startsWith: 'San Francisco' } });
    await eventually(value).toBe('San Francisco');
    await eventually(() => visitor.page.evaluate(() => decodeURIComponent(document.cookie), null)).toMatch(
      /"slug":"[^"]*san-francisco"/,
    );
  });

  it('the takeover at 375 px: the round search button opens it, Escape closes it, and so does its close button', async () => {
    const visitor = await visit('/', PHONE);
    const button = inBanner('button', 'Search events');
    await visitor.click(button);
    await visitor.expectOne(SEARCH_DIALOG);
    await visitor.expectFocus({ role: 'combobox', name: 'Search events', within: SEARCH_DIALOG }, 'the takeover field');
    // The first Escape closes the field's dropdown (product states), the next one the takeover.
    for (let presses = 0; presses < 3 && (await visitor.count(SEARCH_DIALOG)) > 0; presses += 1) {
      await visitor.press('Escape');
      await visitor.nextFrames();
    }
    await visitor.expectNone(SEARCH_DIALOG);
    await visitor.click(button);
    await visitor.expectOne(SEARCH_DIALOG);
    await visitor.click({ role: 'button', name: 'Close', within: SEARCH_DIALOG });
    await visitor.expectNone(SEARCH_DIALOG);
  });

  it('the create-event modal (organizer): opens modal, Escape closes it with focus back, the close button too', async () => {
    const visitor = await visit('/?persona=organizer');
    const trigger = inBanner('link', 'Create an event');
    await visitor.click(trigger);
    await visitor.expectOne(CREATE_DIALOG);
    const modal = () =>
      visitor.page.evaluate(
        (target) => window.__engineProbe!.query(target)[0]?.matches('dialog:modal') ?? false,
        CREATE_DIALOG,
      );
    await eventually(modal, 'a modal dialog (the page behind it inert)').toBe(true);
    await visitor.expectOne({ role: 'button', name: { startsWith: 'Start from scratch' }, within: CREATE_DIALOG });
    await visitor.press('Escape');
    await visitor.expectNone(CREATE_DIALOG);
    await visitor.expectFocus(trigger, 'the Create an event link');
    await visitor.click(trigger);
    await visitor.expectOne(CREATE_DIALOG);
    await visitor.click({ role: 'button', name: 'Close', within: CREATE_DIALOG });
    await visitor.expectNone(CREATE_DIALOG);
  });

  it('the skip link is the first Tab stop and Enter moves focus to the main content', async () => {
    const visitor = await visit('/?persona=attendee');
    await visitor.press('Tab');
    await visitor.expectFocus(inBanner('link', 'Skip Main Navigation'), 'the skip link');
    await visitor.press('Enter');
    await visitor.expectFocus({ role: 'main' }, 'the main content');
  });

  /** The frames from the first with a header to the last, once the page settled (the full fields loaded). */
  async function settledFrames(pathAndQuery: string, viewport: Viewport): Promise<ProbeFrame[]> {
    const visitor = await visit(pathAndQuery, viewport);
    // What is tested: the server's header (the warm-up made sure the host renders within its budget).
    await expect(
      visitor.page.evaluate(() => document.getElementById('server-header')?.dataset.serverHeader ?? null, null),
    ).resolves.toBe('header');
    // On a desktop the full search bar and picker load on intent; their arrival must not move anything either.
    if (viewport.width >= 960) {
      for (const field of [SEARCH, PICKER]) {
        await visitor.hover(field);
        await eventually(() => visitor.attribute(field, 'aria-controls'), 'the full field').toBeTruthy();
      }
      // Off the fields again, so that no hover style is in the last frame.
      await visitor.page.move(1, viewport.height - 1);
    }
    await visitor.nextFrames(3);
    const frames = await visitor.frames();
    const first = frames.findIndex((frame) => frame.header?.visible);
    expect(first, 'a frame with a header was sampled').toBeGreaterThanOrEqual(0);
    return frames.slice(first);
  }

  it('a header whose HTML stalls half way on the network is painted whole or not at all', async () => {
    demo!.splitHeader(HEADER_STALL_MS);
    try {
      const frames = await settledFrames('/', DESKTOP);
      const halves = frames.filter((frame) => frame.header?.visible && !frame.header.complete);
      expect(halves.map((frame) => `${frame.at} ms: ${JSON.stringify(frame.header)}`)).toEqual([]);
    } finally {
      demo!.splitHeader(0);
    }
  });

  for (const path of ['/', DISCOVERY]) {
    it.each(WIDTHS)(`${path}: nothing moves after load at %s`, async (_width, viewport) => {
      const frames = await settledFrames(path, viewport);
      const last = frames.at(-1)!;
      const moves = frames.flatMap((frame) =>
        Object.entries(last.landmarks)
          .filter(([name, box]) => frame.landmarks[name] !== undefined && frame.landmarks[name] !== box)
          .map(([name, box]) => `${frame.at} ms: ${name} at ${frame.landmarks[name]}, then at ${box}`),
      );
      expect(moves).toEqual([]);
    });

    it.each(WIDTHS)(
      `${path}: no frame shows the fallback, an unstyled or a half-parsed header at %s`,
      async (_width, viewport) => {
        const frames = await settledFrames(path, viewport);
        const last = frames.at(-1)!.header!;
        expect(last).toMatchObject({ fallback: false, visible: true, complete: true, styled: true });
        const flashes = frames.flatMap(({ at, header }) => {
          if (!header?.visible) return [`${at} ms: no header (it was there before)`];
          const wrong = [
            header.fallback && 'the fallback header',
            !header.styled && 'an unstyled header',
            !header.complete && 'a half-parsed header',
            header.height !== last.height && `a header ${header.height} px high (then ${last.height})`,
            header.background !== last.background && `a ${header.background} header (then ${last.background})`,
          ].filter(Boolean);
          return wrong.length > 0 ? [`${at} ms (${frames.length} frames): ${wrong.join(', ')}`] : [];
        });
        expect(flashes).toEqual([]);
      },
    );
  }
});
