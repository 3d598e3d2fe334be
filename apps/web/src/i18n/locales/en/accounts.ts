/** English strings of the accounts area: the spec's own wording where it has one. */
const accounts = {};

export type AccountsMessages = typeof accounts;
export default accounts;
