import { describe, expect, it, vi } from 'vitest';
import { buildHeaderEvent, HeaderAction, PENDING_EVENT_COOKIE } from '../../src/analytics';
import { createDeferredTracker } from '../../src/context/deferred-tracker';
import { createLazyModule } from '../../src/lib/lazy-module';
import type { CookieStore } from '../../src/storage';

type TrackerModule = typeof import('../../src/analytics/tracker');

/** The tracker's code, arriving when the test says so (or failing). */
function trackerCode() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const importer = vi.fn(
    () =>
      new Promise<TrackerModule>((resolve, reject) => {
        arrive = () => void import('../../src/analytics/tracker').then(resolve);
        fail = reject;
      }),
  );
  const code = createLazyModule(importer, '', { withTexts: false });
  return { code, importer, arrive: () => arrive(), fail: (error: Error) => fail(error) };
}

function cookiesWith(entries: Record<string, string> = {}): CookieStore {
  const jar = new Map(Object.entries(entries));
  return {
    get: (name) => jar.get(name),
    set: (name, value) => void jar.set(name, value),
    remove: (name) => void jar.delete(name),
  };
}

const sent = (sendBeacon: ReturnType<typeof vi.fn>) =>
  sendBeacon.mock.calls.map(([, body]) => JSON.parse(String(body)) as { action: string; data: { pageName: string } });

describe('the deferred tracker (the tracker code is no first-render code)', () => {
  it('asks for no code until an event, an intent or a pending event', () => {
    const { code, importer } = trackerCode();
    createDeferredTracker({ sendBeacon: vi.fn(() => true), cookies: cookiesWith() }, code).flushPendingEvent();
    expect(importer).not.toHaveBeenCalled();
  });

  it('an intent loads the code, and an event after it goes out at once with its page name', async () => {
    const { code, importer, arrive } = trackerCode();
    const sendBeacon = vi.fn(() => true);
    const sink = vi.fn();
    const tracker = createDeferredTracker({ sendBeacon, sink, getPathname: () => '/d/ny--new-york/' }, code);
    tracker.prefetch();
    expect(importer).toHaveBeenCalledTimes(1);
    arrive();
    await vi.waitFor(() => expect(code.get()).toBeDefined());
    tracker.track(buildHeaderEvent(HeaderAction.Discover));
    expect(sink).toHaveBeenCalledWith({ category: 'header', action: 'Discover', data: { pageName: 'Discovery' } });
    expect(sent(sendBeacon)).toEqual([{ category: 'header', action: 'Discover', data: { pageName: 'Discovery' } }]);
  });

  it('events before the code are kept in order, each with the page it happened on, and sent once it arrives', async () => {
    const { code, importer, arrive } = trackerCode();
    const sendBeacon = vi.fn(() => true);
    let pathname = '/';
    const tracker = createDeferredTracker({ sendBeacon, getPathname: () => pathname }, code);
    tracker.track(buildHeaderEvent(HeaderAction.LogoHome));
    pathname = '/mytickets/';
    tracker.track(buildHeaderEvent(HeaderAction.SignInClicked));
    pathname = '/e/a-concert-123/';
    expect(importer).toHaveBeenCalledTimes(1);
    expect(sendBeacon).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(2));
    expect(sent(sendBeacon).map(({ action, data }) => [action, data.pageName])).toEqual([
      ['LogoHome', 'Home'],
      ['SignInClicked', 'My Tickets'],
    ]);
    // Live events read the page of their own moment again.
    tracker.track(buildHeaderEvent(HeaderAction.Discover));
    expect(sent(sendBeacon)[2]!.data.pageName).toBe('Event Listing');
  });

  it('an event saved on an earlier page loads the code and is sent after the first paint', async () => {
    const { code, importer, arrive } = trackerCode();
    const sendBeacon = vi.fn(() => true);
    const pending = JSON.stringify({ category: 'header', action: 'Logout', data: { pageName: 'Home' } });
    const cookies = cookiesWith({ [PENDING_EVENT_COOKIE]: pending });
    createDeferredTracker({ sendBeacon, cookies }, code).flushPendingEvent();
    expect(importer).toHaveBeenCalledTimes(1);
    arrive();
    await vi.waitFor(() => expect(sendBeacon).toHaveBeenCalledWith(expect.any(String), pending));
    expect(cookies.get(PENDING_EVENT_COOKIE)).toBeUndefined();
  });

  it('a code that cannot load keeps the events for the next load and never throws', async () => {
    const first = trackerCode();
    const sendBeacon = vi.fn(() => true);
    const tracker = createDeferredTracker({ sendBeacon, getPathname: () => '/' }, first.code);
    expect(() => tracker.track(buildHeaderEvent(HeaderAction.LogoHome))).not.toThrow();
    first.fail(new Error('chunk lost'));
    await vi.waitFor(() => expect(first.code.failure()).toBeDefined());
    expect(sendBeacon).not.toHaveBeenCalled();
    tracker.track(buildHeaderEvent(HeaderAction.Discover));
    first.arrive();
    await vi.waitFor(() => expect(sendBeacon).toHaveBeenCalledTimes(2));
    expect(sent(sendBeacon).map(({ action }) => action)).toEqual(['LogoHome', 'Discover']);
  });
});
