/**
 * The picker's field (root, pin, input): the part the first render draws (LocationPicker).
 * The list and the message are in `location-picker-list.styles.ts`, which loads with the full picker.
 */
import styled from 'styled-components';
import { FOCUS_RING_OFFSET_PX, FOCUS_RING_WIDTH_PX, getTheme, typographyCss } from '../design-system/tokens';

export const Root = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-family: ${({ theme }) => getTheme(theme).fontFamily};
  color: ${({ theme }) => getTheme(theme).colors.text};
`;

export const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

export const PinSlot = styled.span`
  position: absolute;
  inset-inline-start: 12px;
  display: inline-flex;
  color: ${({ theme }) => getTheme(theme).colors.textSecondary};
  pointer-events: none;
`;

export const Input = styled.input`
  width: 100%;
  min-height: 44px;
  padding: 0 12px 0 40px;
  box-sizing: border-box;
  border: 1px solid ${({ theme }) => getTheme(theme).colors.border};
  border-radius: ${({ theme }) => getTheme(theme).radii.pill};
  background: ${({ theme }) => getTheme(theme).colors.background};
  color: inherit;
  font-family: inherit;
  ${typographyCss('body-md')}
  text-overflow: ellipsis;

  &:focus {
    border-color: ${({ theme }) => getTheme(theme).colors.neutral[900]};
  }

  &:focus-visible {
    outline: ${FOCUS_RING_WIDTH_PX}px solid ${({ theme }) => getTheme(theme).colors.focus};
    outline-offset: ${FOCUS_RING_OFFSET_PX}px;
  }

  &::placeholder {
    color: ${({ theme }) => getTheme(theme).colors.textSecondary};
  }
`;
