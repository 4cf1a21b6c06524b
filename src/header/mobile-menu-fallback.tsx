/**
 * What the Menu button shows when the mobile menu's code cannot load (a blocked or failed chunk): the
 * main links as plain anchors in a list that drops down under the header, built only from code the
 * header has already loaded. A visitor who pressed Menu expects the menu's links where they pressed
 * it; a separate links page would be a surprise navigation that no host is bound to have. It is a
 * disclosure (the button's aria-expanded, Escape closes), not a dialog: the Modal would add about
 * 0.9 KB gzip to the header's first render (measured) for a path that should rarely run.
 * Left out: the nested Solutions, Industry, Event Types and Blog menus, which need the panel's code;
 * a signed-in user's Likes and Tickets stay in the account menu.
 */
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { getTheme } from '../design-system';
import { useHeaderContext } from '../context/header-context';
import { buildHeaderEvent, HeaderAction } from '../analytics';
import * as links from '../routes/header-links';
import { NavLink } from './header.styles';

const Panel = styled.nav`
  position: absolute;
  top: 100%;
  inset-inline: 0;
  z-index: ${({ theme }) => getTheme(theme).zIndices.menu};
  padding: 8px 12px 12px;
  background: ${({ theme }) => getTheme(theme).colors.background};
  border-bottom: 1px solid ${({ theme }) => getTheme(theme).colors.neutral[300]};
  box-shadow: ${({ theme }) => getTheme(theme).shadows.menu};
`;

const LinkList = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface MobileMenuFallbackProps {
  /** Referenced by the Menu button's aria-controls. */
  id: string;
  isOpen: boolean;
  /** Escape: close, and focus goes back to the Menu button. */
  onClose: () => void;
}

export function MobileMenuFallback({ id, isOpen, onClose }: MobileMenuFallbackProps) {
  const { environment: env, user, messages, currentUrl, track } = useHeaderContext();
  if (!isOpen) return null;
  const trackClick = (action: HeaderAction) => () => track(buildHeaderEvent(action));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  return (
    <Panel id={id} aria-label={messages.mainNavigation} onKeyDown={onKeyDown}>
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
                  <NavLink href={links.getSignUpUrl(env, currentUrl)} onClick={trackClick(HeaderAction.SignUpClicked)}>
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
    </Panel>
  );
}
