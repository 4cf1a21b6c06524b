/**
 * English, the spec's own texts, part two: the texts of the parts that load later (the menus' lists,
 * the dialogs, the full search bar and location picker, the error texts). Loaded with the first of
 * those parts (src/lib/lazy-module.ts), as every language's later part is.
 */
import type { LaterCatalogue } from '../catalogue';

const BRITISH_LATER: NonNullable<LaterCatalogue['regions']>[string] = {
  contactYourEventOrganizer: 'Contact your event organiser',
  organizerProfile: 'Organiser profile',
};

export const catalogue: LaterCatalogue = {
  messages: {
    opensInNewTab: '(opens in a new tab)',
    createModalTitle: 'How do you want to build your event?',
    createFromScratch: 'Start from scratch',
    createWithAi: 'Create my event faster with AI',
    close: 'Close',
    loading: 'Loading',

    // Mobile nested menus (product routes)
    solutions: 'Solutions',
    industry: 'Industry',
    eventTypes: 'Event Types',
    blog: 'Blog',
    contactSales: 'Contact Sales',
    getStarted: 'Get Started',
    back: 'Back',

    // Solutions / industry / event types / blog links
    sellTickets: 'Sell tickets',
    eventMarketingPlatform: 'Event marketing platform',
    productAds: '{product} Ads',
    eventPayment: 'Event payment',
    forBusiness: '{product} for business',
    virtualEventsPlatform: 'Virtual events platform',
    resources: 'Resources',
    music: 'Music',
    foodAndDrink: 'Food & Drink',
    performingArts: 'Performing Arts',
    charityAndCauses: 'Charity & Causes',
    retail: 'Retail',
    musicVenues: 'Music venues',
    conferences: 'Conferences',
    workshops: 'Workshops',
    festivals: 'Festivals',
    tipsAndGuides: 'Tips & Guides',
    newsAndTrends: 'News & Trends',
    community: 'Community',
    toolsAndFeatures: 'Tools & Features',

    // Text inputs (product validation rules)
    required: '(required)',
    characterCount: '{length}/{max}',
    locationPermissionDenied: "Looks like we don't have permission to access your location.",
    locationUnavailable: "Looks like the browser wasn't able to determine your location.",
    locationUnresolved: "Looks like we weren't able to resolve your location.",
    locationLookupFailed: "We're sorry, something went wrong. Please try typing in your location again.",
    locationNoResults: "We weren't able to find any results for that location. Please try a different location.",
    searchFailed: 'Looks like we had a problem running your search.',
    useMyCurrentLocation: 'Use my current location',
    recentLocation: 'Recent location',

    // Other product error catalogue texts
    noEventsNearby: "Looks like we don't have any current events listed nearby. Try searching another city.",
    eventSaved: 'Event has been saved successfully.',
    eventSaveFailed: 'There was a problem saving the event, please try again.',
    routerLinkFallback: 'Router-link item "{path}" has no navigate function; falling back to a plain anchor.',

    // Design-system button states (product states: loading, successful, not-successful), announced to screen readers
    buttonSuccessful: 'Done',
    buttonNotSuccessful: 'Failed',

    // Price filter labels (product entities: "Price filter")
    priceFree: 'Free',
    pricePaid: 'Paid',
    clearRecentSearches: 'Clear',
    recentSearches: 'Recent searches',
    trendingSearches: 'Trending searches',
    searchSuggestions: 'Suggestions',
    recentSearchIn: '{text}, searched in {place}',
    searchLoading: 'Loading suggestions...',
    searchSuggestionCount: { one: '{count} suggestion available.', other: '{count} suggestions available.' },
    searchRefinements: 'Understood as',
    removeRefinement: 'Remove {label}, search it as words',
    dateToday: 'Today',
    dateTomorrow: 'Tomorrow',
    dateThisWeekend: 'This weekend',
    dateThisWeek: 'This week',
    dateNextWeek: 'Next week',
    dateThisMonth: 'This month',
    dateNextMonth: 'Next month',

    // The user menu's items and the Help Center menu's links: read when a menu's list shows
    findYourTickets: 'Find your tickets',
    contactYourEventOrganizer: 'Contact your event organizer',
    logOut: 'Log out',
    browseEvents: 'Browse events',
    manageMyEvents: 'Manage my events',
    ticketsMenuItem: 'Tickets ({count})',
    likedMenuItem: 'Liked',
    collections: 'Collections',
    following: 'Following',
    interests: 'Interests',
    accountSettings: 'Account settings',
    contacts: 'Contacts',
    organizerProfile: 'Organizer profile',
    newsletter: 'Newsletter',
    sponsorship: 'Sponsorship',
    sponsorshipBadge: 'Beta',
    studio: 'Studio',
    studioBadge: 'New',
    create: 'Create',
    admin: 'Admin',
    featureFlags: 'Feature Flags',
    tikibar: 'Tikibar',
  },
  // British spelling, which Australia shares (the first part's: `catalogue` in en.ts).
  regions: { GB: BRITISH_LATER, AU: BRITISH_LATER },
};
