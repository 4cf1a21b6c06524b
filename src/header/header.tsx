/**
 * The global header (spec 2 "Header", spec 6), composed from parts that share HeaderContext.
 * Desktop: logo wordmark, a slot for search and the location picker, main links, account actions.
 * Mobile (host says so, or narrower than 960 px): logo icon, a round search button opening the
 * search takeover (SearchBar and location picker), account menu, Menu button. Picking a place in
 * the takeover closes it at 660 px and up (spec 9).
 */
import type { ReactNode } from 'react';
import { useHeaderContext } from '../context/header-context';
import { AnonymousActions, CountLinks, UserMenu } from './account-actions';
import { CreateEventCta } from './create-event';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenuButton } from './mobile-menu';
import { DeferredLocationPicker } from '../location';
import { SearchBar, SearchTakeover } from '../search';
import { SkipLink, SkipTarget, useSkipTarget } from './skip-link';
import { NavList, Root, SearchSlot } from './header.styles';

export interface HeaderLayoutProps {
  /** Replaces the search slot's content (stories and tests); default the SearchBar and the picker. */
  search?: ReactNode;
}

/** The search slot: the SearchBar with the picker beside it, or on mobile the takeover's round button. */
function HeaderSearch() {
  const { environment, navigate, track, isMobileLayout } = useHeaderContext();
  const shared = {
    serverUrl: environment.serverUrl,
    localeInfo: environment.localeInfo,
    navigate,
    track,
  };
  const picker = <DeferredLocationPicker />;
  return isMobileLayout ? (
    <SearchTakeover {...shared} locationControl={picker} />
  ) : (
    <SearchBar {...shared} locationControl={picker} />
  );
}

export function HeaderLayout({ search }: HeaderLayoutProps) {
  const { user, isMobileLayout, syncCurrentUrl } = useHeaderContext();
  const skipTarget = useSkipTarget();
  return (
    <Root
      $mobile={isMobileLayout}
      data-layout={isMobileLayout ? 'mobile' : 'desktop'}
      // Links that depend on the current page (sign-in referrers, detached Interests, active marks)
      // are rebuilt from the live address as the visitor reaches for one, even when the host's
      // navigation announced nothing (pushState without the Navigation API). The click is synced
      // at once, before the browser follows the href. React events bubble through portals, so
      // dialogs and menus opened from the header are covered too.
      onFocusCapture={() => syncCurrentUrl()}
      onPointerDownCapture={() => syncCurrentUrl()}
      onClickCapture={() => syncCurrentUrl({ immediately: true })}
    >
      <SkipLink target={skipTarget} />
      <Logo />
      <SearchSlot>{search ?? <HeaderSearch />}</SearchSlot>
      {!isMobileLayout && <DesktopNav />}
      <CreateEventCta />
      {user.isAuthenticated ? (
        <NavList>
          {!isMobileLayout && <CountLinks />}
          <li>
            <UserMenu />
          </li>
        </NavList>
      ) : (
        !isMobileLayout && <AnonymousActions />
      )}
      {isMobileLayout && <MobileMenuButton />}
      <SkipTarget show={skipTarget.hasOwnTarget} targetRef={skipTarget.ownTargetRef} />
    </Root>
  );
}
