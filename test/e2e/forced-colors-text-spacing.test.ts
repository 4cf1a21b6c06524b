/**
 * Beyond the default look: the header in Chromium's forced colors (Windows' contrast themes) at 320 and 1280 px,
 * and with its text at 200% (WCAG 1.4.4) under WCAG 1.4.12's text spacing at 320 and 1280 px, in English and
 * German, closed and with its menu open (the Help Center menu in the desktop layout, the Menu panel in the mobile
 * one, which 200% text also shows in a 1,280 px window: its row would need about 1,500 px there):
 * - every control (button, link, field) keeps a visible boundary in forced colors: a border or outline in a
 *   system colour other than the Canvas, or it is a link drawn as text (forced colors draw it in LinkText);
 * - every control draws a focus ring (an outline of at least FOCUS_RING_WIDTH_PX, other than the Canvas) once
 *   the keyboard focuses it;
 * - no label is cut (its text wider or taller than its box, a field's text cut without an ellipsis, a part past
 *   the window or clipped by a box that hides its overflow), and no two controls' boxes overlap;
 * - the picture matches the one committed under test/e2e/__references__/.
 *
 * 200% text is text-only zoom, as Firefox's "Zoom text only", Safari's text size and Android's font scale do:
 * every element's font size doubled, every length in px kept. The header sets its sizes in px (16, 14, 13 px),
 * so a root font size of 200% or Chromium's default font size setting (Page.setFontSizes) would leave it as it
 * is: those scale rem and em only. So the test doubles each element's computed font size (rem and em lengths
 * follow, as with text zoom), unlike page zoom, which would scale the boxes too and keep the layout's
 * proportions. The text spacing is the text-spacing bookmarklet's stylesheet (line height 1.5, letter spacing
 * 0.12 em, word spacing 0.16 em, paragraph spacing 2 em, all !important), applied before the zoom so its em
 * lengths grow with the text.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/i18n/catalogue';
import { FOCUS_RING_WIDTH_PX } from '../../src/design-system/tokens';
import type { Messages } from '../../src/i18n/messages';
import { gotoDemo, header, qaPanel, waitForRemoteHeader } from './support/demo-page';
import { expectMatchesReference } from './support/pictures';
import { setupDemo } from './support/setup-demo';
import { eventually } from './support/wait';

/** The WCAG 1.4.12 text-spacing bookmarklet's stylesheet. */
const TEXT_SPACING_CSS = `
* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }
`;

const TEXT_ZOOM = 2;

type Mode = 'forced-colors' | 'text-200-spacing';
const CASES: readonly (readonly [Mode, number])[] = [
  ['forced-colors', 320],
  ['forced-colors', 1280],
  ['text-200-spacing', 320],
  ['text-200-spacing', 1280],
];
const LOCALES = ['en_US', 'de_DE'] as const;
const HEIGHT = 800;

/**
 * Text spacing as an adopted stylesheet (no new <style> element in a page whose Content-Security-Policy every
 * e2e test keeps), then text-only zoom: each element's own font size, read with no zoom of
 * ours applied, doubled with !important. Run again after the page adds parts (an open menu): the sizes are
 * read afresh, so nothing doubles twice.
 */
