/**
 * The menu builders' test context: an attendee on a desktop page with the default catalogue, every
 * field overridable; and two readers of a built item list.
 */
import type { MenuItem } from '../../../src/config/menu-item';
import type { MenuContext } from '../../../src/header/model/menus';
import { DEFAULT_PRODUCT } from '../../../src/config/product';
import { defaultMessages } from '../../../src/i18n/english';
import { ATTENDEE_USER, DEFAULT_PAGE_DATA, makeEnvironment, NO_FLAGS } from '../../../examples/header-examples';

export function ctx(overrides: Partial<MenuContext> = {}): MenuContext {
  return {
    environment: makeEnvironment(),
    user: ATTENDEE_USER,
    featureFlags: NO_FLAGS,
    pageData: DEFAULT_PAGE_DATA,
    product: DEFAULT_PRODUCT,
    messages: defaultMessages,
    currentUrl: 'https://www.example.com/e/jazz-1',
    deviceBucket: 'desktop',
    ...overrides,
  };
}
export const ids = (items: MenuItem[]) => items.map((i) => i.id);
export const byId = (items: MenuItem[], id: string) => items.find((i) => i.id === id);
