/**
 * When the full search bar loads if no focus came first: the browser's next idle moment (kept in a
 * module of its own so the first render carries nothing else of the environment).
 */

/**
 * Longest wait for an idle moment before the full search bar loads anyway: a page that is never
 * idle must not leave the search half-loaded. Not a spec number: a project choice (as the picker's).
 */
export const SEARCH_IDLE_TIMEOUT_MS = 2000;
/** Without requestIdleCallback (Safari): let the page's own start-up work run first. */
const IDLE_FALLBACK_DELAY_MS = 300;

export function whenBrowserIdle(callback: () => void): () => void {
  const win = typeof window === 'undefined' ? undefined : window;
  if (typeof win?.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(() => callback(), { timeout: SEARCH_IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback(id);
  }
  const id = globalThis.setTimeout(callback, IDLE_FALLBACK_DELAY_MS);
  return () => globalThis.clearTimeout(id);
}
