/**
 * The right-hand actions (product routes and roles): for anonymous visitors Find my tickets and Sign In (or Log In +
 * Sign Up); for signed-in users Likes and Tickets with badges and the user menu.
 */
import { useCallback } from 'react';
import { Badge, DropdownMenu } from '../design-system';
import { useHeaderContext } from '../context/header-context';
import { buildHeaderEvent, HeaderAction, onLogout } from '../analytics';
import { formatCount, formatMessage } from '../i18n/messages';
import * as links from '../routes/header-links';
import { buildUserMenuItems } from './model/menus';
import { getUserLabel } from './model/user-label';
import { useMenuContext } from './use-menu-context';
import { HeartIcon, TicketIcon } from './icons';
import { Avatar, CollapsibleLabel, DesktopLayoutItem, GivesWayUpTo, NavLink, NavList, UserName } from './header.styles';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => Array.from(part)[0]?.toUpperCase() ?? '')
    .join('');
}

export function AnonymousActions() {
  const { environment, messages, currentUrl, track } = useHeaderContext();
  return (
    <NavList>
      <GivesWayUpTo $upTo="lgx">
        <NavLink href={links.getFindMyTicketsUrl(environment)}>{messages.findMyTickets}</NavLink>
      </GivesWayUpTo>
      {environment.launchNewSignInSignUpLinks ? (
        <>
          <li>
            <NavLink
              href={links.getLogInUrl(environment, currentUrl)}
              onClick={() => track(buildHeaderEvent(HeaderAction.SignInClicked))}
            >
              {messages.logIn}
            </NavLink>
          </li>
          <li>
            <NavLink
              href={links.getSignUpUrl(environment, currentUrl)}
              onClick={() => track(buildHeaderEvent(HeaderAction.SignUpClicked))}
            >
              {messages.signUp}
            </NavLink>
          </li>
        </>
      ) : (
        <li>
          <NavLink
            href={links.getSignInUrl(environment, currentUrl)}
            onClick={() => track(buildHeaderEvent(HeaderAction.SignInClicked))}
          >
            {messages.signIn}
          </NavLink>
        </li>
      )}
    </NavList>
  );
}

export function CountLinks() {
  const { environment, user, messages } = useHeaderContext();
  const locale = environment.localeInfo.locale;
  // Both are /u/{publicId}/ pages: left out for a user without publicId (reported by the props parser).
  // The badge shows 99+ (product validation rules); its hidden text says the count in words after the label: "Likes 3 saved events".
  const likesUrl = links.getLikesUrl(environment, user);
  const ticketsUrl = links.getTicketsUrl(environment, user);
  return (
    <>
      {likesUrl !== undefined && (
        <DesktopLayoutItem>
          <NavLink href={likesUrl}>
            <HeartIcon />
            <CollapsibleLabel>{messages.likes}</CollapsibleLabel>{' '}
            <Badge count={user.numSavedEvents} label={formatCount(messages.likesCount, user.numSavedEvents, locale)} />
          </NavLink>
        </DesktopLayoutItem>
      )}
      {ticketsUrl !== undefined && (
        <DesktopLayoutItem>
          <NavLink href={ticketsUrl}>
            <TicketIcon />
            <CollapsibleLabel>{messages.tickets}</CollapsibleLabel>{' '}
            <Badge count={user.numOrders} label={formatCount(messages.ticketsCount, user.numOrders, locale)} />
          </NavLink>
        </DesktopLayoutItem>
      )}
    </>
  );
}

export function UserMenu() {
  const { user, messages, navigate, track } = useHeaderContext();
  const menuContext = useMenuContext();
  // Built when the menu opens: its labels are in the catalogue's later part, which comes with the list.
  const items = useCallback(
    () =>
      buildUserMenuItems(menuContext).map((item) =>
        item.id === 'logout'
          ? {
              ...item,
              onSelect: () => {
                track(buildHeaderEvent(HeaderAction.Logout));
                onLogout();
              },
            }
          : item,
      ),
    [menuContext, track],
  );
  const label = getUserLabel(user);
  return (
    <DropdownMenu
      label={
        <>
          <Avatar
            aria-hidden="true"
            data-initials={user.thumbnailUrl ? undefined : initials(user.fullName || user.email)}
          >
            {user.thumbnailUrl && <img src={user.thumbnailUrl} alt="" />}
          </Avatar>
          <UserName>{label}</UserName>
        </>
      }
      triggerAccessibleName={formatMessage(messages.userMenu, { name: label })}
      items={items}
      navigate={navigate}
      align="end"
      onOpen={() => track(buildHeaderEvent(HeaderAction.ProfileDropdown))}
    />
  );
}
