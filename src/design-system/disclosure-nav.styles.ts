import styled from 'styled-components';
import { sectionLabelCss } from './section-label.styles';
import { FOCUS_RING_WIDTH_PX, getTheme, typographyCss } from './tokens';

export const NavList = styled.ul<{ $nested?: boolean }>`
  margin: 0;
  padding: 0;
  padding-inline-start: ${({ $nested }) => ($nested ? '16px' : '0')};
  list-style: none;
  font-family: ${({ theme }) => getTheme(theme).fontFamily};

  &[hidden] {
    display: none;
  }
`;

const rowCss = `
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 44px;
  padding: 8px 16px;
  box-sizing: border-box;
  text-align: start;
  text-decoration: none;
  ${typographyCss('body-md')}
`;

export const NavLink = styled.a`
  ${rowCss}
  color: ${({ theme }) => getTheme(theme).colors.text};

  /* brandDark, not brand: it keeps AA contrast on the grey hover/focus background too. */
  &[aria-current='page'] {
    font-weight: 700;
    color: ${({ theme }) => getTheme(theme).colors.brandDark};
  }

  &[aria-disabled='true'] {
    color: ${({ theme }) => getTheme(theme).colors.textSecondary};
  }

  &:focus-visible {
    outline: ${FOCUS_RING_WIDTH_PX}px solid ${({ theme }) => getTheme(theme).colors.focus};
    outline-offset: -${FOCUS_RING_WIDTH_PX}px;
  }
`;

/**
 * A button among links drawn as text, with no edge but its background's: forced colors (Windows' contrast themes)
 * replace backgrounds with the Canvas colour, so there it gets an outline in its text colour, which they turn into
 * ButtonText. An outline takes no room; the focus ring's replaces it while focused.
 */
export const ToggleButton = styled.button`
  ${rowCss}
  border: 0;
  background: transparent;
  color: ${({ theme }) => getTheme(theme).colors.text};
  font-family: inherit;
  cursor: pointer;
  @media (forced-colors: active) {
    outline: 1px solid;
    outline-offset: -1px;
  }

  &:focus-visible {
    outline: ${FOCUS_RING_WIDTH_PX}px solid ${({ theme }) => getTheme(theme).colors.focus};
    outline-offset: -${FOCUS_RING_WIDTH_PX}px;
  }

  &[aria-expanded='true'] > [data-chevron] {
    transform: rotate(-135deg);
  }
  &[aria-expanded='true'] > [data-chevron]:dir(rtl) {
    transform: rotate(135deg);
  }
`;

/** Its corner is the inline end's: turned the other way on a right-to-left page, it points down as well. */
export const ToggleChevron = styled.span`
  width: 8px;
  height: 8px;
  border-inline-end: 2px solid currentColor;
  border-block-end: 2px solid currentColor;
  transform: rotate(45deg);
  &:dir(rtl) {
    transform: rotate(-45deg);
  }
`;

export const SectionLabel = styled.span`
  ${sectionLabelCss}
  padding: 16px 16px 4px;
`;

export const Divider = styled.hr`
  margin: 8px 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => getTheme(theme).colors.neutral[300]};
`;

export const Secondary = styled.span`
  display: block;
  color: ${({ theme }) => getTheme(theme).colors.textSecondary};
  ${typographyCss('body-caption')}
`;

export const Badge = styled.span`
  padding: 0 6px;
  border-radius: ${({ theme }) => getTheme(theme).radii.pill};
  background: ${({ theme }) => getTheme(theme).colors.neutral[200]};
  ${typographyCss('body-caption')}
`;
