import type { PlanMessages } from '../en/plan';

const plan: PlanMessages = {
  title: 'Plan de estudio',
  intro:
    'Elige cuándo estudias y Campus mantiene un calendario: cada sesión indica la siguiente lección y sigue tu progreso.',
  days: 'Días',
  daysRequired: 'Elige al menos un día.',
  time: 'Hora de inicio',
  timeRequired: 'Elige una hora de inicio.',
  duration: 'Duración',
  minutes: '{{minutes}} minutos',
  timezone: 'Zona horaria',
  module: 'Módulo para terminar',
  anyModule: 'Lo que continúe después',
  finishBy: 'Terminar antes del',
  finishByHint: 'Con un módulo: la fecha aparece en tu calendario.',
  finishByPast: 'Elige hoy o una fecha posterior.',
  save: 'Guardar el plan',
  saving: 'Guardando…',
  saved: 'Tu plan está guardado.',
  summary: 'Cada {{days}} a las {{time}} durante {{duration}} minutos ({{timezone}}).',
  following: 'Siguiendo {{module}}, para terminar antes del {{date}}.',
  followingNoDate: 'Siguiendo {{module}}.',
  calendarTitle: 'Añadir al calendario',
  calendarIntro:
    'Suscríbete una vez: tu aplicación de calendario comprueba los cambios del plan, así cada sesión indica tu siguiente lección.',
  subscribe: 'Suscribirse en tu aplicación de calendario',
  google: 'Añadir a Google Calendar',
  download: 'Descargar el archivo .ics',
  stop: 'Detener el plan',
  stopTitle: '¿Detener tu plan de estudio?',
  stopBody:
    'Su calendario deja de actualizarse y su dirección deja de funcionar. Puedes crear un plan nuevo cuando quieras.',
  stopConfirm: 'Detener el plan',
  cancel: 'Cancelar',
  stopped: 'Tu plan está detenido.',
  loading: 'Cargando tu plan',
};

export default plan;
