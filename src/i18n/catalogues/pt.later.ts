/**
 * The texts of the parts that load later (menus, dialogs, the full search and location picker, the
 * error texts), in the language of pt.ts.
 *
 * Portuguese as Brazil writes it (pt_BR, and the language fallback for any Portuguese locale):
 * "você", "ingressos" for tickets, "Entrar" to sign in (glossary: docs/i18n.md).
 */
import type { LaterCatalogue } from '../catalogue';

export const catalogue: LaterCatalogue = {
  messages: {
    opensInNewTab: '(abre em uma nova aba)',
    createModalTitle: 'Como você quer criar seu evento?',
    createFromScratch: 'Começar do zero',
    createWithAi: 'Criar meu evento mais rápido com IA',
    close: 'Fechar',
    loading: 'Carregando',

    solutions: 'Soluções',
    industry: 'Setores',
    eventTypes: 'Tipos de evento',
    blog: 'Blog',
    contactSales: 'Fale com vendas',
    getStarted: 'Comece agora',
    back: 'Voltar',

    sellTickets: 'Vender ingressos',
    eventMarketingPlatform: 'Plataforma de marketing de eventos',
    productAds: '{product} Ads',
    eventPayment: 'Pagamentos de eventos',
    forBusiness: '{product} para empresas',
    virtualEventsPlatform: 'Plataforma de eventos virtuais',
    resources: 'Recursos',
    music: 'Música',
    foodAndDrink: 'Gastronomia',
    performingArts: 'Artes cênicas',
    charityAndCauses: 'Causas sociais',
    retail: 'Varejo',
    musicVenues: 'Casas de show',
    conferences: 'Conferências',
    workshops: 'Oficinas',
    festivals: 'Festivais',
    tipsAndGuides: 'Dicas e guias',
    newsAndTrends: 'Notícias e tendências',
    community: 'Comunidade',
    toolsAndFeatures: 'Ferramentas e recursos',

    required: '(obrigatório)',
    characterCount: '{length}/{max}',
    locationPermissionDenied: 'Parece que não temos permissão para acessar sua localização.',
    locationUnavailable: 'Parece que o navegador não conseguiu determinar sua localização.',
    locationUnresolved: 'Parece que não conseguimos identificar sua localização.',
    locationLookupFailed: 'Desculpe, algo deu errado. Tente digitar sua localização novamente.',
    locationNoResults: 'Não encontramos resultados para esse local. Tente um local diferente.',
    searchFailed: 'Parece que houve um problema com a sua busca.',
    useMyCurrentLocation: 'Usar minha localização atual',
    recentLocation: 'Local recente',

    noEventsNearby: 'Parece que não há eventos por perto no momento. Tente buscar em outra cidade.',
    eventSaved: 'O evento foi salvo.',
    eventSaveFailed: 'Houve um problema ao salvar o evento. Tente novamente.',
    routerLinkFallback: 'O item de link do roteador "{path}" não tem função navigate; usando um link simples.',

    buttonSuccessful: 'Concluído',
    buttonNotSuccessful: 'Falhou',

    priceFree: 'Grátis',
    pricePaid: 'Pago',
    clearRecentSearches: 'Limpar',
    recentSearches: 'Buscas recentes',
    trendingSearches: 'Buscas em alta',
    searchSuggestions: 'Sugestões',
    recentSearchIn: '{text}, buscado em {place}',
    searchLoading: 'Carregando sugestões…',
    searchSuggestionCount: {
      one: '{count} sugestão disponível.',
      many: '{count} de sugestões disponíveis.',
      other: '{count} sugestões disponíveis.',
    },
    searchRefinements: 'Entendido como',
    removeRefinement: 'Remover {label} e buscar como palavras',
    dateToday: 'Hoje',
    dateTomorrow: 'Amanhã',
    dateThisWeekend: 'Neste fim de semana',
    dateThisWeek: 'Nesta semana',
    dateNextWeek: 'Na próxima semana',
    dateThisMonth: 'Neste mês',
    dateNextMonth: 'No próximo mês',
  },
};
