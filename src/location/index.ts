/**
 * Public API of the location feature: the LocationPicker (the first-render input the Header and the
 * exposes use, which loads the FullLocationPicker on intent), the exposed picker's props parser, the shared location
 * store and its provider, and the pure helpers the Header and SearchBar need. Network code
 * (providers, the geo calls, geolocation) is not exported here: it is loaded on demand by the
 * picker, so importing this index keeps it out of the first render.
 */
export { FullLocationPicker, type LocationPickerProps } from './location-picker-full';
export { LocationPicker, type DeferredLocationPickerProps, type FullLocationPickerComponent } from './location-picker';
export {
  createLocationPickerPropsParser,
  locationPickerPropsSchema,
  type LocationPickerHostProps,
  type ResolvedLocationPickerProps,
} from './location-picker-props';
export { toLocationConfig, type LocationEnvironmentFields } from './location-config';
export {
  useLocationPicker,
  LOCATION_ERROR_MESSAGES,
  type LocationPickerItem,
  type UseLocationPickerOptions,
  type UseLocationPickerResult,
} from './use-location-picker';
export {
  LocationProvider,
  createLocationContextValue,
  useLocationContext,
  useLocationState,
  type LocationContextValue,
  type LocationProviderProps,
} from './location-context';
export {
  INITIAL_LOCATION_STATE,
  createLocationStore,
  getDefaultLocationStore,
  locationReducer,
  type LocationAction,
  type LocationStore,
} from './location-store';
export { loadLocation, type LoadLocationOptions } from './load-location';
export { getNameFromSlug, getOnlinePlace, getPlaceLabel, placeFromStoredLocation } from './place';
export { shouldCloseSearchOverlay, toDiscoveryLocation, toStoredLocation } from './picked-place';
export { isPlace } from '../props/place';
export type {
  GooglePlacesLibrary,
  LatLng,
  LocationConfig,
  LocationEnvironment,
  LocationErrorCode,
  LocationState,
  GeolocationLike,
  LocationSuggestion,
  PermissionStatusLike,
  PermissionsLike,
  Place,
  PlaceBoundingBox,
  RecentLocationItem,
} from './types';
