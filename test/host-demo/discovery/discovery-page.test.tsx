import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DiscoveryApi, DiscoveryEvent, EventSearchResponse } from '../../../host-demo/qa/discovery/discovery-api';
import { SAVED_COUNT_EVENT } from '../../../host-demo/qa/discovery/saved-count';
import { DiscoveryPage } from '../../../host-demo/qa/pages/discovery-page';
import { DEFAULT_QA_STATE, type QaState } from '../../../host-demo/qa/panel/qa-state';
import { ApiError } from '../../../src/api/client';
import { defaultMessages } from '../../../src/i18n/english';
import { buildDiscoveryUrl } from '../../../src/routes/discovery-url';
import { getSubCategoriesOfCategory } from '../../../src/taxonomy';

function makeEvent(id: number, overrides: Partial<DiscoveryEvent> = {}): DiscoveryEvent {
  return {
    id: String(id),
    name: `Jazz night ${id}`,
    url: `/e/jazz-night-${id}-tickets-${id}/`,
    // 00:30 UTC on 28 Nov is 19:30 on 27 Nov in New York (EST).
    start_utc: '2026-11-28T00:30:00.000Z',
    timezone: 'America/New_York',
    is_online_event: false,
    is_free: id % 2 === 0,
    price: id % 2 === 0 ? null : { currency: 'USD', min_price_minor: 2500, display: 'From $25.00' },
    primary_venue: { name: 'Blue Room', address: { localized_address_display: '1 Main St, New York, NY' } },
    image: { url: `/demo-images/music-${id % 24}.svg`, width: 1200, height: 600 },
    ...overrides,
  };
}

function page(
  events: DiscoveryEvent[],
  pageNumber: number,
  pageCount: number,
  objectCount: number,
): EventSearchResponse {
  return { events, pagination: { page: pageNumber, page_count: pageCount, object_count: objectCount } };
}

function fakeApi(overrides: Partial<DiscoveryApi> = {}) {
  const api = {
    searchEvents: vi.fn<DiscoveryApi['searchEvents']>(async (params) =>
      page([makeEvent(1), makeEvent(2)], Number(params.page), 3, 30),
    ),
    resolveArea: vi.fn<DiscoveryApi['resolveArea']>(async (area) =>
      area.kind === 'slug' && area.slug === 'ny--new-york'
        ? { placeId: '5128581', name: 'New York' }
        : area.kind === 'request'
          ? { placeId: '1', name: 'London' }
          : null,
    ),
    setSaved: vi.fn<DiscoveryApi['setSaved']>(async (_id, saved) => ({ saved, numSavedEvents: saved ? 13 : 12 })),
    getSavedCount: vi.fn<DiscoveryApi['getSavedCount']>(async () => 12),
    ...overrides,
  };
  return api;
}

function renderPage(path: string, search = '', options: { qa?: Partial<QaState>; api?: DiscoveryApi } = {}) {
  const api = options.api ?? fakeApi();
  const navigate = vi.fn<(to: string) => void>();
  const qaState = { ...DEFAULT_QA_STATE, ...options.qa };
  const view = render(
    <DiscoveryPage pathname={path} search={search} qaState={qaState} api={api} navigate={navigate} />,
  );
  const rerender = (nextPath: string, nextSearch = '') =>
    view.rerender(
      <DiscoveryPage pathname={nextPath} search={nextSearch} qaState={qaState} api={api} navigate={navigate} />,
    );
  return { api, navigate, rerender };
}

