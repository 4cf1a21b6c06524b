/**
 * The texts of the parts that load later (menus, dialogs, the full search and location picker, the
 * error texts), in the language of de.ts.
 *
 * German (de_DE, and every German-speaking locale): formal "Sie", "Event" for event and "Tickets"
 * for tickets as German ticketing sites write them (glossary: docs/i18n.md).
 */
import type { LaterCatalogue } from '../catalogue';

export const catalogue: LaterCatalogue = {
  messages: {
    opensInNewTab: '(öffnet in neuem Tab)',
    createModalTitle: 'Wie möchten Sie Ihr Event erstellen?',
    createFromScratch: 'Ganz neu beginnen',
    createWithAi: 'Mein Event schneller mit KI erstellen',
    close: 'Schließen',
    loading: 'Wird geladen',

    solutions: 'Lösungen',
    industry: 'Branchen',
    eventTypes: 'Eventarten',
    blog: 'Blog',
    contactSales: 'Vertrieb kontaktieren',
    getStarted: 'Jetzt starten',
    back: 'Zurück',

    sellTickets: 'Tickets verkaufen',
    eventMarketingPlatform: 'Plattform für Eventmarketing',
    productAds: '{product} Ads',
    eventPayment: 'Zahlungen für Events',
    forBusiness: '{product} für Unternehmen',
    virtualEventsPlatform: 'Plattform für virtuelle Events',
    resources: 'Ressourcen',
    music: 'Musik',
    foodAndDrink: 'Essen & Trinken',
    performingArts: 'Darstellende Künste',
    charityAndCauses: 'Wohltätigkeit & Engagement',
    retail: 'Einzelhandel',
    musicVenues: 'Konzertsäle & Clubs',
    conferences: 'Konferenzen',
    workshops: 'Seminare',
    festivals: 'Festivals',
    tipsAndGuides: 'Tipps & Ratgeber',
    newsAndTrends: 'Neuigkeiten & Trends',
    community: 'Gemeinschaft',
    toolsAndFeatures: 'Werkzeuge & Funktionen',

    required: '(Pflichtfeld)',
    characterCount: '{length}/{max}',
    locationPermissionDenied: 'Wir haben anscheinend keine Berechtigung, auf Ihren Standort zuzugreifen.',
    locationUnavailable: 'Ihr Browser konnte Ihren Standort anscheinend nicht bestimmen.',
    locationUnresolved: 'Wir konnten Ihren Standort anscheinend nicht zuordnen.',
    locationLookupFailed: 'Leider ist etwas schiefgelaufen. Bitte geben Sie Ihren Standort noch einmal ein.',
    locationNoResults: 'Für diesen Ort haben wir keine Ergebnisse gefunden. Bitte versuchen Sie einen anderen Ort.',
    searchFailed: 'Bei Ihrer Suche ist anscheinend ein Problem aufgetreten.',
    useMyCurrentLocation: 'Meinen aktuellen Standort verwenden',
    recentLocation: 'Zuletzt gewählter Ort',

    noEventsNearby: 'In Ihrer Nähe gibt es gerade anscheinend keine Events. Suchen Sie doch in einer anderen Stadt.',
    eventSaved: 'Das Event wurde gespeichert.',
    eventSaveFailed: 'Beim Speichern des Events ist ein Problem aufgetreten. Bitte versuchen Sie es erneut.',
    routerLinkFallback:
      'Router-Link-Eintrag „{path}“ hat keine navigate-Funktion; stattdessen wird ein einfacher Link verwendet.',

    buttonSuccessful: 'Fertig',
    buttonNotSuccessful: 'Fehlgeschlagen',

    priceFree: 'Kostenlos',
    pricePaid: 'Kostenpflichtig',
    clearRecentSearches: 'Löschen',
    recentSearches: 'Letzte Suchen',
    trendingSearches: 'Beliebte Suchen',
    searchSuggestions: 'Vorschläge',
    recentSearchIn: '{text}, gesucht in {place}',
    searchLoading: 'Vorschläge werden geladen…',
    searchSuggestionCount: { one: '{count} Vorschlag verfügbar.', other: '{count} Vorschläge verfügbar.' },
    searchRefinements: 'Verstanden als',
    removeRefinement: '{label} entfernen und als Wörter suchen',
    dateToday: 'Heute',
    dateTomorrow: 'Morgen',
    dateThisWeekend: 'Dieses Wochenende',
    dateThisWeek: 'Diese Woche',
    dateNextWeek: 'Nächste Woche',
    dateThisMonth: 'Diesen Monat',
    dateNextMonth: 'Nächsten Monat',
  },
};
