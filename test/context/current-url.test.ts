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

/** Subscribers hear of an event from a microtask: the ones queued so far run before this resolves. */
const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe("current page store (the header follows the host's navigation)", () => {
  it('reads the live address at each snapshot', () => {
    const page = fakeWindow({ withNavigation: false });
    const store = createCurrentUrlStore(() => page.source);
    expect(store.getSnapshot()).toBe('https://www.example.com/');
    page.pushState('https://www.example.com/d/local/all-events/');
    expect(store.getSnapshot()).toBe('https://www.example.com/d/local/all-events/');
  });

  it('with the Navigation API, follows currententrychange (which pushState fires) and nothing else', async () => {
    const page = fakeWindow({ withNavigation: true });
    const store = createCurrentUrlStore(() => page.source);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    page.pushState('https://www.example.com/organizer/overview/');
    page.fireNavigation();
    await microtasks();
    expect(onChange).toHaveBeenCalledTimes(1);
    // popstate and hashchange also fire currententrychange there: listening to both would double up.
    page.fireWindow('popstate');
    page.fireWindow('hashchange');
    await microtasks();
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
    page.fireNavigation();
    await microtasks();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('without the Navigation API, follows popstate and hashchange', async () => {
    const page = fakeWindow({ withNavigation: false });
    const store = createCurrentUrlStore(() => page.source);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    page.fireWindow('popstate');
    page.fireWindow('hashchange');
    await microtasks();
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    page.fireWindow('popstate');
    await microtasks();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('an event is told from a microtask, not inside the pushState that fired it (a router in useInsertionEffect); in order, each reading the live address', async () => {
    const page = fakeWindow({ withNavigation: true });
    const store = createCurrentUrlStore(() => page.source);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot()));
    page.pushState('https://www.example.com/d/local/all-events/');
    page.fireNavigation();
    expect(seen).toEqual([]);
    await microtasks();
    expect(seen).toEqual(['https://www.example.com/d/local/all-events/']);
    // Back and Forward in one task: the last address is the one read.
    page.pushState('https://www.example.com/organizer/overview/');
    page.fireNavigation();
    page.pushState('https://www.example.com/d/local/all-events/');
    page.fireNavigation();
    await microtasks();
    expect(seen.at(-1)).toBe('https://www.example.com/d/local/all-events/');
    expect(seen).toHaveLength(3);
  });

  it('a subscriber that leaves before the microtask runs is not called', async () => {
    const page = fakeWindow({ withNavigation: true });
    const store = createCurrentUrlStore(() => page.source);
    const onChange = vi.fn();
    const unsubscribe = store.subscribe(onChange);
    page.fireNavigation();
    unsubscribe();
    await microtasks();
    expect(onChange).not.toHaveBeenCalled();
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

  it('a navigation object without addEventListener (a page polyfill gone wrong) falls back to popstate', async () => {
    const page = fakeWindow({ withNavigation: false });
    const source = { ...page.source, navigation: {} as NavigationLike };
    const onChange = vi.fn();
    createCurrentUrlStore(() => source).subscribe(onChange);
    page.fireWindow('popstate');
    await microtasks();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
