/**
 * Skip-navigation link (product routes): the first focusable element of the header, visible on focus,
 * moving focus to the page content, labelled "Page Content" (product routes: header labels).
 *
 * The target is the host's element with `mainContentId`. When it has no accessible name the header
 * names it "Page Content" (and takes the name back when it unmounts). When the page has no such
 * element, the header renders its own target at its end, carrying the label, so the link still skips
 * the navigation. Focus is moved in script as well as by the fragment, because a fragment alone does
 * not move focus to a non-focusable element in every browser.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import styled, { css } from 'styled-components';
import { isPlainLeftClick } from '../lib/is-plain-left-click';
import { getTheme } from '../design-system/tokens';
import { VisuallyHidden } from '../design-system/visually-hidden';
import { useHeaderContext } from '../context/header-context';

/**
 * Hidden until focused; then it takes its place in the header row instead of floating over the
 * logo, so no target is covered (WCAG 2.5.8 target size, found by axe in the browser tests).
 */
const Link = styled.a`
  ${({ theme }) => {
    const t = getTheme(theme);
    return css`
      background: ${t.colors.neutral[1000]};
      color: ${t.colors.background};
      ${t.focusRing}
    `;
  }}
  flex: none;
  padding: 8px 16px;
  border-radius: 8px;
  font-weight: 700;
  text-decoration: none;

  &:not(:focus) {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** The host's element with this id, not counting the header's own target. */
function findHostTarget(id: string, own: Element | null): HTMLElement | undefined {
  // An attribute selector: ids may hold `.` and `:` (config's safe id pattern), never quotes.
  return Array.from(document.querySelectorAll<HTMLElement>(`[id="${id}"]`)).find((element) => element !== own);
}

export interface SkipTargetState {
  /** True when the page has no element with `mainContentId`: the header renders its own target. */
  hasOwnTarget: boolean;
  /** The header's own target, when rendered. */
  ownTargetRef: RefObject<HTMLElement | null>;
  /** Looks for the host's target again (it may have appeared since), naming it when unnamed. */
  check: () => void;
}

/** Finds and labels the skip link's target; the header layout holds it for the link and its own target. */
export function useSkipTarget(): SkipTargetState {
  const { mainContentId, messages } = useHeaderContext();
  const label = messages.pageContent;
  const [hasOwnTarget, setHasOwnTarget] = useState(false);
  const ownTargetRef = useRef<HTMLElement | null>(null);
  const labelled = useRef<HTMLElement | null>(null);

  const unlabel = useCallback(() => {
    const element = labelled.current;
    labelled.current = null;
    // Only the name the header gave: the host may have named it since.
    if (element && element.getAttribute('aria-label') === label) element.removeAttribute('aria-label');
  }, [label]);

  const check = useCallback(() => {
    const host = findHostTarget(mainContentId, ownTargetRef.current);
    setHasOwnTarget(!host);
    if (!host || host.hasAttribute('aria-label') || host.hasAttribute('aria-labelledby')) return;
    unlabel();
    host.setAttribute('aria-label', label);
    labelled.current = host;
  }, [mainContentId, label, unlabel]);

  useEffect(() => {
    check();
    return unlabel;
  }, [check, unlabel]);

  return { hasOwnTarget, ownTargetRef, check };
}

export function SkipLink({ target }: { target: SkipTargetState }) {
  const { mainContentId, messages } = useHeaderContext();
  return (
    <Link
      href={`#${mainContentId}`}
      onFocus={target.check}
      onClick={(event) => {
        // A modified click (new tab or window) is left to the browser.
        if (!isPlainLeftClick(event)) return;
        const element = findHostTarget(mainContentId, target.ownTargetRef.current) ?? target.ownTargetRef.current;
        if (!element) return;
        event.preventDefault();
        if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
        element.focus();
        element.scrollIntoView?.();
      }}
    >
      {messages.skipMainNavigation}
    </Link>
  );
}

/** The header's own skip target, for pages without an element with `mainContentId`. */
export function SkipTarget({ show, targetRef }: { show: boolean; targetRef: SkipTargetState['ownTargetRef'] }) {
  const { mainContentId, messages } = useHeaderContext();
  if (!show) return null;
  return (
    <VisuallyHidden id={mainContentId} tabIndex={-1} ref={targetRef}>
      {messages.pageContent}
    </VisuallyHidden>
  );
}
