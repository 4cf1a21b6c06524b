/**
 * The picker's root around its field (design-system/combobox-field.tsx), the part the first render draws
 * (LocationPicker). The list and the message are in `location-picker-list.styles.ts`, which loads with the
 * full picker.
 */
import styled from 'styled-components';
import { getTheme } from '../design-system/tokens';

export const Root = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-family: ${({ theme }) => getTheme(theme).fontFamily};
  color: ${({ theme }) => getTheme(theme).colors.text};
`;
