/** A JSON Schema as the OpenAPI document holds it (the subset zod emits). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  default?: unknown;
  examples?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
  [k: string]: unknown;
}

const FORMATS: Record<string, string> = {
  'date-time': '2026-11-24T18:03:11.123Z',
  date: '2026-11-24',
  email: 'buyer@example.com',
  uri: 'https://example.com/hooks/platen',
  url: 'https://example.com/hooks/platen',
  uuid: '3f6c2a8e-5b1d-4c7e-9a2f-0d8b6e4c1a7f',
};

/** A string property's example from its name where that says more than its schema (url, email, ...). */
function byName(key: string, s: JsonSchema): unknown {
  if (/url$/i.test(key)) return FORMATS.uri;
  if (/email/i.test(key)) return FORMATS.email;
  if (/(At|Date)$/.test(key)) return FORMATS['date-time'];
  return exampleFromSchema(s);
}

/**
 * An example value that satisfies `schema` (as far as the subset zod emits goes): the schema's own example or
 * default first, then the first enum value, a value per format, the minimum, one item per array.
 */
export function exampleFromSchema(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) {
    const pick = alt.find((s) => s.type !== 'null') ?? alt[0];
    return exampleFromSchema(pick, depth + 1);
  }
  if (schema.allOf?.length)
    return Object.assign({}, ...schema.allOf.map((s) => exampleFromSchema(s, depth + 1) as object));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(schema.properties ?? {}))
        out[k] = s.type === 'string' && !s.enum && !s.format ? byName(k, s) : exampleFromSchema(s, depth + 1);
      return out;
    }
    case 'array': {
      const min = Math.max(1, schema.minItems ?? 1);
      if (schema.prefixItems) return schema.prefixItems.map((s) => exampleFromSchema(s, depth + 1));
      return Array.from({ length: Math.min(min, 3) }, () => exampleFromSchema(schema.items, depth + 1));
    }
    case 'string': {
      if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format];
      const n = Math.max(schema.minLength ?? 0, 1);
      return 'example'.padEnd(n, 'x');
    }
    case 'integer':
    case 'number': {
      if (schema.minimum !== undefined) return schema.minimum;
      if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + 1;
      return schema.maximum !== undefined ? Math.min(1, schema.maximum) : 1;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return {};
  }
}
