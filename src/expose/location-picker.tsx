/**
 * `globalHeader/LocationPicker`: the location selector on its own, for hosts that place it
 * themselves. Thin: parse props at the boundary (the Header's environment and messages schemas),
 * provide theme, texts and the provider config, catch errors. It shares the page's one location
 * store with the Header and any other picker loaded from this remote.
 */
import { useMemo } from 'react';
import { useReportOnce } from '../lib/use-report-once';
import { DesignSystemProvider } from '../design-system';
import {
  createLocationPickerPropsParser,
  LocationPicker as PickerField,
  LocationProvider,
  toLocationConfig,
} from '../location';
// Host-facing types from their valibot- and axios-free module: @mf-types hosts resolve them without either.
import type { LocationPickerHostProps } from '../location/public-types';
import { bridged } from '../react-bridge/bridged';
import { useLocalisedMessages } from '../lib/use-localised-messages';
import { HeaderErrorBoundary } from './error-boundary';

export type { LocationPickerHostProps as LocationPickerProps } from '../location/public-types';
export type { LatLng, Place, PlaceBoundingBox } from '../location/public-types';
export type { Environment, Stage } from '../config/types';
export type { Messages } from '../i18n/messages';

/** The LocationPicker in the tree of the React that renders it. */
export function LocationPickerRoot(props: LocationPickerHostProps) {
  // One parser per mounted picker: unchanged props are not parsed or reported again.
  const report = useReportOnce();
  const parse = useMemo(() => createLocationPickerPropsParser(report), [report]);
  const { environment, value, defaultValue, onChange } = parse(props);
  const messages = useLocalisedMessages(environment.localeInfo.locale, props);
  return (
    <HeaderErrorBoundary>
      <DesignSystemProvider messages={messages}>
        <LocationProvider config={toLocationConfig(environment)}>
          <PickerField value={value} defaultValue={defaultValue} onChange={onChange} />
        </LocationProvider>
      </DesignSystemProvider>
    </HeaderErrorBoundary>
  );
}

/** What hosts render: in their tree with a supported React, else through the bridge (see ./header.tsx). */
export const LocationPicker = bridged(LocationPickerRoot, {
  expose: './LocationPicker',
  loadOwnMount: () => import('./own-react').then((own) => own.mountLocationPicker),
});

export default LocationPicker;
