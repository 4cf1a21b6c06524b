/**
 * useSearchBar on its own (the full bar is a hook returning prop getters and a view
 * laying them out). Here the getters are spread on bare elements, so these tests prove the behaviour
 * lives in the hook, whatever markup uses it: the IME and Enter rules, Escape, the hand-over from the
 * first-render input and the two kinds of outside click. The styled view is covered by
 * search-bar.test.tsx, stories/search and the e2e tests.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../src/design-system/provider';
import { createQueryClient } from '../../src/lib/query-client';
import { createLocationStore, LocationProvider, type Place } from '../../src/location';
import type { FieldHandOver } from '../../src/design-system/combobox-field';
import type { SearchEnvironment } from '../../src/search/search-environment';
import { useSearchBar, type UseSearchBarOptions } from '../../src/search/use-search-bar';
import { SEARCH_HISTORY_KEY } from '../../src/storage/search-history';
import { PLACES, toPlace } from '../../examples/location/fake-geo-server';
import { memoryStorage } from '../../examples/memory-storage';
import { createFakeSearchServer } from '../../examples/search/fake-search-server';
import { fakeHistory, type FakeHistory } from '../../examples/search/fake-history';
import { memoryCookies, NEW_YORK } from './render-search';

type BareOptions = Omit<UseSearchBarOptions, 'getHandOver' | 'onReady' | 'locationSlot'>;

/** The getters on plain elements: a form, a label, the input, a list, and a location control beside them. */
function BareSearch(options: BareOptions & { handOver: FieldHandOver; onReady: () => void }) {
  const locationSlot = useRef<HTMLDivElement>(null);
  const bar = useSearchBar({ ...options, getHandOver: () => options.handOver, locationSlot });
  const labelProps = bar.getLabelProps();
  return (
    <>
      {bar.overlayShown && <div {...bar.getOverlayProps()}>overlay</div>}
      <form {...bar.getRootProps()}>
        {/* htmlFor spelled out for jsx-a11y, which cannot see into the spread. */}
        <label {...labelProps} htmlFor={labelProps.htmlFor}>
          Search events
        </label>
        <input {...bar.getInputProps()} />
        <ul {...bar.getMenuProps()}>
          {bar.isOpen &&
            bar.items.map((item, index) => (
              <li key={item.id} {...bar.getItemProps({ item, index })}>
                {item.text}
              </li>
            ))}
        </ul>
      </form>
      <div ref={locationSlot}>
        <button type="button">Location</button>
      </div>
      <button type="button">Elsewhere</button>
    </>
  );
}

const NO_HAND_OVER: FieldHandOver = {
  text: '',
  focused: false,
  selectionStart: null,
  selectionEnd: null,
  entered: false,
};

