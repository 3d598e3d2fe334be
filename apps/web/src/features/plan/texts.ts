import { use } from 'react';
import { useTranslation } from '../../i18n';
import { planTexts, type PlanText } from '../../i18n/plan';

/** The plan's texts in the page's language: here already when the route waited for them. */
export function usePlanText(): PlanText {
  const { i18n } = useTranslation();
  return planTexts.loaded(i18n.language) ?? use(planTexts.load(i18n.language));
}
