export function* trainingSaga() {}
