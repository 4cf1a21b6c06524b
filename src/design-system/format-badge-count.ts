/** Badge text (spec 5, 9): nothing for 0, negative or non-numbers; `{BADGE_CAP}+` above the cap. Pure. */
import { BADGE_CAP } from '../config/constants';

export function formatBadgeCount(count: number): string | null {
  if (!Number.isFinite(count)) return null;
  const whole = Math.floor(count);
  if (whole <= 0) return null;
  return whole > BADGE_CAP ? `${BADGE_CAP}+` : String(whole);
}
