import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../src/config/constants';
import { SEARCH_HISTORY_KEY } from '../../src/storage/search-history';
import { PLACES, toPlace } from '../../examples/location/fake-geo-server';
import { getSearchExample } from '../../examples/search/search-examples';
import { NEW_YORK, renderSearch } from './render-search';
import { stubIdleBrowser } from '../support/idle-browser';
import { createLazyModule } from '../../src/lib/lazy-module';
import type { FullSearchBarComponent } from '../../src/search/search-bar';

/** The full bar has taken over once the input names its listbox. */
async function fullBar(getInput: () => HTMLInputElement) {
  await waitFor(() => expect(getInput()).toHaveAttribute('aria-controls'));
}

/** A keystroke as the input sees it (user-event waits on timers, which are fake here). */
function type(input: HTMLInputElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

// "Nothing happens" is proved with a clock, never a sleep. Fake timers only once the full bar
// is in: its chunk arrives through real promises and timers.
afterEach(() => vi.useRealTimers());

describe('SearchBar: requests (product states and limits)', () => {
  it('asks for suggestions only after the 400 ms debounce, once for a typing run, carrying the place', async () => {
    const { getInput, server } = renderSearch({ noDelay: true });
    await fullBar(getInput);
    vi.useFakeTimers();
    fireEvent.focus(getInput());
    // One keystroke every 100 ms: each restarts the debounce.
    for (const text of ['j', 'ja', 'jaz', 'jazz']) {
      type(getInput(), text);
      if (text !== 'jazz') await act(() => vi.advanceTimersByTimeAsync(100));
    }
    expect(server.autocompleteRequests()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(server.autocompleteRequests()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(5));
    expect(server.autocompleteRequests()).toHaveLength(1);
    expect(server.autocompleteRequests()[0]!.params).toMatchObject({
      q: 'jazz',
      place_id: NEW_YORK.placeId,
      completion_types: 'event,query',
      'expand.destination_event': 'primary_venue,image',
    });
    // The answer arrives (React renders the debounced text at the end of the previous step).
    await act(() => vi.advanceTimersByTimeAsync(10));
    const listbox = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(0);
  });

  it('sends nothing for the same text in the same place again (stale time 300,000 ms)', async () => {
    const { getInput, server } = renderSearch({ noDelay: true });
    await fullBar(getInput);
    vi.useFakeTimers();
    type(getInput(), 'jazz');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    expect(server.autocompleteRequests()).toHaveLength(1);
    type(getInput(), '');
    await act(() => vi.advanceTimersByTimeAsync(10));
    type(getInput(), 'jazz');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10));
    expect(server.autocompleteRequests().map((r) => (r.params as { q: string }).q)).toEqual(['jazz']);
  });

  it('sends no suggestion request without a known location (product states)', async () => {
    const { getInput, server } = renderSearch({ place: null, noDelay: true });
    await fullBar(getInput);
    vi.useFakeTimers();
    type(getInput(), 'jazz');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    expect(server.autocompleteRequests()).toHaveLength(0);
  });

  it('aborts the request in flight on a newer keystroke and never shows the older answer', async () => {
    const { getInput, server } = renderSearch({
      server: { delayMs: (text) => (text === 'ja' ? 2000 : 10) },
      noDelay: true,
    });
    await fullBar(getInput);
    vi.useFakeTimers();
    fireEvent.focus(getInput());
    type(getInput(), 'ja');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(server.autocompleteRequests()).toHaveLength(1);
    type(getInput(), 'jazz');
    await act(() => vi.advanceTimersByTimeAsync(5));
    expect(server.aborted.map((r) => (r.params as { q: string }).q)).toEqual(['ja']);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 3000));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(server.autocompleteRequests().map((r) => (r.params as { q: string }).q)).toEqual(['ja', 'jazz']);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    for (const option of options) expect(option.textContent).toContain('jazz');
  });
});

