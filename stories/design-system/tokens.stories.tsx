/** Design tokens (product limits): the brand colour, neutral palette and typography scale. */
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { colors, neutral, typography, type TypographyName } from '../../src/design-system';
import { getContrastRatio } from '../../examples/design-system/color-contrast';

/** WCAG AA for normal text: picks a readable label colour on each swatch. */
const WCAG_AA_NORMAL_TEXT = 4.5;

function TokensSheet() {
  return (
    <div style={{ padding: 24, fontFamily: 'sans-serif' }}>
      <h1>Design tokens</h1>
      <h2>Colours</h2>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
        {[
          ['brand', colors.brand] as const,
          ...Object.entries(neutral).map(([step, hex]) => [`neutral ${step}`, hex] as const),
        ].map(([name, hex]) => {
          const onWhite = getContrastRatio('#ffffff', hex) >= WCAG_AA_NORMAL_TEXT;
          return (
            <li
              key={name}
              style={{ background: hex, color: onWhite ? '#ffffff' : colors.text, padding: 12, minWidth: 120 }}
            >
              {name}
              <br />
              {hex}
            </li>
          );
        })}
      </ul>
      <h2>Typography</h2>
      {(Object.keys(typography) as TypographyName[]).map((name) => (
        <p
          key={name}
          style={{
            fontSize: typography[name].fontSize,
            lineHeight: typography[name].lineHeight,
            fontWeight: typography[name].fontWeight,
            margin: '4px 0',
          }}
        >
          {name}
        </p>
      ))}
    </div>
  );
}

const meta = {
  title: 'Design system/Tokens',
  component: TokensSheet,
} satisfies Meta<typeof TokensSheet>;
export default meta;

export const Sheet: StoryObj<typeof meta> = {};
