export { organizationsSlice, organizationFormOpened, organizationChosen } from './slice';
export type { OrganizationDraft, OrganizationsState } from './slice';
export { organizationsSaga, ORGANIZATION_PAGE_SIZE } from './sagas';
export { organizationsRoutes } from './routes';
export { selectChosenOrganization } from './selectors';
export { OrganizationPicker } from './OrganizationPicker';
