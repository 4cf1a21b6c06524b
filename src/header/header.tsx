/**
 * The global header (product routes: "Header", product roles), composed from parts that share HeaderContext.
 * Desktop (960 px and up): logo wordmark, a slot for search and the location picker, main links,
 * account actions. Mobile (narrower): logo icon, a search input with the round search button beside it
 * (product routes), either opening the search takeover (SearchBar and location picker), account menu, Menu button. Picking a place in the takeover closes
 * it at 660 px and up (product limits).
 *
 * Both layouts are in the markup and CSS picks one: a server cannot know the width (an
 * iPad sends a desktop user agent, a narrow desktop window sends nothing), and a layout chosen by
 * script after hydration moved the whole page. The host's `environment.isMobile` is a hint only.
 */
import type { ReactNode } from 'react';
import { useHeaderContext } from '../context/header-context';
import { catalogueLanguageTag } from '../i18n/catalogue-names';
import { AnonymousActions, CountLinks, UserMenu } from './account-actions';
import { CreateEventCta } from './create-event';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenuButton } from './mobile-menu';
import { LocationPicker } from '../location';
import { SearchBar, SearchTakeover } from '../search';
import { SkipLink, SkipTarget, useSkipTarget } from './skip-link';
import { DesktopLayoutOnly, DesktopSearch, MobileLayoutOnly, NavList, Root, SearchSlot } from './header.styles';

export interface HeaderLayoutProps {
  /** Replaces the search slot's content (stories and tests); default the SearchBar and the picker. */
  search?: ReactNode;
}

/**
 * The search slot: the SearchBar with the picker beside it, and for the mobile layout the takeover's
 * input and round button. The hidden one costs a few elements; its full parts load on first use only.
 */
function HeaderSearch() {
  const { environment, navigate, track, place } = useHeaderContext();
  const shared = {
    serverUrl: environment.serverUrl,
    localeInfo: environment.localeInfo,
    navigate,
    track,
  };
  // The place the host's server found (the cookie's or its guess) is the picker's first place: it is in the
  // server's HTML, and the browser asks for no guess.
  const picker = <LocationPicker defaultValue={place} />;
  return (
    <>
      <DesktopSearch>
        <SearchBar {...shared} locationControl={picker} />
      </DesktopSearch>
      <MobileLayoutOnly>
        <SearchTakeover {...shared} locationControl={picker} />
      </MobileLayoutOnly>
    </>
  );
}

export function HeaderLayout({ search }: HeaderLayoutProps) {
  const { user, syncCurrentUrl, prefetchTracker, environment } = useHeaderContext();
  const skipTarget = useSkipTarget();
  return (
    <Root
      // The language of its texts, which a host page in another language (or one that says none) does
      // not give: screen readers then read German as German. Always written, since a server cannot
      // read the page's own lang, and the same markup must hydrate.
      lang={catalogueLanguageTag(environment.localeInfo.locale)}
      // Links that depend on the current page (sign-in referrers, detached Interests, active marks)
      // are rebuilt from the live address as the visitor reaches for one, even when the host's
      // navigation announced nothing (pushState without the Navigation API). The click is synced
      // at once, before the browser follows the href. React events bubble through portals, so
      // dialogs and menus opened from the header are covered too.
      // The same reach, and the pointer passing over, is the visitor's first intent: the analytics tracker's
      // code loads then, before a click can need it.
      onFocusCapture={() => (prefetchTracker(), syncCurrentUrl())}
      onPointerOverCapture={prefetchTracker}
      onTouchStartCapture={prefetchTracker}
      onPointerDownCapture={() => syncCurrentUrl()}
      onClickCapture={() => syncCurrentUrl({ immediately: true })}
    >
      <SkipLink target={skipTarget} />
      <Logo />
      <SearchSlot>{search ?? <HeaderSearch />}</SearchSlot>
      <DesktopLayoutOnly>
        <DesktopNav />
      </DesktopLayoutOnly>
      <CreateEventCta />
      {user.isAuthenticated ? (
        <NavList>
          <CountLinks />
          <li>
            <UserMenu />
          </li>
        </NavList>
      ) : (
        <DesktopLayoutOnly>
          <AnonymousActions />
        </DesktopLayoutOnly>
      )}
      <MobileLayoutOnly>
        <MobileMenuButton />
      </MobileLayoutOnly>
      <SkipTarget show={skipTarget.hasOwnTarget} targetRef={skipTarget.ownTargetRef} />
    </Root>
  );
}
