/**
 * Issue 29: the header in other locales. "Fits" stories check, in every locale of LOCALE_MATRIX (the
 * pseudo-locale: accented and about 40% longer than English, as German and French run about a third
 * longer), that no text is clipped and nothing reaches past the window, and that the search input keeps
 * its width: 240 px at 960, 1024 and 1280 px, and a usable one on phones at 320 and 375 px. The "Pictured"
 * stories are screenshots in each locale of the matrix, at 375 and 1280 px: the header closed, with the
 * Help menu (the Menu panel on a phone) and with the account menu open. "Right to left" shows the header
 * mirrored in a `dir="rtl"` page.
 */
import type { Decorator, Meta } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { setStoryLocale } from '../../.storybook/story-locale';
import { PSEUDO_LOCALE } from '../../src/config/pseudo-locale';
import { Header } from '../../src/expose/header';
import { defaultMessages as M } from '../../src/i18n/english';
import { pseudoMessages } from '../../src/i18n/pseudo';
import { MOBILE_INPUT_MIN_WIDTH_PX } from '../../src/search/search-bar.styles';
import {
  ACCOUNT_MENU,
  headerStory,
  openDropdown,
  openMobilePanel,
  type HeaderStory,
  type Viewport,
} from './support/header-stories';
import { expectHeaderFits, LOCALE_MATRIX, MIN_DESKTOP_SEARCH_INPUT_PX, nextPaint } from './support/locales';

const meta = {
  title: 'Header/Locales',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;

type FitViewport = Extract<Viewport, 'narrow' | 'mobile' | 'desktop960' | 'desktop1024' | 'desktop'>;

/** The story in each locale of the matrix in turn, checked as it draws; back to its own locale after. */
function fits(exampleName: string, viewport: FitViewport): HeaderStory {
  const story = headerStory(exampleName, {
    description: `Every locale of the matrix at this width: no clipped text, the search input keeps its width.`,
    viewport,
    play: async ({ canvasElement }) => {
      const desktop = viewport !== 'narrow' && viewport !== 'mobile';
      // A phone's search input keeps its narrowest (issue 25) beside the logo and the menus.
      const minInputWidth = desktop ? MIN_DESKTOP_SEARCH_INPUT_PX : MOBILE_INPUT_MIN_WIDTH_PX;
      try {
        for (const locale of LOCALE_MATRIX) {
          setStoryLocale(locale);
          await nextPaint();
          await expectHeaderFits(canvasElement, locale, { minInputWidth, placeholderWhole: desktop });
        }
      } finally {
        setStoryLocale(undefined);
      }
    },
  });
  // Pictured in the stories below; these check.
  return {
    ...story,
    globals: { ...story.globals, locale: PSEUDO_LOCALE },
    parameters: { ...story.parameters, screenshots: { widths: [] } },
  };
}

export const FitsOrganizer1280 = fits('Organizer', 'desktop');
export const FitsOrganizer1024 = fits('Organizer', 'desktop1024');
export const FitsOrganizer960 = fits('Organizer', 'desktop960');
export const FitsAnonymousNewLinks1280 = fits('Anonymous, new sign-in links', 'desktop');
export const FitsAnonymousNewLinks1024 = fits('Anonymous, new sign-in links', 'desktop1024');
export const FitsAnonymousNewLinks960 = fits('Anonymous, new sign-in links', 'desktop960');
export const FitsStaffWithTikibarMobile375 = fits('Staff with Tikibar, mobile', 'mobile');
export const FitsStaffWithTikibarMobile320 = fits('Staff with Tikibar, mobile', 'narrow');
export const FitsAnonymousNewLinksMobile375 = fits('Anonymous, new sign-in links, mobile', 'mobile');
export const FitsAnonymousNewLinksMobile320 = fits('Anonymous, new sign-in links, mobile', 'narrow');

/** Pictured in every locale of the matrix (the story opens its menu in English, then switches). */
function pictured(exampleName: string, widths: readonly number[], play?: HeaderStory['play']): HeaderStory {
  const story = headerStory(exampleName, { viewport: widths[0] === 375 ? 'mobile' : 'desktop', play });
  return { ...story, parameters: { ...story.parameters, screenshots: { widths, locales: LOCALE_MATRIX } } };
}

export const PicturedClosed = pictured('Organizer', [375, 1280]);
export const PicturedHelpMenu = pictured('Organizer', [1280], async ({ canvasElement }) => {
  await openDropdown(canvasElement, M.help);
});
export const PicturedMenuPanelMobile = pictured('Anonymous, mobile', [375], async ({ canvasElement }) => {
  await openMobilePanel(canvasElement);
});
export const PicturedAccountMenu = pictured('Attendee', [1280], async ({ canvasElement }) => {
  await openDropdown(canvasElement, ACCOUNT_MENU);
});
export const PicturedAccountMenuMobile = pictured('Attendee, mobile', [375], async ({ canvasElement }) => {
  await openDropdown(canvasElement, ACCOUNT_MENU);
});

const rightToLeft: Decorator = (Story) => (
  <div dir="rtl">
    <Story />
  </div>
);

/** A right-to-left page: the logo at the right edge, the account menu at the left, the menu opening from its end. */
export const RightToLeft: HeaderStory = {
  ...headerStory('Organizer', { description: 'The header in a dir="rtl" page, in the pseudo-locale: mirrored.' }),
  decorators: [rightToLeft],
  globals: { viewport: { value: 'desktop' }, locale: PSEUDO_LOCALE },
  parameters: { screenshots: { widths: [375, 1280] } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    const logo = within(banner).getAllByRole('link')[0]!.getBoundingClientRect();
    const accountName = pseudoMessages.userMenu.split('{name}')[0]!;
    const account = within(banner)
      .getByRole('button', { name: new RegExp(`^${accountName.replace(/[[\]]/g, '\\$&')}`) })
      .getBoundingClientRect();
    await expect(logo.right).toBeGreaterThan(window.innerWidth - 64);
    await expect(account.left).toBeLessThan(64);
  },
};
