/**
 * Badge text (product validation rules and limits): nothing for 0, negative or non-numbers; `{BADGE_CAP}+` above the cap. Pure.
 * It lives in i18n, not only in the design system's Badge, because text built by the header's pure
 * menu builders follows the same rule ("Tickets (99+)" in the user menu).
 */
import { BADGE_CAP } from '../config/constants';

export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count)) return null;
  const whole = Math.floor(count);
  if (whole <= 0) return null;
  return whole > BADGE_CAP ? `${BADGE_CAP}+` : String(whole);
}
