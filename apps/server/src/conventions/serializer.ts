import type { FastifyInstance } from 'fastify';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Schema = Record<string, unknown>;

/**
 * The schema as the serializer reads it, with every `required` list taken out: fast-json-stringify
 * writes required properties before the others, and answers keep the order the domain builds them
 * in (the order the schema lists them). Requests are still validated with the lists. An `if`, which
 * tells one shape of answer from another, keeps its own.
 */
function withoutRequired(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutRequired);
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key !== 'required') copy[key] = key === 'if' ? value : withoutRequired(value);
  }
  return copy;
}

/**
 * Answers with a contract schema (`@campus/api-client/contract`) are serialized with it: the
 * schema's properties only, in its order. With `check` (`CAMPUS_CHECK_ANSWERS=1`, the test suites'
 * setting) each such answer is also written as `JSON.stringify` writes the object the route
 * returned, and a difference fails the call with 500, so a field the schema lacks, a value of
 * another type or another order cannot change the bytes on the wire unseen (README, "The contract").
 */
export function installContractSerializer(app: FastifyInstance, check: boolean): void {
  const compile = SerializerSelector()({}, {});
  app.setSerializerCompiler((route) => {
    const serialize = compile({
      ...route,
      schema: withoutRequired(route.schema),
    } as Parameters<typeof compile>[0]);
    if (!check) return serialize;
    return (data: unknown) => {
      const written = serialize(data);
      const expected = JSON.stringify(data);
      if (written !== expected) {
        let at = 0;
        while (written[at] === expected[at]) at += 1;
        const around = (text: string) => text.slice(Math.max(0, at - 80), at + 80);
        const message = `${route.method} ${route.url} ${route.httpStatus}: the contract wrote …${around(written)}… where the route returned …${around(expected)}…`;
        // Check mode runs under the test suites, whose servers log nothing: the difference is printed.
        console.error(message);
        throw new Error(message);
      }
      return written;
    };
  });
}
