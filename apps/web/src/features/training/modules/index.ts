/**
 * Modules: the Learning Centre's page, its categories, the member's home and the open module, with
 * starting and redoing one.
 */
export {
  categoryRequested,
  dashboardRequested,
  homeFailed,
  homeLoaded,
  homeRequested,
  moduleLoaded,
  moduleRequested,
  moduleStarted,
  modulesInitialState,
  modulesSlice,
  moreModulesRequested,
  redoRequested,
  relatedLoaded,
  trainingVisited,
  type LoadStatus,
  type ModulesState,
} from './slice';
export {
  selectCategory,
  selectHome,
  selectKnownCategory,
  selectModule,
  selectOpenPlaylist,
  selectRelatedModules,
  selectTrainingDashboard,
} from './selectors';
export { ensureModule, failureMessage, isNotFound } from './workers';
export { modulesSaga, VISITED_EVENT } from './sagas';
