/**
 * The pseudo-locale: the English catalogue accented, about 40% longer and in brackets, so that an
 * untranslated text (plain ASCII) or a clipped one (a missing bracket) shows at a glance in QA and Storybook.
 * German and French run about a third longer than English; the pseudo-locale a little more, so a layout that
 * holds it holds them.
 */

/** Its tag, as the props spell locales: `en_XA` is the pseudo-locale tag of Android and Chromium (`en-XA`). */
export const PSEUDO_LOCALE = 'en_XA';

/** How much longer each text's words get: 0.4 is 40%, on top of the two brackets. */
export const PSEUDO_EXPANSION = 0.4;
