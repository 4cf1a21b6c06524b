import styled, { css, keyframes } from 'styled-components';
import { FOCUS_RING_OFFSET_PX, FOCUS_RING_WIDTH_PX, getTheme, typographyCss } from './tokens';
import type { ButtonSize, ButtonState, ButtonVariant } from './button';

const heights: Record<ButtonSize, string> = { small: '32px', medium: '40px', large: '48px' };
const paddings: Record<ButtonSize, string> = { small: '0 12px', medium: '0 16px', large: '0 24px' };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $state: ButtonState;
}

const buttonCss = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${({ $size }) => heights[$size]};
  padding: ${({ $size }) => paddings[$size]};
  box-sizing: border-box;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => getTheme(theme).radii.sm};
  font-family: ${({ theme }) => getTheme(theme).fontFamily};
  ${({ $size }) => typographyCss($size === 'small' ? 'body-sm-bold' : 'body-md-bold')}
  text-decoration: none;
  cursor: pointer;

  ${({ $variant, theme }) => {
    const { colors } = getTheme(theme);
    switch ($variant) {
      case 'primary':
        return css`
          background: ${colors.brand};
          color: ${colors.onBrand};
          &:hover:not([aria-disabled='true']) {
            background: ${colors.brandDark};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${colors.text};
          &:hover:not([aria-disabled='true']) {
            background: ${colors.neutral[200]};
          }
        `;
      default:
        return css`
          background: ${colors.background};
          color: ${colors.text};
          border-color: ${colors.border};
          &:hover:not([aria-disabled='true']) {
            background: ${colors.neutral[100]};
          }
        `;
    }
  }}

  ${({ $state, theme }) => {
    const { colors } = getTheme(theme);
    if ($state === 'successful')
      return css`
        background: ${colors.success};
        color: ${colors.onBrand};
        border-color: transparent;
      `;
    if ($state === 'not-successful')
      return css`
        background: ${colors.error};
        color: ${colors.onBrand};
        border-color: transparent;
      `;
    return '';
  }}

  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
  &[aria-disabled='true'][data-state='idle'] {
    opacity: 0.5;
  }

  &:focus-visible {
    outline: ${FOCUS_RING_WIDTH_PX}px solid ${({ theme }) => getTheme(theme).colors.focus};
    outline-offset: ${FOCUS_RING_OFFSET_PX}px;
  }
`;

export const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonCss}
`;

export const StyledLink = styled.a<ButtonStyleProps>`
  ${buttonCss}
`;

export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
