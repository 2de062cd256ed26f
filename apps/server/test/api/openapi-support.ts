import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The parts of the OpenAPI document the tests read. */
export interface OpenApiDoc {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}
export interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

/** `/api/v3/webhooks/{id}` -> `/api/v3/webhooks/:id` (Fastify's syntax, as the route table writes it). */
export const fastifyPath = (p: string) => p.replace(/\{([^}]+)\}/g, ':$1');

/** Every operation of the document as "METHOD /path/:param". */
export function operations(doc: OpenApiDoc) {
  return Object.entries(doc.paths).flatMap(([p, methods]) =>
    Object.entries(methods).map(([m, op]) => ({ method: m.toUpperCase(), path: p, op })),
  );
}

/** Validates answers against the schemas of the document (JSON Schema 2020-12, as OpenAPI 3.1 has it). */
export function schemaChecker(doc: OpenApiDoc) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'doc', components: doc.components ?? {} });
  const cache = new Map<object, ReturnType<typeof ajv.compile>>();
  const rewrite = (s: unknown): unknown =>
    JSON.parse(JSON.stringify(s).replace(/"#\/components\//g, '"doc#/components/'));
  return (schema: Record<string, unknown>, value: unknown): string | null => {
    let v = cache.get(schema);
    if (!v) {
      v = ajv.compile(rewrite(schema) as object);
      cache.set(schema, v);
    }
    return v(value) ? null : ajv.errorsText(v.errors);
  };
}
