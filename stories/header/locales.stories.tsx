/**
 * The header in other locales. "Fits" stories check, in every locale of FIT_LOCALES (every
 * language and region of the spec's domain map, and the pseudo-locale: accented and about 40% longer than
 * English, as German and French run about a third longer), that no text is clipped and nothing reaches past
 * the window, and that the search input keeps its width: 240 px at 960, 1024 and 1280 px, and a usable one on
 * phones at 320 and 375 px; closed, and with the Help menu (the Menu panel on a phone) or the account menu
 * open. The "Pictured" stories are screenshots in each locale of PICTURED_LOCALES (German and the
 * pseudo-locale), at 375 and 1280 px: the header closed, with the Help menu (the Menu panel on a phone) and
 * with the account menu open. "Speaks German" is the locale toolbar's German: the catalogue, not English
 * under another locale. "Right to left" shows the header mirrored in a `dir="rtl"` page.
 */
import type { Decorator, Meta } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { setStoryLocale } from '../../.storybook/story-locale';
import { PSEUDO_LOCALE, defaultMessages as M, type Messages, pseudoMessages } from '../../src/i18n';
import { Header } from '../../src/expose/header';
import { MOBILE_INPUT_MIN_WIDTH_PX } from '../../src/search';
import {
  ACCOUNT_MENU,
  expandPanelSection,
  headerStory,
  openDropdown,
  openMobilePanel,
  type HeaderStory,
  type Viewport,
} from './support/header-stories';
import {
  clippedTexts,
  expectHeaderFits,
  FIT_LOCALES,
  messagesIn,
  MIN_DESKTOP_SEARCH_INPUT_PX,
  PICTURED_LOCALES,
  showInLocale,
} from './support/locales';

