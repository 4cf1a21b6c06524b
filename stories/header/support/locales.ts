/**
 * What the locale stories share. The locales every fit check and locale screenshot covers (one
 * line per locale), the header's texts in a locale, switching an open story to a locale and waiting until
 * the header speaks it, and the checks that a header's texts fit.
 */
import { expect, waitFor, within } from 'storybook/test';
import { messagesIn, setStoryLocale } from '../../../.storybook/story-locale';
import { PSEUDO_LOCALE, catalogueLanguageTag, type Messages } from '../../../src/i18n';

/**
 * The locales of the fit checks: every language and regional variant of the spec's domain map (en_CA and
 * en_AU read en_US's and en_GB's texts) and the pseudo-locale, the longest of all.
 */
export const FIT_LOCALES: readonly string[] = [
  'en_US',
  'en_GB',
  'de_DE',
  'fr_FR',
  'fr_CA',
  'es_ES',
  'es_US',
  'pt_BR',
  PSEUDO_LOCALE,
];

/**
 * The locales of the locale screenshots (their reference images are named after the locale): German, the
 * longest real language, and the pseudo-locale. Adding one is this line, then
 * `npx vitest run --project storybook --update stories/header/locales.stories.tsx`.
 */
export const PICTURED_LOCALES: readonly string[] = ['de_DE', PSEUDO_LOCALE];

/** At least this much search input at 960 px and wider, in every locale. */
export { DESKTOP_SEARCH_INPUT_MIN_WIDTH_PX as MIN_DESKTOP_SEARCH_INPUT_PX } from '../../../src/config';

/** The texts the header shows in `locale` (the Storybook harness loads its catalogue). */
export { messagesIn };

/**
 * Shows the open story in `locale` and waits until the header speaks it (a language's catalogue arrives
 * after the switch: the header keeps its texts until then): its root says the language, and its search
 * field is named in it. Resolves with the locale's texts.
 */
export async function showInLocale(canvasElement: HTMLElement, locale: string): Promise<Messages> {
  setStoryLocale(locale);
  const messages = await messagesIn(locale);
  const banner = await within(canvasElement).findByRole('banner');
  await waitFor(() => expect(banner).toHaveAttribute('lang', catalogueLanguageTag(locale)));
  await within(banner).findByRole('combobox', { name: messages.searchEvents });
  await document.fonts.ready;
  await nextPaint();
  return messages;
}

/** Two frames: the re-render's layout and the paint after it. */
export const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

function isDrawn(element: Element): boolean {
  if (!element.checkVisibility({ visibilityProperty: true })) return false;
  const rect = element.getBoundingClientRect();
  // The visually hidden pattern (1x1 px, clipped): read, not drawn.
  return rect.width > 1 && rect.height > 1;
}

function ownText(element: Element): string {
  return Array.from(element.childNodes)
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
}

/** How wide an input's placeholder or value draws in its font, past its content box (negative: room left). */
function inputTextOverflow(input: HTMLInputElement): number {
  const text = input.value || input.placeholder;
  if (!text) return 0;
  const style = getComputedStyle(input);
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = style.font;
  const room = input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
  return context.measureText(text).width - room;
}

/**
 * Every drawn text of `root` that does not fit its box: an element whose own text is wider than it
 * (scrollWidth over clientWidth), an input whose placeholder or value is cut, and any drawn part that
 * reaches past the window's edges. Empty when everything fits.
 */
export function clippedTexts(root: Element): string[] {
  const clipped: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    if (!isDrawn(element)) continue;
    const name = ownText(element) || element.getAttribute('aria-label') || element.tagName.toLowerCase();
    if (element instanceof HTMLInputElement) {
      // A field may cut its text only with a visible ellipsis (the phone's search input shows the
      // start of its placeholder; its name, "Search events", is whole): never silently.
      const over = inputTextOverflow(element);
      if (over > 0.5 && getComputedStyle(element).textOverflow !== 'ellipsis') {
        clipped.push(`input "${element.value || element.placeholder}" is ${Math.ceil(over)} px too narrow`);
      }
    } else if (ownText(element) && element.scrollWidth > element.clientWidth && element.clientWidth > 0) {
      clipped.push(`"${name}": ${element.scrollWidth} px of text in ${element.clientWidth} px`);
    }
    const rect = element.getBoundingClientRect();
    if (rect.left < -0.5 || rect.right > window.innerWidth + 0.5) {
      clipped.push(`"${name}" reaches past the window (${Math.round(rect.left)} to ${Math.round(rect.right)} px)`);
    }
  }
  if (root.scrollWidth > root.clientWidth)
    clipped.push(`the header row: ${root.scrollWidth} px in ${root.clientWidth}`);
  return clipped;
}

/** The header's search input (desktop or mobile row), found by its name in the header's language. */
export function searchInput(canvasElement: HTMLElement, messages: Messages): HTMLElement {
  const banner = within(canvasElement).getByRole('banner');
  return within(banner).getByRole('combobox', { name: messages.searchEvents });
}

/**
 * The header fits the window in `locale`: no clipped text, nothing past the edges, the search input wide
 * enough; on a desktop (`placeholderWhole`) the search input's placeholder is whole.
 */
export async function expectHeaderFits(
  canvasElement: HTMLElement,
  locale: string,
  messages: Messages,
  { minInputWidth, placeholderWhole }: { minInputWidth: number; placeholderWhole: boolean },
) {
  const banner = within(canvasElement).getByRole('banner');
  await expect(clippedTexts(banner), `${locale} at ${window.innerWidth} px`).toEqual([]);
  await expect(document.documentElement.scrollWidth, `${locale}: the page scrolls sideways`).toBeLessThanOrEqual(
    window.innerWidth,
  );
  const input = searchInput(canvasElement, messages);
  await expect(input).toBeVisible();
  await expect(input.getBoundingClientRect().width).toBeGreaterThanOrEqual(minInputWidth);
  if (placeholderWhole) await expect(inputTextOverflow(input as HTMLInputElement)).toBeLessThanOrEqual(0.5);
}
