/**
 * Spanish: Spain's Spanish (es_ES) with "tú", "entradas" for tickets; the United States' Spanish
 * (es_US) differs where a Latin American reader would stumble: "boletos", the simple past in the error
 * texts, "contactar a" (glossary: docs/i18n.md).
 */
import type { FirstCatalogue } from '../catalogue';

/** The texts of the header's first render (the closed header and its links, the menus' triggers); the rest: es.later.ts. */
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

    findEvents: 'Buscar eventos',
    createEvents: 'Crear eventos',
    helpCenterMenu: 'Centro de ayuda',
    helpCenter: 'Centro de ayuda',

    findMyTickets: 'Encontrar mis entradas',
    signIn: 'Iniciar sesión',
    logIn: 'Iniciar sesión',
    signUp: 'Registrarse',

    userMenu: 'Menú de la cuenta de {name}',

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
      findMyTickets: 'Encontrar mis boletos',
    },
  },
};
