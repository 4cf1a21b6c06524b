/**
 * The tracker as the header's first render holds it: the tracker's code (allow-list, page names, beacon and
 * cookie fallback: src/analytics/tracker.ts) is not first-render code. It is asked for at the visitor's first intent in
 * the header (`prefetch`: the pointer over it, a touch, focus) and at the first event at the latest, so a
 * visitor who never acts downloads none of it. An event that comes before the code is kept, with the page
 * it happened on, and sent in order once the code has arrived. An event saved on an earlier page (the
 * pending cookie) is what sends for the code at once, after the first paint.
 *
 * What this gives up: an event whose page is left before the code arrives (a tap on a link, on a slow
 * network, without a touch before it) is not sent. Nothing here throws into the host page.
 */
import { PENDING_EVENT_COOKIE } from '../config/constants';
import type { AnalyticsEvent } from '../config/types';
import { createLazyModule, type LazyModule } from '../lib/lazy-module';
import { getCookie } from '../storage/cookies';
import { currentPathname } from '../analytics/current-pathname';
import type { Tracker, TrackerOptions } from '../analytics/tracker';

type TrackerModule = typeof import('../analytics/tracker');

/** The tracker's code, one chunk for every tracker on the page; it shows nothing, so it waits for no texts. */
const trackerCode: LazyModule<TrackerModule> = createLazyModule(
  () => import(/* webpackChunkName: "tracker" */ '../analytics/tracker'),
  'the analytics tracker',
  { withTexts: false },
);

export interface DeferredTracker {
  /** Send one event now if the code is here, else once it has arrived (with the page of now). Never throws. */
  track(event: AnalyticsEvent): void;
  /** Send the event an earlier page saved in the pending cookie, if there is one (loads the code only then). */
  flushPendingEvent(): void;
  /** A hint of intent: start loading the code. */
  prefetch(): void;
}

export function createDeferredTracker(
  options: TrackerOptions = {},
  code: LazyModule<TrackerModule> = trackerCode,
): DeferredTracker {
  const livePathname = options.getPathname ?? currentPathname;
  /** The page of the event being sent from the queue; undefined while sending live ones. */
  let queuedPathname: string | undefined;
  let tracker: Tracker | undefined;
  const queue: { event: AnalyticsEvent; pathname: string }[] = [];
  let flushWanted = false;

  const ready = (): Tracker | undefined => {
    const loaded = code.get();
    if (loaded && !tracker) {
      tracker = loaded.createTracker({ ...options, getPathname: () => queuedPathname ?? livePathname() });
    }
    return tracker;
  };
  const drain = () => {
    const here = ready();
    if (!here) return;
    for (const { event, pathname } of queue.splice(0)) {
      queuedPathname = pathname;
      here.track(event);
    }
    queuedPathname = undefined;
    if (flushWanted) {
      flushWanted = false;
      here.flushPendingEvent();
    }
  };
  // A failed load is logged once by the lazy module; the events it kept stay until a later load succeeds.
  const load = () => void code.load().then(drain, () => undefined);

  return {
    track(event) {
      try {
        const here = queue.length ? undefined : ready();
        if (here) {
          here.track(event);
          return;
        }
        queue.push({ event, pathname: livePathname() });
        load();
      } catch {
        // Never into the host page.
      }
    },
    flushPendingEvent() {
      try {
        if (getCookie(PENDING_EVENT_COOKIE, options.cookies) === undefined) return;
        flushWanted = true;
        load();
      } catch {
        // Never into the host page.
      }
    },
    prefetch: code.prefetch,
  };
}
