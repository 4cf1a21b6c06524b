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
  // One parser per mounted header: it reports each invalid field once, not on every render.
  const parse = useMemo(() => createHeaderPropsParser(createReportOnce()), []);
  const resolved = useMemo(
    () => parse(props),
    // Re-parse when any prop the host passes changes identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      parse,
      props.environment,
      props.user,
      props.featureFlags,
      props.pageData,
      props.product,
      props.navigate,
      props.messages,
      props.onAnalyticsEvent,
      props.mainContentId,
    ],
  );
  return (
    <HeaderErrorBoundary>
      <DesignSystemProvider messages={resolved.messages}>
        <HeaderProvider value={resolved}>
          <HeaderLayout />
        </HeaderProvider>
      </DesignSystemProvider>
    </HeaderErrorBoundary>
  );
}

export default Header;
