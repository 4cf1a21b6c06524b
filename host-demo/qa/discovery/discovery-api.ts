/**
 * The discovery page's calls to the demo API, on the one axios client of src/api (CSRF header from
 * the `csrftoken` cookie, typed ApiError). The signed-in persona is named in `X-Demo-Persona`,
 * since the demo has no real session.
 */
import type { AxiosInstance } from 'axios';
import { createApiClient, createGeoApiClient } from '../../../src/api';
import type { DiscoveryArea } from './discovery-route';

/** The event fields the listing reads (demo-api/src/api/event-json.ts). */
export interface DiscoveryEvent {
  id: string;
  name: string;
  url: string;
  start_utc: string;
  timezone: string;
  is_online_event: boolean;
  is_free: boolean;
  price: { currency: string; min_price_minor: number; display: string } | null;
  primary_venue?: {
    name: string;
    address: { localized_address_display: string };
  } | null;
  image?: { url: string; width: number; height: number };
}

export interface EventSearchResponse {
  events: DiscoveryEvent[];
  pagination: { page: number; page_count: number; object_count: number };
}

/** The server Place of the product entities, as far as the page reads it. */
export interface ServerPlace {
  id: string;
  location_slug: string;
  place_type: string;
  localizations: { default: Record<string, { full_name: string } | undefined> };
}

export interface ResolvedPlace {
  placeId: string;
  name: string;
}

const PERSONA_HEADER = 'X-Demo-Persona';
/** The demo server's slug lookup (host-demo/qa/server/head.ts). */
export const PLACE_FROM_SLUG_PATH = '/place_from_slug/';

export function getPlaceName(place: ServerPlace): string {
  return place.localizations.default[place.place_type]?.full_name ?? place.location_slug;
}

export interface DiscoveryApi {
  searchEvents(params: Record<string, string>, signal?: AbortSignal): Promise<EventSearchResponse>;
  /** The place of a slug or the visitor's guessed place; null for online and box listings. */
  resolveArea(area: DiscoveryArea, signal?: AbortSignal): Promise<ResolvedPlace | null>;
  setSaved(eventId: string, saved: boolean, personaId: string): Promise<{ saved: boolean; numSavedEvents: number }>;
  getSavedCount(personaId: string, signal?: AbortSignal): Promise<number>;
}

export function createDiscoveryApi(
  api: AxiosInstance = createApiClient(),
  geo: AxiosInstance = createGeoApiClient(),
): DiscoveryApi {
  return {
    async searchEvents(params, signal) {
      const { data } = await api.get<EventSearchResponse>('/events/search/', { params, signal });
      return data;
    },
    async resolveArea(area, signal) {
      if (area.kind === 'online' || area.kind === 'bbox') return null;
      const { data } =
        area.kind === 'request'
          ? await geo.get<{ place: ServerPlace }>('/place_from_request/', { signal })
          : await geo.get<{ place: ServerPlace }>(PLACE_FROM_SLUG_PATH, { params: { slug: area.slug }, signal });
      return { placeId: data.place.id, name: getPlaceName(data.place) };
    },
    async setSaved(eventId, saved, personaId) {
      const path = `/events/${encodeURIComponent(eventId)}/saves/`;
      const config = { headers: { [PERSONA_HEADER]: personaId } };
      const { data } = saved
        ? await api.post<{ saved: boolean; numSavedEvents: number }>(path, {}, config)
        : await api.delete(path, config);
      return data as { saved: boolean; numSavedEvents: number };
    },
    async getSavedCount(personaId, signal) {
      const { data } = await api.get<{ numSavedEvents: number }>('/users/me/', {
        params: { persona: personaId },
        signal,
      });
      return data.numSavedEvents;
    },
  };
}
