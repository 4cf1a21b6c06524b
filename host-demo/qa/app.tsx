/**
 * The demo host's shell: header slot (height reserved), main content, QA panel. The QA state is
 * read from the URL query on every render, so panel edits, back/forward and QA links all agree.
 *
 * The page's content and the QA panel are each a Suspense boundary: on a server-rendered page React
 * hydrates the shell and the header slot first, in one task, and each boundary after it in tasks of
 * its own that give way to the visitor's input (a click in one hydrates it at once), instead of the
 * whole page in one long task. Nothing is lazy: the server's HTML stays as it is until then.
 */
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AnalyticsEvent } from '../../src/config';
import { remoteStatusOf, type RemoteStatus } from './header/remote-status';
import type { ServerHeader } from '@global-header/host-kit';
import { HeaderSlot, type HeaderLoader, type HeaderSlotStatus } from '@global-header/host-kit/react';
import { importHeader } from '../common/load-remote';
import { readCspNonce, type HostConfig } from '../common/host-config';
import { useSavedCount, withSavedCount } from './discovery/use-saved-count';
import { DiscoveryPage } from './pages/discovery-page';
import { HomePage } from './pages/home-page';
import { RoutePage } from './pages/route-page';
import { applyFaultCookie } from './panel/fault-cookie';
import { QaPanel } from './panel/qa-panel';
import { useCollectedEvents } from './panel/use-collected-events';
import {
  buildHeaderProps,
  DEFAULT_QA_STATE,
  getRouteQuery,
  mergeQuery,
  parseQaState,
  PERSONAS,
  type QaState,
} from './panel/qa-state';
import { matchRoute } from '../common/route-table';
import { getInterceptableUrl, navigate, toInAppUrl, useLocation } from './routes/router';

/** The header beacons right after it tells the host; the collector has the event by then. */
const COLLECTOR_SETTLE_MS = 200;

export function App({ config, serverHeader }: { config: HostConfig; serverHeader?: ServerHeader }) {
  const location = useLocation();
  // From the location, not the window: the server renders this too.
  const origin = new URL(location.href).origin;
  const { state, notes } = useMemo(() => parseQaState(location.search), [location.search]);
  const [remoteStatus, setRemoteStatus] = useState<RemoteStatus>({ kind: 'loading', manifestUrl: config.manifestUrl });
  const [attempt, setAttempt] = useState(0);
  // The shell's own runtime registration (host-demo/common/load-remote.ts); a retry registers the remote afresh.
  const loader = useMemo<HeaderLoader>(
    () => ({ loadHeader: () => importHeader(config.manifestUrl, attempt > 0) }),
    [config.manifestUrl, attempt],
  );
  // Read in the browser: the slot renders its `<style>` there only (on a server the page's own header holds the room).
  const [nonce] = useState(readCspNonce);
  const onSlotStatus = useCallback(
    (status: HeaderSlotStatus) => setRemoteStatus(remoteStatusOf(status, config.manifestUrl)),
    [config.manifestUrl],
  );
  const analytics = useCollectedEvents(true);
  const refreshAnalytics = analytics.refresh;
  const mainRef = useRef<HTMLElement>(null);

  /** In-app navigation keeps the QA state (read from the current URL, its one source) in the target's query. */
  const navigateInApp = useCallback((to: string) => {
    const url = toInAppUrl(to);
    if (!url) {
      window.location.assign(to);
      return;
    }
    const current = parseQaState(window.location.search).state;
    navigate(`${url.pathname}${mergeQuery(url.search, current)}${url.hash}`);
  }, []);

  const changeState = useCallback((next: QaState) => {
    const { pathname, search, hash } = window.location;
    navigate(`${pathname}${mergeQuery(search, next)}${hash}`, { replace: true });
  }, []);

  // The QA panel lists what the collector received (the beacons' real path); a header event only
  // makes it read the collector sooner than the next poll.
  const onAnalyticsEvent = useCallback(
    (_event: AnalyticsEvent) => {
      window.setTimeout(refreshAnalytics, COLLECTOR_SETTLE_MS);
    },
    [refreshAnalytics],
  );
  // The fault switch follows the QA state (bootstrap applied the first one before the header loaded).
  useEffect(() => applyFaultCookie(state.fault), [state.fault]);

  // Same-origin link clicks to in-app routes become history pushes (header links included).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = getInterceptableUrl(event);
      if (!url) return;
      event.preventDefault();
      navigateInApp(url.href);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigateInApp]);

  // After an in-app navigation, focus lands on the new page's content, as on a full page load.
  const previousPath = useRef(location.pathname);
  useEffect(() => {
    if (previousPath.current === location.pathname) return;
    previousPath.current = location.pathname;
    window.scrollTo(0, 0);
    mainRef.current?.focus();
  }, [location.pathname]);

  const route = matchRoute(location.pathname);
  const routeQuery = getRouteQuery(location.search);
  useEffect(() => {
    if (route.kind === 'discovery') return; // the listing titles itself once it knows the place
    document.title = route.kind === 'home' ? 'Global header demo host' : `Route reached: ${route.pathname} - demo host`;
  }, [route.kind, route.pathname]);

  // Saves on discovery pages move the header's Likes badge (demo:saved-count; count from the demo API).
  const isSignedIn = Boolean(PERSONAS.find((persona) => persona.id === state.persona)?.user.isAuthenticated);
  const savedCount = useSavedCount(state.persona, isSignedIn);
  const headerProps = useMemo(
    () =>
      withSavedCount(
        buildHeaderProps(state, {
          origin,
          adminServerUrl: config.adminServerUrl,
          pathname: location.pathname,
          href: location.href,
          navigate: navigateInApp,
          onAnalyticsEvent,
        }),
        savedCount,
      ),
    [
      state,
      origin,
      config.adminServerUrl,
      location.pathname,
      location.href,
      navigateInApp,
      onAnalyticsEvent,
      savedCount,
    ],
  );

  const qaLink = `${origin}${location.pathname}${mergeQuery(location.search, state)}`;

  return (
    <>
      <HeaderSlot
        federation={loader}
        headerProps={headerProps}
        onStatus={onSlotStatus}
        attempt={attempt}
        server={serverHeader}
        nonce={nonce}
      />
      <div className="demo-layout">
        <main id="main-content" tabIndex={-1} className="demo-main" ref={mainRef}>
          <Suspense>
            {route.kind === 'home' ? (
              <HomePage manifestUrl={config.manifestUrl} adminServerUrl={config.adminServerUrl} />
            ) : route.kind === 'discovery' ? (
              <DiscoveryPage pathname={location.pathname} search={location.search} qaState={state} />
            ) : (
              <RoutePage route={route} routeQuery={routeQuery} origin={origin} />
            )}
          </Suspense>
        </main>
        <Suspense>
          <QaPanel
            state={state}
            notes={notes}
            onChange={changeState}
            onReset={() => changeState(DEFAULT_QA_STATE)}
            qaLink={qaLink}
            remoteStatus={remoteStatus}
            onRetry={() => setAttempt((value) => value + 1)}
            analyticsEvents={analytics.events}
            analyticsError={analytics.error}
          />
        </Suspense>
      </div>
    </>
  );
}
