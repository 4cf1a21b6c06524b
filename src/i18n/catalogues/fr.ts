/**
 * French: France's French (fr_FR) with "vous", "billets" for tickets, a no-break space before the
 * high punctuation; Canada's French (fr_CA) differs where Québec writes otherwise: "fin de semaine",
 * "infolettre", "commandite" (glossary: docs/i18n.md).
 */
import type { FirstCatalogue } from '../catalogue';

/** The texts of the header's first render (the closed header and its links, the menus' triggers); the rest: fr.later.ts. */
export const catalogue: FirstCatalogue = {
  messages: {
    organize: 'Organiser',
    help: 'Aide',
    likes: 'Favoris',
    tickets: 'Billets',
    menu: 'Menu',
    home: 'Accueil',
    skipMainNavigation: 'Passer la navigation principale',
    pageContent: 'Contenu de la page',
    mainNavigation: 'Navigation principale',
    logoLabel: '{product} {home}',

    findEvents: 'Trouver des événements',
    createEvents: 'Créer des événements',
    helpCenterMenu: "Centre d'aide",
    helpCenter: "Centre d'aide",

    findMyTickets: 'Retrouver mes billets',
    signIn: 'Se connecter',
    logIn: 'Connexion',
    signUp: "S'inscrire",

    userMenu: 'Menu du compte de {name}',

    likesCount: {
      one: '{count} événement enregistré',
      many: "{count} d'événements enregistrés",
      other: '{count} événements enregistrés',
    },
    ticketsCount: { one: '{count} commande', many: '{count} de commandes', other: '{count} commandes' },

    createAnEvent: 'Créer un événement',

    findingLocation: 'Recherche de votre position…',

    chooseLocation: 'Choisir un lieu',
    onlineLocation: 'Événements en ligne',
    unknownStage: 'Environnement inconnu\u00a0: {value}',

    searchEvents: 'Rechercher des événements',
  },
};
