import { css } from 'styled-components';
import { getTheme } from './tokens';

/**
 * The one look of a list that floats over the page (the header's dropdown menus, the comboboxes'
 * listboxes): surface, corners, shadow, inner padding, no bullets, scrolling past its max height.
 * Such lists stay mounted (downshift and the menus need their element), so `[hidden]` must win
 * over any display rule the list adds. Forced colors drop the shadow that sets the list apart from
 * the page under it: an outline takes its place there.
 */
export const popupListCss = css`
  overflow-y: auto;
  margin: 0;
  padding: 8px 0;
  list-style: none;
  background: ${({ theme }) => getTheme(theme).colors.background};
  border-radius: ${({ theme }) => getTheme(theme).radii.md};
  box-shadow: ${({ theme }) => getTheme(theme).shadows.menu};
  @media (forced-colors: active) {
    outline: 1px solid;
  }

  &[hidden] {
    display: none;
  }
`;
