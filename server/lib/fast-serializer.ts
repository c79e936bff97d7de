import fastJson from 'fast-json-stringify';
import { z } from 'zod';

// A precompiled response serializer for hot routes. The default (fastify-type-provider-zod) walks
// every response through zod (`safeEncode`) and then `JSON.stringify`s it; on a 24-card grid that
// was a tenth of the CPU under load. Here the contract's zod schema becomes a JSON schema once,
// and fast-json-stringify compiles it into a function that writes exactly the schema's fields.

type JsonSchema = { [key: string]: unknown };

/**
 * zod writes `.nullable()` as `anyOf: [X, { type: 'null' }]`, which fast-json-stringify resolves
 * per value with a validator; `type: [X, 'null']` is the same schema and a plain branch.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema') continue;
    out[key] = simplify(value);
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((branch) => branch.type === 'null');
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string') {
      delete out.anyOf;
      return { ...out, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON schema fast-json-stringify compiles for `schema` (exported for tests). */
export function serializerJsonSchema(schema: z.ZodType): JsonSchema {
  return simplify(
    z.toJSONSchema(schema, { target: 'draft-07', io: 'output', unrepresentable: 'any' }),
  ) as JsonSchema;
}

/** `JSON.stringify` restricted to `schema`'s fields, without validating the value. */
export function compileSerializer(schema: z.ZodType): (value: unknown) => string {
  return fastJson(serializerJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
}
