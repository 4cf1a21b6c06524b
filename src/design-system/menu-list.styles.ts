/** The dropdown menu's list (loaded with dropdown-menu-list.tsx, on first use); the trigger's styles are dropdown-menu.styles.ts. */
import styled, { css } from 'styled-components';
import { belowTriggerCss } from './dropdown-menu.styles';
import { popupListCss } from './popup.styles';
import { sectionLabelCss } from './section-label.styles';
import { FOCUS_RING_WIDTH_PX, getTheme, typographyCss } from './tokens';

export const MenuList = styled.ul<{ $align: 'start' | 'end' }>`
  ${belowTriggerCss}
  max-height: 80vh;
  ${popupListCss}
  font-family: ${({ theme }) => getTheme(theme).fontFamily};
`;

export const GroupList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const GroupLabel = styled.span`
  ${sectionLabelCss}
  padding: 8px 16px 4px;
  letter-spacing: 0.04em;
`;

export const Separator = styled.li`
  height: 1px;
  margin: 8px 0;
  background: ${({ theme }) => getTheme(theme).colors.neutral[300]};
`;

const itemBase = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 10px 16px;
  color: ${({ theme }) => getTheme(theme).colors.text};
  text-decoration: none;
  ${typographyCss('body-sm')}
  cursor: pointer;
  outline: none;

  &:hover,
  &:focus {
    background: ${({ theme }) => getTheme(theme).colors.neutral[200]};
  }

  &:focus-visible {
    outline: ${FOCUS_RING_WIDTH_PX}px solid ${({ theme }) => getTheme(theme).colors.focus};
    outline-offset: -${FOCUS_RING_WIDTH_PX}px;
  }

  /* brandDark, not brand: it keeps AA contrast on the grey hover/focus background too. */
  &[aria-current='page'] {
    font-weight: 700;
    color: ${({ theme }) => getTheme(theme).colors.brandDark};
  }

  &[aria-disabled='true'] {
    cursor: default;
    color: ${({ theme }) => getTheme(theme).colors.textSecondary};
  }
`;

export const ItemLink = styled.a`
  ${itemBase}
`;

export const ItemText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

export const ItemSecondary = styled.span`
  color: ${({ theme }) => getTheme(theme).colors.textSecondary};
  ${typographyCss('body-caption')}
  overflow-wrap: anywhere;
`;

export const ItemBadge = styled.span`
  display: inline-block;
  padding: 0 6px;
  border-radius: ${({ theme }) => getTheme(theme).radii.pill};
  background: ${({ theme }) => getTheme(theme).colors.neutral[200]};
  color: ${({ theme }) => getTheme(theme).colors.text};
  ${typographyCss('body-caption')}
`;
