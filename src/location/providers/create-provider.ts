/**
 * Chooses the suggestion provider (product API calls: "using a different key outside production"): the
 * production maps key in prod, the non-production key on every other stage; without the stage's
 * key, the keyless provider. The production key is never used outside production, even when the
 * other one is missing. The Google provider (and the maps loader) arrive by dynamic import, on the
 * first focus of the picker.
 */
import type { AxiosInstance } from 'axios';
import { createLazyModule } from '../../lib/lazy-module';
import type { GooglePlacesLibrary, LocationConfig } from '../types';
import { createKeylessProvider } from './keyless-provider';
import type { LocationSuggestionProvider } from './types';

/** The maps key for the configured stage (default stage prod), or null. */
export function getMapsApiKey(config: LocationConfig): string | null {
  const key = (config.stage ?? 'prod') === 'prod' ? config.googleMapsApiKey : config.googleMapsApiKeyNonProd;
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : null;
}

/** A provider that is imported on first use; a failed import is retried on the next use. */
export function createLazyProvider(load: () => Promise<LocationSuggestionProvider>): LocationSuggestionProvider {
  // Not logged here: a failed import fails the suggestions query, which shows its error.
  const provider = createLazyModule(load, '', { withTexts: false });
  return {
    prepare() {
      provider.load().then(
        (loaded) => loaded.prepare(),
        () => undefined,
      );
    },
    async getSuggestions(request) {
      return (await provider.load()).getSuggestions(request);
    },
    endSession() {
      // Before the provider has loaded there is no session to end.
      provider.get()?.endSession();
    },
  };
}

export interface CreateProviderOptions {
  config: LocationConfig;
  /** The geo client, for the keyless provider. */
  client: AxiosInstance;
  /** Injected places loader (tests, stories); default @googlemaps/js-api-loader. */
  loadGooglePlaces?: (apiKey: string) => Promise<GooglePlacesLibrary>;
}

export function createSuggestionProvider({
  config,
  client,
  loadGooglePlaces,
}: CreateProviderOptions): LocationSuggestionProvider {
  const enableNeighborhoods = config.enableNeighborhoods === true;
  const apiKey = getMapsApiKey(config);
  if (!apiKey) return createKeylessProvider({ client, enableNeighborhoods });
  return createLazyProvider(async () => {
    const { createGoogleProvider } = await import('./google-provider');
    return createGoogleProvider({ apiKey, enableNeighborhoods, loadPlaces: loadGooglePlaces });
  });
}
