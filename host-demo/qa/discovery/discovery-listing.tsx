/**
 * The discovery listing (product routes: "Discovery listing"): title, filter form, one page of events from
 * the demo API, paging, the product error catalogue empty-state text, and Save toggles for signed-in personas with
 * the product error catalogue save messages in a live region. Addresses it navigates to come from buildDiscoveryUrl
 * (through discovery-route.ts) plus the QA panel's own keys.
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { defaultMessages } from '../../../src/i18n';
import type { DiscoveryApi } from './discovery-api';
import { DiscoveryFilters, type FilterControlName } from './discovery-filters';
import {
  DISCOVERY_PAGE_SIZE,
  getDiscoveryArea,
  getDiscoveryTitle,
  getFilterChangeUrl,
  getPageUrl,
  withExtraQuery,
  type DiscoveryRoute,
  type FilterChange,
} from './discovery-route';
import { EventCard } from './event-card';
import { dispatchSavedCount, isSavedInThisTab, rememberSaved } from './saved-count';
import { getCachedPlace, getResultsKey, useDiscoveryResults } from './use-discovery-results';

export const LISTING_TEXTS = {
  resultsHeading: 'Results',
  loading: 'Loading events…',
  searchFailed: defaultMessages.searchFailed,
  retry: 'Try again',
  pagination: 'Results pages',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  count: (count: number, first: number, last: number) =>
    count === 1 ? '1 event' : `${count.toLocaleString('en-US')} events, showing ${first} to ${last}`,
  pastLastPage: (page: number, pageCount: number) =>
    `There is no page ${page}: this listing has ${pageCount} page${pageCount === 1 ? '' : 's'}.`,
  firstPage: 'Go to the first page',
} as const;

export interface DiscoveryListingProps {
  route: DiscoveryRoute;
  /** Query keys of the QA panel (`persona=attendee`) to keep on every address the page navigates to. */
  qaQuery: string;
  personaId: string;
  isSignedIn: boolean;
  /** BCP 47-ish locale of the QA state (`en_US`), for dates. */
  locale: string;
  api: DiscoveryApi;
  navigate: (to: string) => void;
  /** The location segment names no known place. */
  onUnknownPlace: (reason: string) => void;
}

