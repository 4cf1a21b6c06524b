/**
 * The mobile menu (spec 2): a "Menu" button opening a panel with the main links, the account
 * links and the nested Solutions, Industry, Event Types and Blog menus plus Contact Sales and
 * Get Started. The panel's code loads on first open.
 */
import { lazy, Suspense, useState } from 'react';
import { useHeaderContext } from '../context/header-context';
import { MenuIcon } from './icons';
import { NavButton } from './header.styles';

const MobileMenuPanel = lazy(() => import(/* webpackChunkName: "mobile-menu" */ './mobile-menu-panel'));

export function MobileMenuButton() {
  const { messages } = useHeaderContext();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <NavButton
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <MenuIcon />
        {messages.menu}
      </NavButton>
      {hasOpened && (
        <Suspense fallback={null}>
          <MobileMenuPanel isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
