/*
 * The calendar's texts in the languages a plan may have (README, "Study plan and calendar"). Module
 * and lesson titles are the store's, as every other answer gives them.
 */

export const PLAN_LANGUAGES = ['en', 'es', 'he'] as const;
export type PlanLanguage = (typeof PLAN_LANGUAGES)[number];

export interface CalendarTexts {
  calendarName: string;
  /** The study event's title, naming the lesson to take. */
  study: (lesson: string) => string;
  /** Its description's first line. */
  next: (lesson: string, module: string) => string;
  /** The study event's title once the module (or every module) is done. */
  studyDone: string;
  moduleDone: (module: string) => string;
  everythingDone: string;
  /** The all-day event on the finish-by date. */
  finish: (module: string) => string;
}

export const CALENDAR_TEXTS: Record<PlanLanguage, CalendarTexts> = {
  en: {
    calendarName: 'Campus study plan',
    study: (lesson) => `Study: ${lesson}`,
    next: (lesson, module) => `Next lesson: ${lesson} (${module})`,
    studyDone: 'Study time',
    moduleDone: (module) => `You have completed every lesson of ${module}. Well done!`,
    everythingDone: 'You have completed every module. Well done!',
    finish: (module) => `Finish ${module}`,
  },
  es: {
    calendarName: 'Plan de estudio de Campus',
    study: (lesson) => `Estudiar: ${lesson}`,
    next: (lesson, module) => `Próxima lección: ${lesson} (${module})`,
    studyDone: 'Tiempo de estudio',
    moduleDone: (module) => `Has completado todas las lecciones de ${module}. ¡Bien hecho!`,
    everythingDone: 'Has completado todos los módulos. ¡Bien hecho!',
    finish: (module) => `Terminar ${module}`,
  },
  he: {
    calendarName: 'תוכנית הלימוד ב-Campus',
    study: (lesson) => `לימוד: ${lesson}`,
    next: (lesson, module) => `השיעור הבא: ${lesson} (${module})`,
    studyDone: 'זמן לימוד',
    moduleDone: (module) => `השלמת את כל השיעורים של ${module}. כל הכבוד!`,
    everythingDone: 'השלמת את כל המודולים. כל הכבוד!',
    finish: (module) => `לסיים את ${module}`,
  },
};

/** `es_ES`, `he-IL`, `en` → the plan language it names; anything else is English. */
export function planLanguageOf(header: unknown): PlanLanguage {
  const base = typeof header === 'string' ? header.split(/[_-]/)[0]?.toLowerCase() : undefined;
  return (PLAN_LANGUAGES as readonly string[]).includes(base ?? '') ? (base as PlanLanguage) : 'en';
}
