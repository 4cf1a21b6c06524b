/**
 * The location types hosts see through `@mf-types` (the exposed LocationPicker's props and the
 * Place they carry). Kept apart from the feature's other types: this file must import neither
 * valibot nor axios, which hosts do not have (like src/props/types.ts for the Header).
 */
import type { Environment } from '../config/types';
import type { PropInput } from '../props/types';
import type { Messages } from '../i18n/messages';

/** A point in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A bounding box with all four corners (product entities: Place bbox). */
export interface PlaceBoundingBox {
  nw: LatLng;
  sw: LatLng;
  ne: LatLng;
  se: LatLng;
}

/** A place in its client form (product entities: "Place (client form)"). */
export interface Place {
  /** The marketplace place id; null for the online pseudo-place and for map places it does not know. */
  placeId: string | null;
  /** `locality`, `region`, `country`, ... (`online` for the online pseudo-place). */
  placeType: string;
  latitude: number | null;
  longitude: number | null;
  /** The place's own name, e.g. `San Francisco`. */
  currentPlace: string;
  /** The parent label, e.g. `California, United States`. */
  currentPlaceParent: string;
  /** Location slug for discovery URLs, e.g. `ca--san-francisco`; may be empty for a box-only place. */
  slug: string;
  isOnline: boolean;
  /** The text the picker shows for the place, e.g. `San Francisco` (may be empty: the slug is read then). */
  value: string;
  /** Country name. */
  country: string;
  /** Present for map places the marketplace does not know: discovery then searches this box. */
  bbox?: PlaceBoundingBox;
}

/** What a host passes to the LocationPicker (every field optional and untrusted). */
export interface LocationPickerHostProps {
  /**
   * Controlled place: the picker shows it and reports picks through `onChange` only (the host
   * passes the new place back). Missing or null: uncontrolled, the page's shared location (the one
   * the Header shows too).
   */
  value?: Place | null;
  /** Place to start with when the page has none yet (no location cookie): the server is not asked then. */
  defaultValue?: Place | null;
  /** Called with each place picked or found (suggestion, recent place or "Use my current location"). */
  onChange?: ((place: Place) => void) | null;
  /**
   * The Header's environment: `serverUrl` for the geo calls, `stage` with `googleMapsApiKey` /
   * `googleMapsApiKeyNonProd` for the suggestion provider (keyless without a key), `enableNeighborhoods`.
   */
  environment?: PropInput<Environment> | null;
  /** Partial overrides of the message catalogue (`chooseLocation`, `useMyCurrentLocation`, the product error catalogue texts...). */
  messages?: PropInput<Messages> | null;
}