async function zoomText(page: Page): Promise<void> {
  await page.evaluate(
    ({ css, factor }) => {
      const state = window as unknown as { __zoomed?: Element[] };
      if (!state.__zoomed) {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      for (const element of state.__zoomed ?? []) (element as HTMLElement).style.removeProperty('font-size');
      const elements = [document.documentElement, ...document.querySelectorAll('*')] as HTMLElement[];
      const sizes = elements.map((element) => parseFloat(getComputedStyle(element).fontSize));
      elements.forEach((element, index) =>
        element.style.setProperty('font-size', `${sizes[index]! * factor}px`, 'important'),
      );
      state.__zoomed = elements;
    },
    { css: TEXT_SPACING_CSS, factor: TEXT_ZOOM },
  );
}

/** What each check found wrong, one line per problem; empty when all is well. */
interface Findings {
  boundaries: string[];
  clipped: string[];
  overlaps: string[];
}

/**
 * In the page: the drawn controls of the open layer (`scope`: the banner, or the open menu or dialog) and what
 * is wrong with them. Self-contained: it runs in the browser.
 */
function inspect({
  scope: scopeSelector,
  forcedColors,
  width,
}: {
  scope: string;
  forcedColors: boolean;
  width: number;
}): Findings {
  // The drawn one: closed menus may stay in the document, hidden.
  const scope = [...document.querySelectorAll(scopeSelector)].find((element) => element.checkVisibility())!;
  const isDrawn = (element: Element) => {
    if (!element.checkVisibility({ visibilityProperty: true })) return false;
    const rect = element.getBoundingClientRect();
    // The visually hidden pattern (1x1 px, clipped): read, not drawn.
    return rect.width > 1 && rect.height > 1;
  };
  const ownText = (element: Element) =>
    Array.from(element.childNodes)
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim();
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;

  // The Canvas system colour, as this page resolves it.
  const probe = document.createElement('div');
  probe.style.color = 'Canvas';
  document.body.append(probe);
  const canvas = getComputedStyle(probe).color;
  probe.remove();
  const shows = (color: string) => color !== canvas && !/^rgba\(.*,\s*0\)$/.test(color) && color !== 'transparent';

  const controls = [
    ...scope.querySelectorAll('a[href], button, input, select, textarea, [role="combobox"], [role="menuitem"]'),
  ].filter(isDrawn);
  const drawsBorder = (style: CSSStyleDeclaration) =>
    (['top', 'right', 'bottom', 'left'] as const).every(
      (side) =>
        !['none', 'hidden'].includes(style.getPropertyValue(`border-${side}-style`)) &&
        parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1 &&
        shows(style.getPropertyValue(`border-${side}-color`)),
    );
  // A field's input draws no border of its own: the pill around it does (and its focus ring).
  const boxOf = (control: Element) => {
    if (!(control instanceof HTMLInputElement)) return control;
    let box: Element | null = control.parentElement;
    for (let level = 0; box && level < 3; level += 1, box = box.parentElement)
      if (drawsBorder(getComputedStyle(box))) return box;
    return control;
  };

  const boundaries: string[] = [];
  if (forcedColors) {
    for (const control of controls) {
      const style = getComputedStyle(boxOf(control));
      const border = drawsBorder(style);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && shows(style.outlineColor);
      // A link with drawn text is told apart by its LinkText colour; an icon-only link is not.
      const textLink =
        control.tagName === 'A' &&
        [...control.querySelectorAll('*'), control].some((element) => isDrawn(element) && ownText(element) !== '');
      if (!border && !outline && !textLink) boundaries.push(`${describe(control)}: no border, outline or drawn text`);
    }
  }

  const clipped: string[] = [];
  for (const element of [scope, ...scope.querySelectorAll('*')]) {
    if (!isDrawn(element)) continue;
    const name = describe(element);
    const style = getComputedStyle(element);
    if (element instanceof HTMLInputElement) {
      const text = element.value || element.placeholder;
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = style.font;
      context.letterSpacing = style.letterSpacing;
      context.wordSpacing = style.wordSpacing;
      const room = element.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
      const over = text ? context.measureText(text).width - room : 0;
      // A field may cut its text only with a visible ellipsis, never silently.
      if (over > 0.5 && style.textOverflow !== 'ellipsis') clipped.push(`${name}: ${Math.ceil(over)} px too narrow`);
    } else {
      const hides = ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
      const ellipsis = style.textOverflow === 'ellipsis' && style.whiteSpace === 'nowrap';
      if ((ownText(element) || hides) && element.clientWidth > 0 && !ellipsis) {
        if (element.scrollWidth > element.clientWidth + 1)
          clipped.push(`${name}: ${element.scrollWidth} px wide in ${element.clientWidth} px`);
        if (element.scrollHeight > element.clientHeight + 1)
          clipped.push(`${name}: ${element.scrollHeight} px tall in ${element.clientHeight} px`);
      }
    }
    const rect = element.getBoundingClientRect();
    if (rect.left < -0.5 || rect.right > width + 0.5)
      clipped.push(`${name} reaches past the window (${Math.round(rect.left)} to ${Math.round(rect.right)} px)`);
  }

  const overlaps: string[] = [];
  controls.forEach((first, index) => {
    for (const second of controls.slice(index + 1)) {
      if (first.contains(second) || second.contains(first)) continue;
      const a = first.getBoundingClientRect();
      const b = second.getBoundingClientRect();
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (width > 1 && height > 1) overlaps.push(`${describe(first)} and ${describe(second)} overlap`);
    }
  });
  return { boundaries, clipped, overlaps };
}

/**
 * Focuses every drawn control of the scope in turn, after a key press put the page in keyboard modality
 * (Chromium's :focus-visible carries from a keyboard-focused element to the next one focused), and lists those
 * without a ring: not :focus-visible, no outline, an outline under FOCUS_RING_WIDTH_PX or in the Canvas colour.
 * Resolves with the number of controls checked, and the problems.
 */
async function focusRings(page: Page, scopeSelector: string): Promise<{ checked: number; missing: string[] }> {
  return page.evaluate(
    ({ selector, minWidth }) => {
      const scope = [...document.querySelectorAll(selector)].find((element) => element.checkVisibility())!;
      const probe = document.createElement('div');
      probe.style.color = 'Canvas';
      document.body.append(probe);
      const canvas = getComputedStyle(probe).color;
      probe.remove();
      const controls = [
        ...scope.querySelectorAll('a[href], button, input, select, textarea, [role="combobox"], [role="menuitem"]'),
      ].filter((element) => {
        const rect = element.getBoundingClientRect();
        return element.checkVisibility({ visibilityProperty: true }) && rect.width > 1 && rect.height > 1;
      }) as HTMLElement[];
      const missing: string[] = [];
      for (const control of controls) {
        control.focus();
        // A field's input draws no ring of its own: the pill around it does (:focus-within).
        const holders = [control];
        if (control instanceof HTMLInputElement)
          for (let box = control.parentElement; box && holders.length < 4; box = box.parentElement) holders.push(box);
        const style =
          holders
            .map((holder) => getComputedStyle(holder))
            .find((candidate) => candidate.outlineStyle !== 'none' && parseFloat(candidate.outlineWidth) >= minWidth) ??
          getComputedStyle(control);
        const name = `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`;
        if (document.activeElement !== control) missing.push(`${name}: takes no focus`);
        else if (!control.matches(':focus-visible')) missing.push(`${name}: not :focus-visible`);
        else if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < minWidth)
          missing.push(`${name}: outline ${style.outlineStyle} ${style.outlineWidth}`);
        else if (style.outlineColor === canvas) missing.push(`${name}: outline in the Canvas colour`);
      }
      return { checked: controls.length, missing };
    },
    { selector: scopeSelector, minWidth: FOCUS_RING_WIDTH_PX },
  );
}

