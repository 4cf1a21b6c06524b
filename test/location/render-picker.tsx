/**
 * Renders the LocationPicker the way a host page does (design-system provider + location
 * provider), over the fake geo server and a fake geolocation: no network, no real browser APIs.
 */
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { DesignSystemProvider } from '../../src/design-system/provider';
import {
  DeferredLocationPicker,
  LocationPicker,
  LocationProvider,
  createLocationStore,
  type FullLocationPicker,
  type LocationStore,
} from '../../src/location';
import { createLazyModule, type LazyModule } from '../../src/lib/lazy-module';
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
  /** The picker element to render (default `<LocationPicker {...props} />`). */
  picker?: ReactNode;
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
        {options.picker ?? <LocationPicker {...options.props} />}
      </LocationProvider>
      <button type="button">Elsewhere</button>
    </DesignSystemProvider>,
  );
  const input = screen.getByRole('combobox', { name: /location/i }) as HTMLInputElement;
  return { ...view, server, geo, store, user, input, reportMissingPlace, environment };
}

export interface RenderDeferredOptions extends Omit<RenderPickerOptions, 'advanceTimers'> {
  /** Where the full picker comes from (default: the real module, at once). */
  part?: LazyModule<FullLocationPicker>;
}

/**
 * Renders the DeferredLocationPicker (the Header's and the exposes' picker) on the same fakes. The
 * idle callback is held, not run: `runIdle()` runs it, so a test decides whether the browser got idle.
 */
export function renderDeferredPicker(options: RenderDeferredOptions = {}) {
  const idle: (() => void)[] = [];
  const whenIdle = vi.fn((callback: () => void) => {
    idle.push(callback);
    return () => {
      const index = idle.indexOf(callback);
      if (index >= 0) idle.splice(index, 1);
    };
  });
  const view = renderPicker({
    ...options,
    environment: { whenIdle, ...options.environment },
    picker: <DeferredLocationPicker {...options.props} {...(options.part ? { part: options.part } : {})} />,
  });
  return {
    ...view,
    whenIdle,
    /** The browser gets idle: the pending idle callbacks run. */
    runIdle: () => act(() => idle.splice(0).forEach((callback) => callback())),
    /** The picker's combobox as it is now (the full picker replaces the first-render input). */
    combobox: () => screen.getByRole('combobox', { name: 'Choose a location' }) as HTMLInputElement,
  };
}

/**
 * A full picker whose chunk arrives or fails when the test says (a slow or broken network).
 * Each load attempt waits for `arrive()` or `fail()`.
 */
export function createControlledPart() {
  let settle: { resolve: (picker: FullLocationPicker) => void; reject: (error: unknown) => void } | null = null;
  const importer = vi.fn(
    () =>
      new Promise<FullLocationPicker>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  const part = createLazyModule(importer);
  return {
    part,
    importer,
    arrive: () => act(async () => settle?.resolve(LocationPicker)),
    fail: () =>
      act(async () => {
        settle?.reject(new Error('ChunkLoadError: Loading chunk location-picker failed.'));
        // The rejection reaches the picker's catch on the next turn.
        await Promise.resolve();
      }),
  };
}
