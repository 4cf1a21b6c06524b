/**
 * Desktop links (product routes): Find Events, then for organizers the Organize and Help menus from the
 * environment, for everyone else Create Events and the Help Center dropdown.
 */
import { DropdownMenu, type MenuItem } from '../design-system';
import { useHeaderContext } from '../context/header-context';
import { buildHeaderEvent, HeaderAction } from '../analytics';
import { getCreateEventsUrl, getFindEventsUrl } from '../routes/header-links';
import { buildHelpCenterItems, buildLinkGroupItems } from './model/menus';
import { useMenuContext } from './use-menu-context';
import { GivesWayUpTo, LastMenuItem, NavLink, NavList } from './header.styles';

export function DesktopNav() {
  const ctx = useHeaderContext();
  const menuContext = useMenuContext();
  const { environment, messages, user, navigate, track } = ctx;
  const isOrganizer = user.isAuthenticated && user.canCreateEvents;
  const menu = (label: string, items: MenuItem[] | (() => MenuItem[]), Item: typeof LastMenuItem | 'li' = 'li') => (
    <Item>
      <DropdownMenu label={label} items={items} navigate={navigate} />
    </Item>
  );
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
            {menu(messages.organize, buildLinkGroupItems(environment.organizeUrls, environment.serverUrl, 'organize'))}
            {menu(
              messages.help,
              buildLinkGroupItems(environment.helpUrls, environment.serverUrl, 'help'),
              LastMenuItem,
            )}
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
            {/* Built when the menu opens: its links' texts are in the catalogue's later part, which comes with the list. */}
            {menu(messages.helpCenterMenu, () => buildHelpCenterItems(menuContext), LastMenuItem)}
          </>
        )}
      </NavList>
    </nav>
  );
}
