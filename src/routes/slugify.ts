/**
 * Slugify the free-text query of a discovery URL (product routes):
 * 1. well-formed text only: lone UTF-16 surrogates are dropped (they cannot be percent-encoded);
 * 2. trimmed;
 * 3. dots and commas removed;
 * 4. `&` standing as a word of its own (between spaces, `+`, `/`, `-` or the ends) becomes `and`, so
 *    `Rock & Roll` -> `rock-and-roll` while `R&B` keeps its `&`;
 * 5. every run of whitespace, `+` or `/` becomes one hyphen (commas are already gone);
 * 6. lowercased (letters outside ASCII are kept: `Café` -> `café`);
 * 7. runs of hyphens collapse to one and leading/trailing hyphens go, so the result never
 *    holds `--` (the refinement separator) and never starts or ends with a hyphen.
 * The result is idempotent: slugifyQuery(slugifyQuery(x)) === slugifyQuery(x).
 * Other characters (`?`, `#`, `%`, ...) stay; the URL builder percent-encodes the segment.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// A hyphen also bounds the word: otherwise `&-` would slugify to `&` and then, on a second pass, to `and`.
const STANDALONE_AMPERSAND = /(?<=^|[\s+/-])&(?=$|[\s+/-])/g;

export function slugifyQuery(text: unknown): string {
  if (typeof text !== 'string') return '';
  return text
    .replace(LONE_SURROGATE, '')
    .trim()
    .replace(/[.,]/g, '')
    .replace(STANDALONE_AMPERSAND, 'and')
    .replace(/[\s+/]+/g, '-')
    .toLowerCase()
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
