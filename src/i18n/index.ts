/**
 * Public entry of the message catalogue for code outside `src/` (host-demo, examples): the default
 * texts, the `{name}` formatter and the merge a host's `messages` prop goes through.
 */
export { defaultMessages, formatMessage, mergeMessages, type MessageKey, type Messages } from './messages';
