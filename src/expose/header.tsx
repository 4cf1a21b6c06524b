/**
 * `globalHeader/Header`: the React component hosts render. Thin: parse props at the boundary,
 * provide theme and context, catch errors. No logic here.
 */
import { useMemo } from 'react';
import { createHeaderPropsParser } from '../config/parse-props';
import { createReportOnce } from '../config/report-once';
import type { HeaderProps } from '../config/types';
import { HeaderProvider } from '../context/header-context';
import { DesignSystemProvider } from '../design-system';
import { HeaderLayout } from '../header';
import { LocationProvider, toLocationConfig } from '../location';
import { HeaderErrorBoundary } from './error-boundary';

export type {
  AnalyticsEvent,
  Environment,
  FeatureFlags,
  HeaderProps,
  LinkGroup,
  LinkItem,
  LocaleInfo,
  NavigateFn,
  PageData,
  Product,
  Stage,
  User,
} from '../config/types';
export type { Messages } from '../i18n/messages';

export function Header(props: HeaderProps) {
  // One parser per mounted header. It remembers its last input and returns the same result while
  // every top-level prop (HEADER_PROP_KEYS, read from the props schema) keeps its identity, so calling
  // it on each render neither re-parses nor repeats a report; no second, hand-kept dependency list.
  const parse = useMemo(() => createHeaderPropsParser(createReportOnce()), []);
  const resolved = parse(props);
  return (
    <HeaderErrorBoundary>
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

export default Header;
