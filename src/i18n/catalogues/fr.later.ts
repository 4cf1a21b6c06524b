/**
 * The texts of the parts that load later (menus, dialogs, the full search and location picker, the
 * error texts), in the language of fr.ts.
 *
 * French: France's French (fr_FR) with "vous", "billets" for tickets, a no-break space before the
 * high punctuation; Canada's French (fr_CA) differs where Québec writes otherwise: "fin de semaine",
 * "infolettre", "commandite" (glossary: docs/i18n.md).
 */
import type { LaterCatalogue } from '../catalogue';

export const catalogue: LaterCatalogue = {
  messages: {
    opensInNewTab: "(s'ouvre dans un nouvel onglet)",
    createModalTitle: 'Comment voulez-vous créer votre événement\u00a0?',
    createFromScratch: 'Partir de zéro',
    createWithAi: "Créer mon événement plus vite avec l'IA",
    close: 'Fermer',
    loading: 'Chargement',

    solutions: 'Nos solutions',
    industry: 'Secteurs',
    eventTypes: "Types d'événements",
    blog: 'Blog',
    contactSales: "Contacter l'équipe commerciale",
    getStarted: 'Commencer',
    back: 'Retour',

    sellTickets: 'Vendre des billets',
    eventMarketingPlatform: 'Plateforme de marketing événementiel',
    productAds: '{product} Ads',
    eventPayment: "Paiements d'événements",
    forBusiness: '{product} pour les entreprises',
    virtualEventsPlatform: "Plateforme d'événements virtuels",
    resources: 'Ressources',
    music: 'Musique',
    foodAndDrink: 'Gastronomie',
    performingArts: 'Arts du spectacle',
    charityAndCauses: 'Associations et causes',
    retail: 'Commerce de détail',
    musicVenues: 'Salles de concert',
    conferences: 'Conférences',
    workshops: 'Ateliers',
    festivals: 'Festivals',
    tipsAndGuides: 'Conseils et guides',
    newsAndTrends: 'Actualités et tendances',
    community: 'Communauté',
    toolsAndFeatures: 'Outils et fonctionnalités',

    required: '(obligatoire)',
    characterCount: '{length}/{max}',
    locationPermissionDenied: "Il semble que nous n'ayons pas l'autorisation d'accéder à votre position.",
    locationUnavailable: "Il semble que votre navigateur n'ait pas pu déterminer votre position.",
    locationUnresolved: "Il semble que nous n'ayons pas pu identifier votre position.",
    locationLookupFailed: "Désolés, une erreur s'est produite. Veuillez saisir à nouveau votre lieu.",
    locationNoResults: "Nous n'avons trouvé aucun résultat pour ce lieu. Veuillez essayer un autre lieu.",
    searchFailed: "Il semble qu'un problème soit survenu lors de votre recherche.",
    useMyCurrentLocation: 'Utiliser ma position actuelle',
    recentLocation: 'Lieu récent',

    noEventsNearby:
      "Il semble qu'aucun événement ne soit prévu près de chez vous pour le moment. Essayez une autre ville.",
    eventSaved: "L'événement a bien été enregistré.",
    eventSaveFailed: "Un problème est survenu lors de l'enregistrement de l'événement. Veuillez réessayer.",
    routerLinkFallback:
      "L'élément de lien de routeur «\u00a0{path}\u00a0» n'a pas de fonction navigate\u00a0; un lien simple est utilisé à la place.",

    buttonSuccessful: 'Terminé',
    buttonNotSuccessful: 'Échec',

    priceFree: 'Gratuit',
    pricePaid: 'Payant',
    clearRecentSearches: 'Effacer',
    recentSearches: 'Recherches récentes',
    trendingSearches: 'Recherches populaires',
    searchSuggestions: 'Idées de recherche',
    recentSearchIn: '{text}, recherché à {place}',
    searchLoading: 'Chargement des suggestions…',
    searchSuggestionCount: {
      one: '{count} suggestion disponible.',
      many: '{count} de suggestions disponibles.',
      other: '{count} suggestions disponibles.',
    },
    searchRefinements: 'Compris comme',
    removeRefinement: 'Retirer {label} et le rechercher comme mots',
    dateToday: "Aujourd'hui",
    dateTomorrow: 'Demain',
    dateThisWeekend: 'Ce week-end',
    dateThisWeek: 'Cette semaine',
    dateNextWeek: 'La semaine prochaine',
    dateThisMonth: 'Ce mois-ci',
    dateNextMonth: 'Le mois prochain',

    // The user menu's items and the Help Center menu's links: read when a menu's list shows
    findYourTickets: 'Retrouver vos billets',
    contactYourEventOrganizer: "Contacter l'organisateur",
    logOut: 'Se déconnecter',
    browseEvents: 'Parcourir les événements',
    manageMyEvents: 'Gérer mes événements',
    ticketsMenuItem: 'Billets ({count})',
    likedMenuItem: 'Favoris',
    collections: 'Listes',
    following: 'Abonnements',
    interests: "Centres d'intérêt",
    accountSettings: 'Paramètres du compte',
    contacts: 'Carnet de contacts',
    organizerProfile: "Profil d'organisateur",
    newsletter: "Lettre d'information",
    sponsorship: 'Parrainage',
    sponsorshipBadge: 'Bêta',
    studio: 'Studio',
    studioBadge: 'Nouveau',
    create: 'Créer',
    admin: 'Administration',
    featureFlags: 'Options de fonctionnalités',
    tikibar: 'Tikibar',
  },
  regions: {
    CA: {
      dateThisWeekend: 'Cette fin de semaine',
      newsletter: 'Infolettre',
      sponsorship: 'Commandite',
    },
  },
};