/** The window's top, down to the lowest part of the open layer (the banner, a menu, a dialog) and a margin. */
async function pictureOf(page: Page, width: number): Promise<Buffer> {
  // The QA panel's status line says how long the remote took (a different picture each time), and the panel
  // is no part of the header: out of the picture, not masked (a mask would cover an open menu in front of it).
  // The host page's text names the servers' ports, new on each run: out of the picture too.
  await page.evaluate(() => {
    for (const main of document.querySelectorAll('main'))
      if (!main.querySelector('header')) main.style.visibility = 'hidden';
  });
  const panel = await qaPanel(page).elementHandle();
  await panel!.evaluate((element: HTMLElement) => (element.style.visibility = 'hidden'));
  const bottom = await page.evaluate(async () => {
    // Two frames: the last layout (a menu fitting itself to the window) is painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return Math.max(
      ...[...document.querySelectorAll('header, [role="menu"], dialog[open]')]
        .filter((element) => element.checkVisibility())
        .map((element) => element.getBoundingClientRect().bottom),
    );
  });
  const picture = await page.screenshot({
    clip: { x: 0, y: 0, width, height: Math.min(HEIGHT, Math.ceil(bottom) + 16) },
    animations: 'disabled',
    caret: 'hide',
  });
  await panel!.evaluate((element: HTMLElement) => element.style.removeProperty('visibility'));
  await page.evaluate(() => {
    for (const main of document.querySelectorAll('main')) main.style.removeProperty('visibility');
  });
  await panel!.dispose();
  return picture;
}

function expectNothingWrong(findings: Findings, state: string) {
  expect.soft(findings.boundaries, `${state}: controls without a boundary`).toEqual([]);
  expect.soft(findings.clipped, `${state}: clipped labels`).toEqual([]);
  expect.soft(findings.overlaps, `${state}: overlapping controls`).toEqual([]);
}

