/**
 * Portuguese as Brazil writes it (pt_BR, and the language fallback for any Portuguese locale):
 * "você", "ingressos" for tickets, "Entrar" to sign in (glossary: docs/i18n.md).
 */
import type { FirstCatalogue } from '../catalogue';

/** The texts of the header's first render (the closed header, its menus' links); the rest: pt.later.ts. */
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
    closeMenu: 'Fechar menu',

    findEvents: 'Encontrar eventos',
    createEvents: 'Criar eventos',
    helpCenterMenu: 'Central de ajuda',
    helpCenter: 'Central de ajuda',
    findYourTickets: 'Encontre seus ingressos',
    contactYourEventOrganizer: 'Fale com o organizador',

    findMyTickets: 'Encontrar meus ingressos',
    signIn: 'Entrar',
    logIn: 'Entrar',
    signUp: 'Cadastre-se',
    logOut: 'Sair',

    userMenu: 'Menu da conta de {name}',
    browseEvents: 'Explorar eventos',
    manageMyEvents: 'Gerenciar meus eventos',
    ticketsMenuItem: 'Ingressos ({count})',
    likedMenuItem: 'Curtidos',
    collections: 'Coleções',
    following: 'Seguindo',
    interests: 'Interesses',
    accountSettings: 'Configurações da conta',
    contacts: 'Contatos',
    organizerProfile: 'Perfil do organizador',
    newsletter: 'Boletim informativo',
    sponsorship: 'Patrocínio',
    sponsorshipBadge: 'Beta',
    studio: 'Studio',
    studioBadge: 'Novo',
    create: 'Criar',
    admin: 'Administração',
    featureFlags: 'Recursos em teste',
    tikibar: 'Tikibar',

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
