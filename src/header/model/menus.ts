/**
 * The header's menu contents as data (spec 2, 6): pure builders returning MenuItem lists that the
 * design-system menus render. Every rule about which item shows lives here, so it can be tested
 * without rendering.
 */
import { USER_MENU_LABEL_POSITION, type DeviceBucket } from '../../config/constants';
import type { Environment, FeatureFlags, LinkGroup, PageData, Product, User } from '../../config/types';
import type { MenuItem } from '../../design-system/menu-item';
import { formatBadgeCount } from '../../i18n/badge-count';
import { formatCount, formatMessage, type Messages } from '../../i18n/messages';
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
  /** Spec 9's device bucket of the viewport width (not the layout: a 600 px tablet is not mobile). */
  deviceBucket: DeviceBucket;
}

const anchor = (id: string, content: string, path: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  type: 'anchor',
  id,
  content,
  path,
  ...extra,
});
const divider = (id: string): MenuItem => ({ type: 'divider', id });

/** Help Center dropdown (spec 2 desktop links). */
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

/** Whether the create-event call to action shows (spec 6): canCreateEvents or the home page. */
export function showsCreateEventCta(user: User, pageData: PageData): boolean {
  return user.canCreateEvents || pageData.isHomePage;
}

/**
 * Manage my events is hidden for an attendee on a non-mobile screen (spec 6), mobile being spec 9's
 * device bucket (under 481 px), not the mobile layout (under 960 px).
 */
export function showsManageMyEvents(user: User, deviceBucket: DeviceBucket): boolean {
  return !(user.isAttendee && deviceBucket !== 'mobile');
}

/** An item, or none when its link cannot be built (a /u/ link without publicId, an admin link without a host). */
function linkItem(id: string, content: string, path: string | undefined, extra: Partial<MenuItem> = {}): MenuItem[] {
  return path === undefined ? [] : [anchor(id, content, path, extra)];
}

/**
 * The signed-in user menu (spec 2, 6). The disabled label item is inserted at position 9
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
  // The count follows the badge rule (spec 5): none for 0, 99+ above 99.
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

/**
 * The mobile panel's account links (spec 2 "Auth links", spec 6): Find my tickets and Sign In (or
 * Log In + Sign Up) for visitors; Likes and Tickets with their count badges (spec 5) for users, the
 * counts read out in words ("3 saved events", plural forms by the locale).
 */
export function buildMobileAccountItems(ctx: MenuContext): MenuItem[] {
  const { environment: env, user, messages, currentUrl } = ctx;
  if (!user.isAuthenticated) {
    const auth: MenuItem[] = env.launchNewSignInSignUpLinks
      ? [
          anchor('m-log-in', messages.logIn, links.getLogInUrl(env, currentUrl)),
          anchor('m-sign-up', messages.signUp, links.getSignUpUrl(env, currentUrl)),
        ]
      : [anchor('m-sign-in', messages.signIn, links.getSignInUrl(env, currentUrl))];
    return [anchor('m-find-my-tickets', messages.findMyTickets, links.getFindMyTicketsUrl(env)), ...auth];
  }
  const locale = env.localeInfo.locale;
  // The /u/{publicId}/ links are left out for a user without publicId (reported by the props parser).
  return [
    ...linkItem('m-likes', messages.likes, links.getLikesUrl(env, user), {
      count: user.numSavedEvents,
      countLabel: formatCount(messages.likesCount, user.numSavedEvents, locale),
    }),
    ...linkItem('m-tickets', messages.tickets, links.getTicketsUrl(env, user), {
      count: user.numOrders,
      countLabel: formatCount(messages.ticketsCount, user.numOrders, locale),
    }),
  ];
}

/** Mark items whose path is the current page active (aria-current), recursively. */
export function markActive(items: MenuItem[], currentUrl: string | undefined): MenuItem[] {
  if (!currentUrl) return items;
  let current: URL;
  try {
    current = new URL(currentUrl, 'http://placeholder.invalid');
  } catch {
    return items;
  }
  const matches = (path?: string) => {
    if (!path) return false;
    try {
      return new URL(path, current).pathname === current.pathname;
    } catch {
      return false;
    }
  };
  return items.map((item) => {
    const subItems = item.subItems ? markActive(item.subItems, currentUrl) : undefined;
    const active = matches(item.path) || Boolean(subItems?.some((sub) => sub.active));
    return { ...item, ...(subItems ? { subItems } : {}), active };
  });
}

/**
 * Mobile nested menus (spec 2): Solutions, Industry, Event Types, Blog, plus Contact Sales and
 * Get Started. Marketing links follow the per-domain variants of src/routes/header-links.
 */
export function buildMobileMenuItems(ctx: MenuContext): MenuItem[] {
  const { environment: env, product, messages, user } = ctx;
  const linkCtx = { environment: env, product };
  const m = (id: string, content: string, page: links.MarketingPage) =>
    anchor(id, content, links.getMarketingUrl(linkCtx, page));
  const fill = (text: string) => formatMessage(text, { product: product.name });
  const resources = links.getResourcesUrl(env);
  const solutions: MenuItem[] = [
    m('sell-tickets', messages.sellTickets, 'sell-tickets'),
    m('event-marketing-platform', messages.eventMarketingPlatform, 'event-marketing-platform'),
    m('product-ads', fill(messages.productAds), 'product-ads'),
    m('event-payment', messages.eventPayment, 'event-payment'),
    m('for-business', fill(messages.forBusiness), 'eribrite-for-business'),
    m('virtual-events-platform', messages.virtualEventsPlatform, 'virtual-events-platform'),
    ...(resources ? [anchor('resources', messages.resources, resources)] : []),
  ];
  const industry: MenuItem[] = [
    m('industry-music', messages.music, 'music'),
    m('food-drink', messages.foodAndDrink, 'food-drink-event-ticketing'),
    m('performing-arts', messages.performingArts, 'performing-arts'),
    m('npo', messages.charityAndCauses, 'npo'),
    m('retail', messages.retail, 'host-retail-events'),
    m('music-venues', messages.musicVenues, 'music-venues'),
  ];
  const eventTypes: MenuItem[] = [
    m('conferences', messages.conferences, 'conferences'),
    m('workshops', messages.workshops, 'create-a-workshop'),
    m('festivals', messages.festivals, 'festival-solutions'),
  ];
  const blogNames: Record<links.BlogCategory, string> = {
    'tips-and-guides': messages.tipsAndGuides,
    'news-and-trends': messages.newsAndTrends,
    community: messages.community,
    'tools-and-features': messages.toolsAndFeatures,
  };
  const blog = links.BLOG_CATEGORIES.map((category) =>
    anchor(`blog-${category}`, blogNames[category], links.getBlogCategoryUrl(env, category)),
  );
  const items: MenuItem[] = [
    { type: 'expandLink', id: 'solutions', content: messages.solutions, subItems: solutions },
    { type: 'expandLink', id: 'industry', content: messages.industry, subItems: industry },
    { type: 'expandLink', id: 'event-types', content: messages.eventTypes, subItems: eventTypes },
    { type: 'expandLink', id: 'blog', content: messages.blog, subItems: blog },
    m('contact-sales', messages.contactSales, 'contact-sales'),
    anchor(
      'get-started',
      messages.getStarted,
      user.isAuthenticated ? links.getCreateEventsUrl(env) : links.getCreatorSignUpUrl(env),
    ),
  ];
  return markActive(items, ctx.currentUrl);
}
