/** English strings of the resources area: the spec's own wording where it has one. */
const resources = {};

export type ResourcesMessages = typeof resources;
export default resources;
