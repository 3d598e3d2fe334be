import type { SearchMessages } from '../en/search';

const search: SearchMessages = {
  panel: {
    title: 'Buscar',
    close: 'Cerrar la búsqueda',
    loading: 'Cargando la búsqueda…',
    unavailable: 'No se pudo abrir la búsqueda. Recargue la página e inténtelo de nuevo.',
  },
  form: {
    label: 'Buscar',
    placeholder: 'Recursos, lecciones y temas',
    submit: 'Buscar',
  },
  popular: {
    title: 'Búsquedas populares',
    loading: 'Cargando las búsquedas populares…',
    error: 'No se pudieron cargar las búsquedas populares.',
    empty: 'Todavía no hay búsquedas populares.',
  },
  results: {
    title: 'Buscar',
    titleFor: 'Resultados de la búsqueda de «{{q}}»',
    enterTerm: 'Escriba lo que busca y pulse Buscar.',
    loading: 'Buscando…',
    slow: 'Esto está tardando más de lo habitual',
    cancel: 'Cancelar',
    error: 'No se pudo completar la búsqueda.',
    retry: 'Reintentar',
    noResults: 'Lo sentimos, no se encontró nada para su búsqueda.',
    didYouMean: 'Quizás quiso decir',
    tryOptions: '¿No encuentra lo que busca? Pruebe una de las opciones siguientes',
    sectionEmpty: 'Nada en esta sección coincide con su búsqueda.',
    noMatches: 'Ningún resultado cargado coincide con estos filtros.',
    seeAll: 'Ver todos los resultados',
    shown: 'Mostrando {{shown}} de {{total}}',
    loadMore: 'Cargar más',
    loadingMore: 'Cargando más resultados…',
    moreError: 'No se pudieron cargar más resultados.',
  },
  tabs: {
    label: 'Secciones de resultados',
    all: 'Todo',
    materials: 'Material de la serie',
    promotional: 'Material promocional',
    learning: 'Centro de aprendizaje',
  },
  filters: {
    label: 'Filtros',
    series: 'Serie',
    category: 'Categoría',
    type: 'Tipo',
    all: 'Todos',
    video: 'Vídeos',
    document: 'Documentos',
    article: 'Artículos',
    playlist: 'Módulos',
  },
  spoken: {
    title: 'Dicho en los vídeos',
    at: 'Dicho en el {{at}}',
    more: 'Más momentos ({{count}})',
    fewer: 'Menos momentos',
  },
  kinds: {
    video: 'Vídeo',
    article: 'Artículo',
    playlist: 'Módulo',
  },
};

export default search;
