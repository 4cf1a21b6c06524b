import { LABEL_CUT, LABEL_MAX } from '../../config/constants';
import type { User } from '../../config/types';

/** The user's label: full name, else email; over 30 characters it is cut to 25 plus an ellipsis (product validation rules). */
export function getUserLabel(user: Pick<User, 'fullName' | 'email'>): string {
  const label = (user.fullName || user.email).trim();
  // Count code points, not UTF-16 units, so a name with emoji or CJK is never cut mid-character.
  const chars = Array.from(label);
  return chars.length > LABEL_MAX ? `${chars.slice(0, LABEL_CUT).join('')}…` : label;
}