describe('DiscoveryPage: the listing (product routes)', () => {
  it('lists jazz in New York: title, time in the event zone, venue, price, link, decorative image', async () => {
    const { api } = renderPage('/d/ny--new-york/events/jazz/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz events in New York' })).toBeInTheDocument();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(within(first).getByRole('link', { name: 'Jazz night 1' })).toHaveAttribute(
      'href',
      '/e/jazz-night-1-tickets-1/',
    );
    expect(within(first).getByText(/Fri, Nov 27.*7:30\s?PM EST/)).toBeInTheDocument();
    expect(within(first).getByText('Blue Room, 1 Main St, New York, NY')).toBeInTheDocument();
    expect(within(first).getByText('From $25.00')).toBeInTheDocument();
    expect(within(items[1]!).getByText(defaultMessages.priceFree)).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('alt', '');
    expect(api.searchEvents).toHaveBeenCalledWith(
      { place_id: '5128581', q: 'jazz', page: '1', page_size: '12' },
      expect.any(AbortSignal),
    );
    expect(document.title).toBe('Jazz events in New York');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('shows the spec 8 empty-state text when nothing matches', async () => {
    renderPage('/d/ny--new-york/events/zzzz/', '', {
      api: fakeApi({ searchEvents: vi.fn(async () => page([], 1, 1, 0)) }),
    });
    expect(
      await screen.findByText("Looks like we don't have any current events listed nearby. Try searching another city."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Results pages' })).not.toBeInTheDocument();
  });

  it('says the search failed when the API fails, with a way to try again', async () => {
    renderPage('/d/ny--new-york/all-events/', '', {
      api: fakeApi({ searchEvents: vi.fn(async () => Promise.reject(new ApiError({ kind: 'http', status: 500 }))) }),
    });
    expect(await screen.findByText(defaultMessages.searchFailed)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/d/ny--new-york/all-events/');
  });
});

describe('DiscoveryPage: controls navigate to the buildDiscoveryUrl address', () => {
  it('each select navigates on change; the QA keys ride along after the builder query', async () => {
    const user = userEvent.setup();
    const { navigate } = renderPage('/d/ny--new-york/all-events/', '?persona=attendee', {
      qa: { persona: 'attendee' },
    });
    await screen.findByRole('list');
    const form = screen.getByRole('search', { name: 'Filter events' });

    await user.selectOptions(within(form).getByLabelText('Category'), 'music');
    expect(navigate).toHaveBeenLastCalledWith(
      `${buildDiscoveryUrl({ location: { slug: 'ny--new-york' }, category: 'music' })}?persona=attendee`,
    );
    await user.selectOptions(within(form).getByLabelText('Format'), 'classes');
    expect(navigate).toHaveBeenLastCalledWith(
      `${buildDiscoveryUrl({ location: { slug: 'ny--new-york' }, format: 'classes' })}?persona=attendee`,
    );
    await user.selectOptions(within(form).getByLabelText('Date'), 'Next month');
    expect(navigate).toHaveBeenLastCalledWith(
      `${buildDiscoveryUrl({ location: { slug: 'ny--new-york' }, date: 'next_month' })}?persona=attendee`,
    );
    await user.selectOptions(within(form).getByLabelText('Price'), 'Free');
    expect(navigate).toHaveBeenLastCalledWith('/d/ny--new-york/free--events/?persona=attendee');
    await user.type(within(form).getByRole('searchbox', { name: 'Search events' }), 'Rock & Roll{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/d/ny--new-york/events/rock-and-roll/?persona=attendee');
  });

  it('the subcategory control offers the chosen category subcategories only, and writes subcategories=', async () => {
    const user = userEvent.setup();
    const { navigate } = renderPage('/d/ny--new-york/music--events/');
    await screen.findByRole('list');
    const sub = screen.getByLabelText('Subcategory');
    expect(sub).toBeEnabled();
    expect(within(sub).getByRole('option', { name: 'Jazz' })).toBeInTheDocument();
    expect(within(sub).queryByRole('option', { name: 'Yoga' })).not.toBeInTheDocument();
    await user.selectOptions(sub, 'Jazz');
    const jazz = getSubCategoriesOfCategory('music').find((s) => s.title === 'Jazz')!;
    expect(navigate).toHaveBeenLastCalledWith(
      buildDiscoveryUrl({ location: { slug: 'ny--new-york' }, category: 'music', subcategories: [jazz.numericId] }),
    );
    expect(navigate).toHaveBeenLastCalledWith(`/d/ny--new-york/music--events/?subcategories=${jazz.numericId}`);
  });

  it('without a category the subcategory control is disabled and says why', async () => {
    renderPage('/d/ny--new-york/all-events/');
    const sub = await screen.findByLabelText('Subcategory');
    expect(sub).toBeDisabled();
    expect(within(sub).getByRole('option', { name: 'Choose a category with subcategories first' })).toBeInTheDocument();
  });

  it('the controls show the address they came from', async () => {
    renderPage('/d/ny--new-york/paid--music--classes--this-week/rock/');
    await screen.findByRole('list');
    expect(screen.getByLabelText('Category')).toHaveValue('music');
    expect(screen.getByLabelText('Format')).toHaveValue('classes');
    expect(screen.getByLabelText('Date')).toHaveValue('this_week');
    expect(screen.getByLabelText('Price')).toHaveValue('paid');
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('rock');
  });
});

describe('DiscoveryPage: paging', () => {
  it('Previous/Next go to page=N of the same listing and focus moves to the results heading', async () => {
    const user = userEvent.setup();
    const { navigate, rerender, api } = renderPage('/d/ny--new-york/events/jazz/', '?page=2');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/d/ny--new-york/events/jazz/');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(navigate).toHaveBeenLastCalledWith('/d/ny--new-york/events/jazz/?page=3');
    rerender('/d/ny--new-york/events/jazz/', '?page=3');
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toHaveFocus());
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    expect(api.searchEvents).toHaveBeenLastCalledWith(expect.objectContaining({ page: '3' }), expect.any(AbortSignal));
  });
});

describe('DiscoveryPage: 404', () => {
  it('an unreadable address says 404, the reason, the likely address and links to all events', async () => {
    const { api } = renderPage('/d/ny--new-york/jazz/');
    expect(screen.getByRole('heading', { level: 1, name: /404/ })).toBeInTheDocument();
    expect(
      screen.getByText('expected a format slug or "events" in refinements "jazz", got "jazz"'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/d/ny--new-york/events/jazz/' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all events near you' })).toHaveAttribute(
      'href',
      '/d/local/all-events/',
    );
    expect(api.searchEvents).not.toHaveBeenCalled();
  });

  it('a location slug that names no place is a 404 too', async () => {
    renderPage('/d/atlantis--lost-city/all-events/', '', {
      api: fakeApi({ resolveArea: vi.fn(async () => Promise.reject(new ApiError({ kind: 'http', status: 404 }))) }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: /404/ })).toBeInTheDocument();
    expect(screen.getByText('no place has the location slug "atlantis--lost-city"')).toBeInTheDocument();
  });
});

describe('DiscoveryPage: saving events (product error catalogue: messages)', () => {
  it('anonymous visitors get no Save buttons', async () => {
    renderPage('/d/ny--new-york/all-events/');
    await screen.findByRole('list');
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
  });

  it('saving announces success, presses the button and sends the new count to the shell', async () => {
    const user = userEvent.setup();
    const counts: unknown[] = [];
    const listener = (event: Event) => counts.push((event as CustomEvent).detail);
    window.addEventListener(SAVED_COUNT_EVENT, listener);
    const { api } = renderPage('/d/ny--new-york/all-events/', '?persona=attendee', { qa: { persona: 'attendee' } });
    await screen.findByRole('list');
    const button = await screen.findByRole('button', { name: 'Save Jazz night 1' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(await screen.findByText(defaultMessages.eventSaved)).toBeInTheDocument();
    expect(screen.getByText(defaultMessages.eventSaved).closest('[role="status"]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.getByRole('button', { name: 'Saved Jazz night 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.setSaved).toHaveBeenCalledWith('1', true, 'attendee');
    expect(counts).toEqual([{ numSavedEvents: 13, personaId: 'attendee' }]);
    window.removeEventListener(SAVED_COUNT_EVENT, listener);
  });

  it('a failed save announces the failure and leaves the button unpressed', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ setSaved: vi.fn(async () => Promise.reject(new ApiError({ kind: 'http', status: 403 }))) });
    renderPage('/d/ny--new-york/all-events/', '', { qa: { persona: 'organizer' }, api });
    await user.click(await screen.findByRole('button', { name: 'Save Jazz night 2' }));
    expect(await screen.findByText(defaultMessages.eventSaveFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Jazz night 2' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a second click while the request runs sends nothing more', async () => {
    const user = userEvent.setup();
    let finish: (value: { saved: boolean; numSavedEvents: number }) => void = () => {};
    const api = fakeApi({
      setSaved: vi.fn(() => new Promise<{ saved: boolean; numSavedEvents: number }>((resolve) => (finish = resolve))),
    });
    renderPage('/d/ny--new-york/all-events/', '', { qa: { persona: 'staff' }, api });
    const button = await screen.findByRole('button', { name: 'Save Jazz night 1' });
    await user.click(button);
    await user.click(button);
    expect(api.setSaved).toHaveBeenCalledTimes(1);
    await act(async () => finish({ saved: true, numSavedEvents: 8 }));
    expect(await screen.findByRole('button', { name: 'Saved Jazz night 1' })).toBeInTheDocument();
  });
});
