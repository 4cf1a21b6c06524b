/**
 * German (de_DE, and every German-speaking locale): formal "Sie", "Event" for event and "Tickets"
 * for tickets as German ticketing sites write them (glossary: docs/i18n.md).
 */
import type { FirstCatalogue } from '../catalogue';

/** The texts of the header's first render (the closed header and its links, the menus' triggers); the rest: de.later.ts. */
export const catalogue: FirstCatalogue = {
  messages: {
    organize: 'Veranstalten',
    help: 'Hilfe',
    likes: 'Gemerkt',
    tickets: 'Tickets',
    menu: 'Menü',
    home: 'Startseite',
    skipMainNavigation: 'Hauptnavigation überspringen',
    pageContent: 'Seiteninhalt',
    mainNavigation: 'Hauptnavigation',
    logoLabel: '{product} {home}',

    findEvents: 'Events finden',
    createEvents: 'Events erstellen',
    helpCenterMenu: 'Hilfe-Center',
    helpCenter: 'Hilfe-Center',

    findMyTickets: 'Meine Tickets finden',
    signIn: 'Anmelden',
    logIn: 'Anmelden',
    signUp: 'Registrieren',

    userMenu: 'Kontomenü von {name}',

    likesCount: { one: '{count} gemerktes Event', other: '{count} gemerkte Events' },
    ticketsCount: { one: '{count} Bestellung', other: '{count} Bestellungen' },

    createAnEvent: 'Event erstellen',

    findingLocation: 'Standort wird ermittelt…',

    chooseLocation: 'Ort auswählen',
    onlineLocation: 'Online-Events',
    unknownStage: 'Unbekannte Umgebung: {value}',

    searchEvents: 'Events suchen',
  },
};
