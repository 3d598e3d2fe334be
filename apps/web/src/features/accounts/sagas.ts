export function* accountsSaga() {}
