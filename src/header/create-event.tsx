/**
 * The create-event call to action (product routes and roles) and its modal (product states and limits). The link works without
 * script (it points at the auto-create page); with script it opens the modal, whose code loads
 * on first use so it costs nothing on the header's first render. When that code cannot load, the
 * link does what it says after all: a full navigation to its own href, event creation.
 */
import { useRef, useState } from 'react';
import { useHeaderContext } from '../context/header-context';
import { buildEventCreateAttempt } from '../analytics';
import { getCreateEventCtaUrl } from '../routes/header-links';
import { showsCreateEventCta } from './model/menus';
import { createLazyModule } from '../lib/lazy-module';
import { LazyPart } from '../lib/lazy-part';
import { isPlainLeftClick } from '../lib/is-plain-left-click';
import { PlusIcon } from './icons';
import { CtaLabel, CtaLink } from './header.styles';

const modalCode = createLazyModule(
  () => import(/* webpackChunkName: "create-event-modal" */ './create-event-modal').then((module) => module.default),
  'the create-event modal',
);

/** Where the attempt came from, for EventCreateAttempt's pageArea (product API calls). */
export const CREATE_EVENT_PAGE_AREA = 'header';

export function CreateEventCta() {
  const { environment, user, pageData, messages, track, assignLocation } = useHeaderContext();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);
  if (!showsCreateEventCta(user, pageData)) return null;
  const href = getCreateEventCtaUrl(environment);
  return (
    <>
      <CtaLink
        ref={linkRef}
        href={href}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={(event) => {
          track(buildEventCreateAttempt(user, CREATE_EVENT_PAGE_AREA));
          // Ctrl/Cmd/Shift/middle clicks open the auto-create page in a new tab or window, as the
          // link says; only a plain click stays here and opens the modal.
          if (!isPlainLeftClick(event)) return;
          event.preventDefault();
          void modalCode.load();
          setHasOpened(true);
          setIsOpen((open) => !open);
        }}
      >
        <PlusIcon />
        <CtaLabel>{messages.createAnEvent}</CtaLabel>
      </CtaLink>
      {hasOpened && (
        <LazyPart
          code={modalCode}
          isOpen={isOpen}
          onClose={() => setIsOpen(false)}
          // The modal's code did not load: the link does what its href says, a full navigation.
          onError={() => {
            setIsOpen(false);
            assignLocation(href);
          }}
        />
      )}
    </>
  );
}