describe('SearchBar: content (product states, validation rules and error catalogue)', () => {
  it('shows a suggestion as text, never HTML, with the typed text highlighted', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { user, getInput, container } = renderSearch({ server: { fixedSuggestions: [hostile] } });
    await fullBar(getInput);
    await user.type(getInput(), 'img');
    const option = await screen.findByRole('option', {}, { timeout: 2000 });
    expect(option).toHaveTextContent(hostile);
    expect(container.querySelector('img')).toBeNull();
    expect(within(option).getByText('img').tagName).toBe('MARK');
  });

  it.each(['(', '[', '\\'])('still shows suggestions for %s (the pattern is escaped)', async (text) => {
    const { user, getInput } = renderSearch({ server: { fixedSuggestions: [`a ${text} b`] } });
    await fullBar(getInput);
    await user.type(getInput(), text === '[' ? '[[' : text);
    expect(await screen.findByRole('option', {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('shows the spec 8 text with error severity when autosuggest fails', async () => {
    const { user, getInput } = renderSearch({ server: { fail: { suggestions: true } } });
    await fullBar(getInput);
    await user.type(getInput(), 'jazz');
    expect(await screen.findByRole('alert', {}, { timeout: 2000 })).toHaveTextContent(
      'Looks like we had a problem running your search.',
    );
  });

  it('empty text with no history shows at most 5 trending searches', async () => {
    const { user, getInput, server } = renderSearch();
    await fullBar(getInput);
    await user.click(getInput());
    const listbox = await screen.findByRole('listbox', { name: 'Trending searches' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(5));
    expect(server.trendingRequests()[0]!.params).toEqual({ location: 'ny--new-york', timeframe: 'week' });
  });

  it('a failing trending call shows an empty list silently', async () => {
    const { getInput, server } = renderSearch({ server: { fail: { trending: true } }, noDelay: true });
    await fullBar(getInput);
    vi.useFakeTimers();
    fireEvent.focus(getInput());
    fireEvent.click(getInput());
    // The failing answer arrives and is handled (no retry): past it, nothing shows.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(server.trendingRequests()).toHaveLength(1);
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('typed text without results shows no option and no error (product states)', async () => {
    const example = getSearchExample('No results');
    const { getInput, server } = renderSearch({ server: example.server, noDelay: true });
    await fullBar(getInput);
    vi.useFakeTimers();
    fireEvent.focus(getInput());
    fireEvent.click(getInput());
    type(getInput(), example.typed!);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 1000));
    expect(server.autocompleteRequests()).toHaveLength(1);
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getInput()).toHaveAttribute('aria-expanded', 'true');
  });

  it('with 50 stored terms shows 5 recent searches and a Clear button that empties the list', async () => {
    const terms = Array.from({ length: 50 }, (_, i) => `term ${i}`);
    const { user, getInput, storage } = renderSearch({ storage: { [SEARCH_HISTORY_KEY]: JSON.stringify(terms) } });
    await fullBar(getInput);
    await user.click(getInput());
    const listbox = await screen.findByRole('listbox', { name: 'Recent searches' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(storage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
    expect(screen.queryByRole('option', { name: /term/ })).toBeNull();
  });
});

describe('SearchBar: running a search (product states and validation rules)', () => {
  it('"  JAZZ Nights " stores "jazz nights" first, sets the location cookie and navigates, over corrupt history', async () => {
    const { user, getInput, storage, cookies, assignLocation, track, onSearch } = renderSearch({
      storage: { [SEARCH_HISTORY_KEY]: '{not json' },
    });
    await fullBar(getInput);
    await user.type(getInput(), '  JAZZ Nights {Enter}');
    expect(JSON.parse(storage.getItem(SEARCH_HISTORY_KEY)!)[0]).toBe('jazz nights');
    expect(JSON.parse(cookies.jar.get('location')!)).toMatchObject({ slug: 'ny--new-york' });
    // A subcategory name typed as text stays the query (product routes).
    expect(assignLocation).toHaveBeenCalledWith('/d/ny--new-york/events/jazz-nights/');
    expect(onSearch).toHaveBeenCalledWith('/d/ny--new-york/events/jazz-nights/', 'JAZZ Nights');
    expect(track).toHaveBeenCalledWith({ category: 'header', action: 'Search', label: 'JAZZ Nights' });
  });

  it('"free jazz festivals this weekend" shows chips for the refinements and keeps "jazz" the query', async () => {
    const { user, getInput, assignLocation } = renderSearch();
    await fullBar(getInput);
    await user.type(getInput(), 'free jazz festivals this weekend');
    const chips = screen.getByRole('list', { name: 'Understood as' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Free', 'Festival or Fair', 'This weekend']);
    await user.keyboard('{Enter}');
    expect(assignLocation).toHaveBeenCalledWith('/d/ny--new-york/free--festivals--this-weekend/jazz/');
  });

  it('removing a chip puts its words back into the query', async () => {
    const { user, getInput, assignLocation } = renderSearch();
    await fullBar(getInput);
    await user.type(getInput(), 'free yoga');
    await user.click(screen.getByRole('button', { name: 'Remove Free, search it as words' }));
    await user.click(getInput());
    await user.keyboard('{Enter}');
    expect(assignLocation).toHaveBeenCalledWith('/d/ny--new-york/events/free-yoga/');
  });

  it('a recent search runs as its text in the current place, still naming where it ran (product states)', async () => {
    const { user, getInput, assignLocation, storage, cookies } = renderSearch({
      storage: {
        [SEARCH_HISTORY_KEY]: JSON.stringify(['comedy']),
        'search:autocomplete:places': JSON.stringify({
          comedy: { slug: 'ca--san-francisco', placeId: '5391959', latitude: 37.7, longitude: -122.4, isOnline: false },
        }),
      },
    });
    await fullBar(getInput);
    await user.click(getInput());
    await user.click(await screen.findByRole('option', { name: 'comedy, searched in San Francisco' }));
    // The current place (New York), as the picker shows it: URL and cookie agree with it.
    expect(assignLocation).toHaveBeenCalledWith('/d/ny--new-york/events/comedy/');
    expect(JSON.parse(cookies.jar.get('location')!)).toMatchObject({ slug: 'ny--new-york' });
    expect(storage.getItem(SEARCH_HISTORY_KEY)).toBe('["comedy"]');
    expect(JSON.parse(storage.getItem('search:autocomplete:places')!)).toMatchObject({
      comedy: { slug: 'ny--new-york' },
    });
  });

  it('uses the host navigate with the path when given', async () => {
    const navigate = vi.fn();
    const { user, getInput, assignLocation } = renderSearch({ props: { navigate } });
    await fullBar(getInput);
    await user.type(getInput(), 'pottery{Enter}');
    expect(navigate).toHaveBeenCalledWith('/d/ny--new-york/events/pottery/');
    expect(assignLocation).not.toHaveBeenCalled();
  });
});

describe('SearchBar: keyboard, IME and overlay (APG combobox, product states and validation rules)', () => {
  it('Escape closes the dropdown keeping the text, then clears the text, then closes the overlay hash', async () => {
    const { user, getInput, history } = renderSearch();
    await fullBar(getInput);
    await user.click(getInput());
    expect(history.getHash()).toBe('#search');
    expect(getInput()).toHaveAttribute('aria-expanded', 'true');
    await user.type(getInput(), 'jazz');
    await user.keyboard('{Escape}');
    expect(getInput()).toHaveValue('jazz');
    expect(getInput()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(getInput()).toHaveValue('');
    expect(history.getHash()).toBe('#search');
    await user.keyboard('{Escape}');
    expect(getInput()).toHaveAttribute('aria-expanded', 'false');
    expect(history.getHash()).toBe('');
  });

  it('a place picked while open closes dropdown and overlay at 660 px and up (product limits)', async () => {
    const { user, getInput, history, store } = renderSearch();
    await fullBar(getInput);
    await user.click(getInput());
    expect(history.getHash()).toBe('#search');
    // jsdom's window is 1024 px wide.
    act(() => store.setLocation(toPlace(PLACES.sanFrancisco), 'pick'));
    await waitFor(() => expect(getInput()).toHaveAttribute('aria-expanded', 'false'));
    expect(history.getHash()).toBe('');
  });

  it('Back (the hash going away) closes the dropdown', async () => {
    const { user, getInput, history } = renderSearch();
    await fullBar(getInput);
    await user.click(getInput());
    act(() => history.back());
    expect(getInput()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Down and Up wrap through the options with aria-activedescendant; Enter picks', async () => {
    const { user, getInput, assignLocation } = renderSearch();
    await fullBar(getInput);
    await user.click(getInput());
    const options = await screen.findAllByRole('option', {}, { timeout: 2000 });
    await user.keyboard('{ArrowUp}');
    expect(getInput()).toHaveAttribute('aria-activedescendant', options[options.length - 1]!.id);
    await user.keyboard('{ArrowDown}');
    expect(getInput()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(getInput()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(assignLocation).toHaveBeenCalledTimes(1);
  });

  it('during an IME composition nothing is requested, and the Enter that ends it does not submit', async () => {
    const { user, getInput, server, assignLocation } = renderSearch();
    await fullBar(getInput);
    await user.click(getInput());
    vi.useFakeTimers();
    const input = getInput();
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'じゃず' } });
    // Twice the debounce, on the clock: a debounced request would have gone by now.
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    expect(server.autocompleteRequests()).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true });
    fireEvent.compositionEnd(input);
    expect(assignLocation).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    expect(server.autocompleteRequests()).toHaveLength(1);
  });

  it('/ focuses the search from the page, but not while typing elsewhere (product validation rules)', async () => {
    const { user, getInput } = renderSearch();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('/');
    expect(getInput()).toHaveFocus();
    expect(getInput()).toHaveValue('');
  });
});

describe('SearchBar: first render and hand-over', () => {
  it('loads nothing while the browser is idle: intent (the pointer over the field) loads the full bar', async () => {
    // An idle browser at once, and every timer run: neither loads the full bar.
    stubIdleBrowser();
    vi.useFakeTimers();
    const { getInput } = renderSearch({ pointer: false, noDelay: true });
    await act(() => vi.runAllTimersAsync());
    expect(getInput()).not.toHaveAttribute('aria-controls');
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fireEvent.pointerEnter(getInput());
    await fullBar(getInput);
    expect(getInput()).not.toHaveFocus();
  });

  it('/ focuses the first-render field before the full bar is in; the full bar then loads and keeps the focus (product validation rules)', async () => {
    const { user, getInput } = renderSearch({ pointer: false });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(getInput()).not.toHaveAttribute('aria-controls');
    await user.keyboard('/');
    expect(getInput()).toHaveFocus();
    await fullBar(getInput);
    expect(getInput()).toHaveFocus();
    expect(getInput()).toHaveValue('');
  });

  it('is already the combobox "Search events" before the full bar loads, and keeps what was typed', async () => {
    const { user, getInput } = renderSearch({ pointer: false });
    expect(getInput()).not.toHaveAttribute('aria-controls');
    // Tab in (focus is the intent that loads the full bar here) and type at once.
    await user.tab();
    expect(getInput()).toHaveFocus();
    await user.keyboard('yog');
    await fullBar(getInput);
    expect(getInput()).toHaveValue('yog');
    expect(getInput()).toHaveFocus();
  });
});

describe('SearchBar: a full bar whose chunk fails or is already in', () => {
  const realFullBar = () => import('../../src/search/search-bar-full').then((module) => module.default);

  it('the plain field searches on Enter; hovering does not try again, the next focus does and the full bar takes over', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const importer = vi
      .fn<() => Promise<FullSearchBarComponent>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockImplementation(realFullBar);
    const part = createLazyModule(importer, 'the search bar');
    // The pointer over the field asks for the full bar; it fails.
    const { user, getInput, assignLocation } = renderSearch({ props: { part } });
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    fireEvent.pointerEnter(getInput());
    expect(importer).toHaveBeenCalledTimes(1);
    // Focus asks again; it fails again, and Enter runs the search from the plain field.
    await user.click(getInput());
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
    expect(error).toHaveBeenLastCalledWith('[global-header] the search bar failed to load:', expect.any(Error));
    await user.keyboard('jazz{Enter}');
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/d/ny--new-york/events/jazz/'));

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.click(getInput());
    await fullBar(getInput);
    expect(importer).toHaveBeenCalledTimes(3);
    expect(getInput()).toHaveValue('jazz');
    expect(getInput()).toHaveFocus();
  });

  it('a bar mounted once the full bar is in starts as the full bar, with its default text and the focus asked for', async () => {
    const part = createLazyModule(realFullBar, 'the search bar');
    await part.load();
    const { getInput } = renderSearch({ props: { part, defaultText: 'jaz', focusOnMount: true }, pointer: false });
    expect(getInput()).toHaveAttribute('aria-controls');
    expect(getInput()).toHaveValue('jaz');
    expect(getInput()).toHaveFocus();
    expect(screen.getAllByRole('combobox', { name: 'Search events' })).toHaveLength(1);
  });

  it("focusOnMount never takes the focus from another field the visitor moved to while the full bar was loading (the takeover's picker)", async () => {
    let arrive!: () => void;
    const part = createLazyModule(
      () => new Promise<FullSearchBarComponent>((resolve) => (arrive = () => void realFullBar().then(resolve))),
      'the search bar',
    );
    const picker = document.createElement('input');
    picker.setAttribute('aria-label', 'Choose a location');
    document.body.append(picker);
    try {
      const { getInput } = renderSearch({ props: { part, focusOnMount: true }, pointer: false });
      act(() => getInput().focus());
      act(() => picker.focus());
      await act(async () => arrive());
      await fullBar(getInput);
      expect(picker).toHaveFocus();
    } finally {
      picker.remove();
    }
  });

  it('an Enter pressed while the full bar is on its way is not lost when its chunk then fails: the plain field searches', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail!: (error: Error) => void;
    const part = createLazyModule(
      () => new Promise<FullSearchBarComponent>((_, reject) => (fail = reject)),
      'the search bar',
    );
    const { user, getInput, assignLocation } = renderSearch({ props: { part }, pointer: false });
    await user.click(getInput());
    await user.keyboard('pottery{Enter}');
    expect(assignLocation).not.toHaveBeenCalled();
    await act(async () => fail(new Error('ChunkLoadError')));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/d/ny--new-york/events/pottery/'));
    expect(assignLocation).toHaveBeenCalledTimes(1);
  });
});

describe('SearchBar: what the field takes (product validation rules)', () => {
  it('text of only spaces asks for no suggestions and keeps the recent or trending list', async () => {
    const { getInput, server } = renderSearch({ noDelay: true });
    await fullBar(getInput);
    vi.useFakeTimers();
    fireEvent.focus(getInput());
    fireEvent.click(getInput());
    type(getInput(), '   ');
    // Twice the debounce on the clock: a request for the spaces would have gone by now.
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2));
    expect(server.autocompleteRequests()).toHaveLength(0);
    expect(within(screen.getByRole('listbox', { name: 'Trending searches' })).getAllByRole('option')).toHaveLength(5);
  });

  it('the search input takes text of any length: no maxlength, a 500-character paste is kept whole', async () => {
    const { user, getInput } = renderSearch();
    await fullBar(getInput);
    expect(getInput()).not.toHaveAttribute('maxlength');
    await user.click(getInput());
    await user.paste('jazz '.repeat(100));
    expect(getInput()).toHaveValue('jazz '.repeat(100));
  });
});
