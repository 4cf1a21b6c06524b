/** The text a chip shows: price and date labels from the catalogue, taxonomy titles for the rest. */
import type { Messages } from '../i18n/messages';
import { getPriceLabel } from '../taxonomy/price';
import type { QueryChip } from './query-understanding';

const DATE_MESSAGE_KEYS = {
  today: 'dateToday',
  tomorrow: 'dateTomorrow',
  this_weekend: 'dateThisWeekend',
  this_week: 'dateThisWeek',
  next_week: 'dateNextWeek',
  this_month: 'dateThisMonth',
  next_month: 'dateNextMonth',
} as const;

export function getChipLabel(chip: QueryChip, messages: Messages): string {
  const { refinement } = chip;
  if (refinement.kind === 'price') return getPriceLabel(refinement.value, messages);
  if (refinement.kind === 'date') return messages[DATE_MESSAGE_KEYS[refinement.value]];
  return refinement.title;
}
