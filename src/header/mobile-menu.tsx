/**
 * The mobile menu (product routes): a "Menu" button opening a panel with the main links, the account
 * links and the nested Solutions, Industry, Event Types and Blog menus plus Contact Sales and
 * Get Started. The panel's code loads on first open; when it cannot load, the button shows and
 * hides the plain links instead (mobile-menu-fallback.tsx) and the next opening tries the panel again.
 */
import { useId, useRef, useState } from 'react';
import { useHeaderContext } from '../context/header-context';
import { createLazyModule } from '../lib/lazy-module';
import { LazyPart } from '../lib/lazy-part';
import { MenuIcon } from './icons';
import { MobileMenuFallback } from './mobile-menu-fallback';
import { MenuLabel, NavButton } from './header.styles';

const panelCode = createLazyModule(
  () => import(/* webpackChunkName: "mobile-menu" */ './mobile-menu-panel').then((module) => module.default),
  'the mobile menu',
);

export function MobileMenuButton() {
  const { messages } = useHeaderContext();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  // The panel failed: the button now discloses the plain links (no dialog) until the next opening.
  const [showsPlainLinks, setShowsPlainLinks] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const plainLinksId = useId();
  const close = () => setIsOpen(false);
  return (
    <>
      <NavButton
        ref={buttonRef}
        type="button"
        aria-haspopup={showsPlainLinks ? undefined : 'dialog'}
        aria-controls={showsPlainLinks && isOpen ? plainLinksId : undefined}
        aria-expanded={isOpen}
        onClick={() => {
          // Only the plain links leave the button pressable while open (the dialog makes the page inert).
          if (isOpen) {
            close();
            return;
          }
          void panelCode.load();
          setShowsPlainLinks(false);
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <MenuIcon />
        <MenuLabel>{messages.menu}</MenuLabel>
      </NavButton>
      {hasOpened && (
        <LazyPart
          code={panelCode}
          isOpen={isOpen}
          onClose={close}
          onError={() => setShowsPlainLinks(true)}
          fallback={
            <MobileMenuFallback
              id={plainLinksId}
              isOpen={isOpen}
              onClose={() => {
                close();
                buttonRef.current?.focus();
              }}
            />
          }
        />
      )}
    </>
  );
}
