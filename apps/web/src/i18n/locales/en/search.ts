/** English strings of the search area: the spec's own wording where it has one. */
const search = {};

export type SearchMessages = typeof search;
export default search;
