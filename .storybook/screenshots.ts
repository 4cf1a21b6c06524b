/**
 * The story screenshots of the `storybook` Vitest project: every story, as its play function
 * left it (open menus, dialogs and dropdowns included), at a phone's, a tablet's and a desktop's width,
 * compared with the reference image committed beside its stories file
 * (stories/<folder>/__references__/<file>/<story id>-<width>-chromium-linux.png, vitest.config.ts).
 *
 * References come from the system Chromium (/usr/bin/chromium, Debian) that CI runs; another browser build
 * or font set draws text a pixel apart, which is why a few mismatched pixels are allowed and no more.
 *
 * At each width, once its picture matched, the story's accessibility tree is taken too (Playwright's ARIA
 * snapshot, .storybook/aria-references.ts), since a picture cannot show a lost name, role or state; the trees
 * of all widths are compared with <story id>-chromium.aria.yml beside the pictures once the pictures are done.
 */
import { commands, page } from 'vitest/browser';
import { expect } from 'vitest';

/** A phone, a tablet in the mobile layout, a desktop. */
export const SCREENSHOT_WIDTHS = [375, 768, 1280] as const;
/** One height for all: a header's open menus and dialogs fit, and the images stay small. */
export const SCREENSHOT_HEIGHT = 720;
/**
 * Pixels allowed to differ per image: anti-aliasing noise only. A moved or clipped part changes
 * thousands; a one-letter change in a label a few hundred.
 */
export const ALLOWED_MISMATCHED_PIXELS = 40;

/** Two frames: a resize's layout and the paint after it. */
const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/**
 * A story may ask for other widths with `parameters: { screenshots: { widths: [...] } }` (the
 * mobile search row at 320, 375, 414 and 768 px).
 */
export interface ScreenshotParameters {
  widths?: readonly number[];
  /**
   * Pictures in these locales instead of the story's own, the open story switched to each in turn
   * (as the QA panel's locale switch does: menus stay open), named `<story id>-<locale>-<width>`.
   */
  locales?: readonly string[];
  /**
   * Switches the open story to a locale of `locales` and resolves once it is drawn in it (a language's
   * catalogue arrives after the switch); default `setStoryLocale`, for stories that draw the switch at once.
   */
  showLocale?: (locale: string) => void | Promise<void>;
}

export async function matchStoryScreenshots(
  storyId: string,
  widths: readonly number[] = SCREENSHOT_WIDTHS,
): Promise<void> {
  const root = document.body;
  // The picture is the window: dialogs in the top layer and fixed overlays are drawn against it.
  root.style.minHeight = '100vh';
  root.style.margin = '0';
  const reference = await commands.readAriaReference(storyId);
  const trees: Record<string, string> = {};
  // Focus rings and carets are part of a state (a keyboard-opened menu), the blinking caret is not.
  for (const width of widths) {
    await page.viewport(width, SCREENSHOT_HEIGHT);
    // A text drawn in a fallback font while the page's is still loading is a different picture.
    await document.fonts.ready;
    // The runner resizes the story's frame asynchronously: a picture taken before the new width reaches the
    // media queries shows the previous layout at the new width.
    await expect.poll(() => window.innerWidth).toBe(width);
    await nextPaint();
    await expect.element(page.elementLocator(root)).toMatchScreenshot(`${storyId}-${width}`, {
      comparatorName: 'pixelmatch',
      comparatorOptions: { allowedMismatchedPixels: ALLOWED_MISMATCHED_PIXELS },
      screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
    });
    // The tree once the picture matched (the matcher waits for the referenced look): the layout of this width
    // decides what is shown (a phone's Menu button, a desktop's menus), and so what a screen reader reads.
    trees[width] = await commands.ariaSnapshot(reference?.[width]);
  }
  // A story pictured at no width (it measures, as the locale checks do) still has a tree: at its own viewport.
  if (widths.length === 0) {
    await document.fonts.ready;
    await nextPaint();
    trees[window.innerWidth] = await commands.ariaSnapshot(reference?.[window.innerWidth]);
  }
  const { pass, message } = await commands.matchAriaReference(storyId, trees);
  if (!pass) throw new Error(message);
}
