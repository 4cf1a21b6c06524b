/**
 * Portuguese as Brazil writes it (pt_BR, and the language fallback for any Portuguese locale):
 * "você", "ingressos" for tickets, "Entrar" to sign in (glossary: docs/i18n.md).
 */
import type { FirstCatalogue } from '../catalogue';

/** The texts of the header's first render (the closed header and its links, the menus' triggers); the rest: pt.later.ts. */
export const catalogue: FirstCatalogue = {
  messages: {
    organize: 'Organizar',
    help: 'Ajuda',
    likes: 'Curtidos',
    tickets: 'Ingressos',
    menu: 'Menu',
    home: 'Início',
    skipMainNavigation: 'Pular a navegação principal',
    pageContent: 'Conteúdo da página',
    mainNavigation: 'Navegação principal',
    logoLabel: '{product} {home}',

    findEvents: 'Encontrar eventos',
    createEvents: 'Criar eventos',
    helpCenterMenu: 'Central de ajuda',
    helpCenter: 'Central de ajuda',

    findMyTickets: 'Encontrar meus ingressos',
    signIn: 'Entrar',
    logIn: 'Entrar',
    signUp: 'Cadastre-se',

    userMenu: 'Menu da conta de {name}',

    likesCount: { one: '{count} evento salvo', many: '{count} de eventos salvos', other: '{count} eventos salvos' },
    ticketsCount: { one: '{count} pedido', many: '{count} de pedidos', other: '{count} pedidos' },

    createAnEvent: 'Criar um evento',

    findingLocation: 'Buscando sua localização…',

    chooseLocation: 'Escolha um local',
    onlineLocation: 'Eventos online',
    unknownStage: 'Ambiente desconhecido: {value}',

    searchEvents: 'Buscar eventos',
  },
};
