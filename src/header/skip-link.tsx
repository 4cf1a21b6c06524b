/**
 * Skip-navigation link (spec 2): the first focusable element of the header, visible on focus,
 * moving focus to the host's page content. Focus is moved in script as well as by the fragment,
 * because a fragment alone does not move focus to a non-focusable element in every browser.
 */
import styled, { css } from 'styled-components';
import { getTheme } from '../design-system/tokens';
import { useHeaderContext } from '../context/header-context';

const Link = styled.a`
  ${({ theme }) => {
    const t = getTheme(theme);
    return css`
      background: ${t.colors.neutral[1000]};
      color: ${t.colors.background};
      ${t.focusRing}
    `;
  }}
  position: absolute;
  left: 8px;
  top: 8px;
  z-index: 2000;
  padding: 8px 16px;
  border-radius: 8px;
  font-weight: 700;
  text-decoration: none;
  transform: translateY(-200%);

  &:focus {
    transform: none;
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
