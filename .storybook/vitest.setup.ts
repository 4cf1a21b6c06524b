/**
 * Applied to every story run by the Vitest `storybook` project (vitest.config.ts).
 * Storybook 10.3+ provisions these automatically only through @storybook/builder-vite; this project's
 * framework is @storybook/react-webpack5, so the preview and addon annotations are set here.
 *
 * Pictures are tests too: after a story has rendered and its play function has run, the page is
 * compared with a committed reference image at 375, 768 and 1280 px (.storybook/screenshots.ts), and its
 * accessibility tree at those widths with the committed ARIA snapshot beside the images
 * (.storybook/aria-references.ts). A story that looks different, or loses a name, role or state, fails under its
 * own name; `npm run test:screenshots:update` refreshes both references on purpose.
 */
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-webpack5';
import { afterEach } from 'vitest';
import * as projectAnnotations from './preview';
import { matchStoryScreenshots, type ScreenshotParameters } from './screenshots';
import { setStoryLocale } from './story-locale';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

afterEach(async (context) => {
  const { task } = context;
  const storyId = (task.meta as { storyId?: string }).storyId;
  // Only stories (the project runs nothing else), and only those that rendered and passed their play in this
  // attempt. Not `result.errors`: it keeps a failed first attempt's errors through the retry (vitest.config.ts
  // `retry`), and a retry that skipped the comparison would pass a story whose picture or tree changed.
  if (!storyId || task.result?.state === 'fail') return;
  // The addon puts the composed story on the test context; its parameters may name other widths.
  const { story } = context as { story?: { parameters?: { screenshots?: ScreenshotParameters } } };
  const { widths, locales, showLocale = setStoryLocale } = story?.parameters?.screenshots ?? {};
  if (!locales) {
    await matchStoryScreenshots(storyId, widths);
    return;
  }
  try {
    for (const locale of locales) {
      await showLocale(locale);
      await matchStoryScreenshots(`${storyId}-${locale}`, widths);
    }
  } finally {
    setStoryLocale(undefined);
  }
});
