// @vitest-environment node
/**
 * The header's styles use logical properties (margin-inline-start, inset-inline-end,
 * padding-inline, text-align: start...), so a right-to-left page (`dir="rtl"`) mirrors the header. Every
 * file in src/ is read (styled-components CSS and React style objects alike, comments left out) and a
 * physical left/right property fails with its file and line. `top`/`bottom` stay allowed: the block axis
 * does not flip in a right-to-left page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

/** What a physical property looks like, and the logical one to use instead. */
const PHYSICAL: readonly { pattern: RegExp; use: string }[] = [
  {
    pattern: /\b(margin|padding|border|scroll-margin|scroll-padding)-(left|right)\b/,
    use: 'margin-inline-start / padding-inline-end / border-inline-…',
  },
  { pattern: /\bborder-(top|bottom)-(left|right)-radius\b/, use: 'border-start-start-radius…' },
  { pattern: /(^|[\s;{(,'"`])(left|right)\s*:/, use: 'inset-inline-start / inset-inline-end' },
  { pattern: /\b(text-align|float|clear)\s*:\s*(left|right)\b/, use: 'start / end' },
  { pattern: /\btextAlign\s*:\s*['"](left|right)['"]/, use: "'start' / 'end'" },
  { pattern: /\b(margin|padding|border)(Left|Right)\b/, use: 'marginInlineStart…' },
  {
    // Four values: the second is right, the fourth left; a different pair does not mirror.
    pattern:
      /\b(margin|padding|inset|border-width|scroll-margin|scroll-padding)\s*:\s*(\S+)\s+(?!\2\s*;)(\S+)\s+(\S+)\s+(\S+)\s*;/,
    use: 'margin-block / margin-inline (or equal left and right values)',
  },
];

/** The code without its comments (prose may say "left"). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/\/\/.*$/gm, '');
}

/** `line: text` for each physical left/right property in `source`. */
function physicalProperties(source: string): string[] {
  const found: string[] = [];
  withoutComments(source)
    .split('\n')
    .forEach((line, index) => {
      for (const { pattern, use } of PHYSICAL) {
        const match = pattern.exec(line);
        if (!match) continue;
        // The four-value rule: a right value equal to the left one mirrors as it is.
        if (match.length === 6 && match[3] === match[5]) continue;
        found.push(`${index + 1}: ${line.trim()} (use ${use})`);
      }
    });
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('logical CSS properties only in src/ (a dir="rtl" page mirrors the header)', () => {
  it('finds the physical properties a right-to-left page would not mirror', () => {
    const css = (body: string) => `const A = styled.div\`\n${body}\n\`;`;
    expect(physicalProperties(css('margin-left: 4px;'))).toHaveLength(1);
    expect(physicalProperties(css('border-right-color: transparent;'))).toHaveLength(1);
    expect(physicalProperties(css('  left: 0;'))).toHaveLength(1);
    expect(physicalProperties(css("${({ $a }) => ($a ? 'right: 0;' : 'left: 0;')}"))).toHaveLength(1);
    expect(physicalProperties(css('text-align: left;'))).toHaveLength(1);
    expect(physicalProperties(css('padding: 0 12px 0 40px;'))).toHaveLength(1);
    expect(physicalProperties(css('margin: 0 6px 0 0;'))).toHaveLength(1);
    expect(physicalProperties('<div style={{ paddingLeft: 8 }} />')).toHaveLength(1);
    expect(physicalProperties("<p style={{ textAlign: 'right' }} />")).toHaveLength(1);
  });

  it('lets logical properties, symmetric shorthands, the block axis and prose through', () => {
    const allowed = [
      'margin-inline-start: 4px;',
      'inset-inline: 0;',
      'top: 100%;',
      'border-bottom: 1px solid;',
      'padding: 0 12px;',
      'padding: 8px 12px 12px;',
      'padding: 2px 8px 4px 8px;',
      'margin: 32px auto auto;',
      'text-align: start;',
      '/* the left edge */',
      '// right before the list',
      'isPlainLeftClick(event)',
    ];
    for (const line of allowed) expect(physicalProperties(line), line).toEqual([]);
  });

  it('src/ has none', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      physicalProperties(readFileSync(file, 'utf8')).map((hit) => `${relative(SRC, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
