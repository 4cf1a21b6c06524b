/**
 * The pseudo-locale's catalogue: every text of a catalogue accented ("Ĥéļþ"), its letters repeated
 * until it is about 40% longer (PSEUDO_EXPANSION, spread over its words, as German makes words longer), and
 * wrapped in brackets so that a clipped text shows a missing bracket. Placeholders (`{count}`, `{name}`) are
 * kept exactly as written, and each plural form is transformed on its own, so `formatMessage` and
 * `formatCount` work as with English. A template that is only placeholders and punctuation (`{length}/{max}`)
 * is left as it is. Pure: no React, no DOM.
 */
import { PSEUDO_EXPANSION } from '../config/pseudo-locale';
import { defaultMessages } from './english';
import type { Messages, PluralMessage } from './messages';

/** Latin letters and an accented look-alike each (a font with Latin Extended-A draws them all). */
const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', n: 'ñ', o: 'ó',
  r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', w: 'ŵ', y: 'ý', z: 'ž',
  A: 'Á', C: 'Ç', D: 'Ð', E: 'É', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ļ', N: 'Ñ', O: 'Ó',
  R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', W: 'Ŵ', Y: 'Ý', Z: 'Ž',
}; // prettier-ignore

const PLACEHOLDER = /(\{\w+\})/;
const LETTER = /[A-Za-z]/;

/** One template in the pseudo-locale. */
export function pseudoLocalizeText(template: string): string {
  // Odd indexes are placeholders (the split keeps its capture group).
  const parts = template.split(PLACEHOLDER);
  const letters: { part: number; index: number }[] = [];
  parts.forEach((part, partIndex) => {
    if (partIndex % 2 === 1) return;
    for (let index = 0; index < part.length; index += 1) {
      if (LETTER.test(part[index]!)) letters.push({ part: partIndex, index });
    }
  });
  if (letters.length === 0) return template;

  // How many times each letter is written: the extra ones spread evenly over the text's letters.
  const textLength = parts.reduce((sum, part, index) => (index % 2 === 0 ? sum + part.length : sum), 0);
  const extra = Math.ceil(textLength * PSEUDO_EXPANSION);
  const repeats = new Map<string, number>();
  for (let n = 0; n < extra; n += 1) {
    const letter = letters[Math.floor(((n + 0.5) * letters.length) / extra) % letters.length]!;
    const key = `${letter.part}:${letter.index}`;
    repeats.set(key, (repeats.get(key) ?? 1) + 1);
  }

  const body = parts
    .map((part, partIndex) => {
      if (partIndex % 2 === 1) return part;
      let out = '';
      for (let index = 0; index < part.length; index += 1) {
        const char = part[index]!;
        out += (ACCENTED[char] ?? char).repeat(repeats.get(`${partIndex}:${index}`) ?? 1);
      }
      return out;
    })
    .join('');
  return `[${body}]`;
}

function pseudoLocalizePlural(message: PluralMessage): PluralMessage {
  const out: Partial<PluralMessage> = {};
  for (const [category, template] of Object.entries(message) as [keyof PluralMessage, string][]) {
    out[category] = pseudoLocalizeText(template);
  }
  return out as PluralMessage;
}

/** A whole catalogue in the pseudo-locale: same keys, same placeholders, same plural categories. */
export function pseudoLocalize(messages: Messages): Messages {
  const out: Record<string, string | PluralMessage> = {};
  for (const [key, message] of Object.entries(messages) as [string, string | PluralMessage][]) {
    out[key] = typeof message === 'string' ? pseudoLocalizeText(message) : pseudoLocalizePlural(message);
  }
  return out as Messages;
}

/** The pseudo-locale's catalogue: English, pseudo-localized. One registry entry (PSEUDO_LOCALE) in a catalogue map. */
export const pseudoMessages: Messages = pseudoLocalize(defaultMessages);
