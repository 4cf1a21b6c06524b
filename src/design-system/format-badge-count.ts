/** Badge text (spec 5, 9): the one rule, kept in i18n so the header's pure menu builders share it. */
export { formatBadgeCount } from '../i18n/badge-count';
