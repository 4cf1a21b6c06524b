/**
 * What picking a place leaves behind (product states and API calls): the picked suggestion joins the recent places
 * (`location:autocomplete:history`, newest first) and the `location` cookie is written (30 days,
 * path /, secure on https). Pure apart from the injected storage and cookie store.
 */
import { saveLocationCookie } from '../storage/location-cookie';
import { addRecentLocation } from '../storage/recent-locations';
import { toStoredLocation } from './picked-place';
import type { LocationEnvironment, PickableSuggestion, Place } from './types';

export function rememberPick(
  place: Place,
  suggestion: PickableSuggestion | null,
  env: Pick<LocationEnvironment, 'storage' | 'cookies' | 'protocol'>,
): void {
  if (suggestion) addRecentLocation(suggestion, env.storage);
  saveLocationCookie(toStoredLocation(place), { cookies: env.cookies, protocol: env.protocol });
}
