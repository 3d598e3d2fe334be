export function* dashboardSaga() {}
