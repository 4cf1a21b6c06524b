/**
 * What a text looks like, for the link, e-mail and phone filter of trending (search-log.ts): probed as an
 * attacker, `evіl.сom` (Cyrillic і and с), `evil。com` (an ideographic full stop) and `555_123_4567` passed
 * it. The filter reads the text's skeleton instead, after Unicode TR39's idea: NFKC (fullwidth letters,
 * digits, dots and `@` become ASCII), lower case, invisible characters dropped, the Cyrillic and Greek
 * letters that look like Latin ones mapped to them (a small table, not TR39's full one), ideographic full
 * stops as dots, and underscores as the separators they read as.
 */

/** Cyrillic and Greek lower-case letters drawn like a Latin one (TR39 confusables, the common ones). */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  і: 'i',
  ј: 'j',
  к: 'k',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  ѕ: 's',
  у: 'y',
  ԝ: 'w',
  х: 'x',
  ү: 'y',
  // Greek
  α: 'a',
  ϲ: 'c',
  η: 'n',
  ι: 'i',
  ϳ: 'j',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  // Latin letters drawn like others
  ı: 'i',
  ȷ: 'j',
  ɑ: 'a',
  ɡ: 'g',
};

/** Characters drawn as nothing: soft hyphen, zero-width spaces and joiners, direction marks, BOM. */
const INVISIBLE = /[\u00ad\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u206f\ufeff]|\u200c|\u200d/g;
/** Full stops of other scripts that NFKC leaves as they are (the fullwidth and small ones it maps). */
const OTHER_DOTS = /[\u3002\uff61\u0701\u0702\u06d4\u2e3c]/g;
const LOOK_ALIKE_LETTERS = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'g');

/** The text as it reads: the form the link and phone filter checks (never shown). */
export function textSkeleton(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(INVISIBLE, '')
    .replace(OTHER_DOTS, '.')
    .replace(LOOK_ALIKE_LETTERS, (letter) => LOOK_ALIKES[letter] ?? letter)
    .replace(/_/g, '-');
}
