import type { ModulesState } from './slice';

type State = { training: ModulesState };

export const selectTrainingDashboard = (state: State) => state.training.dashboard;
export const selectLoadedModuleCount = (state: State) => state.training.dashboard.modules.length;
export const selectHome = (state: State) => state.training.home;
export const selectCategory = (state: State) => state.training.category;
export const selectKnownCategory = (state: State, slug: string | undefined) =>
  state.training.dashboard.categories.find((category) => category.slug === slug);
export const selectModule = (state: State) => state.training.module;
export const selectOpenPlaylist = (state: State) => state.training.module.playlist;
export const selectRelatedModules = (state: State) => state.training.module.related;