const meta = {
  title: 'Header/Locales',
  component: Header,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;

type FitViewport = Extract<Viewport, 'narrow' | 'mobile' | 'desktop960' | 'desktop1024' | 'desktop'>;

const page = () => within(document.body);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The account menu's name in a language: its template's words before the user's name. */
const accountMenuIn = (messages: Messages) => new RegExp(`^${escapeRegExp(messages.userMenu.split('{name}')[0]!)}`);

/** A part of the header a visitor opens: opened once in the story's own language, then found in each locale's. */
interface OpenPart {
  open: (canvasElement: HTMLElement) => Promise<unknown>;
  find: (messages: Messages) => Promise<HTMLElement>;
}

const HELP_MENU: OpenPart = {
  open: (canvasElement) => openDropdown(canvasElement, M.help),
  find: (messages) => page().findByRole('menu', { name: messages.help }),
};
/** Everyone but organizers: the Help Center menu, beside Log In and Sign Up. */
const HELP_CENTER_MENU: OpenPart = {
  open: (canvasElement) => openDropdown(canvasElement, M.helpCenterMenu),
  find: (messages) => page().findByRole('menu', { name: messages.helpCenterMenu }),
};
const ACCOUNT_MENU_PART: OpenPart = {
  open: (canvasElement) => openDropdown(canvasElement, ACCOUNT_MENU),
  find: (messages) => page().findByRole('menu', { name: accountMenuIn(messages) }),
};
/** On a phone the Help Center's links are in the Menu panel: the panel with that section expanded. */
const MENU_PANEL: OpenPart = {
  open: async (canvasElement) => {
    const dialog = await openMobilePanel(canvasElement);
    await expandPanelSection(dialog, M.helpCenterMenu, [M.helpCenter]);
  },
  find: (messages) => page().findByRole('dialog', { name: messages.menu }),
};

/**
 * The story in each locale of FIT_LOCALES in turn, checked as it draws, with `part` open (opened once: the
 * open menu stays open across a locale switch, as with the QA panel's); back to its own locale after.
 */
function fits(exampleName: string, viewport: FitViewport, part?: OpenPart): HeaderStory {
  const story = headerStory(exampleName, {
    description: `Every locale at this width${part ? ', a menu open' : ''}: no clipped text, the search input keeps its width.`,
    viewport,
    play: async ({ canvasElement }) => {
      const desktop = viewport !== 'narrow' && viewport !== 'mobile';
      // A phone's search input keeps its narrowest beside the logo and the menus.
      const minInputWidth = desktop ? MIN_DESKTOP_SEARCH_INPUT_PX : MOBILE_INPUT_MIN_WIDTH_PX;
      await within(canvasElement).findByRole('banner');
      if (part) await part.open(canvasElement);
      try {
        for (const locale of FIT_LOCALES) {
          const messages = await showInLocale(canvasElement, locale);
          await expectHeaderFits(canvasElement, locale, messages, { minInputWidth, placeholderWhole: desktop });
          if (!part) continue;
          const opened = await part.find(messages);
          await expect(opened).toBeVisible();
          await expect(clippedTexts(opened), `${locale}, open, at ${window.innerWidth} px`).toEqual([]);
        }
      } finally {
        setStoryLocale(undefined);
      }
    },
  });
  // Pictured in the stories below; these check.
  return { ...story, parameters: { ...story.parameters, screenshots: { widths: [] } } };
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
export const FitsHelpMenu1280 = fits('Organizer', 'desktop', HELP_MENU);
export const FitsHelpMenu1024 = fits('Organizer', 'desktop1024', HELP_MENU);
export const FitsHelpMenu960 = fits('Organizer', 'desktop960', HELP_MENU);
export const FitsHelpCenterMenu1024 = fits('Anonymous, new sign-in links', 'desktop1024', HELP_CENTER_MENU);
export const FitsHelpCenterMenu960 = fits('Anonymous, new sign-in links', 'desktop960', HELP_CENTER_MENU);
export const FitsAccountMenu1280 = fits('Attendee', 'desktop', ACCOUNT_MENU_PART);
export const FitsAccountMenu1024 = fits('Attendee', 'desktop1024', ACCOUNT_MENU_PART);
export const FitsAccountMenu960 = fits('Attendee', 'desktop960', ACCOUNT_MENU_PART);
export const FitsMenuPanelMobile320 = fits('Anonymous, mobile', 'narrow', MENU_PANEL);
export const FitsAccountMenuMobile320 = fits('Attendee, mobile', 'narrow', ACCOUNT_MENU_PART);

/**
 * Pictured in every locale of PICTURED_LOCALES: the story opens its part in its own language, then each
 * picture is taken once the header speaks the locale (the menu stays open across the switch).
 */
function pictured(exampleName: string, widths: readonly number[], part?: OpenPart): HeaderStory {
  const story = headerStory(exampleName, {
    viewport: widths[0] === 375 ? 'mobile' : 'desktop',
    play: async ({ canvasElement }) => {
      await within(canvasElement).findByRole('banner');
      await part?.open(canvasElement);
    },
  });
  return {
    ...story,
    parameters: {
      ...story.parameters,
      screenshots: {
        widths,
        locales: PICTURED_LOCALES,
        showLocale: async (locale: string) => {
          const messages = await showInLocale(document.body, locale);
          if (part) await expect(await part.find(messages)).toBeVisible();
        },
      },
    },
  };
}

export const PicturedClosed = pictured('Organizer', [375, 1280]);
export const PicturedHelpMenu = pictured('Organizer', [1280], HELP_MENU);
export const PicturedMenuPanelMobile = pictured('Anonymous, mobile', [375], MENU_PANEL);
export const PicturedAccountMenu = pictured('Attendee', [1280], ACCOUNT_MENU_PART);
export const PicturedAccountMenuMobile = pictured('Attendee, mobile', [375], ACCOUNT_MENU_PART);

/**
 * The locale toolbar's German: the header's first render waits for the German catalogue,
 * then every name a screen reader reads is German and the root says `lang="de-DE"`.
 */
function speaksGerman(exampleName: string, viewport: 'mobile' | 'desktop'): HeaderStory {
  const story = headerStory(exampleName, {
    description: 'The locale toolbar set to Deutsch: the German catalogue, its names and lang.',
    viewport,
    play: async ({ canvasElement }) => {
      const de = await messagesIn('de_DE');
      const banner = await within(canvasElement).findByRole('banner');
      const header = within(banner);
      await expect(banner).toHaveAttribute('lang', 'de-DE');
      await expect(await header.findByRole('combobox', { name: de.searchEvents })).toBeVisible();
      await expect(header.queryByRole('combobox', { name: M.searchEvents })).not.toBeInTheDocument();
      if (viewport === 'desktop') {
        const nav = header.getByRole('navigation', { name: de.mainNavigation });
        await expect(within(nav).getByRole('link', { name: de.findEvents })).toBeVisible();
        await expect(within(nav).getByRole('link', { name: de.createEvents })).toBeVisible();
        await expect(header.getByRole('link', { name: de.logIn })).toBeVisible();
        await openDropdown(canvasElement, de.helpCenterMenu);
      } else {
        const dialog = await openMobilePanel(canvasElement, de.menu);
        await expect(within(dialog).getByRole('link', { name: de.findEvents })).toBeVisible();
      }
    },
  });
  return {
    ...story,
    globals: { ...story.globals, locale: 'de_DE' },
    // Pictured by PicturedClosed and the others, in German.
    parameters: { ...story.parameters, screenshots: { widths: [] } },
  };
}

export const SpeaksGerman = speaksGerman('Anonymous, new sign-in links', 'desktop');
export const SpeaksGermanMobile = speaksGerman('Anonymous, mobile', 'mobile');

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
