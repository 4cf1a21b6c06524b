/** Shared helpers for menu tests: a controllable matchMedia (jsdom has none). */
import { vi } from 'vitest';

/** Makes `window.matchMedia(query).matches` return `wide` for min-width queries; records the queries. */
export function stubViewport(wide: boolean): string[] {
  const queries: string[] = [];
  vi.stubGlobal('matchMedia', (query: string) => {
    queries.push(query);
    return {
      matches: wide,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
  return queries;
}
