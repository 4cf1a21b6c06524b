/**
 * Renders the FullLocationPicker the way a host page does (design-system provider + location
 * provider), over the fake geo server and a fake geolocation: no network, no real browser APIs.
 * Each render has its own query client (product limits', `queryClient` in the result), so no answer
 * cached by one test is used by the next.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { DesignSystemProvider } from '../../src/design-system/provider';
import {
  LocationPicker,
  FullLocationPicker,
  LocationProvider,
  createLocationStore,
  type FullLocationPickerComponent,
  type LocationStore,
} from '../../src/location';
import { createLazyModule, type LazyModule } from '../../src/lib/lazy-module';
import { createQueryClient } from '../../src/lib/query-client';
import type { LocationPickerProps } from '../../src/location/location-picker-full';
import type { LocationEnvironment } from '../../src/location/types';
import type { AxiosAdapter } from 'axios';
import { createFakeGeoServer, type FakeGeoServerOptions } from '../../examples/location/fake-geo-server';
import { createFakeGeolocation, type FakeGeolocationOptions } from '../../examples/location/fake-geolocation';

export interface RenderPickerOptions {
  server?: FakeGeoServerOptions;
  geolocation?: FakeGeolocationOptions;
  store?: LocationStore;
  props?: LocationPickerProps;
  /** Further replacements (cookie store, protocol, storage). */
  environment?: Partial<LocationEnvironment>;
  /** For tests on fake timers. */
  advanceTimers?: (ms: number) => unknown;
  /** The picker element to render, given the props with the render's query client (default `<FullLocationPicker {...props} />`). */
  picker?: (props: LocationPickerProps) => ReactNode;
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
    reportMissingPlace,
    ...options.environment,
  };
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const queryClient = createQueryClient();
  const props: LocationPickerProps = { queryClient, ...options.props };
  const view = render(
    <DesignSystemProvider>
      <LocationProvider store={store} environment={environment}>
        {options.picker ? options.picker(props) : <FullLocationPicker {...props} />}
      </LocationProvider>
      <button type="button">Elsewhere</button>
    </DesignSystemProvider>,
  );
  const input = screen.getByRole('combobox', { name: /location/i }) as HTMLInputElement;
  return { ...view, server, geo, store, user, input, reportMissingPlace, environment, queryClient };
}

export interface RenderDeferredOptions extends Omit<RenderPickerOptions, 'advanceTimers'> {
  /** Where the full picker comes from (default: the real module, at once). */
  part?: LazyModule<FullLocationPickerComponent>;
}

/**
 * Renders the LocationPicker (the Header's and the exposes' picker) on the same fakes. Nothing
 * points at it until the test says: `pointAt()` moves the pointer over the field (intent, which loads
 * the full picker).
 */
export function renderDeferredPicker(options: RenderDeferredOptions = {}) {
  const view = renderPicker({
    ...options,
    picker: (props) => <LocationPicker {...props} {...(options.part ? { part: options.part } : {})} />,
  });
  return {
    ...view,
    /** The visitor points at the field: the pointer comes over it. */
    pointAt: () => fireEvent.pointerEnter(view.input),
    /** The picker's combobox as it is now (the full picker replaces the first-render input). */
    combobox: () => screen.getByRole('combobox', { name: 'Choose a location' }) as HTMLInputElement,
  };
}

/**
 * A full picker whose chunk arrives or fails when the test says (a slow or broken network).
 * Each load attempt waits for `arrive()` or `fail()`.
 */
export function createControlledPart() {
  let settle: { resolve: (picker: FullLocationPickerComponent) => void; reject: (error: unknown) => void } | null =
    null;
  const importer = vi.fn(
    () =>
      new Promise<FullLocationPickerComponent>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  const part = createLazyModule(importer);
  return {
    part,
    importer,
    arrive: () => act(async () => settle?.resolve(FullLocationPicker)),
    fail: () =>
      act(async () => {
        settle?.reject(new Error('ChunkLoadError: Loading chunk location-picker failed.'));
        // The rejection reaches the picker's catch on the next turn.
        await Promise.resolve();
      }),
  };
}

/**
 * A fake geo server whose answers wait until the test calls `answer()`: a place that arrives after
 * the field has the focus, with no real-time race to lose on a busy machine. Pass `environment`.
 */
export function createHeldGeoServer(options: FakeGeoServerOptions = {}) {
  const server = createFakeGeoServer(options);
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const httpAdapter: AxiosAdapter = async (config) => {
    await answered;
    return server.adapter(config);
  };
  return { server, environment: { httpAdapter }, answer };
}
