import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECENT_LOCATIONS_SHOWN } from '../../src/config/constants';
import { createLocationStore } from '../../src/location';
import { memoryStorage } from '../../examples/memory-storage';
import { LOCATION_EXAMPLES, getLocationExample, getRecentStorage } from '../../examples/location/location-examples';
import { renderPicker } from './render-picker';

describe('the named LocationPicker examples (one story each)', () => {
  it.each(LOCATION_EXAMPLES.map((example) => [example.name, example] as const))(
    '%s: the input shows what the example says',
    (_name, example) => {
      const { input } = renderPicker({
        store: createLocationStore(example.state),
        server: example.server,
        geolocation: example.geolocation,
        environment: { storage: memoryStorage(getRecentStorage(example)) },
        props: example.props,
      });
      expect(input).toHaveValue(example.shows);
    },
  );

  it('Recent places: focus lists the current location and the 5 newest of 6 recent places', async () => {
    const example = getLocationExample('Recent places');
    const { input, user } = renderPicker({
      store: createLocationStore(example.state),
      environment: { storage: memoryStorage(getRecentStorage(example)) },
    });
    await user.click(input);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(1 + RECENT_LOCATIONS_SHOWN);
    expect(options[0]).toHaveAccessibleName('Use my current location');
    expect(options[1]).toHaveAccessibleName(/^Paris/);
    expect(options[RECENT_LOCATIONS_SHOWN]).toHaveAccessibleName(/^Newark/);
  });
});
