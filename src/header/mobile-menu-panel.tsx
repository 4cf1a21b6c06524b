import { useMemo } from 'react';
import styled from 'styled-components';
import { DisclosureNav, Modal } from '../design-system';
import { useHeaderContext } from '../context/header-context';
import type { MenuItem } from '../design-system';
import { formatMessage } from '../i18n/messages';
import * as links from '../routes/header-links';
import { buildHelpCenterItems, buildMobileMenuItems, markActive } from './model/menus';
import { useMenuContext } from './use-menu-context';

const Sections = styled.div`
  display: grid;
  gap: 8px;
  min-width: min(320px, 80vw);
`;

export interface MobileMenuPanelProps {
  isOpen: boolean;
  onClose: () => void;
}

/** Account links for the panel: sign-in links for visitors, Likes and Tickets with counts for users. */
function buildAccountItems(ctx: ReturnType<typeof useHeaderContext>): MenuItem[] {
  const { environment: env, user, messages, currentUrl } = ctx;
  if (!user.isAuthenticated) {
    const auth: MenuItem[] = env.launchNewSignInSignUpLinks
      ? [
          { type: 'anchor', id: 'm-log-in', content: messages.logIn, path: links.getLogInUrl(env, currentUrl) },
          { type: 'anchor', id: 'm-sign-up', content: messages.signUp, path: links.getSignUpUrl(env, currentUrl) },
        ]
      : [{ type: 'anchor', id: 'm-sign-in', content: messages.signIn, path: links.getSignInUrl(env, currentUrl) }];
    return [
      {
        type: 'anchor',
        id: 'm-find-my-tickets',
        content: messages.findMyTickets,
        path: links.getFindMyTicketsUrl(env),
      },
      ...auth,
    ];
  }
  return [
    {
      type: 'anchor',
      id: 'm-likes',
      content: messages.likes,
      secondaryContent: formatMessage(messages.likesCount, { count: user.numSavedEvents }),
      path: links.getLikesUrl(env, user),
    },
    {
      type: 'anchor',
      id: 'm-tickets',
      content: messages.tickets,
      secondaryContent: formatMessage(messages.ticketsCount, { count: user.numOrders }),
      path: links.getTicketsUrl(env, user),
    },
  ];
}

export default function MobileMenuPanel({ isOpen, onClose }: MobileMenuPanelProps) {
  const ctx = useHeaderContext();
  const menuContext = useMenuContext();
  const { environment, messages, navigate } = ctx;
  const items = useMemo(() => {
    const main: MenuItem[] = [
      { type: 'anchor', id: 'm-find-events', content: messages.findEvents, path: links.getFindEventsUrl(environment) },
      {
        type: 'anchor',
        id: 'm-create-events',
        content: messages.createEvents,
        path: links.getCreateEventsUrl(environment),
      },
      {
        type: 'expandLink',
        id: 'm-help-center',
        content: messages.helpCenterMenu,
        subItems: buildHelpCenterItems(menuContext),
      },
    ];
    return markActive([...buildAccountItems(ctx), ...main, ...buildMobileMenuItems(menuContext)], ctx.currentUrl);
  }, [ctx, environment, messages, menuContext]);
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={messages.menu}>
      <Sections>
        <DisclosureNav items={items} navigate={navigate} aria-label={messages.mainNavigation} />
      </Sections>
    </Modal>
  );
}
