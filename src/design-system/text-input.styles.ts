import styled from 'styled-components';
import { FOCUS_RING_OFFSET_PX, FOCUS_RING_WIDTH_PX, getTheme, typographyCss } from './tokens';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-family: ${({ theme }) => getTheme(theme).fontFamily};
  color: ${({ theme }) => getTheme(theme).colors.text};
`;

export const Label = styled.label`
  ${typographyCss('body-sm-bold')}
`;

export const Asterisk = styled.span`
  margin-inline-start: 2px;
  color: ${({ theme }) => getTheme(theme).colors.error};
`;

export const Input = styled.input<{ $active: boolean; $invalid: boolean }>`
  min-height: 44px;
  padding: 0 12px;
  box-sizing: border-box;
  border: 1px solid
    ${({ theme, $active, $invalid }) => {
      const { colors } = getTheme(theme);
      if ($invalid) return colors.error;
      return $active ? colors.neutral[900] : colors.border;
    }};
  border-radius: ${({ theme }) => getTheme(theme).radii.sm};
  background: ${({ theme }) => getTheme(theme).colors.background};
  color: inherit;
  font-family: inherit;
  ${typographyCss('body-md')}

  &:focus-visible {
    outline: ${FOCUS_RING_WIDTH_PX}px solid ${({ theme }) => getTheme(theme).colors.focus};
    outline-offset: ${FOCUS_RING_OFFSET_PX}px;
  }

  &:disabled {
    background: ${({ theme }) => getTheme(theme).colors.neutral[100]};
    color: ${({ theme }) => getTheme(theme).colors.textSecondary};
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
`;

export const Hint = styled.span`
  color: ${({ theme }) => getTheme(theme).colors.textSecondary};
  ${typographyCss('body-caption')}
`;

export const ErrorText = styled.span`
  color: ${({ theme }) => getTheme(theme).colors.error};
  ${typographyCss('body-caption')}
`;

export const Counter = styled.span`
  margin-inline-start: auto;
  color: ${({ theme }) => getTheme(theme).colors.textSecondary};
  ${typographyCss('body-caption')}
  font-variant-numeric: tabular-nums;
`;
