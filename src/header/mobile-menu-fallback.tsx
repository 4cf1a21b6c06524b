/**
 * What the Menu button shows when the mobile menu's code cannot load (a blocked or failed chunk):
 * the same "Menu" dialog holding the main links as plain anchors, built from code the header has
 * already loaded. A visitor who pressed Menu expects a menu where they pressed it; sending them to a
 * separate links page would be a surprise navigation, and there is no such page on every host.
 * It leaves out only what needs the panel's code: the nested Solutions, Industry, Event Types and
 * Blog menus. A signed-in user's Likes and Tickets stay reachable through the account menu.
 */
import styled from 'styled-components';
import { Modal } from '../design-system';
import { useHeaderContext } from '../context/header-context';
import { buildHeaderEvent, HeaderAction } from '../analytics';
import * as links from '../routes/header-links';
import { NavLink } from './header.styles';

const LinkList = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface MobileMenuFallbackProps {
  isOpen: boolean;
  onClose: () => void;
}

export function MobileMenuFallback({ isOpen, onClose }: MobileMenuFallbackProps) {
  const { environment: env, user, messages, currentUrl, track } = useHeaderContext();
  const trackClick = (action: HeaderAction) => () => track(buildHeaderEvent(action));
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={messages.menu}>
      <nav aria-label={messages.mainNavigation}>
        <LinkList>
          {!user.isAuthenticated && (
            <>
              <li>
                <NavLink href={links.getFindMyTicketsUrl(env)}>{messages.findMyTickets}</NavLink>
              </li>
              {env.launchNewSignInSignUpLinks ? (
                <>
                  <li>
                    <NavLink href={links.getLogInUrl(env, currentUrl)} onClick={trackClick(HeaderAction.SignInClicked)}>
                      {messages.logIn}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink
                      href={links.getSignUpUrl(env, currentUrl)}
                      onClick={trackClick(HeaderAction.SignUpClicked)}
                    >
                      {messages.signUp}
                    </NavLink>
                  </li>
                </>
              ) : (
                <li>
                  <NavLink href={links.getSignInUrl(env, currentUrl)} onClick={trackClick(HeaderAction.SignInClicked)}>
                    {messages.signIn}
                  </NavLink>
                </li>
              )}
            </>
          )}
          <li>
            <NavLink href={links.getFindEventsUrl(env)} onClick={trackClick(HeaderAction.Discover)}>
              {messages.findEvents}
            </NavLink>
          </li>
          <li>
            <NavLink href={links.getCreateEventsUrl(env)} onClick={trackClick(HeaderAction.HostAnEventLinkClicked)}>
              {messages.createEvents}
            </NavLink>
          </li>
          <li>
            <NavLink href={links.getHelpCenterUrl(env)}>{messages.helpCenter}</NavLink>
          </li>
        </LinkList>
      </nav>
    </Modal>
  );
}
