/**
 * Design tokens (product limits: "Design system"): brand and neutral colours, typography scale,
 * breakpoints, focus ring. Plain data and helpers, no React.
 *
 * Every styled component reads tokens through `getTheme(props.theme)`, so a host that renders a part
 * without the `DesignSystemProvider` (styled-components then passes `{}` as the theme) still gets the
 * default look.
 */
import { BRAND_COLOR, BREAKPOINTS, DEVICE_TABLET_BELOW, type BreakpointName } from '../config/constants';

/** Neutral palette steps 100 (lightest) to 1000 (darkest) (product limits). */
export const neutral = {
  100: '#f8f7fa',
  200: '#eeedf2',
  300: '#dbdae3',
  400: '#c4c3cc',
  500: '#a9a8b3',
  600: '#6f7287',
  700: '#585163',
  800: '#4b4d63',
  900: '#39364f',
  1000: '#1e0a3c',
} as const;

export const colors = {
  /**
   * The orange brand colour (product overview: "orange brand theme colour"). White text on it has a contrast
   * ratio of about 4.7:1, above WCAG AA's 4.5:1 (tested in test/design-system/tokens.test.ts).
   */
  brand: BRAND_COLOR,
  /** Hover/pressed brand shade, darker so contrast only improves. */
  brandDark: '#a9330a',
  /** Text drawn on the brand colour. */
  onBrand: '#ffffff',
  background: '#ffffff',
  text: neutral[1000],
  textSecondary: neutral[700],
  border: neutral[400],
  /** Errors (text inputs, not-successful buttons); 5.9:1 on white. */
  error: '#c5162e',
  /** Successful button state; 5.1:1 with white text. */
  success: '#0f7b4a',
  focus: '#3659e3',
  /** Dimming backdrop of overlays and modals. */
  backdrop: 'rgba(30, 10, 60, 0.5)',
  neutral,
} as const;

/** One typography style as CSS values. */
export interface TypographyStyle {
  fontSize: string;
  lineHeight: string;
  fontWeight: number;
}

const REGULAR = 400;
const BOLD = 700;
const style = (fontSize: string, lineHeight: string, fontWeight = REGULAR): TypographyStyle => ({
  fontSize,
  lineHeight,
  fontWeight,
});

/** Typography scale named as in the product limits; body styles have bold forms. */
export const typography = {
  'display-lg': style('3.25rem', '4rem', BOLD),
  'display-md': style('2.625rem', '3.25rem', BOLD),
  'display-sm': style('2.25rem', '2.75rem', BOLD),
  'heading-xl': style('2rem', '2.5rem', BOLD),
  'heading-lg': style('1.5rem', '2rem', BOLD),
  'heading-md': style('1.25rem', '1.75rem', BOLD),
  'heading-sm': style('1.125rem', '1.5rem', BOLD),
  'body-lg': style('1.125rem', '1.75rem'),
  'body-lg-bold': style('1.125rem', '1.75rem', BOLD),
  'body-md': style('1rem', '1.5rem'),
  'body-md-bold': style('1rem', '1.5rem', BOLD),
  'body-sm': style('0.875rem', '1.25rem'),
  'body-sm-bold': style('0.875rem', '1.25rem', BOLD),
  'body-caption': style('0.75rem', '1rem'),
} as const satisfies Record<string, TypographyStyle>;
export type TypographyName = keyof typeof typography;

/** CSS declarations for a typography style, for use inside styled-components templates. */
export function typographyCss(name: TypographyName): string {
  const t = typography[name];
  return `font-size: ${t.fontSize}; line-height: ${t.lineHeight}; font-weight: ${t.fontWeight};`;
}

export const fontFamily =
  "'Neue Plak', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Focus ring width in px: WCAG 2.2 "focus appearance" asks for at least a 2 px perimeter. */
export const FOCUS_RING_WIDTH_PX = 2;
/** Gap between the element and its focus ring in px. */
export const FOCUS_RING_OFFSET_PX = 2;

