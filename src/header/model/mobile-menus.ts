/**
 * The mobile menu panel's contents (product routes): its account links, the nested marketing menus and the
 * current page's mark. Pure builders like ./menus.ts, kept apart so they load with the panel (a lazy
 * part) rather than with the header's first render.
 */
import type { MenuItem } from '../../config/menu-item';
import { formatCount, formatMessage } from '../../i18n/messages';
import * as links from '../../routes/header-links';
import * as marketing from '../../routes/marketing-links';
import { anchor, linkItem, type MenuContext } from './menus';

/**
 * The mobile panel's account links (product routes: "Auth links", product roles): Find my tickets and Sign In (or
 * Log In + Sign Up) for visitors; Likes and Tickets with their count badges (product validation rules) for users, the
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
 * Mobile nested menus (product routes): Solutions, Industry, Event Types, Blog, plus Contact Sales and
 * Get Started. Marketing links follow the per-domain variants of src/routes/header-links.
 */
export function buildMobileMenuItems(ctx: MenuContext): MenuItem[] {
  const { environment: env, product, messages, user } = ctx;
  const linkCtx = { environment: env, product };
  const m = (id: string, content: string, page: marketing.MarketingPage) =>
    anchor(id, content, marketing.getMarketingUrl(linkCtx, page));
  const fill = (text: string) => formatMessage(text, { product: product.name });
  const resources = marketing.getResourcesUrl(env);
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
  const blogNames: Record<marketing.BlogCategory, string> = {
    'tips-and-guides': messages.tipsAndGuides,
    'news-and-trends': messages.newsAndTrends,
    community: messages.community,
    'tools-and-features': messages.toolsAndFeatures,
  };
  const blog = marketing.BLOG_CATEGORIES.map((category) =>
    anchor(`blog-${category}`, blogNames[category], marketing.getBlogCategoryUrl(env, category)),
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
      user.isAuthenticated ? links.getCreateEventsUrl(env) : marketing.getCreatorSignUpUrl(env),
    ),
  ];
  return markActive(items, ctx.currentUrl);
}
