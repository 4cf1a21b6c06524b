/**
 * Button (product states, product limits): variants primary / secondary / ghost (default secondary), sizes small /
 * medium / large (default medium), and states loading / successful / not-successful, each of which
 * disables the button (product states). The state is announced through a polite status region next to the
 * button (a live region must exist before its text changes, so it is always rendered) and loading
 * also sets aria-busy. With `href` it renders as a link; a disabled link loses its href.
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Spinner, StyledButton, StyledLink } from './button.styles';
import { useDesignSystemMessages } from './provider';
import { VisuallyHidden } from './visually-hidden';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'small' | 'medium' | 'large';
export type ButtonState = 'idle' | 'loading' | 'successful' | 'not-successful';

interface ButtonOwnProps {
  /** Visual weight. Default `secondary` (product limits). */
  variant?: ButtonVariant;
  /** Default `medium` (product limits). */
  size?: ButtonSize;
  /** Progress state; anything but `idle` disables the button (product states). Default `idle`. */
  state?: ButtonState;
  /** Disable without a state. */
  disabled?: boolean;
  /** Render as a link to this URL. */
  href?: string;
  children?: ReactNode;
  /** Click handler for both the button and the link form (not called while disabled). */
  onClick?: (event: MouseEvent<HTMLButtonElement | HTMLAnchorElement>) => void;
}

export type ButtonProps = ButtonOwnProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof ButtonOwnProps> &
  Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'>;

export function Button({
  variant = 'secondary',
  size = 'medium',
  state = 'idle',
  disabled = false,
  href,
  children,
  onClick,
  type,
  target,
  rel,
  ...rest
}: ButtonProps) {
  const messages = useDesignSystemMessages();
  const isDisabled = disabled || state !== 'idle';
  const statusText =
    state === 'loading'
      ? messages.loading
      : state === 'successful'
        ? messages.buttonSuccessful
        : state === 'not-successful'
          ? messages.buttonNotSuccessful
          : '';
  const icon =
    state === 'loading' ? (
      <Spinner aria-hidden="true" />
    ) : state === 'successful' ? (
      <span aria-hidden="true">✓</span>
    ) : state === 'not-successful' ? (
      <span aria-hidden="true">✕</span>
    ) : null;

  const common = {
    ...rest,
    $variant: variant,
    $size: size,
    $state: state,
    'data-state': state,
    'aria-disabled': isDisabled ? true : undefined,
    'aria-busy': state === 'loading' ? true : undefined,
  } as const;

  const control =
    href !== undefined ? (
      <StyledLink
        {...(common as typeof common & AnchorHTMLAttributes<HTMLAnchorElement>)}
        href={isDisabled ? undefined : href}
        target={target}
        rel={rel ?? (target === '_blank' ? 'noopener noreferrer' : undefined)}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (isDisabled) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
      >
        {icon}
        {children}
      </StyledLink>
    ) : (
      <StyledButton {...common} type={type ?? 'button'} disabled={isDisabled} onClick={onClick}>
        {icon}
        {children}
      </StyledButton>
    );

  return (
    <>
      {control}
      <VisuallyHidden role="status">{statusText}</VisuallyHidden>
    </>
  );
}
