/**
 * The Header's root, as `./Header` renders it in a supported host React and `./mount` and the own-React
 * entry render it in a root of their own. Thin: parse props at the boundary, provide theme and context,
 * catch errors. No logic here. Not an expose, and it loads none (the exposes around it load the own React).
 */
import { useMemo } from 'react';
import { createHeaderPropsParser } from '../props/parse-props';
import { withMessages } from '../props/header-props';
import { useReportOnce } from '../lib/use-report-once';
import type { HeaderProps } from '../props/types';
import { HeaderProvider } from '../context/header-context';
import { DesignSystemProvider } from '../design-system';
import { HeaderLayout, StaticHeader } from '../header';
import { LocationProvider, toLocationConfig } from '../location';
import { useLocalisedMessages } from '../lib/use-localised-messages';
import { HeaderErrorBoundary } from './error-boundary';

/** The header in the tree of the React that renders it (mount() renders it in a root of its own). */
export function HeaderRoot(props: HeaderProps) {
  // One parser per mounted header. It remembers its last input and returns the same result while
  // every top-level prop (HEADER_PROP_KEYS, read from the props schema) keeps its identity, so calling
  // it on each render neither re-parses nor repeats a report; no second, hand-kept dependency list.
  const report = useReportOnce();
  const parse = useMemo(() => createHeaderPropsParser(report), [report]);
  const parsed = parse(props);
  // The locale's catalogue under the host's texts (waits for it on the first render).
  const messages = useLocalisedMessages(parsed.environment.localeInfo.locale, props);
  const resolved = useMemo(() => withMessages(parsed, messages), [parsed, messages]);
  return (
    // A render error shows the static header with the core links, never an empty band.
    <HeaderErrorBoundary
      fallback={
        <StaticHeader environment={resolved.environment} product={resolved.product} messages={resolved.messages} />
      }
    >
      <DesignSystemProvider messages={resolved.messages}>
        <HeaderProvider value={resolved}>
          {/* The page's shared location store, with the provider the environment asks for. */}
          <LocationProvider config={toLocationConfig(resolved.environment)}>
            <HeaderLayout />
          </LocationProvider>
        </HeaderProvider>
      </DesignSystemProvider>
    </HeaderErrorBoundary>
  );
}
