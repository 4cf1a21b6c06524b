/**
 * The visitor's place as a host's server finds it, for the Header's `place` prop (product states: on load the
 * location comes from a supplied value, else the saved `location` cookie, else a server guess from the request;
 * on failure the online pseudo-place). Run on the server, the guess is made before the page is sent: the header's
 * HTML shows the place, and the browser asks nothing and loads no request code for it.
 *
 * Pure and server-safe (no React, no globals): the cookie comes as the request's `Cookie` header, the guess as
 * the host's own call of its geo API. The host kit's server entry exports it.
 */
import { SERVER_PLACE_GUESS_TIMEOUT_MS } from '../config/constants';
import type { Place } from '../config/types';
import { readPlaceBody } from '../api/geo-place';
import { cookieHeaderStore } from '../storage/cookie-header';
import { readLocationCookie } from '../storage/location-cookie';
import { getOnlinePlace, placeFromStoredLocation } from './place';
import { toClientPlace } from './server-place';

export interface VisitorPlaceOptions {
  /** The request's `Cookie` header: a valid `location` cookie there is the visitor's place. */
  cookie?: string | null;
  /**
   * The server's guess from the request: the body of your site's `GET /home/api/geo/place_from_request/` for this
   * visitor (`{ place }`, or no place). Called only without a cookie; `signal` aborts when the time is up.
   */
  guess?: (signal: AbortSignal) => Promise<unknown>;
  /** How long the guess may take (default SERVER_PLACE_GUESS_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * The place for the Header's `place` prop: the cookie's, else the guessed place, else (the guess answered with
 * no place, or failed) the online pseudo-place. `null` when it cannot say in time, or there is no `guess`: the
 * browser then finds the place itself, as without this. Never rejects.
 */
export async function findVisitorPlace({
  cookie,
  guess,
  timeoutMs = SERVER_PLACE_GUESS_TIMEOUT_MS,
}: VisitorPlaceOptions): Promise<Place | null> {
  const stored = readLocationCookie({ cookies: cookieHeaderStore(cookie) });
  if (stored) return placeFromStoredLocation(stored);
  if (!guess) return null;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, timeoutMs);
  });
  try {
    const answer = await Promise.race([
      Promise.resolve()
        .then(() => guess(controller.signal))
        .then(
          (body) => ({ body }),
          () => 'failed' as const,
        ),
      timedOut,
    ]);
    if (answer === 'timeout') return null;
    if (answer === 'failed') return getOnlinePlace();
    const place = readPlaceBody(answer.body);
    return place ? toClientPlace(place) : getOnlinePlace();
  } finally {
    clearTimeout(timer);
  }
}
