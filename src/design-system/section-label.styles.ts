import { css } from 'styled-components';
import { getTheme, typographyCss } from './tokens';

/** The one look of a menu's section heading (dropdown menu groups, the phone menu's nested sections). */
export const sectionLabelCss = css`
  display: block;
  color: ${({ theme }) => getTheme(theme).colors.textSecondary};
  ${typographyCss('body-caption')}
  text-transform: uppercase;
`;
