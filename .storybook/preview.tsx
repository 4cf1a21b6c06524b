import type { Decorator, Preview } from '@storybook/react-webpack5';
import { DesignSystemProvider, theme } from '../src/design-system';
import { loadCatalogue } from '../src/i18n/catalogue';
import { argsInLocale, STORY_LOCALES, useStoryLocale } from './story-locale';

/**
 * The widths the header is designed for: a phone, a tablet (spec 9's tablet bucket, 481-959 px: the mobile
 * layout, but not a mobile device for the attendee rule of spec 6), a desktop and a wide desktop. Stories pick one with
 * `globals: { viewport: { value: 'tablet' } }` (Storybook 10; `parameters.viewport.defaultViewport` is the
 * pre-9 API). The Vitest addon resizes the Chromium page to match when the story runs as a test; without a
 * viewport a story test runs at 1200x900.
 */
const VIEWPORTS = {
  // The narrowest phone the header fits.
  narrow: { name: 'Narrow phone (320)', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet (600)', styles: { width: '600px', height: '900px' }, type: 'tablet' },
  // The narrowest desktops, where the search input must keep 240 px.
  desktop960: { name: 'Desktop (960)', styles: { width: '960px', height: '720px' }, type: 'desktop' },
  desktop1024: { name: 'Desktop (1024)', styles: { width: '1024px', height: '720px' }, type: 'desktop' },
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

/**
 * The locale toolbar (and tests' `setStoryLocale`) puts the header's story in another locale. No
 * choice leaves the story as written (its own locale: "Attendee in Spanish (US)" keeps es_US).
 */
function InStoryLocale({ Story, context }: { Story: Parameters<Decorator>[0]; context: Parameters<Decorator>[1] }) {
  const locale = useStoryLocale(context.globals.locale as string | undefined);
  // Always the args: `Story()` with none renders with the last ones given, so a story switched back from a
  // locale (`setStoryLocale(undefined)`) stayed in it.
  return Story({ args: locale ? argsInLocale(context.args, locale) : context.args });
}
const withLocale: Decorator = (Story, context) => <InStoryLocale Story={Story} context={context} />;

const preview: Preview = {
  decorators: [withLocale, withDesignSystem],
  // English's later texts (src/i18n/catalogue.ts), which a page loads with its first lazy part: here before
  // every story, so a component shown on its own (a menu list, a dialog) has every text at once.
  loaders: [() => loadCatalogue('en_US').then(() => ({}))],
  globalTypes: {
    locale: {
      description: "The header's locale: its catalogue, links and formats",
      toolbar: { title: 'Locale', icon: 'globe', items: [...STORY_LOCALES], dynamicTitle: true },
    },
  },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: VIEWPORTS },
    // Axe violations fail the story's test (in `npm test` and in the Storybook test panel).
    a11y: { test: 'error' },
  },
};

export default preview;
