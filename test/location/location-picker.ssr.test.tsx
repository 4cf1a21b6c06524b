// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../src/design-system/provider';
import {
  LocationPicker,
  FullLocationPicker,
  LocationProvider,
  createLocationStore,
  getDefaultLocationStore,
} from '../../src/location';
import { PLACES, toPlace } from '../../examples/location/fake-geo-server';

/** Server rendering: no window, document or cookies exist here, so any read of them would throw. */
describe('LocationPicker on a server', () => {
  it("renders the request store's place without touching browser globals", () => {
    const store = createLocationStore({ location: toPlace(PLACES.london) });
    const html = renderToString(
      <DesignSystemProvider>
        <LocationProvider store={store}>
          <FullLocationPicker />
        </LocationProvider>
      </DesignSystemProvider>,
    );
    expect(typeof window).toBe('undefined');
    expect(html).toContain('role="combobox"');
    expect(html).toContain('value="London"');
    expect(html).toContain('Choose a location');
  });

  it('renders a supplied value, and leaves the page-wide default store empty', () => {
    const html = renderToString(
      <LocationProvider store={createLocationStore()}>
        <FullLocationPicker defaultValue={toPlace(PLACES.paris)} />
      </LocationProvider>,
    );
    expect(html).toContain('value="Paris"');
    expect(getDefaultLocationStore().getState().location).toBeNull();
  });

  it('the deferred picker renders its first-render combobox with the place, and never the loaded one', () => {
    const html = renderToString(
      <DesignSystemProvider>
        <LocationProvider store={createLocationStore({ location: toPlace(PLACES.berlin) })}>
          <LocationPicker />
        </LocationProvider>
      </DesignSystemProvider>,
    );
    expect(html).toContain('role="combobox"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('value="Berlin"');
    expect(html).toContain('Choose a location');
    // No listbox: the full picker (downshift) only ever arrives in a browser.
    expect(html).not.toContain('role="listbox"');
  });
});
