/**
 * Skip-navigation link (spec 2): the first focusable element of the header, visible on focus,
 * moving focus to the host's page content. Focus is moved in script as well as by the fragment,
 * because a fragment alone does not move focus to a non-focusable element in every browser.
 */
import styled, { css } from 'styled-components';
import { getTheme } from '../design-system/tokens';
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

export function SkipLink() {
  const { mainContentId, messages } = useHeaderContext();
  return (
    <Link
      href={`#${mainContentId}`}
      onClick={(event) => {
        const target = document.getElementById(mainContentId);
        if (!target) return;
        event.preventDefault();
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus();
        target.scrollIntoView?.();
      }}
    >
      {messages.skipMainNavigation}
    </Link>
  );
}
