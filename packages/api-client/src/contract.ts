/*
 * The `/wp-json` contract as schemas (TypeBox, so JSON Schema): what a server validates requests
 * against and serializes answers with. The client's types are derived from these; the client
 * itself never loads them (its entry re-exports types only), so they cost a browser nothing.
 */
export * from './calls/http.schema';
export * from './calls/site.schema';
export * from './calls/organizations.schema';
export * from './calls/resources.schema';
export * from './calls/users.schema';
export * from './calls/training.schema';
export * from './calls/courses.schema';
export * from './calls/plans.schema';
export * from './calls/certificates.schema';
