import type { PlanState } from './slice';

type State = { plan: PlanState };

export const selectPlan = (state: State) => state.plan;