function renderBare({
  handOver = NO_HAND_OVER,
  place = NEW_YORK,
  storage = {},
  layout,
  history = fakeHistory(),
}: {
  handOver?: FieldHandOver;
  place?: Place | null;
  storage?: Record<string, string>;
  layout?: 'takeover';
  history?: FakeHistory;
} = {}) {
  const assignLocation = vi.fn();
  const onReady = vi.fn();
  const environment: Partial<SearchEnvironment> = {
    storage: memoryStorage(storage),
    cookies: memoryCookies(),
    history,
    protocol: 'https:',
    assignLocation,
    httpAdapter: createFakeSearchServer().adapter,
  };
  const store = createLocationStore({ location: place });
  render(
    <DesignSystemProvider>
      <LocationProvider store={store}>
        <QueryClientProvider client={createQueryClient()}>
          <BareSearch environment={environment} handOver={handOver} onReady={onReady} {...(layout ? { layout } : {})} />
        </QueryClientProvider>
      </LocationProvider>
    </DesignSystemProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Search events' });
  return { input, history, assignLocation, onReady, store };
}

/** Types the text as the input's change event reports it, the dropdown opening on focus. */
function typeText(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
}

describe('useSearchBar: IME and Enter', () => {
  it('the Enter that ends an IME composition (isComposing) neither submits nor picks; the next Enter submits the composed text', () => {
    const { input, assignLocation } = renderBare();
    fireEvent.focus(input);
    fireEvent.compositionStart(input);
    fireEvent.change(input, { target: { value: 'じゃず' } });
    // fireEvent returns false when the handler prevented the default (the form's implicit submit).
    expect(fireEvent.keyDown(input, { key: 'Enter', keyCode: 229, isComposing: true })).toBe(false);
    fireEvent.compositionEnd(input);
    expect(assignLocation).not.toHaveBeenCalled();
    expect(input).toHaveValue('じゃず');
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(assignLocation).toHaveBeenCalledTimes(1);
    expect(assignLocation.mock.calls[0]![0]).toContain(encodeURIComponent('じゃず'));
  });

  it('keyCode 229 alone counts as composing (browsers that report the composition Enter without isComposing)', () => {
    const { input, assignLocation } = renderBare();
    typeText(input, 'pottery');
    expect(fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 })).toBe(false);
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('while composing, no key reaches downshift: ArrowDown highlights nothing', () => {
    const { input } = renderBare({ storage: { [SEARCH_HISTORY_KEY]: JSON.stringify(['comedy']) } });
    fireEvent.focus(input);
    expect(screen.getAllByRole('option')).toHaveLength(1);
    fireEvent.compositionStart(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', '');
    fireEvent.compositionEnd(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option').id);
  });

  it('Enter on free text with the list open runs the search for the text (downshift would swallow it)', () => {
    const { input, assignLocation } = renderBare({
      storage: { [SEARCH_HISTORY_KEY]: JSON.stringify(['pottery wheel']) },
    });
    typeText(input, 'pottery');
    expect(screen.getByRole('option', { name: 'pottery wheel' })).toBeInTheDocument();
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false);
    expect(assignLocation).toHaveBeenCalledWith('/d/ny--new-york/events/pottery/');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('Enter on a highlighted option runs that option, not the typed text', () => {
    const { input, assignLocation } = renderBare({
      storage: { [SEARCH_HISTORY_KEY]: JSON.stringify(['pottery wheel']) },
    });
    typeText(input, 'pottery');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(assignLocation).toHaveBeenCalledTimes(1);
    expect(assignLocation).toHaveBeenCalledWith('/d/ny--new-york/events/pottery-wheel/');
  });
});

describe('useSearchBar: Escape (APG combobox; product states for the overlay)', () => {
  it('closes the dropdown and keeps the text, then clears the text, then closes the overlay and its hash', () => {
    const { input, history } = renderBare();
    typeText(input, 'jazz');
    expect(history.getHash()).toBe('#search');
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(false);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('jazz');
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(false);
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(history.getHash()).toBe('#search');
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(false);
    expect(history.getHash()).toBe('');
  });

  it('on empty text one Escape closes the dropdown and the overlay', () => {
    const { input, history } = renderBare();
    fireEvent.focus(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(history.getHash()).toBe('#search');
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(false);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(history.getHash()).toBe('');
  });

  it('in the takeover: Escape closes the dropdown and keeps the text; the next one is left to its dialog (not prevented); no overlay hash is added', () => {
    const { input, history } = renderBare({ layout: 'takeover' });
    typeText(input, 'jazz');
    expect(history.getHash()).toBe('');
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(false);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('jazz');
    // The dropdown is closed: this Escape is the takeover's (one Escape closes a list, the next the takeover).
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(true);
    expect(input).toHaveValue('jazz');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('in the takeover, with text and the dropdown closed, Escape is left to its dialog and the text stays', () => {
    const { input } = renderBare({ layout: 'takeover' });
    typeText(input, 'jazz');
    // A press elsewhere in the takeover closes the dropdown (product states: an outside click); focus comes back by keyboard.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Location' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(fireEvent.keyDown(input, { key: 'Escape' })).toBe(true);
    expect(input).toHaveValue('jazz');
  });
});

describe('useSearchBar: hand-over from the first-render input', () => {
  it('takes the text, focus and caret once, then tells the shell it is ready', () => {
    const { input, onReady } = renderBare({
      handOver: { text: 'jazz nights', focused: true, selectionStart: 4, selectionEnd: 4, entered: false },
    });
    expect(input).toHaveValue('jazz nights');
    expect(input).toHaveFocus();
    expect((input as HTMLInputElement).selectionStart).toBe(4);
    expect(onReady).toHaveBeenCalledTimes(1);
  });

  it('an Enter pressed before it arrived runs once a location is known, and only once', () => {
    const { assignLocation, store } = renderBare({
      place: null,
      handOver: { text: 'pottery', focused: true, selectionStart: 7, selectionEnd: 7, entered: true },
    });
    expect(assignLocation).not.toHaveBeenCalled();
    act(() => store.setLocation(NEW_YORK, 'load'));
    expect(assignLocation).toHaveBeenCalledTimes(1);
    expect(assignLocation).toHaveBeenCalledWith('/d/ny--new-york/events/pottery/');
    act(() => store.setLocation(toPlace(PLACES.sanFrancisco), 'pick'));
    expect(assignLocation).toHaveBeenCalledTimes(1);
  });
});

describe('useSearchBar: outside clicks (product states)', () => {
  it('a pointer down on the location control closes only the dropdown; the overlay stays', () => {
    const { input, history } = renderBare();
    fireEvent.focus(input);
    expect(history.getHash()).toBe('#search');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Location' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(history.getHash()).toBe('#search');
    expect(screen.getByText('overlay')).toBeInTheDocument();
  });

  it('a pointer down on the overlay closes only the dropdown', () => {
    const { input, history } = renderBare();
    fireEvent.focus(input);
    fireEvent.pointerDown(screen.getByText('overlay'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(history.getHash()).toBe('#search');
  });

  it('a pointer down anywhere else closes the dropdown and the overlay', () => {
    const { input, history } = renderBare();
    fireEvent.focus(input);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(history.getHash()).toBe('');
    expect(screen.queryByText('overlay')).toBeNull();
  });
});

/**
 * The overlay's states and every edge between them (docs/search.md "Overlay states":
 * no state leaves the page dimmed without a one-click way out).
 */
describe('useSearchBar: overlay states (product states)', () => {
  const overlayShown = () => screen.queryByText('overlay') !== null;
  /** A visitor's click on the overlay: the press, then the click. */
  const clickOverlay = () => {
    fireEvent.pointerDown(screen.getByText('overlay'));
    fireEvent.click(screen.getByText('overlay'));
  };
  const openBar = () => {
    const rendered = renderBare();
    fireEvent.focus(rendered.input);
    expect(rendered.input).toHaveAttribute('aria-expanded', 'true');
    expect(overlayShown()).toBe(true);
    return rendered;
  };

  it('closed -> dropdown and overlay on a click in the field (the hash is added)', () => {
    const { input, history } = renderBare();
    fireEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(overlayShown()).toBe(true);
    expect(history.getHash()).toBe('#search');
  });

  it('a click on the overlay closes the dropdown only; a second click closes the overlay and its hash, adding no entry', () => {
    const { input, history } = openBar();
    clickOverlay();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(overlayShown()).toBe(true);
    expect(history.getHash()).toBe('#search');
    clickOverlay();
    expect(overlayShown()).toBe(false);
    expect(history.getHash()).toBe('');
    expect(history.entries).toHaveLength(2);
  });

  it('after a click on the location control (overlay only), a click on the overlay closes it', () => {
    const { input, history } = openBar();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Location' }));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(overlayShown()).toBe(true);
    clickOverlay();
    expect(overlayShown()).toBe(false);
    expect(history.getHash()).toBe('');
  });

  it('overlay only -> dropdown and overlay again on a click in the field or on typing', () => {
    const { input } = openBar();
    clickOverlay();
    fireEvent.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    clickOverlay();
    fireEvent.change(input, { target: { value: 'j' } });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(overlayShown()).toBe(true);
  });

  it('Escape in the field closes the overlay from "overlay only" too', () => {
    const { input, history } = openBar();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Location' }));
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(overlayShown()).toBe(false);
    expect(history.getHash()).toBe('');
  });

  it('Tab to the location control keeps the overlay only; Tab on out of it closes the overlay', () => {
    const { input, history } = openBar();
    const location = screen.getByRole('button', { name: 'Location' });
    fireEvent.focusOut(input, { relatedTarget: location });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(overlayShown()).toBe(true);
    fireEvent.focusOut(location, { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(overlayShown()).toBe(false);
    expect(history.getHash()).toBe('');
  });

  it('Tab out of the field to the page closes dropdown and overlay', () => {
    const { input, history } = openBar();
    fireEvent.focusOut(input, { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(overlayShown()).toBe(false);
    expect(history.getHash()).toBe('');
  });

  it('Back closes dropdown and overlay; Forward reopens both with the focus in the field', () => {
    const { input, history } = openBar();
    act(() => history.back());
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(overlayShown()).toBe(false);
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    act(() => history.forward());
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(overlayShown()).toBe(true);
    expect(input).toHaveFocus();
  });

  it('a page loaded with #search opens dropdown and overlay with the focus in the field', () => {
    const history = fakeHistory('#search');
    const { input } = renderBare({ history });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(overlayShown()).toBe(true);
    expect(input).toHaveFocus();
    // Back closes it in one press and stays on the page.
    act(() => history.back());
    expect(overlayShown()).toBe(false);
    expect(history.getHash()).toBe('');
  });

  it('a location that loads while open changes nothing; a pick closes both (1024 px, product limits)', () => {
    const { input, history, store } = openBar();
    act(() => store.setLocation(toPlace(PLACES.london), 'load'));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(history.getHash()).toBe('#search');
    act(() => store.setLocation(toPlace(PLACES.sanFrancisco), 'pick'));
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(overlayShown()).toBe(false);
    expect(history.getHash()).toBe('');
  });
});
