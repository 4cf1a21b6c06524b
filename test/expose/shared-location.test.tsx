/**
 * Its own file: the page's default store is module state, so this starts from a page that has not
 * rendered any picker yet.
 */
import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mount, mountLocationPicker } from '../../src/expose/mount';
import { getDefaultLocationStore, toStoredLocation } from '../../src/location';
import { LOCATION_COOKIE_NAME } from '../../src/storage/location-cookie';
import { getExample, makeEnvironment } from '../../examples/header-examples';
import { PLACES, toPlace } from '../../examples/location/fake-geo-server';

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

describe('separately mounted Header and LocationPicker', () => {
  it("share the page's one location: the store the first one filled, and every change after", async () => {
    rememberNewYork();
    const headerElement = container();
    const pickerElement = container();
    const seen: string[] = [];
    const observer = new MutationObserver(() =>
      // After the microtasks React queued while committing (its updates from layout effects), as a paint would be.
      queueMicrotask(() =>
        queueMicrotask(() => {
          const field = within(headerElement).queryByRole('combobox', { name: 'Choose a location' });
          if (field) seen.push((field as HTMLInputElement).value);
        }),
      ),
    );
    observer.observe(headerElement, { subtree: true, childList: true, attributes: true });
    let header!: ReturnType<typeof mount>;
    let picker!: ReturnType<typeof mountLocationPicker>;
    await act(async () => {
      header = mount(headerElement, getExample('Anonymous').props);
      picker = mountLocationPicker(pickerElement, { environment: makeEnvironment() });
    });
    const inHeader = () => within(headerElement).getByRole('combobox', { name: 'Choose a location' });
    const alone = () => within(pickerElement).getByRole('combobox', { name: 'Choose a location' });
    // The header's first frame already shows the remembered place: the value the field has once the work of
    // the task that drew it is done (microtasks included: the browser paints only after them) is the place,
    // never an empty field. The first mount waits for react-dom/client, an import of its own here: room for a
    // busy machine.
    await waitFor(() => inHeader(), { timeout: 5000 });
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set(['New York']));
    observer.disconnect();
    // mountLocationPicker loads the picker's module on first use (a first import in this file: room for a
    // busy machine, as the other lazy-part tests give).
    await waitFor(() => expect(alone()).toHaveValue('New York'), { timeout: 5000 });

    // A place the host hands to the separate picker is the page's location: the Header shows it too.
    await act(async () => picker.update({ environment: makeEnvironment(), value: BERLIN }));
    await waitFor(() => expect(inHeader()).toHaveValue('Berlin'));
    expect(getDefaultLocationStore().getState().location).toBe(BERLIN);

    await act(async () => {
      header.unmount();
      picker.unmount();
    });
    headerElement.remove();
    pickerElement.remove();
    // Two first mounts, each with an import of its own: room for a busy machine.
  }, 20_000);
});
