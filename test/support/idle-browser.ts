/**
 * A browser that is idle at once: `requestIdleCallback` runs its callback as soon as it is asked.
 * Tests that prove nothing loads on idle time install it (undone by `vi.unstubAllGlobals()`).
 */
import { vi } from 'vitest';

export function stubIdleBrowser(): void {
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    callback();
    return 1;
  });
}
