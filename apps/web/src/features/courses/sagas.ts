export function* coursesSaga() {}
