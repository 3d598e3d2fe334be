export { planSlice } from './slice';
export type { PlanState } from './slice';
export { planSaga } from './sagas';
export { planRoutes } from './routes';
