/**
 * What the header story files share: one way to turn a named example into a story at a given width, and the
 * few steps play functions repeat to open a part of the header the way a visitor does.
 *
 * Storybook indexes story files statically: the default export (meta) must be an object literal in each file,
 * and only named exports are stories, so files call `headerStory` once per export instead of looping. The
 * sidebar names a story after its export (a name computed in a call is invisible to the indexer).
 */
import type { StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getExample, type HeaderExample } from '../../../examples/header-examples';
import type { User } from '../../../src/config';
import { Header } from '../../../src/expose/header';
import { defaultMessages } from '../../../src/i18n';

/**
 * The widths of .storybook/preview.tsx: narrow phone 320, phone 375, tablet 600 (product limits' tablet bucket),
 * the narrowest desktops 960 and 1024, desktop 1280, wide 1680.
 */
export type Viewport = 'narrow' | 'mobile' | 'tablet' | 'desktop960' | 'desktop1024' | 'desktop' | 'wide';

export type HeaderStory = StoryObj<typeof Header>;

export interface HeaderStoryOptions {
  /** What a designer should look at, shown in the docs; default the example's description. */
  description?: string;
  /** Default: mobile for the examples whose environment says isMobile, else desktop. */
  viewport?: Viewport;
  /** Changes to the example's user (a long name, other counts). */
  user?: Partial<User>;
  play?: HeaderStory['play'];
}

/** A story from a named example of examples/header-examples.ts, optionally with a different user. */
export function headerStory(exampleName: string, options: HeaderStoryOptions = {}): HeaderStory {
  const example: HeaderExample = getExample(exampleName);
  const viewport = options.viewport ?? (example.props.environment.isMobile ? 'mobile' : 'desktop');
  return {
    args: options.user ? { ...example.props, user: { ...example.props.user, ...options.user } } : example.props,
    parameters: { docs: { description: { story: options.description ?? example.description } } },
    globals: { viewport: { value: viewport } },
    ...(options.play ? { play: options.play } : {}),
  };
}

const page = () => within(document.body);

/**
 * How long to wait for a part the header loads on first use (the Menu panel, the create-event modal). The
 * first story to open one compiles its chunk on the fly, which on a busy 2-core machine takes longer than
 * Testing Library's default 1 s.
 */
export const LAZY_PART_TIMEOUT_MS = 5000;

/**
 * Opens a dropdown the way a keyboard user does (focus, Enter). A keyboard-opened menu stays open when the
 * pointer leaves it (product states: closes only hover-opened menus on mouse leave), so a designer can look at it.
 */
export async function openDropdown(canvasElement: HTMLElement, trigger: string | RegExp) {
  const button = within(canvasElement).getByRole('button', { name: trigger });
  button.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await page().findByRole('menu', { name: trigger });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  return { button, menu };
}

/** The account menu's trigger is named after the user's label (product validation rules). */
export const ACCOUNT_MENU = /^Account menu for /;

/** Opens the mobile Menu panel with a tap and returns the dialog (`name`: the button's, in the header's language). */
export async function openMobilePanel(canvasElement: HTMLElement, name: string = defaultMessages.menu) {
  const button = within(canvasElement).getByRole('button', { name });
  await userEvent.click(button);
  const dialog = await page().findByRole('dialog', { name }, { timeout: LAZY_PART_TIMEOUT_MS });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The list a disclosure button shows and hides (its aria-controls). */
function controlledList(button: HTMLElement): HTMLElement {
  const id = button.getAttribute('aria-controls');
  const list = id ? button.ownerDocument.getElementById(id) : null;
  if (!list) throw new Error(`"${button.textContent}" controls no element`);
  return list;
}

/**
 * Expands a nested menu of the panel and checks what opened: the button says expanded and each of `links` is a
 * visible link of its list. Returns the list.
 */
export async function expandPanelSection(dialog: HTMLElement, section: string, links: readonly string[]) {
  const button = within(dialog).getByRole('button', { name: section });
  if (button.getAttribute('aria-expanded') !== 'true') await userEvent.click(button);
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
  const list = controlledList(button);
  await expect(list).toBeVisible();
  for (const name of links) {
    await expect(within(list).getByRole('link', { name })).toBeVisible();
  }
  return list;
}

/** A name that starts with `text` as a word: "Sponsorship" matches "Sponsorship Beta", not "Sponsorships". */
export function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w)`);
}

/** Asserts each name is a visible item of the open menu. */
export async function expectMenuItems(menu: HTMLElement, names: readonly (string | RegExp)[]) {
  for (const name of names) {
    await expect(within(menu).getByRole('menuitem', { name })).toBeVisible();
  }
}

/** Asserts none of the names is an item of the menu. */
export async function expectNoMenuItems(menu: HTMLElement, names: readonly (string | RegExp)[]) {
  for (const name of names) {
    await expect(within(menu).queryByRole('menuitem', { name })).not.toBeInTheDocument();
  }
}
