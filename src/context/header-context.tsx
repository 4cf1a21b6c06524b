/**
 * HeaderContext: the parsed props plus what every part of the header shares (analytics tracker,
 * layout, current page). Parts read it with `useHeaderContext()`; nothing below the exposed entry
 * sees raw host props.
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { BREAKPOINTS } from '../config/constants';
import type { AnalyticsEvent, ResolvedHeaderProps } from '../config/types';
import { createTracker } from '../analytics';

export interface HeaderContextValue extends ResolvedHeaderProps {
  /** Sends an allowed analytics event (beacon / cookie fallback / host sink). Never throws. */
  track: (event: AnalyticsEvent) => void;
  /** True when the mobile layout renders: the host says so, or the viewport is narrower than 960 px. */
  isMobileLayout: boolean;
  /** The page the visitor is on, for referrer parameters. */
  currentUrl: string;
  /** Full-page navigation (injectable for tests). */
  assignLocation: (url: string) => void;
}

const HeaderContext = createContext<HeaderContextValue | null>(null);

/** Below this width the header uses its mobile layout (spec 9 device buckets: under 960 is not desktop). */
export const MOBILE_LAYOUT_QUERY = `(max-width: ${BREAKPOINTS.lg - 1}px)`;

function useMediaQuery(query: string): boolean {
  const get = () =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  const [matches, setMatches] = useState(get);
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, [query]);
  return matches;
}

/** The current address; follows back/forward and hash changes made by the host. */
function useCurrentUrl(): string {
  const read = () => (typeof window === 'undefined' ? '' : window.location.href);
  const [url, setUrl] = useState(read);
  useEffect(() => {
    const update = () => setUrl(read());
    window.addEventListener('popstate', update);
    window.addEventListener('hashchange', update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener('hashchange', update);
    };
  }, []);
  return url;
}

export interface HeaderProviderProps {
  value: ResolvedHeaderProps;
  children: ReactNode;
  /** Test seam: replaces window.location.assign. */
  assignLocation?: (url: string) => void;
}

export function HeaderProvider({ value, children, assignLocation }: HeaderProviderProps) {
  const narrow = useMediaQuery(MOBILE_LAYOUT_QUERY);
  const currentUrl = useCurrentUrl();
  const sink = value.onAnalyticsEvent;
  const tracker = useMemo(() => createTracker({ sink }), [sink]);
  // An event saved in the ebEventToTrack cookie on the previous page (no beacon API then) is sent
  // once the header is up, after first paint (spec 7).
  useEffect(() => {
    tracker.flushPendingEvent();
  }, [tracker]);
  const context = useMemo<HeaderContextValue>(
    () => ({
      ...value,
      track: (event) => {
        tracker.track(event);
      },
      isMobileLayout: value.environment.isMobile || narrow,
      currentUrl,
      assignLocation: assignLocation ?? ((url) => window.location.assign(url)),
    }),
    [value, tracker, narrow, currentUrl, assignLocation],
  );
  return <HeaderContext.Provider value={context}>{children}</HeaderContext.Provider>;
}

export function useHeaderContext(): HeaderContextValue {
  const context = useContext(HeaderContext);
  if (!context) throw new Error('Header parts must be rendered inside <Header> (HeaderProvider is missing).');
  return context;
}
