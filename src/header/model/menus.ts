/**
 * The header's menu contents as data (product routes and roles): pure builders returning MenuItem lists that the
 * design-system menus render. Every rule about which item shows lives here, so it can be tested
 * without rendering.
 */
import { USER_MENU_LABEL_POSITION, type DeviceBucket } from '../../config/constants';
import type { Environment, FeatureFlags, LinkGroup, PageData, Product, User } from '../../config/types';
import type { MenuItem } from '../../config/menu-item';
import { formatBadgeCount } from '../../i18n/badge-count';
import { formatMessage, type Messages } from '../../i18n/messages';
import * as links from '../../routes/header-links';
import { joinUrl, isSafeHref } from '../../routes/url';
import { getUserLabel } from './user-label';

export interface MenuContext {
  environment: Environment;
  user: User;
  featureFlags: FeatureFlags;
  pageData: PageData;
  product: Product;
  messages: Messages;
  /** The page the visitor is on, for referrer parameters. */
  currentUrl?: string;
  /** The product limits' device bucket of the viewport width (not the layout: a 600 px tablet is not mobile). */
  deviceBucket: DeviceBucket;
}

export const anchor = (id: string, content: string, path: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  type: 'anchor',
  id,
  content,
  path,
  ...extra,
});
const divider = (id: string): MenuItem => ({ type: 'divider', id });

/** Help Center dropdown (product routes: desktop links). */
export function buildHelpCenterItems({ environment, messages }: MenuContext): MenuItem[] {
  return [
    anchor('help-center', messages.helpCenter, links.getHelpCenterUrl(environment)),
    anchor('find-your-tickets', messages.findYourTickets, links.getFindYourTicketsHelpUrl(environment)),
    anchor('contact-organizer', messages.contactYourEventOrganizer, links.getContactOrganizerHelpUrl(environment)),
  ];
}

/** Organize / Help menus from environment organizeUrls / helpUrls: home first, then suggestions. */
export function buildLinkGroupItems(group: LinkGroup, serverUrl: string, idPrefix: string): MenuItem[] {
  const resolve = (url: string) => (url.startsWith('/') ? joinUrl(serverUrl, url) : url);
  const entries = [group.home, ...group.suggested].filter((item) => item.label && isSafeHref(item.url));
  const items = entries.map((item, index) => anchor(`${idPrefix}-${index}`, item.label, resolve(item.url)));
  if (items.length > 1) items.splice(1, 0, divider(`${idPrefix}-divider`));
  return items;
}

/** Whether the create-event call to action shows (product roles): canCreateEvents or the home page. */
export function showsCreateEventCta(user: User, pageData: PageData): boolean {
  return user.canCreateEvents || pageData.isHomePage;
}

/**
 * Manage my events is hidden for an attendee on a non-mobile screen (product roles), mobile being the product limits'
 * device bucket (under 481 px), not the mobile layout (under 960 px).
 */
export function showsManageMyEvents(user: User, deviceBucket: DeviceBucket): boolean {
  return !(user.isAttendee && deviceBucket !== 'mobile');
}

/** An item, or none when its link cannot be built (a /u/ link without publicId, an admin link without a host). */
export function linkItem(
  id: string,
  content: string,
  path: string | undefined,
  extra: Partial<MenuItem> = {},
): MenuItem[] {
  return path === undefined ? [] : [anchor(id, content, path, extra)];
}

/**
 * The signed-in user menu (product routes and roles). The disabled label item is inserted at position 9
 * (or last, when the list is shorter).
 */
export function buildUserMenuItems(ctx: MenuContext): MenuItem[] {
  const { environment: env, user, featureFlags: flags, pageData, messages, currentUrl, deviceBucket } = ctx;
  if (!user.isAuthenticated) return [];
  const items: MenuItem[] = [anchor('browse-events', messages.browseEvents, links.getBrowseEventsUrl(env, 'events'))];
  if (showsManageMyEvents(user, deviceBucket)) {
    items.push(
      anchor(
        'manage-my-events',
        messages.manageMyEvents,
        links.getManageMyEventsUrl(env, pageData.isCreatorHomeActivated),
      ),
    );
  }
  // The /u/{publicId}/ links are left out for a user without publicId (reported by the props parser).
  // The count follows the badge rule (product validation rules): none for 0, 99+ above 99.
  const ticketsCount = formatBadgeCount(user.numOrders);
  items.push(
    ...linkItem(
      'tickets',
      ticketsCount === null ? messages.tickets : formatMessage(messages.ticketsMenuItem, { count: ticketsCount }),
      links.getTicketsUrl(env, user),
    ),
    ...linkItem('liked', messages.likedMenuItem, links.getLikedUrl(env, user)),
  );
  if (flags.enableOldCollectionsLinkInHeader) {
    items.push(...linkItem('collections', messages.collections, links.getCollectionsUrl(env, user)));
  }
  items.push(
    ...linkItem('following', messages.following, links.getFollowingUrl(env, user)),
    anchor('interests', messages.interests, links.getInterestsUrl(env, flags.isDetachInterestsEnabled, currentUrl)),
    anchor('account-settings', messages.accountSettings, links.getAccountSettingsUrl(env)),
  );
  if (user.canCreateEvents) {
    items.push(
      anchor('contacts', messages.contacts, links.getContactsUrl(env)),
      anchor('organizer-profile', messages.organizerProfile, links.getOrganizerProfileUrl(env)),
      anchor('sponsorship', messages.sponsorship, links.getSponsorshipUrl(env), { badge: messages.sponsorshipBadge }),
      anchor('studio', messages.studio, links.getStudioUrl(env), { badge: messages.studioBadge }),
      anchor('create', messages.create, links.getCreateUrl(env)),
    );
  } else {
    items.push(anchor('newsletter', messages.newsletter, links.getNewsletterUrl(env), { newTab: true }));
  }
  if (user.isStaff) {
    // Admin and Feature Flags live on the admin host: without adminServerUrl they are left out
    // (reported by the props parser) rather than pointing at the normal site.
    const staffItems = [
      ...linkItem('admin', messages.admin, links.getAdminSearchUrl(env), { newTab: true }),
      ...linkItem('feature-flags', messages.featureFlags, links.getFeatureFlagsAdminUrl(env), { newTab: true }),
      ...(user.hasTikibar ? [anchor('tikibar', messages.tikibar, links.getTikibarSettingsUrl(env))] : []),
    ];
    if (staffItems.length > 0) items.push(divider('staff-divider'), ...staffItems);
  }
  items.push(divider('logout-divider'), anchor('logout', messages.logOut, links.getLogoutUrl(env)));

  const label: MenuItem = {
    type: 'anchor',
    id: 'user-label',
    content: getUserLabel(user),
    secondaryContent: user.fullName && user.email ? user.email : undefined,
    disabled: true,
  };
  // Position 9 of the menu as built (dividers included), or last when the menu is shorter.
  items.splice(Math.min(USER_MENU_LABEL_POSITION - 1, items.length), 0, label);
  return items;
}
