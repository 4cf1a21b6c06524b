/**
 * Badge: a count bubble (likes, tickets) (product validation rules: above 99 shows 99+, 0 shows nothing).
 * The visible number is hidden from assistive technology; `label` (e.g. "Likes, 3 saved") is read instead.
 */
import styled from 'styled-components';
import { formatBadgeCount } from '../i18n/badge-count';
import { getTheme, typographyCss } from './tokens';
import { VisuallyHidden } from './visually-hidden';

export interface BadgeProps {
  /** The count; 0, negative or NaN renders nothing. */
  count: number;
  /** Accessible text read instead of the bare number, e.g. "Tickets, 3 orders". Default: the shown text. */
  label?: string;
}

const Bubble = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  min-height: 20px;
  padding: 0 6px;
  box-sizing: border-box;
  border-radius: ${({ theme }) => getTheme(theme).radii.pill};
  background: ${({ theme }) => getTheme(theme).colors.brand};
  color: ${({ theme }) => getTheme(theme).colors.onBrand};
  ${typographyCss('body-caption')}
  font-weight: 700;
`;

export function Badge({ count, label }: BadgeProps) {
  const text = formatBadgeCount(count);
  if (text === null) return null;
  return (
    <>
      <Bubble aria-hidden={label ? true : undefined}>{text}</Bubble>
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </>
  );
}
