/** Quick tags (product entities): shortcut refinements shown as chips. */
export const QUICK_TAGS = ['nightlife', 'budget-friendly', 'kid-friendly', 'great-for-groups', 'date-night'] as const;
export type QuickTag = (typeof QUICK_TAGS)[number];

export function isQuickTag(value: unknown): value is QuickTag {
  return typeof value === 'string' && (QUICK_TAGS as readonly string[]).includes(value);
}
