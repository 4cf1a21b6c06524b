/**
 * The texts of the parts that load later (menus, dialogs, the full search and location picker, the
 * error texts), in the language of es.ts.
 *
 * Spanish: Spain's Spanish (es_ES) with "tú", "entradas" for tickets; the United States' Spanish
 * (es_US) differs where a Latin American reader would stumble: "boletos", the simple past in the error
 * texts, "contactar a" (glossary: docs/i18n.md).
 */
import type { LaterCatalogue } from '../catalogue';

export const catalogue: LaterCatalogue = {
  messages: {
    opensInNewTab: '(se abre en una pestaña nueva)',
    createModalTitle: '¿Cómo quieres crear tu evento?',
    createFromScratch: 'Empezar desde cero',
    createWithAi: 'Crear mi evento más rápido con IA',
    close: 'Cerrar',
    loading: 'Cargando',

    solutions: 'Soluciones',
    industry: 'Sectores',
    eventTypes: 'Tipos de eventos',
    blog: 'Blog',
    contactSales: 'Contactar con ventas',
    getStarted: 'Empezar',
    back: 'Atrás',

    sellTickets: 'Vender entradas',
    eventMarketingPlatform: 'Plataforma de marketing de eventos',
    productAds: '{product} Ads',
    eventPayment: 'Pagos de eventos',
    forBusiness: '{product} para empresas',
    virtualEventsPlatform: 'Plataforma de eventos virtuales',
    resources: 'Recursos',
    music: 'Música',
    foodAndDrink: 'Gastronomía',
    performingArts: 'Artes escénicas',
    charityAndCauses: 'Causas benéficas',
    retail: 'Comercio minorista',
    musicVenues: 'Salas de conciertos',
    conferences: 'Conferencias',
    workshops: 'Talleres',
    festivals: 'Festivales',
    tipsAndGuides: 'Consejos y guías',
    newsAndTrends: 'Noticias y tendencias',
    community: 'Comunidad',
    toolsAndFeatures: 'Herramientas y funciones',

    required: '(obligatorio)',
    characterCount: '{length}/{max}',
    locationPermissionDenied: 'Parece que no tenemos permiso para acceder a tu ubicación.',
    locationUnavailable: 'Parece que el navegador no ha podido determinar tu ubicación.',
    locationUnresolved: 'Parece que no hemos podido identificar tu ubicación.',
    locationLookupFailed: 'Lo sentimos, algo ha salido mal. Vuelve a escribir tu ubicación.',
    locationNoResults: 'No hemos encontrado resultados para esa ubicación. Prueba con otra.',
    searchFailed: 'Parece que ha habido un problema al hacer tu búsqueda.',
    useMyCurrentLocation: 'Usar mi ubicación actual',
    recentLocation: 'Ubicación reciente',

    noEventsNearby: 'Parece que ahora mismo no hay eventos cerca. Prueba a buscar en otra ciudad.',
    eventSaved: 'El evento se ha guardado correctamente.',
    eventSaveFailed: 'Ha habido un problema al guardar el evento. Inténtalo de nuevo.',
    routerLinkFallback:
      'El elemento de enlace de router «{path}» no tiene función navigate; se usará un enlace normal.',

    buttonSuccessful: 'Listo',
    buttonNotSuccessful: 'Error',

    priceFree: 'Gratis',
    pricePaid: 'De pago',
    clearRecentSearches: 'Borrar',
    recentSearches: 'Búsquedas recientes',
    trendingSearches: 'Búsquedas populares',
    searchSuggestions: 'Sugerencias',
    recentSearchIn: '{text}, buscado en {place}',
    searchLoading: 'Cargando sugerencias…',
    searchSuggestionCount: {
      one: '{count} sugerencia disponible.',
      many: '{count} de sugerencias disponibles.',
      other: '{count} sugerencias disponibles.',
    },
    searchRefinements: 'Entendido como',
    removeRefinement: 'Quitar {label} y buscarlo como palabras',
    dateToday: 'Hoy',
    dateTomorrow: 'Mañana',
    dateThisWeekend: 'Este fin de semana',
    dateThisWeek: 'Esta semana',
    dateNextWeek: 'La próxima semana',
    dateThisMonth: 'Este mes',
    dateNextMonth: 'El próximo mes',
  },
  regions: {
    US: {
      contactSales: 'Contactar a ventas',
      sellTickets: 'Vender boletos',
      locationUnavailable: 'Parece que el navegador no pudo determinar tu ubicación.',
      locationUnresolved: 'Parece que no pudimos identificar tu ubicación.',
      locationLookupFailed: 'Lo sentimos, algo salió mal. Vuelve a escribir tu ubicación.',
      locationNoResults: 'No encontramos resultados para esa ubicación. Prueba con otra.',
      searchFailed: 'Parece que hubo un problema al hacer tu búsqueda.',
      eventSaved: 'El evento se guardó correctamente.',
      eventSaveFailed: 'Hubo un problema al guardar el evento. Inténtalo de nuevo.',
    },
  },
};
