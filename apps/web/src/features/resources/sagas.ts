export function* resourcesSaga() {}
