/** Canadian English (en_CA): "Centre", but "organize" and "organizer" as in the US. */
import type { LanguageCatalogue } from '../catalogue';
import { defaultMessages } from '../messages';

export const catalogue: LanguageCatalogue = {
  messages: { ...defaultMessages, helpCenterMenu: 'Help Centre', helpCenter: 'Help Centre' },
};
