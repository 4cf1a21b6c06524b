import type { ComponentProps } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import LocationPicker from '../../src/expose/location-picker';
import { mountLocationPicker } from '../../src/expose/mount';
import { toStoredLocation } from '../../src/location';
import { LOCATION_COOKIE_NAME } from '../../src/storage/location-cookie';
import { makeEnvironment } from '../../examples/header-examples';
import { PLACES, toPlace } from '../../examples/location/fake-geo-server';
import { settleReports } from '../support/settle-reports';

const PARIS = toPlace(PLACES.paris);
const BERLIN = toPlace(PLACES.berlin);

/** A visitor who picked New York before: the page's location comes from the cookie, not the network. */
function rememberNewYork() {
  const stored = toStoredLocation(toPlace(PLACES.newYork));
  document.cookie = `${LOCATION_COOKIE_NAME}=${encodeURIComponent(JSON.stringify(stored))}; path=/`;
}

function container() {
  const element = document.createElement('div');
  document.body.appendChild(element);
  return element;
}

describe('globalHeader/LocationPicker', () => {
  it('renders the combobox "Choose a location" with a controlled value, in the host\'s words', () => {
    render(
      <LocationPicker
        environment={makeEnvironment()}
        value={PARIS}
        onChange={() => undefined}
        messages={{ chooseLocation: 'Where to?' }}
      />,
    );
    const picker = screen.getByRole('combobox', { name: 'Where to?' });
    expect(picker).toHaveValue('Paris');
  });

  it('reports unusable props once, by name, and still renders', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    rememberNewYork();
    const props = {
      environment: { ...makeEnvironment(), googleMapsApiKey: 'bad key!' },
      value: 'Paris',
    } as unknown as ComponentProps<typeof LocationPicker>;
    const { rerender } = render(<LocationPicker {...props} />);
    expect(screen.getByRole('combobox', { name: 'Choose a location' })).toBeInTheDocument();
    await settleReports();
    const reports = error.mock.calls.map((call) => String(call[0]));
    expect(reports).toEqual([
      expect.stringContaining('[global-header] value: expected a place'),
      expect.stringContaining('[global-header] environment.googleMapsApiKey: expected a maps API key'),
    ]);
    rerender(<LocationPicker {...props} />);
    await settleReports();
    expect(error).toHaveBeenCalledTimes(2);
  });
});

describe('mountLocationPicker(element, props) for hosts that are not React', () => {
  it('mounts, updates and unmounts with the same handle as mount()', async () => {
    const element = container();
    let picker!: ReturnType<typeof mountLocationPicker>;
    await act(async () => {
      picker = mountLocationPicker(element, { environment: makeEnvironment(), value: PARIS });
    });
    expect(await within(element).findByRole('combobox', { name: 'Choose a location' })).toHaveValue('Paris');
    await act(async () => picker.update({ environment: makeEnvironment(), value: BERLIN }));
    expect(within(element).getByRole('combobox', { name: 'Choose a location' })).toHaveValue('Berlin');
    await act(async () => picker.unmount());
    expect(element).toBeEmptyDOMElement();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    picker.update({ value: PARIS });
    picker.unmount();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('mountLocationPicker(): update() called after unmount'));
    element.remove();
  });

  it('says clearly what is wrong when the element is missing', () => {
    expect(() => mountLocationPicker(undefined as unknown as Element)).toThrow(
      '[global-header] mountLocationPicker(element, props): element must be a DOM element.',
    );
  });
});
