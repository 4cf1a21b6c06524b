/**
 * The create-event modal (product states and limits) open, per persona that sees the call to action (product roles: canCreateEvents,
 * or anyone on the home page), on desktop and on a phone, and with an option picked: loading, disabled, and
 * on its way to the option's page.
 *
 * Picking an option navigates the whole page (window.location.assign); every story here holds such
 * navigations (support/hold-navigation.ts), so the loading state stays on screen and the story's frame is
 * never unloaded.
 */
import type { Meta } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Header } from '../../src/expose/header';
import { defaultMessages as M } from '../../src/i18n';
import { holdNavigation, type HeldNavigation } from './support/hold-navigation';
import { headerStory, LAZY_PART_TIMEOUT_MS, type HeaderStory, type Viewport } from './support/header-stories';

/** The navigations held for the story being shown. */
let held: HeldNavigation | undefined;

const meta = {
  title: 'Header/Create event',
  component: Header,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: 'The "Create an event" modal open, and each option loading.' } },
  },
  beforeEach: () => {
    const current = holdNavigation();
    held = current;
    return () => {
      current.release();
      if (held === current) held = undefined;
    };
  },
} satisfies Meta<typeof Header>;
export default meta;

/** Clicks "Create an event" and returns the modal, checking both options are offered (product limits). */
async function openModal(canvasElement: HTMLElement) {
  const cta = within(canvasElement).getByRole('link', { name: M.createAnEvent });
  await userEvent.click(cta);
  const dialog = await within(document.body).findByRole(
    'dialog',
    { name: M.createModalTitle },
    { timeout: LAZY_PART_TIMEOUT_MS },
  );
  await expect(dialog).toBeVisible();
  for (const option of [M.createFromScratch, M.createWithAi]) {
    const button = within(dialog).getByRole('button', { name: option });
    await expect(button).toBeVisible();
    await expect(button).toBeEnabled();
  }
  await expect(within(dialog).getByRole('button', { name: M.close })).toBeVisible();
  return dialog;
}

function modalOpen(exampleName: string, viewport: Viewport): HeaderStory {
  return headerStory(exampleName, {
    description: 'The modal as it first opens.',
    viewport,
    play: async ({ canvasElement }) => {
      await openModal(canvasElement);
    },
  });
}

/** Where each option leads (product routes): start from scratch, or the AI-assisted creation. */
const OPTIONS = {
  scratch: { name: M.createFromScratch, path: '/manage/events/create' },
  ai: { name: M.createWithAi, path: '/manage/events/auto-create' },
} as const;

function optionLoading(exampleName: string, option: keyof typeof OPTIONS): HeaderStory {
  const { name, path } = OPTIONS[option];
  return headerStory(exampleName, {
    description: `"${name}" picked: spec 4, it shows loading, is disabled, and the page navigates.`,
    play: async ({ canvasElement }) => {
      const dialog = await openModal(canvasElement);
      const button = within(dialog).getByRole('button', { name });
      await userEvent.click(button);
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await expect(button).toBeDisabled();
      // The state is announced, not only drawn: each option has a status region, one now says Loading.
      const announced = within(dialog)
        .getAllByRole('status')
        .map((status) => status.textContent);
      await expect(announced).toContain(M.loading);
      await waitFor(() => expect(held?.destinations.map((url) => new URL(url).pathname)).toEqual([path]));
    },
  });
}

export const OrganizerModal = modalOpen('Organizer', 'desktop');
export const OrganizerMobileModal = modalOpen('Organizer, mobile', 'mobile');
export const OrganizerStartFromScratchLoading = optionLoading('Organizer', 'scratch');
export const OrganizerCreateWithAiLoading = optionLoading('Organizer', 'ai');
export const StaffModal = modalOpen('Staff', 'desktop');
export const StaffMobileModal = modalOpen('Staff, mobile', 'mobile');
export const StaffStartFromScratchLoading = optionLoading('Staff', 'scratch');
export const StaffWithTikibarModal = modalOpen('Staff with Tikibar', 'desktop');
export const StaffWithTikibarMobileModal = modalOpen('Staff with Tikibar, mobile', 'mobile');
export const StaffWithTikibarStartFromScratchLoading = optionLoading('Staff with Tikibar', 'scratch');
export const AnonymousOnHomePageModal = modalOpen('Anonymous on the home page', 'desktop');
export const AnonymousOnHomePageMobileModal = modalOpen('Anonymous on the home page', 'mobile');
export const AnonymousOnHomePageStartFromScratchLoading = optionLoading('Anonymous on the home page', 'scratch');
