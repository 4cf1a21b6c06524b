/**
 * The SearchBar's root, as `./SearchBar` renders it in a supported host React and `./mount` and the
 * own-React entry render it in a root of their own. Thin: parse props at the boundary (the Header's
 * environment and messages schemas), provide theme, texts, the location provider and the analytics
 * tracker, catch errors. It reads the page's one location store, shared with the Header and any
 * LocationPicker loaded from this remote.
 */
import { useMemo } from 'react';
import { createTracker } from '../analytics';
import { useReportOnce } from '../lib/use-report-once';
import { DesignSystemProvider } from '../design-system';
import { LocationPicker, LocationProvider, toLocationConfig } from '../location';
import { createSearchBarPropsParser, SearchBar as DeferredSearchBar } from '../search';
// Host-facing types from their valibot- and axios-free module: @mf-types hosts resolve them without either.
import type { SearchBarHostProps } from '../search/public-types';
import { useLocalisedMessages } from '../lib/use-localised-messages';
import { HeaderErrorBoundary } from './error-boundary';

export interface SearchBarProps extends SearchBarHostProps {
  /** Show the LocationPicker beside the input (default false: the host places its own, if any). */
  withLocationPicker?: boolean | null;
}

/** One tracker per collection URL (the Header's comes from its context; this bar has none). */
function useTracker(endpoint: string | undefined) {
  return useMemo(() => createTracker({ endpoint }), [endpoint]);
}

/** The SearchBar in the tree of the React that renders it. */
export function SearchBarRoot({ withLocationPicker, ...props }: SearchBarProps) {
  // One parser per mounted bar: unchanged props are not parsed or reported again.
  const report = useReportOnce();
  const parse = useMemo(() => createSearchBarPropsParser(report), [report]);
  const { environment, onSearch, navigate } = parse(props);
  const messages = useLocalisedMessages(environment.localeInfo.locale, props);
  const tracker = useTracker(environment.analyticsUrl);
  return (
    <HeaderErrorBoundary>
      <DesignSystemProvider messages={messages}>
        <LocationProvider config={toLocationConfig(environment)}>
          <DeferredSearchBar
            serverUrl={environment.serverUrl}
            localeInfo={environment.localeInfo}
            navigate={navigate}
            onSearch={onSearch}
            track={(event) => tracker.track(event)}
            locationControl={withLocationPicker === true ? <LocationPicker /> : undefined}
          />
        </LocationProvider>
      </DesignSystemProvider>
    </HeaderErrorBoundary>
  );
}
