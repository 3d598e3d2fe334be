import type { OrganizationsState } from './slice';

/** What these selectors read; the root state has this part, whatever else it holds. */
type State = { organizations: OrganizationsState };

export const selectOrganizationSearch = (state: State) => state.organizations.search;
export const selectOrganizationOptions = (state: State) => state.organizations.options;
export const selectOrganizationCreation = (state: State) => state.organizations.creation;
export const selectChosenOrganization = (state: State) => state.organizations.chosen;
