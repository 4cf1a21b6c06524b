/**
 * The user's label at the edge of the product validation rules ("Header user label over 30 characters is cut to 25 plus an
 * ellipsis"), per signed-in persona on a wide desktop (the only width where the row shows the name beside the
 * avatar): a 30-character name is shown whole, a 31-character one is cut.
 * The play function opens the account menu, whose disabled label item shows the same label (product roles).
 */
import type { Meta } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { getExample } from '../../examples/header-examples';
import { Header } from '../../src/expose/header';
import { defaultMessages as M, formatMessage } from '../../src/i18n';
import { headerStory, openDropdown, startsWith, type HeaderStory } from './support/header-stories';
import { visibleText } from './support/visible-text';

const meta = {
  title: 'Header/User label',
  component: Header,
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: 'A 30- and a 31-character user name (spec 5), per signed-in persona.' } },
  },
} satisfies Meta<typeof Header>;
export default meta;

/** Names one character apart across the limit, and what the product validation rules say the header shows for each. */
const NAMES = {
  30: { fullName: 'Christopher Alexander Johnston', label: 'Christopher Alexander Johnston' },
  31: { fullName: 'Christopher Alexander Johnstone', label: 'Christopher Alexander Joh…' },
} as const;

function userLabel(exampleName: string, length: keyof typeof NAMES): HeaderStory {
  const { fullName, label } = NAMES[length];
  const { email } = getExample(exampleName).props.user;
  return headerStory(exampleName, {
    description:
      length === 30
        ? 'A 30-character name: the label is the whole name.'
        : 'A 31-character name: the label is its first 25 characters and "…".',
    user: { fullName },
    viewport: 'wide',
    play: async ({ canvasElement }) => {
      // The story's premise: the name really is 30 or 31 characters long.
      await expect(Array.from(fullName)).toHaveLength(length);
      const { button, menu } = await openDropdown(canvasElement, formatMessage(M.userMenu, { name: label }));
      await expect(visibleText(button)).toBe(label);
      const item = within(menu).getByRole('menuitem', { name: startsWith(label) });
      await expect(item).toHaveAttribute('aria-disabled', 'true');
      await expect(visibleText(item)).toBe(`${label} ${email}`);
      if (label !== fullName) await expect(visibleText(document.body)).not.toContain(fullName);
    },
  });
}

export const AttendeeName30 = userLabel('Attendee', 30);
export const AttendeeName31 = userLabel('Attendee', 31);
export const OrganizerName30 = userLabel('Organizer', 30);
export const OrganizerName31 = userLabel('Organizer', 31);
export const StaffName30 = userLabel('Staff', 30);
export const StaffName31 = userLabel('Staff', 31);
export const StaffWithTikibarName30 = userLabel('Staff with Tikibar', 30);
export const StaffWithTikibarName31 = userLabel('Staff with Tikibar', 31);
