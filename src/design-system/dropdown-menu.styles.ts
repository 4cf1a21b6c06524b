import styled, { css } from 'styled-components';
import { FOCUS_RING_OFFSET_PX, FOCUS_RING_WIDTH_PX, getTheme, typographyCss } from './tokens';

export const MenuContainer = styled.div`
  position: relative;
  display: inline-block;
`;

/**
 * A label longer than the row has room for wraps onto a second line inside it, balanced, once the search slot
 * has given way all it can (German and French run a third longer than English).
 */
export const MenuTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 12px;
  border: 0;
  border-radius: ${({ theme }) => getTheme(theme).radii.sm};
  background: transparent;
  color: ${({ theme }) => getTheme(theme).colors.text};
  font-family: ${({ theme }) => getTheme(theme).fontFamily};
  ${typographyCss('body-md')}
  line-height: 1.2;
  text-wrap: balance;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => getTheme(theme).colors.brand};
  }

  &:focus-visible {
    outline: ${FOCUS_RING_WIDTH_PX}px solid ${({ theme }) => getTheme(theme).colors.focus};
    outline-offset: ${FOCUS_RING_OFFSET_PX}px;
  }
`;

/** Its corner is the inline end's: turned the other way on a right-to-left page, it points down (up) as well. */
export const Chevron = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  border-inline-end: 2px solid currentColor;
  border-block-end: 2px solid currentColor;
  transform: translateY(-2px) rotate(45deg);

  [aria-expanded='true'] > & {
    transform: translateY(2px) rotate(-135deg);
  }

  &:dir(rtl) {
    transform: translateY(-2px) rotate(-45deg);
  }
  [aria-expanded='true'] > &:dir(rtl) {
    transform: translateY(2px) rotate(135deg);
  }
`;

/** Visible trigger content when the accessible name is given separately. */
export const TriggerLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

/** Under the trigger, lined up with its start or end edge, above the page: the list, and its plain-links fallback. */
export const belowTriggerCss = css<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: 100%;
  ${({ $align }) => ($align === 'end' ? 'inset-inline-end: 0;' : 'inset-inline-start: 0;')}
  z-index: ${({ theme }) => getTheme(theme).zIndices.menu};
  min-width: 240px;
`;

/**
 * The items as plain links, when the list's code could not load: under the trigger like the menu, with
 * the fewest rules that keep it readable (the list's own styles came with that code).
 */
export const FallbackList = styled.ul<{ $align: 'start' | 'end' }>`
  ${belowTriggerCss}
  margin: 0;
  padding: 8px 16px;
  list-style: none;
  background: ${({ theme }) => getTheme(theme).colors.background};
  box-shadow: ${({ theme }) => getTheme(theme).shadows.menu};

  a {
    display: block;
    padding: 10px 0;
    color: ${({ theme }) => getTheme(theme).colors.text};
  }
`;
