import english, { type PlanMessages } from './locales/en/plan';
import { ownTexts, type OwnText } from './ownTexts';

/** The texts of the study plan, a chunk of their own per language (`ownTexts`). */
export const planTexts = ownTexts<PlanMessages>('plan', english, {
  es: () => import('./locales/es/plan'),
  he: () => import('./locales/he/plan'),
});

export type PlanText = OwnText<PlanMessages>;
