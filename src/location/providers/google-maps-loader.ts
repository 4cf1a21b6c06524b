/**
 * Loads `google.maps.places` with @googlemaps/js-api-loader v2 (`setOptions` + `importLibrary`).
 * v2 has no retry of its own; the product API calls ask for one, so a failed import is tried once more. That
 * works because the loader's bootstrap forgets a failed script (its `onerror` clears the pending
 * promise), so the second `importLibrary` call appends a fresh script tag.
 * The loader package itself is imported on first use, so it never weighs on the first render.
 */
import { GOOGLE_MAPS_LOAD_ATTEMPTS } from '../../config/constants';
import { createLazyModule } from '../../lib/lazy-module';
import type { GooglePlacesLibrary } from '../types';

/** The two functions of @googlemaps/js-api-loader v2 used here. */
export interface MapsLoaderModule {
  setOptions(options: { key: string; v: string }): void;
  importLibrary(name: 'places'): Promise<unknown>;
}

/** Maps JavaScript API release channel. */
const MAPS_API_VERSION = 'weekly';

/** Runs `attempt` up to `attempts` times, returning the first success or the last error. */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  attempts: number = GOOGLE_MAPS_LOAD_ATTEMPTS,
): Promise<T> {
  let lastError: unknown;
  for (let i = 0; i < Math.max(1, attempts); i += 1) {
    try {
      return await attempt();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * A page-wide places loader. `setOptions` may be called once per page (the loader ignores later
 * calls), so the key of the first load is the page's key.
 */
export function createGooglePlacesLoader(
  importLoader: () => Promise<MapsLoaderModule> = () =>
    import('@googlemaps/js-api-loader') as unknown as Promise<MapsLoaderModule>,
): (apiKey: string) => Promise<GooglePlacesLibrary> {
  let key = '';
  // A failed import is tried again on the next call; the provider's callers handle the failure.
  const loader = createLazyModule(
    () => {
      // The key of the call that starts the load, not of one made while it was under way.
      const pageKey = key;
      return importLoader().then((module) => {
        module.setOptions({ key: pageKey, v: MAPS_API_VERSION });
        return module;
      });
    },
    '',
    { withTexts: false },
  );
  return async (apiKey) => {
    key = apiKey;
    const module = await loader.load();
    return (await withRetries(() => module.importLibrary('places'))) as GooglePlacesLibrary;
  };
}

/** The page's loader. */
export const loadGooglePlaces = createGooglePlacesLoader();
