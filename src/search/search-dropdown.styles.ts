/**
 * The full bar's own parts (chips, dropdown panel, options): loaded with it, not in the first render.
 */
import styled, { css } from 'styled-components';
import { FOCUS_RING_WIDTH_PX, getTheme, typographyCss } from '../design-system/tokens';

export const ChipList = styled.ul`
  display: flex;
  flex: 0 1 auto;
  gap: 4px;
  min-width: 0;
  margin: 0;
  margin-inline-end: 6px;
  padding: 0;
  list-style: none;
  overflow-x: auto;
`;

/**
 * Chips share the field with the typed text: when room runs short they shrink, their text ending in an
 * ellipsis (the whole label stays in the title and the remove button's name), so no chip is ever cut off
 * by the field's edge. The list scrolls only when even the shrunk chips do not fit.
 */
export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  flex: 0 1 auto;
  box-sizing: border-box;
  /* A few letters, the ellipsis and the remove button. */
  min-width: 56px;
  padding: 2px;
  padding-inline-start: 10px;
  border-radius: ${({ theme }) => getTheme(theme).radii.pill};
  background: ${({ theme }) => getTheme(theme).colors.neutral[200]};
  ${typographyCss('body-sm')}
  white-space: nowrap;
`;

export const ChipText = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const ChipRemove = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => getTheme(theme).colors.neutral[300]};
  }

  &:focus-visible {
    outline: ${FOCUS_RING_WIDTH_PX}px solid ${({ theme }) => getTheme(theme).colors.focus};
  }
`;

const panelPosition = css`
  position: absolute;
  top: calc(100% + 4px);
  inset-inline: 0;
`;

export const Panel = styled.div<{ $inline?: boolean }>`
  /* In the takeover the list flows under the field, on a line of its own. */
  ${({ $inline }) => ($inline ? 'position: static; flex: 1 0 100%;' : panelPosition)}
  z-index: ${({ theme }) => getTheme(theme).zIndices.menu};
  min-width: 280px;
  /* The list inside scrolls, not the panel. */
  padding: 8px 0;
  background: ${({ theme }) => getTheme(theme).colors.background};
  border-radius: ${({ theme }) => getTheme(theme).radii.md};
  box-shadow: ${({ theme }) => getTheme(theme).shadows.menu};

  &[hidden] {
    display: none;
  }
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 4px 16px;
  color: ${({ theme }) => getTheme(theme).colors.textSecondary};
  ${typographyCss('body-sm')}
`;

export const ClearButton = styled.button`
  padding: 4px 8px;
  border: 0;
  border-radius: ${({ theme }) => getTheme(theme).radii.sm};
  background: transparent;
  color: ${({ theme }) => getTheme(theme).colors.focus};
  font: inherit;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: ${FOCUS_RING_WIDTH_PX}px solid ${({ theme }) => getTheme(theme).colors.focus};
  }
`;

/**
 * The listbox, and the scroll box when its options do not fit the window (max-height from
 * useFitToWindow). Its options are reached through aria-activedescendant, never focused: downshift
 * scrolls the highlighted one into view, and axe does not ask a combobox's popup to be focusable.
 */
export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
  overscroll-behavior: contain;

  &:empty {
    display: none;
  }
`;

export const Option = styled.li<{ $highlighted: boolean }>`
  display: flex;
  align-items: baseline;
  gap: 8px;
  padding: 10px 16px;
  cursor: pointer;
  ${typographyCss('body-md')}
  background: ${({ $highlighted, theme }) => ($highlighted ? getTheme(theme).colors.neutral[200] : 'transparent')};

  mark {
    background: transparent;
    color: inherit;
    font-weight: 700;
  }
`;

export const OptionPlace = styled.span`
  color: ${({ theme }) => getTheme(theme).colors.textSecondary};
  ${typographyCss('body-sm')}
`;

export const ErrorText = styled.p`
  margin: 0;
  padding: 8px 16px;
  color: ${({ theme }) => getTheme(theme).colors.error};
  ${typographyCss('body-sm')}
`;
