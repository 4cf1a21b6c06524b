import styled, { css } from 'styled-components';
import { HEADER_HEIGHT_DESKTOP, HEADER_HEIGHT_MOBILE } from '../config/constants';
import type { BreakpointName } from '../config/constants';
import { getTheme, headerLayout, media } from '../design-system/tokens';

/**
 * The header root. It sets its own font, colour and box-sizing so a host's global styles do not
 * leak in, and a height per layout so the host can reserve it (no layout shift): a minimum, which only
 * text zoom or a font scale exceeds (the row's parts grow with their letters, and a phone's row wraps
 * rather than cutting them). The layout is CSS's choice (media.mobileLayout), never the server's
 * guess: see DEVICE_TABLET_BELOW. The root is its parts' query container: their layout also follows
 * the header's text size (headerLayout).
 * On phones (product limits' mobile bucket, up to 480 px) the row holds the search input with its round button
 * beside the logo, the call to action, the account menu and Menu, and must fit 320 px: tighter
 * gaps, and up to 360 px a 4 px padding (the logo link and the Menu button have inner padding of their own,
 * so their marks stay 8 px from the edges). Forced colors (Windows' contrast themes)
 * replace backgrounds with the Canvas colour, which leaves a button or an icon link drawn by its background alone
 * with no edge: there every button and link gets a 1 px outline in its text colour (ButtonText, LinkText; the
 * shortest rule, for the first render's bytes), which takes no room and gives way to the focus ring. Comments stay outside the CSS text, which ships as written.
 */
/** The header row's gap between its parts and its padding at the two ends, per width. */
const rowSpacing = (gap: number, ends: number) => css`
  gap: ${gap}px;
  padding: 0 ${ends}px;
`;

export const Root = styled.header`
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
  ${rowSpacing(8, 24)}
  min-height: ${HEADER_HEIGHT_DESKTOP}px;
  ${media.upTo('xl')} {
    ${rowSpacing(4, 16)}
  }
  ${media.mobileLayout} {
    ${rowSpacing(8, 12)}
    min-height: ${HEADER_HEIGHT_MOBILE}px;
    flex-wrap: wrap;
  }
  ${media.upTo('sm')} {
    ${rowSpacing(4, 8)}
  }
  ${media.upTo('xs')} {
    padding: 0 4px;
  }
  line-height: 1.5;
  font-size: 16px;
  /* The row never widens the page: a phone served the desktop layout (the server could not tell it
     was a phone) would otherwise zoom out to fit it, report a desktop-wide viewport and keep that
     layout after hydration. Clipped on the inline axis only, so the dropdowns below stay visible. */
  overflow-x: clip;
  container-type: inline-size;
  @media (forced-colors) {
    a,
    button {
      outline: 1px solid;
    }
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

/**
 * Both layouts are in the markup; CSS shows one. `display: none` also takes the other layout's parts out
 * of the accessibility tree and the tab order.
 */
export const desktopLayoutOnly = headerLayout.mobile('display:none !important');

/** The mobile layout's counterpart of desktopLayoutOnly; `display` is what the part shows as there. */
export const mobileLayoutOnly = (display: string) => `
  display: none !important;
  ${headerLayout.mobile(`display:${display} !important`)}
`;

/** A wrapper that adds no box of its own, present in one layout only. */
export const DesktopLayoutOnly = styled.div`
  display: contents;
  ${desktopLayoutOnly}
`;
export const MobileLayoutOnly = styled.div`
  ${mobileLayoutOnly('contents')}
`;

/**
 * When the desktop row runs out of room, the header's secondary links give way before the search field
 * shrinks (at least 240 px of input from 960 px with every persona). In this order, as the
 * window narrows:
 * 1. up to 1608 px: the user's name beside the avatar (UserName), the create-event call to action's text
 *    and Likes' and Tickets' text (their icons, badges and names stay);
 * 2. up to 1272 px: Find Events (the search field beside it leads to the same discovery page; the mobile
 *    panel keeps the link);
 * 3. up to 1152 px: tighter gaps and padding;
 * 4. up to 1080 px: Likes and Tickets themselves, which the account menu lists with their counts, and an
 *    anonymous visitor's Find my tickets (the Help Center menu has Find your tickets).
 * Chosen so that what stays is what a visitor cannot reach elsewhere: the search, the place, the menus
 * (Organize, Help) and the account.
 */
export const GivesWayUpTo = styled.li<{ $upTo: BreakpointName }>`
  ${({ $upTo }) => headerLayout.upTo($upTo, 'display:none')}
`;

/**
 * The main navigation's last menu (Help, the Help Center). Up to 1272 px it sits so near the window's end that a
 * list lined up with its start edge reaches past the window (a 240 px list from a trigger about 200 px from the
 * edge at 1024 px, in English already): there the list lines up with the trigger's end edge. Wider, it opens at
 * its start edge, as the other menus do.
 */
export const LastMenuItem = styled.li`
  ${headerLayout.upTo('xxl', '& ul{inset-inline-start:auto;inset-inline-end:0}')}
`;

/** A list item of the desktop layout only (Likes and Tickets: the Menu panel has them on mobile). */
export const DesktopLayoutItem = styled.li`
  ${desktopLayoutOnly}
  ${headerLayout.upTo('lgx', 'display:none')}
`;

/** The desktop search bar and picker, sharing the search slot's room (none of it under 960 px). */
export const DesktopSearch = styled.div`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: 8px;
  min-width: 0;
  ${desktopLayoutOnly}
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

/**
 * A label longer than the row has room for (German and French run a third longer than English) wraps onto a
 * second line inside the row, balanced, rather than pushing the row past the window.
 */
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
  ${headerLayout.upTo('xl', 'padding:0 8px')}
  border: 0;
  border-radius: 8px;
  background: transparent;
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  text-decoration: none;
  line-height: 1.2;
  text-wrap: balance;
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
  width: max(32px, 2.4em);
  height: max(32px, 2.4em);
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
  /* The label is already at most 30 characters (product validation rules cut longer ones to 25 + ellipsis), so it is shown
     whole; the cap only stops unusually wide glyphs from pushing the row apart. */
  max-width: 32ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  /* Up to 1608 px the row also holds the search bar and the location picker: the avatar alone names
     the menu visually (its accessible name is unchanged). At 1280 px an organizer's row had no room
     left for both fields. */
  display: none;
  ${media.above('xxxl')} {
    display: inline;
  }
  ${headerLayout.upTo('xxxl', 'display:none')}
`;

/** Drawn nowhere, still read: a label that gives way to its icon keeps naming its link. */
const visuallyHiddenRules =
  'position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';

/** A link's text that gives way to its icon on narrower desktops; still part of the link's name. */
export const CollapsibleLabel = styled.span`
  ${headerLayout.upTo('xxxl', visuallyHiddenRules)}
`;

/**
 * The create-event call to action's text. Up to 1608 px the call to action is its icon alone (the first
 * thing to give way, see GivesWayUpTo), which also lets the mobile header fit 320 px without scrolling
 * sideways (WCAG 1.4.10); the name stays for assistive technology.
 */
export const CtaLabel = styled.span`
  ${headerLayout.upTo('xxxl', visuallyHiddenRules)}
`;

/**
 * The Menu button's text. On phones (product limits' mobile bucket) the button is its icon alone, so the search input
 * keeps a usable width beside it at 320 px with an account menu in the row; the name stays for
 * assistive technology, and the icon is the common sign for a menu.
 */
export const MenuLabel = styled.span`
  ${headerLayout.upTo('sm', visuallyHiddenRules)}
`;
