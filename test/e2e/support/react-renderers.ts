/**
 * Counts the React renderers on a page: each react-dom announces itself to the React DevTools hook
 * when it starts, so a recording hook installed before any script sees every React that runs (one
 * downloaded but never run does not count).
 */
import type { Page } from 'playwright-core';

/** Installed before the page's scripts: records every renderer's version, like React DevTools would see it. */
export function recordReactRenderers(page: Page) {
  return page.addInitScript(() => {
    const versions: string[] = [];
    let id = 0;
    Object.assign(window, {
      __reactRenderers: versions,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: { version?: string }) {
          versions.push(String(renderer.version));
          return ++id;
        },
        checkDCE() {},
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        setStrictMode() {},
      },
    });
  });
}

export const reactRenderers = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __reactRenderers: string[] }).__reactRenderers);
