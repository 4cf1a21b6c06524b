/**
 * Desktop links (product routes): Find Events, then for organizers the Organize and Help menus from the
 * environment, for everyone else Create Events and the Help Center dropdown.
 */
import { DropdownMenu } from '../design-system';
import { useHeaderContext } from '../context/header-context';
import { buildHeaderEvent, HeaderAction } from '../analytics';
import { getCreateEventsUrl, getFindEventsUrl } from '../routes/header-links';
import { buildHelpCenterItems, buildLinkGroupItems } from './model/menus';
import { useMenuContext } from './use-menu-context';
import { GivesWayUpTo, NavLink, NavList } from './header.styles';

export function DesktopNav() {
  const ctx = useHeaderContext();
  const menuContext = useMenuContext();
  const { environment, messages, user, navigate, track } = ctx;
  const isOrganizer = user.isAuthenticated && user.canCreateEvents;
  return (
    <nav aria-label={messages.mainNavigation}>
      <NavList>
        <GivesWayUpTo $upTo="xxl">
          <NavLink href={getFindEventsUrl(environment)} onClick={() => track(buildHeaderEvent(HeaderAction.Discover))}>
            {messages.findEvents}
          </NavLink>
        </GivesWayUpTo>
        {isOrganizer ? (
          <>
            <li>
              <DropdownMenu
                label={messages.organize}
                items={buildLinkGroupItems(environment.organizeUrls, environment.serverUrl, 'organize')}
                navigate={navigate}
              />
            </li>
            <li>
              <DropdownMenu
                label={messages.help}
                items={buildLinkGroupItems(environment.helpUrls, environment.serverUrl, 'help')}
                navigate={navigate}
              />
            </li>
          </>
        ) : (
          <>
            <li>
              <NavLink
                href={getCreateEventsUrl(environment)}
                onClick={() => track(buildHeaderEvent(HeaderAction.HostAnEventLinkClicked))}
              >
                {messages.createEvents}
              </NavLink>
            </li>
            <li>
              <DropdownMenu
                label={messages.helpCenterMenu}
                items={buildHelpCenterItems(menuContext)}
                navigate={navigate}
              />
            </li>
          </>
        )}
      </NavList>
    </nav>
  );
}
