/** The picker's list and message: loaded with the full picker, not in the first render. */
import styled from 'styled-components';
import { getTheme, typographyCss } from '../design-system/tokens';

/**
 * Everything shown under the field (the message, then the list) floats over the page: the picker
 * keeps the field's height, so a message never pushes the field up inside the header's fixed row.
 */
export const Popup = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  inset-inline: 0;
  z-index: ${({ theme }) => getTheme(theme).zIndices.menu};
  display: flex;
  flex-direction: column;
  min-width: 280px;
`;

export const List = styled.ul`
  max-height: 60vh;
  overflow-y: auto;
  margin: 0;
  padding: 8px 0;
  list-style: none;
  background: ${({ theme }) => getTheme(theme).colors.background};
  border-radius: ${({ theme }) => getTheme(theme).radii.md};
  box-shadow: ${({ theme }) => getTheme(theme).shadows.menu};

  /* The list stays mounted (downshift needs its element); [hidden] must win over display rules. */
  &[hidden] {
    display: none;
  }
`;

export const Option = styled.li<{ $highlighted: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 8px 16px;
  cursor: pointer;
  background: ${({ theme, $highlighted }) => ($highlighted ? getTheme(theme).colors.neutral[200] : 'transparent')};
`;

export const OptionIcon = styled.span`
  display: inline-flex;
  flex: none;
  padding-top: 2px;
  color: ${({ theme }) => getTheme(theme).colors.textSecondary};
`;

export const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const Primary = styled.span`
  ${typographyCss('body-md')}
`;

export const Secondary = styled.span`
  color: ${({ theme }) => getTheme(theme).colors.textSecondary};
  ${typographyCss('body-sm')}
`;

export const ErrorText = styled.p`
  margin: 0 0 4px;
  padding: 8px 16px;
  background: ${({ theme }) => getTheme(theme).colors.background};
  border-radius: ${({ theme }) => getTheme(theme).radii.md};
  box-shadow: ${({ theme }) => getTheme(theme).shadows.menu};
  color: ${({ theme }) => getTheme(theme).colors.error};
  ${typographyCss('body-sm')}

  /* Empty but never display: none: a live region must stay in the accessibility tree so text
     that appears in it is announced. */
  &:empty {
    margin: 0;
    padding: 0;
    box-shadow: none;
  }
`;
