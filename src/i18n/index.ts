/**
 * Public entry of the message catalogue for code outside `src/` (host-demo, examples): the default
 * texts, the `{name}` and count formatters and the merge a host's `messages` prop goes through.
 */
export {
  PLURAL_CATEGORIES,
  formatCount,
  formatMessage,
  mergeMessages,
  type MessageKey,
  type MessageOverrides,
  type Messages,
  type PluralCategory,
  type PluralMessage,
  type PluralMessageKey,
} from './messages';
export { defaultMessages } from './english';
export { formatBadgeCount } from './badge-count';
export { catalogueKeyOf, catalogueLanguageTag, CATALOGUE_KEYS } from './catalogue-names';
export { firstTextsIn } from './first-texts';
export { pseudoMessages } from './pseudo';
export { PSEUDO_LOCALE } from '../config/pseudo-locale';
