/**
 * `globalHeader/LocationPicker`: the location selector on its own, for hosts that place it
 * themselves: its root (./location-picker-root.tsx) in a supported host React, else through the bridge.
 */
import { bridged } from '../react-bridge/bridged';
import { LocationPickerRoot } from './location-picker-root';

export type { LocationPickerHostProps as LocationPickerProps } from '../location/public-types';
export type { LatLng, Place, PlaceBoundingBox } from '../location/public-types';
export type { Environment, Stage } from '../config/types';
export type { Messages } from '../i18n/messages';
export { LocationPickerRoot } from './location-picker-root';

/** What hosts render: in their tree with a supported React, else through the bridge (see ./header.tsx). */
export const LocationPicker = bridged(LocationPickerRoot, {
  expose: './LocationPicker',
  loadOwnMount: () => import('./own-react').then((own) => own.mountLocationPicker),
});

export default LocationPicker;
