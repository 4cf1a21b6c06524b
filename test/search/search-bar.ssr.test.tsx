// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../src/design-system/provider';
import { LocationProvider, createLocationStore } from '../../src/location';
import { SearchBar } from '../../src/search';
import { PLACES, toPlace } from '../../examples/location/fake-geo-server';

/** Server rendering: no window, document or storage exist here, so any read would throw. */
describe('SearchBar on a server', () => {
  it('renders the search form and the combobox "Search events" without touching browser globals', () => {
    const html = renderToString(
      <DesignSystemProvider>
        <LocationProvider store={createLocationStore({ location: toPlace(PLACES.newYork) })}>
          <SearchBar />
        </LocationProvider>
      </DesignSystemProvider>,
    );
    expect(typeof window).toBe('undefined');
    expect(typeof localStorage).toBe('undefined');
    expect(html).toContain('role="search"');
    expect(html).toContain('role="combobox"');
    expect(html).toContain('Search events');
    expect(html).toContain('aria-expanded="false"');
  });
});
