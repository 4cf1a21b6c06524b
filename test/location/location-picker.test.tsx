import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createLazyModule } from '../../src/lib/lazy-module';
import type { FullLocationPickerComponent } from '../../src/location';
import { defaultMessages } from '../../src/i18n/english';
import { createLocationStore } from '../../src/location';
import { LOCATION_COOKIE_NAME } from '../../src/storage/location-cookie';
import { PLACES, toPlace } from '../../examples/location/fake-geo-server';
import { createControlledPart, createHeldGeoServer, renderDeferredPicker } from './render-picker';
import { stubIdleBrowser } from '../support/idle-browser';

const NEW_YORK = toPlace(PLACES.newYork);
const LONDON = toPlace(PLACES.london);

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('LocationPicker: the first render, before the full picker arrives', () => {
  it('is already the combobox "Choose a location" showing the current place, collapsed', () => {
    const { part, importer } = createControlledPart();
    const { combobox } = renderDeferredPicker({ part, store: createLocationStore({ location: NEW_YORK }) });
    expect(combobox()).toHaveAccessibleName('Choose a location');
    expect(combobox()).toHaveValue('New York');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('aria-autocomplete', 'list');
    expect(importer).not.toHaveBeenCalled();
  });

  it('finds the location on load itself: "Finding location..." then the server guess (product states)', async () => {
    const { part, importer } = createControlledPart();
    const { combobox, server } = renderDeferredPicker({ part, server: { guess: PLACES.london } });
    expect(combobox()).toHaveValue(defaultMessages.findingLocation);
    expect(combobox()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(combobox()).toHaveValue('London'));
    expect(server.requestsTo('place_from_request')).toHaveLength(1);
    expect(importer).not.toHaveBeenCalled();
  });

  it('a place that arrives while it has the focus is selected, so typing replaces it', async () => {
    const { part } = createControlledPart();
    // The server's guess answers once the field has the focus.
    const { environment, answer } = createHeldGeoServer({ guess: PLACES.london });
    const { combobox, user } = renderDeferredPicker({ part, environment });
    await user.click(combobox());
    expect(combobox()).toHaveValue(defaultMessages.findingLocation);
    answer();
    await waitFor(() => expect(combobox()).toHaveValue('London'));
    expect([combobox().selectionStart, combobox().selectionEnd]).toEqual([0, 'London'.length]);
    await user.keyboard('par');
    expect(combobox()).toHaveValue('par');
  });

  it('shows a controlled value as given', () => {
    const { part } = createControlledPart();
    const { combobox } = renderDeferredPicker({
      part,
      store: createLocationStore({ location: NEW_YORK }),
      props: { value: LONDON },
    });
    expect(combobox()).toHaveValue('London');
  });
});

