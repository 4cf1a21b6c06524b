import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GEOLOCATION_TIMEOUT_MS,
  LOCATION_DEBOUNCE_MS,
  QUERY_STALE_TIME_MS,
  RECENT_LOCATIONS_SHOWN,
  SECONDARY_TEXT_MAX,
} from '../../src/config/constants';
import { defaultMessages } from '../../src/i18n/english';
import { DesignSystemProvider } from '../../src/design-system/provider';
import {
  FullLocationPicker,
  LocationProvider,
  createLocationStore,
  getOnlinePlace,
  toDiscoveryLocation,
  type Place,
} from '../../src/location';
import { LOCATION_COOKIE_NAME } from '../../src/storage/location-cookie';
import { RECENT_LOCATIONS_KEY } from '../../src/storage/recent-locations';
import { buildDiscoveryUrl } from '../../src/routes/discovery-url';
import { PLACES, UNKNOWN_MAP_PLACE_ID, toPlace, toSuggestion } from '../../examples/location/fake-geo-server';
import { createHeldGeoServer, renderPicker } from './render-picker';

const NEW_YORK = toPlace(PLACES.newYork);
const LONDON = toPlace(PLACES.london);

function readLocationCookie(): unknown {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${LOCATION_COOKIE_NAME}=`));
  return entry ? JSON.parse(decodeURIComponent(entry.slice(LOCATION_COOKIE_NAME.length + 1))) : undefined;
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

/** The texts the picker asked place suggestions for, in order. */
const askedFor = (server: { requestsTo(endpoint: string): { params?: unknown }[] }) =>
  server.requestsTo('place_suggestions').map((request) => (request.params as { input: string }).input);

/** The query key of place suggestions for a text near a place (the one the type-ahead and Enter share). */
const suggestionsKey = (text: string, near: Place) => ['places', 'suggestions', text, near.latitude, near.longitude];

/** A keystroke as the input sees it (user-event waits on timers, which are fake in these tests). */
const type = (input: HTMLInputElement, text: string) => fireEvent.change(input, { target: { value: text } });

afterEach(() => {
  vi.useRealTimers();
});

describe('LocationPicker: what it shows', () => {
  it('is a combobox named "Choose a location" showing the current place when not edited', () => {
    const { input } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    expect(input).toHaveAccessibleName('Choose a location');
    expect(input).toHaveValue('New York');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it("keeps the place name selected through the focusing click's mouseup (WebKit would put the caret there), not later ones", () => {
    const { input } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    fireEvent.focus(input);
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'New York'.length]);
    // fireEvent answers false when the handler prevented the default: the browser's caret placement.
    expect(fireEvent.mouseUp(input)).toBe(false);
    expect(fireEvent.mouseUp(input)).toBe(true);
  });

  it('on load without a cookie shows "Finding location..." until the server guess arrives (product states)', async () => {
    const { input, server } = renderPicker({ server: { guess: PLACES.london } });
    expect(input).toHaveValue('Finding location...');
    await waitFor(() => expect(input).toHaveValue('London'));
    expect(server.requestsTo('place_from_request')).toHaveLength(1);
  });

  it('on load reads the location cookie before asking the server', async () => {
    document.cookie = `${LOCATION_COOKIE_NAME}=${encodeURIComponent(
      JSON.stringify({
        slug: 'ca--san-francisco',
        placeId: '5391959',
        latitude: 37.77,
        longitude: -122.42,
        isOnline: false,
      }),
    )}; path=/`;
    const { input, server } = renderPicker();
    await waitFor(() => expect(input).toHaveValue('San Francisco'));
    expect(server.requestsTo('place_from_request')).toHaveLength(0);
  });

  it('a place that arrives while the field has the focus is selected, so typing replaces it', async () => {
    // The server's guess answers once the field has the focus.
    const { environment, answer } = createHeldGeoServer({ guess: PLACES.london });
    const { input, user } = renderPicker({ environment });
    await user.click(input);
    expect(input).toHaveValue('Finding location...');
    answer();
    await waitFor(() => expect(input).toHaveValue('London'));
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'London'.length]);
    await user.keyboard('par');
    expect(input).toHaveValue('par');
  });

  it('when the guess fails, shows the online pseudo-place', async () => {
    const { input, store } = renderPicker({ server: { fail: { request: true } } });
    await waitFor(() => expect(input).toHaveValue('Online events'));
    expect(store.getState().location).toEqual(getOnlinePlace());
  });

  it('a defaultValue is the supplied location: no cookie, no server call', async () => {
    const { input, server, store } = renderPicker({ props: { defaultValue: LONDON } });
    expect(input).toHaveValue('London');
    await waitFor(() => expect(store.getState().location).toBe(LONDON));
    expect(server.requests).toHaveLength(0);
  });
});

describe('LocationPicker: keyboard and pointer (APG combobox, product states)', () => {
  function seedRecents(count: number) {
    const all = [PLACES.paris, PLACES.berlin, PLACES.london, PLACES.sanFrancisco, PLACES.newark, PLACES.newYork];
    localStorage.setItem(
      RECENT_LOCATIONS_KEY,
      JSON.stringify(all.slice(0, count).map((p) => ({ value: p.id, content: p.name, secondaryContent: p.country }))),
    );
  }

  it('opens on focus with "Use my current location" first, then recent places', async () => {
    seedRecents(2);
    const { input, user } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Choose a location' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Use my current location',
      'ParisFranceRecent location',
      'BerlinGermanyRecent location',
    ]);
  });

  it('opens when focus arrives by Tab too', async () => {
    const { input, user } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.tab();
    expect(input).toHaveFocus();
    expect(screen.getByRole('listbox')).toBeVisible();
  });

  it('Down moves, Down and Up wrap, Enter picks the highlighted option', async () => {
    seedRecents(2);
    const { input, user, store } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Use my current location');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { selected: true }).id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Berlin');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Use my current location');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Berlin');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(input).toHaveValue('Paris'));
    expect(store.getState().location).toMatchObject({ slug: 'france--paris' });
  });

  it('Escape closes the list and keeps the typed text; the next one gives the input back its place', async () => {
    const { input, user } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.click(input);
    await user.keyboard('lon');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('lon');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('New York');
    expect(input).toHaveFocus();
  });

  it('Escape with the list open closes the list only; with the list closed it is left to a dialog around the picker', async () => {
    const { input, user } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.click(input);
    await user.keyboard('lon');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    // fireEvent returns false when a handler cancelled the event's default (a dialog's `cancel` would not run).
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(false);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(true);
    expect(input).toHaveValue('New York');
  });

  it('Tab closes the list without picking the highlighted option', async () => {
    seedRecents(1);
    const { input, user, store, server } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Paris');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('New York');
    expect(store.getState().location).toBe(NEW_YORK);
    expect(server.requestsTo('place_from_google_place_id')).toHaveLength(0);
  });

  it('an outside click closes the list', async () => {
    const { input, user } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('New York');
  });

  it('a click on an option picks it', async () => {
    const { input, user, store } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.click(input);
    await user.keyboard('lond');
    await user.click(await screen.findByRole('option', { name: /London/ }));
    await waitFor(() => expect(store.getState().location).toMatchObject({ slug: 'united-kingdom--london' }));
    expect(input).toHaveValue('London');
  });
});

describe('LocationPicker: suggestions (product validation rules)', () => {
  it('asks once, after the debounce, for the typed text; the text replaces the place name', async () => {
    const { input, user, server } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.click(input);
    await user.keyboard('par');
    expect(input).toHaveValue('par');
    expect(server.requestsTo('place_suggestions')).toHaveLength(0);
    expect(await screen.findByRole('option', { name: /Paris/ })).toBeInTheDocument();
    const requests = server.requestsTo('place_suggestions');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.params).toMatchObject({
      input: 'par',
      latitude: NEW_YORK.latitude,
      longitude: NEW_YORK.longitude,
      types: '(regions)',
    });
  });

  it('empty input gives no suggestions: clearing the text lists current location and recent places again', async () => {
    const { input, user, server } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.click(input);
    await user.keyboard('par');
    await screen.findByRole('option', { name: /Paris/ });
    // From here on the clock is fake: a debounced request for '' would go within one debounce.
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: '' } });
    expect(optionNames()).toEqual(['Use my current location']);
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS * 2));
    expect(server.requestsTo('place_suggestions')).toHaveLength(1);
  });

  it('Enter with no option highlighted picks the first suggestion', async () => {
    const { input, user, store } = renderPicker({ store: createLocationStore({ location: LONDON }) });
    await user.click(input);
    await user.keyboard('new');
    await screen.findByRole('option', { name: /^Newark/ });
    const [first, second] = screen.getAllByRole('option');
    expect(first).toHaveAccessibleName(/^New York/);
    expect(second).toHaveAccessibleName(/^Newark/);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(store.getState().location).toMatchObject({ slug: 'ny--new-york' }));
    expect(input).toHaveValue('New York');
  });

  it('Enter while suggestions are pending cancels the debounce, fetches at once and picks the first', async () => {
    const { input, user, store, server } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.click(input);
    // The clock is fake from here: the cancelled debounce must not send a second request later.
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: 'ber' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(() => vi.advanceTimersByTimeAsync(0));
    await vi.waitFor(() => expect(store.getState().location).toMatchObject({ slug: 'germany--berlin' }));
    expect(input).toHaveValue('Berlin');
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS * 2));
    expect(server.requestsTo('place_suggestions')).toHaveLength(1);
  });

  it('shows a place named <img src=x onerror=alert(1)> as text, never as markup', async () => {
    const { input, user, container } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.click(input);
    await user.keyboard('<img');
    const option = await screen.findByRole('option', { name: /<img src=x onerror=alert\(1\)>/ });
    expect(option).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img')).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(input).toHaveValue('<img src=x onerror=alert(1)>'));
    expect(container.querySelector('img')).toBeNull();
  });

  it('cuts secondary text at 88 characters', async () => {
    const { input, user } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.click(input);
    await user.keyboard('llan');
    const option = await screen.findByRole('option', { name: /Llanfairpwllgwyngyll/ });
    const full = `${PLACES.longName.region}, ${PLACES.longName.country}`;
    expect(full.length).toBeGreaterThan(SECONDARY_TEXT_MAX);
    expect(option).toHaveTextContent(`Llanfairpwllgwyngyll${full.slice(0, SECONDARY_TEXT_MAX)}…`);
  });
});

describe("LocationPicker: the type-ahead query (product validation rules and limits; the search's pipeline)", () => {
  // Each test focuses the field on real timers (the full picker's services arrive through real
  // promises), then types on a fake clock.
  it('asks only after 250 ms without a keystroke, once, for the last text', async () => {
    const { input, user, server } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.click(input);
    vi.useFakeTimers();
    type(input, 'p');
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS - 1));
    type(input, 'pa');
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS - 1));
    expect(askedFor(server)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(askedFor(server)).toEqual(['pa']));
    await vi.waitFor(() => expect(screen.getByRole('option', { name: /^Paris/ })).toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS * 4));
    expect(askedFor(server)).toEqual(['pa']);
  });

  it("the axios request carries TanStack Query's abort signal, and a keystroke aborts it: the older answer is never shown", async () => {
    const { input, user, server, queryClient } = renderPicker({
      store: createLocationStore({ location: NEW_YORK }),
      server: { delayMs: 1000 },
    });
    await user.click(input);
    vi.useFakeTimers();
    type(input, 'ber');
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS));
    await vi.waitFor(() => expect(askedFor(server)).toEqual(['ber']));
    const older = server.requestsTo('place_suggestions')[0]!;
    expect(older.signal?.aborted).toBe(false);
    expect(queryClient.getQueryState(suggestionsKey('ber', NEW_YORK))?.fetchStatus).toBe('fetching');

    type(input, 'new');
    // TanStack cancelled the query the text left (back to no answer, not a failure), through the
    // signal it handed to axios.
    expect(older.signal?.aborted).toBe(true);
    expect(queryClient.getQueryState(suggestionsKey('ber', NEW_YORK))).toMatchObject({
      fetchStatus: 'idle',
      status: 'pending',
      data: undefined,
    });
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS));
    await vi.waitFor(() => expect(askedFor(server)).toEqual(['ber', 'new']));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(optionNames()).toEqual([expect.stringMatching(/^New York/), expect.stringMatching(/^Newark/)]);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    // Nothing of the aborted request was kept: the same text asks again.
    type(input, 'ber');
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS));
    await vi.waitFor(() => expect(askedFor(server)).toEqual(['ber', 'new', 'ber']));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await vi.waitFor(() => expect(screen.getByRole('option', { name: /^Berlin/ })).toBeInTheDocument());
  });

  it('the request is aborted by cancelling its query (only TanStack Query holds that signal)', async () => {
    const { input, user, server, queryClient } = renderPicker({
      store: createLocationStore({ location: NEW_YORK }),
      server: { hang: { suggestions: true } },
    });
    await user.click(input);
    await user.keyboard('ber');
    await waitFor(() => expect(askedFor(server)).toEqual(['ber']));
    const request = server.requestsTo('place_suggestions')[0]!;
    expect(request.signal?.aborted).toBe(false);
    await act(() => queryClient.cancelQueries({ queryKey: suggestionsKey('ber', NEW_YORK) }));
    expect(request.signal?.aborted).toBe(true);
  });

  it('the same text near the same point within 5 minutes is answered from the cache; after, it is asked again', async () => {
    const { input, user, server, store } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.click(input);
    vi.useFakeTimers();
    const typeAndWait = async (text: string) => {
      type(input, text);
      await act(() => vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS));
    };
    await typeAndWait('lond');
    await vi.waitFor(() => expect(screen.getByRole('option', { name: /^London/ })).toBeInTheDocument());
    await typeAndWait('');
    await typeAndWait('lond');
    expect(screen.getByRole('option', { name: /^London/ })).toBeInTheDocument();
    expect(askedFor(server)).toEqual(['lond']);
    // Another text is its own question, and so is the same text near another point.
    await typeAndWait('lon');
    await vi.waitFor(() => expect(askedFor(server)).toEqual(['lond', 'lon']));
    act(() => store.setLocation(LONDON, 'load'));
    await vi.waitFor(() => expect(askedFor(server)).toEqual(['lond', 'lon', 'lon']));
    expect(server.requestsTo('place_suggestions')[2]?.params).toMatchObject({ latitude: LONDON.latitude });
    act(() => store.setLocation(NEW_YORK, 'load'));
    expect(askedFor(server)).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(QUERY_STALE_TIME_MS + 1));
    await typeAndWait('lond');
    await vi.waitFor(() => expect(askedFor(server)).toEqual(['lond', 'lon', 'lon', 'lond']));
  });

  it('Enter joins the request in flight instead of asking twice', async () => {
    const { input, user, server, store } = renderPicker({
      store: createLocationStore({ location: NEW_YORK }),
      server: { delayMs: 500 },
    });
    await user.click(input);
    vi.useFakeTimers();
    type(input, 'ber');
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS));
    await vi.waitFor(() => expect(askedFor(server)).toEqual(['ber']));
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(() => vi.advanceTimersByTimeAsync(500));
    await vi.waitFor(() => expect(store.getState().location).toMatchObject({ slug: 'germany--berlin' }));
    expect(askedFor(server)).toEqual(['ber']);
  });
});

describe('LocationPicker: picking (product states and API calls)', () => {
  async function pickByTyping(user: ReturnType<typeof renderPicker>['user'], input: HTMLElement, text: string) {
    await user.click(input);
    await user.keyboard(`${text}{Enter}`);
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
  }

  it('after six picks lists at most 5 recent places, newest first', async () => {
    const { input, user, store } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    const picks = ['paris', 'berlin', 'london', 'san', 'newark', 'new york'];
    for (const text of picks) {
      await pickByTyping(user, input, text);
      await waitFor(() => expect(store.getState().isWaiting).toBe(false));
      await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    }
    await user.click(input);
    const recent = screen.getAllByRole('option').slice(1);
    expect(recent).toHaveLength(RECENT_LOCATIONS_SHOWN);
    const newestFirst = ['New York', 'Newark', 'San Francisco', 'London', 'Berlin'];
    recent.forEach((option, index) => {
      expect(option).toHaveAccessibleName(new RegExp(`^${newestFirst[index]}.*Recent location$`));
    });
  });

  it('picks made without leaving the field are recent places at once, newest first', async () => {
    const { input, user } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.click(input);
    for (const [text, shown] of [
      ['paris', 'Paris'],
      ['berlin', 'Berlin'],
    ]) {
      await user.keyboard(`{Control>}a{/Control}${text}{Enter}`);
      await waitFor(() => expect(input).toHaveValue(shown));
    }
    expect(input).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(optionNames()).toEqual([
      'Use my current location',
      'BerlinBerlin, GermanyRecent location',
      'ParisÎle-de-France, FranceRecent location',
    ]);
  });

  it('stores the place, writes the location cookie and remembers the pick', async () => {
    const onChange = vi.fn();
    const { input, user, store } = renderPicker({
      store: createLocationStore({ location: NEW_YORK }),
      props: { onChange },
    });
    await pickByTyping(user, input, 'lond');
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(store.getState().location).toEqual(LONDON);
    expect(onChange).toHaveBeenCalledWith(LONDON);
    expect(readLocationCookie()).toEqual({
      slug: 'united-kingdom--london',
      placeId: PLACES.london.id,
      latitude: PLACES.london.latitude,
      longitude: PLACES.london.longitude,
      isOnline: false,
      // The place type rides along, so a country keeps searching under united-states after a reload (product routes).
      placeType: 'locality',
    });
    expect(JSON.parse(localStorage.getItem(RECENT_LOCATIONS_KEY) ?? '[]')[0]).toMatchObject({
      value: PLACES.london.id,
      content: 'London',
    });
  });

  it('the location cookie lives 30 days on path / and is secure on https', async () => {
    const set = vi.fn();
    const { input, user } = renderPicker({
      store: createLocationStore({ location: NEW_YORK }),
      environment: { protocol: 'https:', cookies: { get: () => undefined, set, remove: vi.fn() } },
    });
    await pickByTyping(user, input, 'ber');
    await waitFor(() => expect(set).toHaveBeenCalled());
    expect(set).toHaveBeenCalledWith(LOCATION_COOKIE_NAME, expect.stringContaining('germany--berlin'), {
      expires: 30,
      path: '/',
      secure: true,
      sameSite: 'lax',
    });
  });

  it('a map place the marketplace does not know is searched by its box', async () => {
    const { input, user, store, reportMissingPlace } = renderPicker({
      store: createLocationStore({ location: NEW_YORK }),
      server: {
        extraSuggestions: [
          {
            content: 'Nowhere Town',
            secondaryContent: 'Far Away',
            placeType: 'locality',
            value: 'ChIJunknownPlace',
            currentPlace: 'Nowhere Town',
            currentPlaceParent: 'Far Away',
            country: 'Far Away',
          },
        ],
      },
    });
    await user.click(input);
    await user.keyboard('nowhere');
    await user.click(await screen.findByRole('option', { name: /Nowhere Town/ }));
    await waitFor(() => expect(input).toHaveValue('Nowhere Town'));
    expect(store.getState().location?.bbox).toBeDefined();
    expect(reportMissingPlace).toHaveBeenCalledWith('ChIJunknownPlace');
  });

  it('a picked map place known only by its point searches the default box after a reload (product routes)', async () => {
    const first = renderPicker({
      store: createLocationStore({ location: NEW_YORK }),
      server: {
        extraSuggestions: [{ ...toSuggestion(PLACES.paris), value: UNKNOWN_MAP_PLACE_ID, content: 'Nowhere' }],
      },
    });
    await first.user.click(first.input);
    await first.user.keyboard('nowhere');
    await first.user.click(await screen.findByRole('option', { name: /^Nowhere/ }));
    await waitFor(() => expect(first.input).toHaveValue('Nowhere'));
    // This page searches the map place's own viewport...
    expect(buildDiscoveryUrl({ location: toDiscoveryLocation(first.store.getState().location!) })).toBe(
      '/d/united-states/all-events/?bbox=19.95,11.95,20.05,12.05',
    );
    first.unmount();
    // ...the next page has only the cookie's point: the spec's +/-0.4 lng, +/-0.3 lat box around it.
    const next = renderPicker();
    await waitFor(() => expect(next.store.getState().location).toMatchObject({ latitude: 12, longitude: 20 }));
    expect(buildDiscoveryUrl({ location: toDiscoveryLocation(next.store.getState().location!) })).toBe(
      '/d/united-states/all-events/?bbox=19.6,11.7,20.4,12.3',
    );
    expect(next.server.requestsTo('place_from_request')).toHaveLength(0);
  });

  it('controlled: shows value, reports picks through onChange only, and mirrors value into the shared store', async () => {
    const onChange = vi.fn<(place: Place) => void>();
    const store = createLocationStore();
    const { input, user, rerender, environment } = renderPicker({ store, props: { value: NEW_YORK, onChange } });
    expect(input).toHaveValue('New York');
    await waitFor(() => expect(store.getState().location).toBe(NEW_YORK));
    await pickByTyping(user, input, 'par');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ slug: 'france--paris' })));
    // Until the parent passes the new value, the picker and the page keep the old one.
    expect(input).toHaveValue('New York');
    expect(store.getState().location).toBe(NEW_YORK);
    const paris = onChange.mock.calls[0]![0];
    rerender(
      <DesignSystemProvider>
        <LocationProvider store={store} environment={environment}>
          <FullLocationPicker value={paris} onChange={onChange} />
        </LocationProvider>
      </DesignSystemProvider>,
    );
    expect(input).toHaveValue('Paris');
    await waitFor(() => expect(store.getState().location).toBe(paris));
  });
});

describe('LocationPicker: Use my current location (product states)', () => {
  it('shows "Finding location..." while locating, then the place as the user location', async () => {
    const { input, user, store, server } = renderPicker({
      store: createLocationStore({ location: NEW_YORK }),
      geolocation: { permission: 'granted', answer: { latitude: 51.5, longitude: -0.1 }, delayMs: 50 },
    });
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Use my current location' }));
    expect(input).toHaveValue('Finding location...');
    expect(screen.getByRole('status')).toHaveTextContent('Finding location...');
    await waitFor(() => expect(input).toHaveValue('London'));
    expect(store.getState()).toMatchObject({ isUsingUserLocation: true, isWaiting: false });
    expect(server.requestsTo('place_from_coordinates')[0]?.params).toMatchObject({ latitude: 51.5, longitude: -0.1 });
    expect(readLocationCookie()).toMatchObject({ slug: 'united-kingdom--london' });
  });

  it.each([
    [
      'a denied permission',
      { geolocation: { permission: 'denied' as const } },
      defaultMessages.locationPermissionDenied,
    ],
    ['no geolocation support', { environment: { geolocation: null } }, defaultMessages.locationPermissionDenied],
    ['a failed position', { geolocation: { answer: { errorCode: 2 as const } } }, defaultMessages.locationUnavailable],
    ['coordinates with no place', { server: { noPlaceAtCoordinates: true } }, defaultMessages.locationUnresolved],
  ])(
    '%s shows its product error catalogue text in a live region and keeps the location',
    async (_name, options, text) => {
      const { input, user, store } = renderPicker({ store: createLocationStore({ location: NEW_YORK }), ...options });
      await user.click(input);
      await user.click(screen.getByRole('option', { name: 'Use my current location' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));
      expect(input).toHaveValue('New York');
      expect(store.getState()).toMatchObject({ location: NEW_YORK, isWaiting: false });
      expect(input).toHaveAccessibleDescription(text);
    },
  );

  it('a browser that never answers ends after 6 s with the position text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { input, user } = renderPicker({
      store: createLocationStore({ location: NEW_YORK }),
      geolocation: { permission: 'granted', answer: 'never' },
      advanceTimers: vi.advanceTimersByTime,
    });
    await user.click(input);
    await user.click(screen.getByRole('option', { name: 'Use my current location' }));
    await waitFor(() => expect(input).toHaveValue('Finding location...'));
    await act(() => vi.advanceTimersByTimeAsync(GEOLOCATION_TIMEOUT_MS));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(defaultMessages.locationUnavailable));
    expect(input).toHaveValue('New York');
  });
});

describe('LocationPicker: failures (product error catalogue)', () => {
  it('a suggestion failure shows its text and resets the input', async () => {
    const { input, user } = renderPicker({
      store: createLocationStore({ location: NEW_YORK }),
      server: { fail: { suggestions: true } },
    });
    await user.click(input);
    await user.keyboard('par');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(defaultMessages.locationLookupFailed));
    expect(input).toHaveValue('');
  });

  it('a lookup failure shows its text, resets the input and keeps the location', async () => {
    const { input, user, store } = renderPicker({
      store: createLocationStore({ location: NEW_YORK }),
      server: { fail: { googlePlaceId: true } },
    });
    await user.click(input);
    await user.keyboard('par{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(defaultMessages.locationLookupFailed));
    expect(input).toHaveValue('');
    expect(store.getState()).toMatchObject({ location: NEW_YORK, isWaiting: false });
  });

  it('zero results on Enter shows its text and resets the input', async () => {
    const { input, user, store } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.click(input);
    await user.keyboard('qqqq{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(defaultMessages.locationNoResults));
    expect(input).toHaveValue('');
    expect(store.getState().location).toBe(NEW_YORK);
  });

  // This rule changed: the text used to go at the first keystroke; it now stays until an
  // answer with places (taking it away and back at each keystroke had it announced again and again).
  it('typing again keeps the message until an answer with places hides it', async () => {
    const { input, user } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.click(input);
    await user.keyboard('qqqq{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(defaultMessages.locationNoResults));
    await user.keyboard('p');
    expect(screen.getByRole('alert')).toHaveTextContent(defaultMessages.locationNoResults);
    await screen.findByRole('option', { name: /^Paris/ });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('zero results while typing show the text as soon as the answer is empty, without Enter, keeping the text', async () => {
    const { input, user, store } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    await user.click(input);
    // The clock is fake from here: the text must wait for the answer, which waits for the debounce.
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: 'qqqq' } });
    await act(() => vi.advanceTimersByTimeAsync(LOCATION_DEBOUNCE_MS - 1));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await act(() => vi.advanceTimersByTimeAsync(1));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(defaultMessages.locationNoResults));
    expect(input).toHaveValue('qqqq');
    expect(input).toHaveAttribute('aria-describedby', screen.getByRole('alert').id);
    expect(store.getState().location).toBe(NEW_YORK);
    // Emptying the text takes it away too.
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('strips control characters from typed or pasted text, the caret after the paste (product validation rules)', () => {
    const { input } = renderPicker({ store: createLocationStore({ location: NEW_YORK }) });
    input.focus();
    // As the browser does on a paste: the value changes (past React's own value tracking), the caret after it.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'be\u0000x\u0007rl');
    input.setSelectionRange(5, 5);
    fireEvent.input(input);
    expect(input).toHaveValue('bexrl');
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3]);
  });
});
