export function* organizationsSaga() {}
