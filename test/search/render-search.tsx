/**
 * Renders the SearchBar as a host page does (design-system provider + location provider) over the
 * fake search server, in-memory storage and cookies, and a fake history: no network, no globals.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { DesignSystemProvider } from '../../src/design-system/provider';
import { LocationProvider, createLocationStore, type Place } from '../../src/location';
import { SearchBar, type DeferredSearchBarProps } from '../../src/search/search-bar';
import type { SearchEnvironment } from '../../src/search/search-environment';
import { createLazyModule } from '../../src/lib/lazy-module';
import { createQueryClient } from '../../src/lib/query-client';
import type { CookieStore } from '../../src/storage/cookies';
import { PLACES, toPlace } from '../../examples/location/fake-geo-server';
import { memoryStorage } from '../../examples/memory-storage';
import { createFakeSearchServer, type FakeSearchServerOptions } from '../../examples/search/fake-search-server';
import { fakeHistory } from '../../examples/search/fake-history';

export const NEW_YORK = toPlace(PLACES.newYork);

/**
 * The full bar's real code, as a part of its own for each render: the page-wide one would stay loaded
 * from one test to the next, and the next test's bar would start as the full bar.
 */
const freshFullBar = () =>
  createLazyModule(() => import('../../src/search/search-bar-full').then((module) => module.default), 'the search bar');

export function memoryCookies(): CookieStore & { jar: Map<string, string> } {
  const jar = new Map<string, string>();
  return {
    jar,
    get: (name) => jar.get(name),
    set: (name, value) => void jar.set(name, value),
    remove: (name) => void jar.delete(name),
  };
}

export interface RenderSearchOptions {
  server?: FakeSearchServerOptions;
  place?: Place | null;
  storage?: Record<string, string>;
  props?: Partial<DeferredSearchBarProps>;
  /** Whether the pointer comes over the field at once (default: the full bar loads) or never. */
  pointer?: boolean;
  /** For tests on fake timers: user-event then waits for nothing. */
  noDelay?: boolean;
}

export function renderSearch(options: RenderSearchOptions = {}) {
  const server = createFakeSearchServer(options.server);
  const storage = memoryStorage(options.storage);
  const cookies = memoryCookies();
  const history = fakeHistory();
  const assignLocation = vi.fn();
  const environment: Partial<SearchEnvironment> = {
    storage,
    cookies,
    history,
    protocol: 'https:',
    assignLocation,
    httpAdapter: server.adapter,
  };
  const store = createLocationStore({ location: options.place === undefined ? NEW_YORK : options.place });
  const track = vi.fn();
  const onSearch = vi.fn();
  const queryClient = createQueryClient();
  const user = userEvent.setup(options.noDelay ? { delay: null } : {});
  const view = render(
    <DesignSystemProvider>
      <LocationProvider store={store}>
        <SearchBar
          serverUrl=""
          environment={environment}
          queryClient={queryClient}
          track={track}
          onSearch={onSearch}
          part={freshFullBar()}
          {...options.props}
        />
      </LocationProvider>
      <button type="button">Elsewhere</button>
    </DesignSystemProvider>,
  );
  const getInput = () => screen.getByRole('combobox', { name: 'Search events' }) as HTMLInputElement;
  // A visitor pointing at the field: the full bar loads (intent, not idle time, loads it).
  if (options.pointer !== false) fireEvent.pointerEnter(getInput());
  return { ...view, server, storage, cookies, history, assignLocation, track, onSearch, store, user, getInput };
}