const demo = setupDemo();

describe('forced colors, and 200% text with text spacing', () => {
  for (const [mode, width] of CASES) {
    for (const locale of LOCALES) {
      const name = `${mode}-${width}-${locale}`;
      it(`${mode} at ${width} px in ${locale}: boundaries, focus rings, whole labels, pictures`, async () => {
        const messages: Messages = await loadCatalogue(locale);
        const forcedColors = mode === 'forced-colors';
        // The mobile layout: a phone's window, or any window at 200% text.
        const phone = width < 960 || mode === 'text-200-spacing';
        const path = `/?locale=${locale}&persona=attendee${width < 960 ? '&mobile=1' : ''}`;
        await demo.withPage(
          path,
          {
            context: {
              // A window this wide, not a phone's zooming viewport: a page wider than the window would make
              // a phone's layout viewport (and the header in it) wider than the screen.
              viewport: { width, height: HEIGHT },
              forcedColors: forcedColors ? 'active' : 'none',
            },
          },
          async ({ page, pageErrors }) => {
            const banner = header(page);
            await banner.getByRole('combobox', { name: messages.searchEvents }).first().waitFor();
            await page.evaluate(() => document.fonts.ready);
            // The place arrives after the header: a picture taken meanwhile says "Finding location...".
            await eventually(() =>
              page.evaluate(
                (finding) =>
                  [...document.querySelectorAll('header input')].some(
                    (input) =>
                      (input as HTMLInputElement).placeholder === finding ||
                      (input as HTMLInputElement).value === finding,
                  ),
                messages.findingLocation,
              ),
            ).toBe(false);
            if (mode === 'text-200-spacing') await zoomText(page);
            expect(
              await page.evaluate(() => matchMedia('(forced-colors: active)').matches),
              'forced colors are on',
            ).toBe(forcedColors);

            expectMatchesReference(await pictureOf(page, width), `${name}-closed`);
            expectNothingWrong(await page.evaluate(inspect, { scope: 'header', forcedColors, width }), 'closed');
            // Keyboard modality: the skip link takes the focus from the keyboard, the rest follow it.
            await page.keyboard.press('Tab');
            const closedRings = await focusRings(page, 'header');
            expect(closedRings.checked).toBeGreaterThan(2);
            expect.soft(closedRings.missing, 'closed: controls without a focus ring').toEqual([]);
            if (phone) {
              // The mobile layout's search input opens the search takeover when it takes the focus: the menu is
              // opened on the page as it loads instead.
              // (The address, not a reload: the open takeover put its own entry in the history.)
              await gotoDemo(page, demo.host.origin, path);
              await waitForRemoteHeader(page);
              await banner.getByRole('combobox', { name: messages.searchEvents }).first().waitFor();
              if (mode === 'text-200-spacing') await zoomText(page);
            }

            // The menu, opened from the keyboard: its first item takes the focus (and shows its ring).
            const trigger = banner.getByRole('button', {
              name: phone ? messages.menu : messages.helpCenterMenu,
              exact: true,
            });
            await trigger.focus();
            await page.keyboard.press('Enter');
            const layer = phone ? 'dialog' : 'menu';
            const open = page.getByRole(layer, {
              name: phone ? messages.menu : messages.helpCenterMenu,
              exact: true,
            });
            await open.waitFor();
            if (mode === 'text-200-spacing') await zoomText(page);
            await eventually(() =>
              page.evaluate(() => document.activeElement?.closest('[role="menu"], dialog[open]') !== null),
            ).toBe(true);
            const scope = phone ? 'dialog[open]' : '[role="menu"]';
            expectMatchesReference(await pictureOf(page, width), `${name}-${phone ? 'menu-panel' : 'help-menu'}`);
            expectNothingWrong(await page.evaluate(inspect, { scope, forcedColors, width }), `${layer} open`);
            const openRings = await focusRings(page, scope);
            expect(openRings.checked).toBeGreaterThan(2);
            expect.soft(openRings.missing, `${layer} open: controls without a focus ring`).toEqual([]);
            expect(pageErrors.map(String)).toEqual([]);
          },
        );
      }, 120_000);
    }
  }
});
