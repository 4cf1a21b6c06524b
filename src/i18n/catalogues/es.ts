/**
 * Spanish: Spain's Spanish (es_ES) with "tú", "entradas" for tickets; the United States' Spanish
 * (es_US) differs where a Latin American reader would stumble: "boletos", the simple past in the error
 * texts, "contactar a" (glossary: docs/i18n.md).
 */
import type { FirstCatalogue } from '../catalogue';

/** The texts of the header's first render (the closed header, its menus' links); the rest: es.later.ts. */
export const catalogue: FirstCatalogue = {
  messages: {
    organize: 'Organizar',
    help: 'Ayuda',
    likes: 'Me gusta',
    tickets: 'Entradas',
    menu: 'Menú',
    home: 'Inicio',
    skipMainNavigation: 'Saltar la navegación principal',
    pageContent: 'Contenido de la página',
    mainNavigation: 'Navegación principal',
    logoLabel: '{product} {home}',
    closeMenu: 'Cerrar menú',

    findEvents: 'Buscar eventos',
    createEvents: 'Crear eventos',
    helpCenterMenu: 'Centro de ayuda',
    helpCenter: 'Centro de ayuda',
    findYourTickets: 'Encuentra tus entradas',
    contactYourEventOrganizer: 'Contacta con el organizador',

    findMyTickets: 'Encontrar mis entradas',
    signIn: 'Iniciar sesión',
    logIn: 'Iniciar sesión',
    signUp: 'Registrarse',
    logOut: 'Cerrar sesión',

    userMenu: 'Menú de la cuenta de {name}',
    browseEvents: 'Explorar eventos',
    manageMyEvents: 'Gestionar mis eventos',
    ticketsMenuItem: 'Entradas ({count})',
    likedMenuItem: 'Me gusta',
    collections: 'Colecciones',
    following: 'Siguiendo',
    interests: 'Intereses',
    accountSettings: 'Configuración de la cuenta',
    contacts: 'Contactos',
    organizerProfile: 'Perfil del organizador',
    newsletter: 'Boletín',
    sponsorship: 'Patrocinio',
    sponsorshipBadge: 'Beta',
    studio: 'Studio',
    studioBadge: 'Nuevo',
    create: 'Crear',
    admin: 'Administración',
    featureFlags: 'Funciones en prueba',
    tikibar: 'Tikibar',

    likesCount: {
      one: '{count} evento guardado',
      many: '{count} de eventos guardados',
      other: '{count} eventos guardados',
    },
    ticketsCount: { one: '{count} pedido', many: '{count} de pedidos', other: '{count} pedidos' },

    createAnEvent: 'Crear un evento',

    findingLocation: 'Buscando tu ubicación…',

    chooseLocation: 'Elige una ubicación',
    onlineLocation: 'Eventos online',
    unknownStage: 'Entorno desconocido: {value}',

    searchEvents: 'Buscar eventos',
  },
  regions: {
    US: {
      tickets: 'Boletos',
      findYourTickets: 'Encuentra tus boletos',
      contactYourEventOrganizer: 'Contacta al organizador',
      findMyTickets: 'Encontrar mis boletos',
      manageMyEvents: 'Administrar mis eventos',
      ticketsMenuItem: 'Boletos ({count})',
    },
  },
};