/** Visible focus ring for keyboard users (`:focus-visible`), 2 px solid with an offset. */
export const focusRing = `
  &:focus-visible {
    outline: ${FOCUS_RING_WIDTH_PX}px solid ${colors.focus};
    outline-offset: ${FOCUS_RING_OFFSET_PX}px;
  }
`;

/** Media query helpers built from the product limits breakpoints. */
export const media = {
  /** `@media (min-width: {bp + 1}px)`: strictly wider than the breakpoint. */
  above: (name: BreakpointName): string => `@media (min-width: ${BREAKPOINTS[name] + 1}px)`,
  /** `@media (max-width: {bp}px)`: the breakpoint width and narrower. */
  upTo: (name: BreakpointName): string => `@media (max-width: ${BREAKPOINTS[name]}px)`,
  /**
   * The header's mobile layout: narrower than the desktop bucket (DEVICE_TABLET_BELOW). The .02 px keeps a zoomed window of
   * 959.5 px in one of the two layouts (max-width is inclusive). Base styles are the desktop layout, so
   * environments without media queries (jsdom) see the desktop one.
   */
  mobileLayout: `@media (max-width: ${DEVICE_TABLET_BELOW - 0.02}px)`,
} as const;

/** The header root's font size: its em thresholds (headerLayout) are in it. */
export const HEADER_FONT_SIZE_PX = 16;
/**
 * What a window has beyond the header's content box when the header spans it: the header's padding at both ends
 * (24 px at most) and a classic scrollbar (up to 20 px).
 */
const WINDOW_BEYOND_HEADER_PX = 2 * 24 + 20;

/** Rules that apply at a window width and narrower, or in a header whose text is too large for its room. */
const upToBoth = (mediaQuery: string, px: number, rules: string): string =>
  `${mediaQuery}{${rules}}@container (max-width:${(px - WINDOW_BEYOND_HEADER_PX) / HEADER_FONT_SIZE_PX}em){${rules}}`;

/**
 * The header's layout rules (its parts, inside the header root, which is their query container). Each applies
 * where the product limits' breakpoint says, by the window's width, and also where the header's own text has
 * grown past its room: text zoom (Firefox's and Safari's "zoom text only", a font scale) enlarges every font size
 * but keeps the window's width in px, so at 200% text a 1,280 px window has the room a 640 px one has at 100%
 * (WCAG 1.4.4). The container's em is the header root's font size, which that zoom enlarges with the text. At
 * 100% text the container query never applies before the window's query does (WINDOW_BEYOND_HEADER_PX), so the
 * breakpoints stay the product's; a header a host puts in a column narrower than the window gives way sooner.
 */
export const headerLayout = {
  upTo: (name: BreakpointName, rules: string): string => upToBoth(media.upTo(name), BREAKPOINTS[name], rules),
  mobile: (rules: string): string => upToBoth(media.mobileLayout, DEVICE_TABLET_BELOW, rules),
} as const;

export const radii = { sm: '4px', md: '8px', lg: '16px', pill: '999px' } as const;

export const shadows = {
  menu: '0 4px 16px rgba(30, 10, 60, 0.16)',
  modal: '0 8px 32px rgba(30, 10, 60, 0.24)',
} as const;

/** Stacking order of the header layers (the modal needs none: a modal <dialog> sits in the top layer). */
export const zIndices = { menu: 1000, overlay: 1100 } as const;

export const theme = {
  colors,
  typography,
  fontFamily,
  breakpoints: BREAKPOINTS,
  radii,
  shadows,
  zIndices,
  focusRing,
} as const;

/** Widens literal token types so a host can pass a theme with other values of the same shape. */
type Widen<T> = T extends string ? string : T extends number ? number : { readonly [K in keyof T]: Widen<T[K]> };

/** The theme shape (typed as DefaultTheme in styled.d.ts). */
export type Theme = Widen<typeof theme>;

/**
 * The theme a styled component should use: the one from the provider when present, else the default.
 * styled-components passes `{}` when there is no ThemeProvider (a host rendering a part on its own).
 */
export function getTheme(candidate: unknown): Theme {
  if (candidate && typeof candidate === 'object' && 'colors' in candidate && 'typography' in candidate) {
    return candidate as Theme;
  }
  return theme;
}
