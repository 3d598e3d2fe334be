import type { OfflineMessages } from '../en/offline';

const offline: OfflineMessages = {
  save: 'Guardar para usar sin conexión',
  measuring: 'Calculando el tamaño de la descarga…',
  confirm: 'Guardar este módulo para usarlo sin conexión ocupa {{size}} en este dispositivo.',
  confirmAction: 'Guardar',
  cancel: 'Cancelar',
  saving: 'Guardando para usar sin conexión',
  savingProgress: '{{done}} de {{size}}',
  saved: 'Guardado para usar sin conexión · {{size}}',
  remove: 'Quitar de este dispositivo',
  failed: 'No se pudo guardar el módulo. Vuelve a intentarlo cuando la conexión sea estable.',
  retry: 'Reintentar',
  listTitle: 'Guardado para usar sin conexión',
  spaceLeft: 'Quedan {{size}} de espacio en este dispositivo',
  notPersistent:
    'Este navegador puede borrar los módulos guardados si se queda sin espacio o tras una semana sin visitas: abre la aplicación al menos una vez por semana para conservarlos.',
  offlineNow:
    'No tienes conexión. Los módulos guardados en este dispositivo se abren como siempre; los demás necesitan conexión.',
  noneSaved: 'No tienes conexión y no hay ningún módulo guardado en este dispositivo.',
};

export default offline;