describe('LocationPicker: when the full picker loads', () => {
  it('loads nothing while the browser is idle: a visitor who never uses the picker downloads none of it', async () => {
    stubIdleBrowser();
    const { part, importer } = createControlledPart();
    const { combobox } = renderDeferredPicker({ part, store: createLocationStore({ location: NEW_YORK }) });
    await waitFor(() => expect(combobox()).toHaveValue('New York'));
    expect(importer).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('loads when the pointer comes over the field (intent), with no focus and no click', async () => {
    const { part, importer, arrive } = createControlledPart();
    const { combobox, pointAt } = renderDeferredPicker({ part, store: createLocationStore({ location: NEW_YORK }) });
    expect(importer).not.toHaveBeenCalled();
    pointAt();
    expect(importer).toHaveBeenCalledTimes(1);
    await arrive();
    // The full picker: its combobox controls a listbox.
    expect(combobox()).toHaveAttribute('aria-controls', screen.getByRole('listbox', { hidden: true }).id);
    expect(combobox()).toHaveValue('New York');
  });

  it('loads on first focus (Tab), and the list opens as focus asked', async () => {
    const { part, importer, arrive } = createControlledPart();
    const { combobox, user } = renderDeferredPicker({ part, store: createLocationStore({ location: NEW_YORK }) });
    // Tab from the page into the field: no pointer involved.
    await user.tab();
    expect(combobox()).toHaveFocus();
    expect(importer).toHaveBeenCalledTimes(1);
    await arrive();
    await waitFor(() => expect(combobox()).toHaveFocus());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['Use my current location']);
  });

  it('keeps what the visitor typed and the focus, and asks for suggestions for it', async () => {
    const { part, arrive } = createControlledPart();
    const { combobox, user, server } = renderDeferredPicker({
      part,
      store: createLocationStore({ location: NEW_YORK }),
    });
    await user.click(combobox());
    await user.keyboard('berl');
    expect(combobox()).toHaveValue('berl');
    await arrive();
    await waitFor(() => expect(combobox()).toHaveFocus());
    expect(combobox()).toHaveValue('berl');
    // The caret after the text: the next key adds to it instead of replacing it.
    expect(combobox().selectionStart).toBe(4);
    expect(await screen.findByRole('option', { name: /^Berlin/ })).toBeInTheDocument();
    expect(server.requestsTo('place_suggestions').map((request) => request.params.input)).toEqual(['berl']);
    await user.keyboard('i');
    expect(combobox()).toHaveValue('berli');
  });

  it('Enter after the hand-over picks the first suggestion, as in the full picker (product validation rules)', async () => {
    const { part, arrive } = createControlledPart();
    const { combobox, user, store } = renderDeferredPicker({
      part,
      store: createLocationStore({ location: NEW_YORK }),
    });
    await user.click(combobox());
    await user.keyboard('berl');
    await arrive();
    await waitFor(() => expect(combobox()).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(store.getState().location).toMatchObject({ slug: 'germany--berlin' }));
    expect(combobox()).toHaveValue('Berlin');
  });

  it('Enter pressed before the full picker arrived picks the first suggestion when it does', async () => {
    const { part, arrive } = createControlledPart();
    const { combobox, user, store } = renderDeferredPicker({
      part,
      store: createLocationStore({ location: NEW_YORK }),
    });
    await user.click(combobox());
    await user.keyboard('berl{Enter}');
    expect(store.getState().location).toBe(NEW_YORK);
    await arrive();
    await waitFor(() => expect(store.getState().location).toMatchObject({ slug: 'germany--berlin' }));
    expect(combobox()).toHaveValue('Berlin');
  });

  it('without focus at hand-over time, the full picker does not take the focus', async () => {
    const { part, arrive } = createControlledPart();
    const { combobox, pointAt } = renderDeferredPicker({ part, store: createLocationStore({ location: NEW_YORK }) });
    pointAt();
    await arrive();
    expect(combobox()).not.toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('LocationPicker: a chunk that fails to load', () => {
  it('leaves a plain text field that picks, stores and sends nothing; focus tries again, hovering does not', async () => {
    const { part, importer, fail, arrive } = createControlledPart();
    const { combobox, user, store, server } = renderDeferredPicker({
      part,
      store: createLocationStore({ location: NEW_YORK }),
    });
    await user.click(combobox());
    await fail();
    await user.keyboard('berl{Enter}');
    expect(combobox()).toHaveValue('berl');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(store.getState().location).toBe(NEW_YORK);
    expect(document.cookie).not.toContain(`${LOCATION_COOKIE_NAME}=`);
    expect(server.requestsTo('place_suggestions')).toHaveLength(0);

    // Escape, then leaving the field, give the place name back.
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('New York');
    await user.keyboard('x');
    await user.tab();
    expect(combobox()).toHaveValue('New York');

    // The pointer passing over the field again is no reason to ask again (as the search bar).
    await user.hover(combobox());
    await user.unhover(combobox());
    await user.hover(combobox());
    expect(importer).toHaveBeenCalledTimes(1);
    // The next focus asks for the chunk again; this time it arrives.
    await user.click(combobox());
    expect(importer).toHaveBeenCalledTimes(2);
    await arrive();
    await waitFor(() => expect(combobox()).toHaveAttribute('aria-expanded', 'true'));
  });
});

describe('LocationPicker: a full picker that throws while rendering', () => {
  it('falls back to the plain field, named in one console error, and the page keeps working', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken: FullLocationPickerComponent = () => {
      throw new Error('broken picker');
    };
    const part = createLazyModule(async () => Broken);
    const { combobox, pointAt, user } = renderDeferredPicker({
      part,
      store: createLocationStore({ location: NEW_YORK }),
    });
    pointAt();
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringContaining('the location picker failed to render'),
        expect.anything(),
        expect.anything(),
      ),
    );
    expect(combobox()).toHaveValue('New York');
    await user.click(combobox());
    await user.keyboard('x');
    expect(combobox()).toHaveValue('x');
    consoleError.mockRestore();
  });
});
