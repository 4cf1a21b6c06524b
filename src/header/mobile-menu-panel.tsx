import { useMemo } from 'react';
import styled from 'styled-components';
import { DisclosureNav, Modal } from '../design-system';
import { useHeaderContext } from '../context/header-context';
import type { MenuItem } from '../design-system';
import { buildHeaderEvent, HeaderAction } from '../analytics';
import * as links from '../routes/header-links';
import { buildHelpCenterItems } from './model/menus';
import { buildMobileAccountItems, buildMobileMenuItems, markActive } from './model/mobile-menus';
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

/**
 * The product API header actions of the panel's links: the same events the desktop links send
 * (Sign In and Log In are both SignInClicked, as on desktop).
 */
const PANEL_ACTIONS: Readonly<Record<string, HeaderAction>> = {
  'm-sign-in': HeaderAction.SignInClicked,
  'm-log-in': HeaderAction.SignInClicked,
  'm-sign-up': HeaderAction.SignUpClicked,
  'm-find-events': HeaderAction.Discover,
  'm-create-events': HeaderAction.HostAnEventLinkClicked,
};

export default function MobileMenuPanel({ isOpen, onClose }: MobileMenuPanelProps) {
  const ctx = useHeaderContext();
  const menuContext = useMenuContext();
  const { environment, messages, navigate, track } = ctx;
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
    const withActions = [...buildMobileAccountItems(menuContext), ...main].map((item) => {
      const action = PANEL_ACTIONS[item.id];
      return action ? { ...item, onSelect: () => track(buildHeaderEvent(action)) } : item;
    });
    return markActive([...withActions, ...buildMobileMenuItems(menuContext)], menuContext.currentUrl);
  }, [environment, messages, menuContext, track]);
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={messages.menu}>
      <Sections>
        {/* A chosen link closes the panel: the host's router may handle it in-app (no page load),
            and the visitor should then see the page they asked for, with focus back on Menu. */}
        <DisclosureNav items={items} navigate={navigate} aria-label={messages.mainNavigation} onNavigate={onClose} />
      </Sections>
    </Modal>
  );
}
