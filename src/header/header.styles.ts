import styled, { css } from 'styled-components';
import { HEADER_HEIGHT_DESKTOP, HEADER_HEIGHT_MOBILE } from '../config/constants';
import { getTheme, media } from '../design-system/tokens';

/**
 * The header root. It sets its own font, colour and box-sizing so a host's global styles do not
 * leak in, and a fixed height so the host can reserve it (no layout shift).
 */
export const Root = styled.header<{ $mobile: boolean }>`
  ${({ theme }) => {
    const t = getTheme(theme);
    return css`
      font-family: ${t.fontFamily};
      color: ${t.colors.text};
      background: ${t.colors.background};
      border-bottom: 1px solid ${t.colors.neutral[300]};
    `;
  }}
  box-sizing: border-box;
  position: relative;
  display: flex;
  align-items: center;
  gap: 8px;
  height: ${({ $mobile }) => ($mobile ? HEADER_HEIGHT_MOBILE : HEADER_HEIGHT_DESKTOP)}px;
  padding: 0 ${({ $mobile }) => ($mobile ? 12 : 24)}px;
  line-height: 1.5;
  font-size: 16px;
  /* The row never widens the page: a phone served the desktop layout (the server could not tell it
     was a phone) would otherwise zoom out to fit it, report a desktop-wide viewport and keep that
     layout after hydration. Clipped on the inline axis only, so the dropdowns below stay visible. */
  overflow-x: clip;

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

/** Space reserved between the logo and the links for the search bar and location picker. */
export const SearchSlot = styled.div`
  flex: 1 1 auto;
  /* Never narrower than the search and picker at their smallest: they would slide under the links. */
  min-width: min-content;
  display: flex;
  align-items: center;
  gap: 8px;
`;

export const NavList = styled.ul`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const linkLook = css`
  ${({ theme }) => {
    const t = getTheme(theme);
    return css`
      color: ${t.colors.neutral[900]};
      ${t.focusRing}
      &:hover {
        color: ${t.colors.brandDark};
        background: ${t.colors.neutral[100]};
      }
    `;
  }}
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 12px;
  border: 0;
  border-radius: 8px;
  background: transparent;
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
`;

export const NavLink = styled.a`
  ${linkLook}
`;

export const NavButton = styled.button`
  ${linkLook}
`;

export const CtaLink = styled.a`
  ${linkLook}
  ${({ theme }) => {
    const t = getTheme(theme);
    return css`
      color: ${t.colors.onBrand};
      background: ${t.colors.brand};
      &:hover {
        color: ${t.colors.onBrand};
        background: ${t.colors.brandDark};
      }
    `;
  }}
`;

export const Avatar = styled.span`
  ${({ theme }) => {
    const t = getTheme(theme);
    return css`
      background: ${t.colors.neutral[200]};
      color: ${t.colors.neutral[1000]};
    `;
  }}
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  font-size: 13px;
  font-weight: 700;
  overflow: hidden;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  /* Initials are drawn, not written: as text they would join the button's accessible name
     and break WCAG 2.5.3 (label in name) against the visible user name. */
  &[data-initials]::before {
    content: attr(data-initials);
  }
`;

export const UserName = styled.span`
  /* The label is already at most 30 characters (spec 5 cuts longer ones to 25 + ellipsis), so it is shown
     whole; the cap only stops unusually wide glyphs from pushing the row apart. */
  max-width: 32ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  /* Up to 1608 px the row also holds the search bar and the location picker: the avatar alone names
     the menu visually (its accessible name is unchanged). At 1280 px an organizer's row had no room
     left for both fields (screenshot, issue 10). */
  display: none;
  ${media.above('xxxl')} {
    display: inline;
  }
`;

/** A link's text that gives way to its icon on narrower desktops; still part of the link's name. */
export const CollapsibleLabel = styled.span`
  ${media.upTo('xl')} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
