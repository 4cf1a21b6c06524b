import { describe, expect, it, vi } from 'vitest';
import { GOOGLE_MAPS_LOAD_ATTEMPTS } from '../../../src/config/constants';
import {
  createGooglePlacesLoader,
  withRetries,
  type MapsLoaderModule,
} from '../../../src/location/providers/google-maps-loader';

function fakeLoaderModule(importLibrary: () => Promise<unknown>) {
  const module = { setOptions: vi.fn(), importLibrary: vi.fn(importLibrary) } satisfies MapsLoaderModule;
  return module;
}

describe('loading the maps places script (product API calls: one retry)', () => {
  it('retries a failed import once and answers the library', async () => {
    const library = { AutocompleteService: class {}, AutocompleteSessionToken: class {} };
    let calls = 0;
    const module = fakeLoaderModule(async () => {
      calls += 1;
      if (calls === 1) throw new Error('The Google Maps JavaScript API could not load.');
      return library;
    });
    const load = createGooglePlacesLoader(async () => module);
    await expect(load('the-key')).resolves.toBe(library);
    expect(module.importLibrary).toHaveBeenCalledTimes(2);
    expect(module.importLibrary).toHaveBeenCalledWith('places');
    expect(module.setOptions).toHaveBeenCalledWith({ key: 'the-key', v: 'weekly' });
  });

  it('gives up after the retry, with the last error', async () => {
    const module = fakeLoaderModule(() => Promise.reject(new Error('offline')));
    const load = createGooglePlacesLoader(async () => module);
    await expect(load('k')).rejects.toThrow('offline');
    expect(module.importLibrary).toHaveBeenCalledTimes(GOOGLE_MAPS_LOAD_ATTEMPTS);
    expect(GOOGLE_MAPS_LOAD_ATTEMPTS).toBe(2);
  });

  it('sets the key once per page, as the loader allows', async () => {
    const module = fakeLoaderModule(async () => ({}));
    const load = createGooglePlacesLoader(async () => module);
    await load('k');
    await load('k');
    expect(module.setOptions).toHaveBeenCalledTimes(1);
  });

  it('withRetries stops at the first success', async () => {
    const attempt = vi.fn(async () => 'ok');
    await expect(withRetries(attempt, 3)).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
