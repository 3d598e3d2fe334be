import type { Row } from '../../services/database';

/** A plan as the store keeps it (`study_plans`). */
export type PlanRow = Row<'study_plans'>;
