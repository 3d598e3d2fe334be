import type { FastifyRequest } from 'fastify';

/**
 * One parameter of the query string, read the same way on every route: hooks and pages that run
 * whatever a route's schema says (or without one) cannot take its type.
 */
export function queryValue(request: FastifyRequest, name: string): unknown {
  const query: unknown = request.query;
  return query && typeof query === 'object' ? Reflect.get(query, name) : undefined;
}
