import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../../src/config/constants';
import { getContrastRatio, parseHexColor } from '../../examples/design-system/color-contrast';
import { DesignSystemProvider } from '../../src/design-system/provider';
import { Button } from '../../src/design-system/button';
import {
  colors,
  FOCUS_RING_WIDTH_PX,
  focusRing,
  getTheme,
  media,
  neutral,
  theme,
  typography,
} from '../../src/design-system/tokens';

const WCAG_AA_NORMAL_TEXT = 4.5;

describe('design tokens (product limits: design system)', () => {
  it('white text on the orange brand colour meets WCAG AA (>= 4.5:1)', () => {
    expect(getContrastRatio(colors.onBrand, colors.brand)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT);
    expect(getContrastRatio(colors.onBrand, colors.brandDark)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT);
  });
  it('the brand colour is an orange (red channel dominant, green above blue)', () => {
    const [r, g, b] = parseHexColor(colors.brand)!;
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });
  it('status colours keep white text readable and body text reads on white', () => {
    expect(getContrastRatio('#ffffff', colors.success)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT);
    expect(getContrastRatio('#ffffff', colors.error)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT);
    expect(getContrastRatio(colors.textSecondary, colors.background)).toBeGreaterThanOrEqual(WCAG_AA_NORMAL_TEXT);
  });
  it('contrast maths matches known WCAG values', () => {
    expect(getContrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(getContrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(getContrastRatio('#fff', '#fff')).toBe(1);
  });
  it('has the neutral palette steps 100 to 1000, darkening step by step (product limits)', () => {
    expect(Object.keys(neutral).map(Number)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    const steps = Object.values(neutral).map((c) => getContrastRatio(c, '#ffffff'));
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });
  it('names every typography style of spec 9, with bold body forms', () => {
    expect(Object.keys(typography)).toEqual(
      expect.arrayContaining([
        'display-lg',
        'display-md',
        'display-sm',
        'heading-xl',
        'heading-lg',
        'heading-md',
        'heading-sm',
        'body-lg',
        'body-md',
        'body-sm',
        'body-lg-bold',
        'body-md-bold',
        'body-sm-bold',
        'body-caption',
      ]),
    );
    for (const style of Object.values(typography)) {
      expect(style).toEqual({
        fontSize: expect.any(String),
        lineHeight: expect.any(String),
        fontWeight: expect.any(Number),
      });
    }
  });
  it('uses the spec 9 breakpoints and builds media queries from them', () => {
    expect(theme.breakpoints).toBe(BREAKPOINTS);
    expect(media.above('lg')).toBe(`@media (min-width: ${BREAKPOINTS.lg + 1}px)`);
    expect(media.upTo('md')).toBe(`@media (max-width: ${BREAKPOINTS.md}px)`);
  });
  it('has a visible focus ring at least 2px wide (WCAG 2.2 focus appearance)', () => {
    expect(FOCUS_RING_WIDTH_PX).toBeGreaterThanOrEqual(2);
    expect(focusRing).toContain(':focus-visible');
    expect(focusRing).toContain(`outline: ${FOCUS_RING_WIDTH_PX}px solid`);
  });
  it('getTheme falls back to the default theme when there is no provider', () => {
    expect(getTheme({})).toBe(theme);
    expect(getTheme(undefined)).toBe(theme);
    const custom = { ...theme, colors: { ...theme.colors, brand: '#000000' } };
    expect(getTheme(custom)).toBe(custom);
  });
});

describe('styled components without a ThemeProvider', () => {
  const Probe = styled.p`
    color: ${({ theme: t }) => getTheme(t).colors.brand};
  `;
  it('render with the default theme when a host renders them on their own', () => {
    render(<Probe>Alone</Probe>);
    expect(getComputedStyle(screen.getByText('Alone')).color).toBe('rgb(209, 65, 12)');
    render(<Button variant="primary">Alone button</Button>);
    expect(screen.getByRole('button', { name: 'Alone button' })).toBeInTheDocument();
  });
  it('use the provider theme when there is one', () => {
    const custom = { ...theme, colors: { ...theme.colors, brand: '#000000' } };
    render(
      <DesignSystemProvider theme={custom}>
        <Probe>Themed</Probe>
      </DesignSystemProvider>,
    );
    expect(getComputedStyle(screen.getByText('Themed')).color).toBe('rgb(0, 0, 0)');
  });
});
