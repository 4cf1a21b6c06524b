/**
 * The location types hosts see through `@mf-types` (the exposed LocationPicker's props and the
 * Place they carry). Kept apart from the feature's other types: this file must import neither
 * valibot nor axios, which hosts do not have (like src/props/types.ts for the Header).
 */
import type { Environment, Place } from '../config/types';
import type { PropInput } from '../props/types';
import type { Messages } from '../i18n/messages';

// The Place is the Header's prop too (`place`), so it is declared with the other host-facing types.
export type { LatLng, Place, PlaceBoundingBox } from '../config/types';

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
