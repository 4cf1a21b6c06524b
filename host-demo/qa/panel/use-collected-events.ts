/**
 * The analytics events the demo server's collector received (demo-api/src/analytics-collector.ts),
 * for the QA panel: what the header's beacons actually delivered, not what it meant to send. Polled
 * while the panel is open and the tab visible; `refresh()` reads again at once (the app calls it
 * shortly after the header reports an event, so QA need not wait for the next poll).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_ANALYTICS_ENDPOINT } from '../../../src/analytics';

/** How often the open panel asks the collector. */
export const COLLECTED_EVENTS_POLL_MS = 1000;

export interface CollectedEvent {
  id: number;
  receivedAt: string;
  category: string;
  action: string;
  label?: string;
  data?: Record<string, string | number | boolean>;
}

export interface CollectedEvents {
  events: CollectedEvent[];
  /** Why the last read failed, or null. */
  error: string | null;
  refresh: () => void;
}

function isCollectedEvent(value: unknown): value is CollectedEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    typeof event.id === 'number' &&
    typeof event.receivedAt === 'string' &&
    typeof event.category === 'string' &&
    typeof event.action === 'string'
  );
}

export function useCollectedEvents(enabled: boolean): CollectedEvents {
  const [events, setEvents] = useState<CollectedEvent[]>([]);
  const [error, setError] = useState<string | null>(null);
  // Only the latest read may set state: a slow answer must not overwrite a newer one.
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const call = (latest.current += 1);
    fetch(DEFAULT_ANALYTICS_ENDPOINT, { headers: { accept: 'application/json' }, cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`the collector answered ${response.status}`);
        const body = (await response.json()) as { events?: unknown };
        if (!Array.isArray(body.events)) throw new Error('the collector sent no event list');
        return body.events.filter(isCollectedEvent);
      })
      .then(
        (received) => {
          if (call !== latest.current) return;
          setEvents(received);
          setError(null);
        },
        (reason: unknown) => {
          if (call !== latest.current) return;
          setError(reason instanceof Error ? reason.message : String(reason));
        },
      );
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;
    refresh();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, COLLECTED_EVENTS_POLL_MS);
    return () => window.clearInterval(timer);
  }, [enabled, refresh]);

  return { events, error, refresh };
}
