import type { Decorator, Preview } from '@storybook/react-webpack5';
import { DesignSystemProvider, theme } from '../src/design-system';

/**
 * The widths the header is designed for: a phone, a tablet (spec 9's tablet bucket, 481-959 px: the mobile
 * layout, but not a mobile device for the attendee rule of spec 6), a desktop and a wide desktop. Stories pick one with
 * `globals: { viewport: { value: 'tablet' } }` (Storybook 10; `parameters.viewport.defaultViewport` is the
 * pre-9 API). The Vitest addon resizes the Chromium page to match when the story runs as a test; without a
 * viewport a story test runs at 1200x900.
 */
const VIEWPORTS = {
  mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet (600)', styles: { width: '600px', height: '900px' }, type: 'tablet' },
  desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  // Above 1608 px the header has room for the user's name beside the avatar (src/header/header.styles.ts).
  wide: { name: 'Wide desktop (1680)', styles: { width: '1680px', height: '900px' }, type: 'desktop' },
} as const;

/**
 * Every story gets the design-system theme and default messages (primitives read them from context), on the
 * page colour a host uses, so axe's contrast checks see what users see.
 */
const withDesignSystem: Decorator = (Story) => (
  <DesignSystemProvider>
    <div style={{ background: theme.colors.background, minHeight: '100%' }}>
      <Story />
    </div>
  </DesignSystemProvider>
);

const preview: Preview = {
  decorators: [withDesignSystem],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: VIEWPORTS },
    // Axe violations fail the story's test (in `npm test` and in the Storybook test panel).
    a11y: { test: 'error' },
  },
};

export default preview;