export function DiscoveryListing({
  route,
  qaQuery,
  personaId,
  isSignedIn,
  locale,
  api,
  navigate,
  onUnknownPlace,
}: DiscoveryListingProps) {
  const { parsed, page } = route;
  const { results, lastReady } = useDiscoveryResults(route, api);
  const area = getDiscoveryArea(parsed);
  // While a new page loads, the last results stay on screen (marked busy) instead of a blank list.
  const shown = results.status === 'ready' ? results : results.status === 'loading' ? lastReady : null;

  const cachedPlace = getCachedPlace(area);
  const placeName = results.status === 'ready' ? results.place?.name : cachedPlace?.name;
  const title = getDiscoveryTitle(parsed, placeName);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (results.status === 'unknown-place') onUnknownPlace(results.reason);
  }, [results, onUnknownPlace]);

  // Focus: a control that changed the address keeps focus (the shell focuses <main> on every path
  // change, which would throw a keyboard user out of the form); a new results page moves focus to
  // the results heading once it has loaded.
  const formRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pendingControl = useRef<FilterControlName | null>(null);
  const pendingPageFocus = useRef(false);
  const resultsKey = getResultsKey(route);
  useEffect(() => {
    const control = pendingControl.current;
    if (!control) return;
    pendingControl.current = null;
    // After the shell's own passive effect (parents run after children) has moved focus to <main>.
    queueMicrotask(() => {
      const element = formRef.current?.querySelector<HTMLElement>(`[name="${control}"]`);
      element?.focus();
    });
  }, [resultsKey]);
  useEffect(() => {
    if (results.status !== 'ready' || !pendingPageFocus.current) return;
    pendingPageFocus.current = false;
    headingRef.current?.focus();
  }, [results.status, resultsKey]);

  const onFilterChange = useCallback(
    (change: FilterChange) => {
      const url = getFilterChangeUrl(parsed, change);
      // The same listing again (e.g. the same text resubmitted): nothing changes, focus stays.
      if (url === getPageUrl(parsed, 1) && page === 1) return;
      pendingControl.current = change.control;
      navigate(withExtraQuery(url, qaQuery));
    },
    [navigate, parsed, page, qaQuery],
  );

  const goToPage = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    pendingPageFocus.current = true;
    navigate(withExtraQuery(getPageUrl(parsed, target), qaQuery));
  };

  // Saves: what this tab saved, the request in flight, and the live-region message.
  const [savedIds, setSavedIds] = useState<ReadonlySet<string>>(new Set());
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState<{ text: string; id: number } | null>(null);
  // A new key per message, so the same text said twice is announced twice.
  const announcementId = useRef(0);
  const announce = (text: string) => setAnnouncement({ text, id: (announcementId.current += 1) });
  const isSaved = (eventId: string) => savedIds.has(eventId) || isSavedInThisTab(personaId, eventId);
  const toggleSave = async (eventId: string) => {
    const next = !isSaved(eventId);
    setBusyIds((previous) => new Set(previous).add(eventId));
    setAnnouncement(null);
    try {
      const { saved, numSavedEvents } = await api.setSaved(eventId, next, personaId);
      rememberSaved(personaId, eventId, saved);
      setSavedIds((previous) => {
        const copy = new Set(previous);
        if (saved) copy.add(eventId);
        else copy.delete(eventId);
        return copy;
      });
      dispatchSavedCount(window, { numSavedEvents, personaId });
      if (saved) announce(defaultMessages.eventSaved);
    } catch {
      announce(defaultMessages.eventSaveFailed);
    } finally {
      setBusyIds((previous) => {
        const copy = new Set(previous);
        copy.delete(eventId);
        return copy;
      });
    }
  };

  const data = shown?.data;
  const pageCount = data?.pagination.page_count ?? 1;
  const count = data?.pagination.object_count ?? 0;
  const first = (page - 1) * DISCOVERY_PAGE_SIZE + 1;

  return (
    <>
      <h1>{title}</h1>
      <div ref={formRef}>
        <DiscoveryFilters parsed={parsed} onChange={onFilterChange} />
      </div>
      <section className="discovery-results" aria-labelledby="discovery-results-heading">
        <h2 id="discovery-results-heading" tabIndex={-1} ref={headingRef}>
          {LISTING_TEXTS.resultsHeading}
        </h2>
        <p role="status" className="discovery-status">
          {results.status === 'loading'
            ? LISTING_TEXTS.loading
            : results.status === 'ready' && data && data.events.length > 0
              ? LISTING_TEXTS.count(count, first, first + data.events.length - 1)
              : ''}
        </p>
        {results.status === 'error' ? (
          <div className="discovery-error">
            <p>{LISTING_TEXTS.searchFailed}</p>
            <p>
              <a href={withExtraQuery(getPageUrl(parsed, page), qaQuery)} onClick={goToPage(page)}>
                {LISTING_TEXTS.retry}
              </a>
            </p>
          </div>
        ) : null}
        {results.status === 'ready' && count === 0 ? (
          <p className="discovery-message">{defaultMessages.noEventsNearby}</p>
        ) : null}
        {results.status === 'ready' && count > 0 && data && data.events.length === 0 ? (
          <p className="discovery-message">
            {LISTING_TEXTS.pastLastPage(page, pageCount)}{' '}
            <a href={withExtraQuery(getPageUrl(parsed, 1), qaQuery)} onClick={goToPage(1)}>
              {LISTING_TEXTS.firstPage}
            </a>
          </p>
        ) : null}
        {data && data.events.length > 0 && results.status !== 'error' ? (
          <ul className="discovery-list" aria-busy={results.status === 'loading'}>
            {data.events.map((event) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  locale={locale}
                  onNavigate={(href) => navigate(withExtraQuery(href, qaQuery))}
                  save={
                    isSignedIn
                      ? {
                          saved: isSaved(event.id),
                          busy: busyIds.has(event.id),
                          onToggle: () => void toggleSave(event.id),
                        }
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
        ) : null}
        {data && count > 0 && results.status !== 'error' ? (
          <nav className="discovery-pagination" aria-label={LISTING_TEXTS.pagination}>
            {page > 1 ? (
              <a href={withExtraQuery(getPageUrl(parsed, page - 1), qaQuery)} onClick={goToPage(page - 1)}>
                {LISTING_TEXTS.previous}
              </a>
            ) : null}
            <span>{LISTING_TEXTS.pageOf(page, pageCount)}</span>
            {page < pageCount ? (
              <a href={withExtraQuery(getPageUrl(parsed, page + 1), qaQuery)} onClick={goToPage(page + 1)}>
                {LISTING_TEXTS.next}
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement ? <span key={announcement.id}>{announcement.text}</span> : null}
      </div>
    </>
  );
}
