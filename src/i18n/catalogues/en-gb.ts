/**
 * British English (en_GB, and en_AU, which spells the same): the spec's English with British spelling.
 * A chunk of its own, so the first render of a US English page carries none of it.
 */
import type { LanguageCatalogue } from '../catalogue';
import { defaultMessages, type Messages } from '../messages';

export const BRITISH_SPELLING: Partial<Messages> = {
  organize: 'Organise',
  helpCenterMenu: 'Help Centre',
  helpCenter: 'Help Centre',
  contactYourEventOrganizer: 'Contact your event organiser',
  organizerProfile: 'Organiser profile',
};

export const catalogue: LanguageCatalogue = { messages: { ...defaultMessages, ...BRITISH_SPELLING } };
