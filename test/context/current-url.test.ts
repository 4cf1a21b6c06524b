import { describe, expect, it, vi } from 'vitest';
import { createCurrentUrlStore, type LocationSource, type NavigationLike } from '../../src/context/current-url';

/** A window stand-in: an address the test moves, window events, and optionally the Navigation API. */
function fakeWindow({ withNavigation }: { withNavigation: boolean }) {
  const windowEvents = new EventTarget();
  const navigationEvents = new EventTarget();
  const location = { href: 'https://www.example.com/' };
  const navigation: NavigationLike = {
    addEventListener: (type, listener) => navigationEvents.addEventListener(type, listener),
    removeEventListener: (type, listener) => navigationEvents.removeEventListener(type, listener),
  };
  const source: LocationSource = {
    location,
    navigation: withNavigation ? navigation : undefined,
    addEventListener: (type, listener) => windowEvents.addEventListener(type, listener),
    removeEventListener: (type, listener) => windowEvents.removeEventListener(type, listener),
  };
  return {
    source,
    /** A history.pushState: the address changes and nothing on window says so. */
    pushState(href: string) {
      location.href = href;
    },
    fireWindow: (type: 'popstate' | 'hashchange') => windowEvents.dispatchEvent(new Event(type)),
    fireNavigation: () => navigationEvents.dispatchEvent(new Event('currententrychange')),
  };
}

describe("current page store (issue 8: the header follows the host's navigation)", () => {
  it('reads the live address at each snapshot', () => {
    const page = fakeWindow({ withNavigation: false });
    const store = createCurrentUrlStore(() => page.source);
    expect(store.getSnapshot()).toBe('https://www.example.com/');
    page.pushState('https://www.example.com/d/local/all-events/');
    expect(store.getSnapshot()).toBe('https://www.example.com/d/local/all-events/');
  });

  it('with the Navigation API, follows currententrychange (which pushState fires) and nothing else', () => {
    const page = fakeWindow({ withNavigation: true });
    const store = createCurrentUrlStore(() => page.source);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    page.pushState('https://www.example.com/organizer/overview/');
    page.fireNavigation();
    expect(onChange).toHaveBeenCalledTimes(1);
    // popstate and hashchange also fire currententrychange there: listening to both would double up.
    page.fireWindow('popstate');
    page.fireWindow('hashchange');
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
    page.fireNavigation();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('without the Navigation API, follows popstate and hashchange', () => {
    const page = fakeWindow({ withNavigation: false });
    const store = createCurrentUrlStore(() => page.source);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    page.fireWindow('popstate');
    page.fireWindow('hashchange');
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    page.fireWindow('popstate');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('check() tells every subscriber to read again: for a pushState no event announced', () => {
    const page = fakeWindow({ withNavigation: false });
    const store = createCurrentUrlStore(() => page.source);
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(first);
    const unsubscribeSecond = store.subscribe(second);
    store.check();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
    unsubscribeSecond();
    store.check();
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([2, 1]);
  });

  it('without a window (server rendering) the address is empty and subscribing does nothing', () => {
    const store = createCurrentUrlStore(() => undefined);
    expect(store.getSnapshot()).toBe('');
    const onChange = vi.fn();
    store.subscribe(onChange)();
    store.check();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a navigation object without addEventListener (a page polyfill gone wrong) falls back to popstate', () => {
    const page = fakeWindow({ withNavigation: false });
    const source = { ...page.source, navigation: {} as NavigationLike };
    const onChange = vi.fn();
    createCurrentUrlStore(() => source).subscribe(onChange);
    page.fireWindow('popstate');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
