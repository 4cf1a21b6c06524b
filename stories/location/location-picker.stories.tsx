/**
 * One story per named example in test/location/location-examples.ts: every state of the
 * FullLocationPicker and every product error catalogue location text, plus its first render before the full picker loads. Each runs on the fake geo server and a fake
 * geolocation (no network); play functions drive the keyboard and pointer flows.
 */
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultMessages } from '../../src/i18n';
import {
  LocationPicker,
  FullLocationPicker,
  LocationProvider,
  createLocationStore,
  type FullLocationPickerComponent,
  type LocationEnvironment,
} from '../../src/location';
import { createLazyModule, type LazyModule, createQueryClient } from '../../src/lib';
import { createFakeGeoServer } from '../../examples/location/fake-geo-server';
import { createFakeGeolocation } from '../../examples/location/fake-geolocation';
import { getLocationExample, getRecentStorage, type LocationExample } from '../../examples/location/location-examples';
import { memoryStorage } from '../../examples/memory-storage';

/** The picker as a host page has it, in a header-like row, with its own store and fakes. */
function LocationPickerExample({
  example,
  deferred,
}: {
  example: LocationExample;
  /** Render the LocationPicker with this source of the full picker instead of the full picker. */
  deferred?: LazyModule<FullLocationPickerComponent>;
}) {
  const [setup] = useState(() => {
    const server = createFakeGeoServer(example.server);
    const geo = createFakeGeolocation(example.geolocation);
    const environment: Partial<LocationEnvironment> = {
      httpAdapter: server.adapter,
      geolocation: geo.geolocation,
      permissions: geo.permissions,
      storage: memoryStorage(getRecentStorage(example)),
      // Stories never write the page's real cookies.
      cookies: { get: () => undefined, set: () => undefined, remove: () => undefined },
      reportMissingPlace: () => undefined,
    };
    // Its own query client: an answer another story's fake server gave is never reused here.
    return { store: createLocationStore(example.state), environment, queryClient: createQueryClient() };
  });
  return (
    <LocationProvider store={setup.store} environment={setup.environment}>
      <div style={{ padding: 16, maxWidth: 360, minHeight: 420 }}>
        {deferred ? (
          <LocationPicker {...example.props} queryClient={setup.queryClient} part={deferred} />
        ) : (
          <FullLocationPicker {...example.props} queryClient={setup.queryClient} />
        )}
      </div>
    </LocationProvider>
  );
}

const meta = {
  title: 'Location/LocationPicker',
  component: LocationPickerExample,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LocationPickerExample>;
export default meta;

type Story = StoryObj<typeof meta>;

const fromExample = (name: string, extra: Partial<Story> = {}): Story => {
  const example = getLocationExample(name);
  return {
    name: example.name,
    args: { example },
    parameters: { docs: { description: { story: example.description } } },
    globals: { viewport: { value: 'desktop' } },
    ...extra,
  };
};

const combobox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: defaultMessages.chooseLocation });

/** Picks "Use my current location" and waits for the failure text in the live region. */
const expectCurrentLocationFailure =
  (text: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(combobox(canvasElement));
    await userEvent.click(canvas.getByRole('option', { name: defaultMessages.useMyCurrentLocation }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(text));
    await expect(combobox(canvasElement)).toHaveValue('New York');
  };

export const CurrentPlace = fromExample('Current place', {
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await expect(input).toHaveValue('New York');
    await userEvent.click(input);
    const listbox = within(canvasElement).getByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: defaultMessages.useMyCurrentLocation })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
});

export const CurrentPlaceMobile = fromExample('Current place', {
  name: 'Current place, mobile',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(combobox(canvasElement));
    await expect(within(canvasElement).getByRole('listbox')).toBeVisible();
  },
});

export const FindingLocation = fromExample('Finding location', {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(combobox(canvasElement)).toHaveValue(defaultMessages.findingLocation));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(defaultMessages.findingLocation);
  },
});

/** A full picker whose chunk never arrives (a slow or broken network). */
const neverArrives = createLazyModule<FullLocationPickerComponent>(() => new Promise(() => undefined));

/**
 * What the Header and the exposed picker draw first: the same field, already the combobox with the
 * current place, before downshift and the picker's logic arrive. If they never do, it stays a plain
 * text field that picks nothing.
 */
export const FirstRender = fromExample('Current place', {
  name: 'First render, before the combobox behaviour loads',
  args: { example: getLocationExample('Current place'), deferred: neverArrives },
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await expect(input).toHaveValue('New York');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(input);
    await userEvent.keyboard('par');
    await expect(input).toHaveValue('par');
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('New York');
  },
});

export const OnlineEvents = fromExample('Online events');

export const RecentPlaces = fromExample('Recent places', {
  play: async ({ canvasElement }) => {
    const input = combobox(canvasElement);
    await userEvent.click(input);
    const options = within(within(canvasElement).getByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(6);
    await userEvent.keyboard('{ArrowUp}');
    await expect(options[5]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
  },
});

export const Suggestions = fromExample('Suggestions', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(combobox(canvasElement));
    await userEvent.keyboard('new');
    await expect(await canvas.findByRole('option', { name: /^Newark/ })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(combobox(canvasElement)).toHaveValue('Newark'));
  },
});

export const PlaceNameWithMarkup = fromExample('Place name with markup', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(combobox(canvasElement));
    await userEvent.keyboard('<img');
    await expect(await canvas.findByRole('option', { name: /<img src=x onerror=alert\(1\)>/ })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
});

export const LongSecondaryText = fromExample('Long secondary text', {
  play: async ({ canvasElement }) => {
    await userEvent.click(combobox(canvasElement));
    await userEvent.keyboard('llan');
    const option = await within(canvasElement).findByRole('option', { name: /^Llanfairpwllgwyngyll/ });
    await expect(option).toHaveTextContent('…');
  },
});

export const LocationPermissionDenied = fromExample('Location permission denied', {
  play: expectCurrentLocationFailure(defaultMessages.locationPermissionDenied),
});

export const PositionUnavailable = fromExample('Position unavailable', {
  play: expectCurrentLocationFailure(defaultMessages.locationUnavailable),
});

export const LocationNotResolved = fromExample('Location not resolved', {
  play: expectCurrentLocationFailure(defaultMessages.locationUnresolved),
});

export const LookupFailed = fromExample('Lookup failed', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(combobox(canvasElement));
    await userEvent.keyboard('par');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(defaultMessages.locationLookupFailed));
    await expect(combobox(canvasElement)).toHaveValue('');
  },
});

export const NoResults = fromExample('No results', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(combobox(canvasElement));
    await userEvent.keyboard('qqqq{Enter}');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(defaultMessages.locationNoResults));
    await expect(combobox(canvasElement)).toHaveValue('');
  },
});
