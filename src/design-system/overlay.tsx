/**
 * Overlay: the dimming backdrop behind the search dropdown and the create-event modal (product routes: "Search",
 * the product states). Decorative (aria-hidden); a click on it is reported through `onClick` so the owner decides
 * what closes (product states: a click on the overlay closes only the search dropdown).
 */
import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { getTheme } from './tokens';

export interface OverlayProps extends HTMLAttributes<HTMLDivElement> {
  /** When false nothing is rendered. Default true. */
  isVisible?: boolean;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => getTheme(theme).colors.backdrop};
  z-index: ${({ theme }) => getTheme(theme).zIndices.overlay};
`;

export function Overlay({ isVisible = true, ...rest }: OverlayProps) {
  if (!isVisible) return null;
  return <Backdrop aria-hidden="true" {...rest} />;
}
