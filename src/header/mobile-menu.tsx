/**
 * The mobile menu (spec 2): a "Menu" button opening a panel with the main links, the account
 * links and the nested Solutions, Industry, Event Types and Blog menus plus Contact Sales and
 * Get Started. The panel's code loads on first open; when it cannot load, the button opens the
 * plain links instead (mobile-menu-fallback.tsx) and the next press tries the panel again.
 */
import { useState } from 'react';
import { useHeaderContext } from '../context/header-context';
import { createLazyPart } from '../design-system/lazy-part';
import { MenuIcon } from './icons';
import { MobileMenuFallback } from './mobile-menu-fallback';
import { NavButton } from './header.styles';

const MobileMenuPanel = createLazyPart({
  name: 'the mobile menu',
  load: () => import(/* webpackChunkName: "mobile-menu" */ './mobile-menu-panel'),
});

export function MobileMenuButton() {
  const { messages } = useHeaderContext();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const close = () => setIsOpen(false);
  return (
    <>
      <NavButton
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => {
          MobileMenuPanel.retry();
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <MenuIcon />
        {messages.menu}
      </NavButton>
      {hasOpened && (
        <MobileMenuPanel
          isOpen={isOpen}
          onClose={close}
          fallback={<MobileMenuFallback isOpen={isOpen} onClose={close} />}
        />
      )}
    </>
  );
}
