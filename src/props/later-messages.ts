/**
 * The check of a host's `messages` beyond the catalogue's first part: each key must be a later
 * part's key (LATER_MESSAGE_KEYS) with a text of the right shape. Its own chunk, loaded by parse-props.ts
 * only for props that have such keys, because the later part's key list is not first-render code
 * (docs/i18n.md, "Loading"); the first part's keys are checked with the other props (header-props.ts).
 */
import * as v from 'valibot';
import { LATER_MESSAGE_KEYS } from '../i18n/message-keys';
import { FIRST_MESSAGE_KEYS } from '../i18n/messages';
import { messageEntriesOf } from './header-props';

/** The same check as the first part's, at the same path (`messages.{key}`), so its reports read the same. */
const laterMessagesSchema = v.object({
  messages: v.objectWithRest(messageEntriesOf(LATER_MESSAGE_KEYS), v.never('not a known message key')),
});

/** The issues of the host's `messages` beyond the first part's keys (checked with the other props), by valibot's `config`. */
export function laterMessageIssues(
  messages: Record<string, unknown>,
  config: v.Config<v.BaseIssue<unknown>>,
): v.BaseIssue<unknown>[] {
  const rest = Object.entries(messages).filter(([key]) => !(FIRST_MESSAGE_KEYS as readonly string[]).includes(key));
  return v.safeParse(laterMessagesSchema, { messages: Object.fromEntries(rest) }, config).issues ?? [];
}
