/**
 * The LocationPicker's root, as `./LocationPicker` renders it in a supported host React and `./mount`
 * and the own-React entry render it in a root of their own. Thin: parse props at the boundary (the
 * Header's environment and messages schemas), provide theme, texts and the provider config, catch
 * errors. It shares the page's one location store with the Header and any other picker loaded from
 * this remote.
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
import { useLocalisedMessages } from '../lib/use-localised-messages';
import { HeaderErrorBoundary } from './error-boundary';

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
