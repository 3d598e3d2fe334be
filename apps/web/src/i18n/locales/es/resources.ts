import type { ResourcesMessages } from '../en/resources';

const resources: ResourcesMessages = {
  library: {
    title: 'Recursos',
    loading: 'Cargando recursos…',
    empty: 'Todavía no hay recursos aquí.',
    error: 'No se pudieron cargar los recursos.',
    retry: 'Intentar de nuevo',
  },
  type: {
    video: 'Vídeo',
    document: 'Documento',
    article: 'Artículo',
    playlist: 'Módulo',
  },
  modal: {
    close: 'Cerrar',
    steps: 'Pasos',
    completed: 'completado',
    preview: 'Vista previa',
    options: 'Opciones de descarga del vídeo',
    next: 'Siguiente',
    back: 'Atrás',
    download: 'Descargar',
    loading: 'Cargando…',
    detailsError: 'No se pudo cargar este recurso. Inténtalo de nuevo más tarde.',
    sharedTitle: 'No se pudo abrir este recurso',
    retry: 'Reintentar',
    optionsError: 'No se pudieron cargar las opciones de descarga. Inténtalo de nuevo más tarde.',
    noOptions: 'Este vídeo no tiene opciones de descarga.',
    optionsLabel: 'Elige una opción de descarga',
    original: 'Original',
    optionSize: '{{label}} ({{dimensions}}, {{size}})',
    unavailable: 'El vídeo que solicitaste ya no está disponible. Elige otra opción.',
    downloadError: 'No se pudo iniciar la descarga. Inténtalo de nuevo.',
    share: 'Copiar enlace para compartir',
    copied: 'Copiado al portapapeles',
    documentTitle: 'Vista previa de {{title}}',
    imageAlt: '{{title}}',
  },
  denied: {
    title: 'No tienes acceso a este contenido',
    message: 'Necesitas estar impartiendo {{product}} para tener acceso a este recurso.',
    product: 'el producto relacionado',
    run: 'Impartir esta serie',
  },
};

export default resources;
