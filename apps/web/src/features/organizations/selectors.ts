import type { RootState } from '../../app/store';

export const selectOrganizationSearch = (state: RootState) => state.organizations.search;
export const selectOrganizationOptions = (state: RootState) => state.organizations.options;
export const selectOrganizationCreation = (state: RootState) => state.organizations.creation;
export const selectChosenOrganization = (state: RootState) => state.organizations.chosen;
