/**
 * Renders the LocationPicker the way a host page does (design-system provider + location
 * provider), over the fake geo server and a fake geolocation: no network, no real browser APIs.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { DesignSystemProvider } from '../../src/design-system/provider';
import { LocationPicker, LocationProvider, createLocationStore, type LocationStore } from '../../src/location';
import type { LocationPickerProps } from '../../src/location/location-picker';
import type { LocationEnvironment } from '../../src/location/types';
import { createFakeGeoServer, type FakeGeoServerOptions } from '../../examples/location/fake-geo-server';
import { createFakeGeolocation, type FakeGeolocationOptions } from '../../examples/location/fake-geolocation';

export interface RenderPickerOptions {
  server?: FakeGeoServerOptions;
  geolocation?: FakeGeolocationOptions;
  store?: LocationStore;
  props?: LocationPickerProps;
  /** Viewport width reported at pick time (default 1280). */
  width?: number;
  /** Further replacements (cookie store, protocol, storage). */
  environment?: Partial<LocationEnvironment>;
  /** For tests on fake timers. */
  advanceTimers?: (ms: number) => unknown;
}

export function renderPicker(options: RenderPickerOptions = {}) {
  const server = createFakeGeoServer(options.server);
  const geo = createFakeGeolocation(options.geolocation);
  const store = options.store ?? createLocationStore();
  const reportMissingPlace = vi.fn();
  const environment: Partial<LocationEnvironment> = {
    httpAdapter: server.adapter,
    geolocation: geo.geolocation,
    permissions: geo.permissions,
    getViewportWidth: () => options.width ?? 1280,
    reportMissingPlace,
    ...options.environment,
  };
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const view = render(
    <DesignSystemProvider>
      <LocationProvider store={store} environment={environment}>
        <LocationPicker {...options.props} />
      </LocationProvider>
      <button type="button">Elsewhere</button>
    </DesignSystemProvider>,
  );
  const input = screen.getByRole('combobox', { name: /location/i }) as HTMLInputElement;
  return { ...view, server, geo, store, user, input, reportMissingPlace, environment };
}
