// Every string a request can carry passes the one hygiene rule (a maximum length
// and no control characters, domain/validation/hygiene.ts). This walks every contract of every
// `*.contract.ts`, so a new contract with a bare `z.string()` fails here.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isHygienicString } from '../validation/hygiene';
import type { Contract } from './contract';

const modules = import.meta.glob<Record<string, unknown>>(
  ['./*.contract.ts', './panel/*.contract.ts'],
  {
    eager: true,
  },
);

function isContract(value: unknown): value is Contract {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'response' in value
  );
}

// A set: catalogue.contract.ts re-exports the catalogue-* contracts.
const contracts = [
  ...new Set(
    Object.values(modules)
      .flatMap((exports) => Object.values(exports))
      .filter(isContract),
  ),
];

/** Paths (`body.name`, `query.q`) of string schemas that are not hygienic. */
function unsafeStrings(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown, at = path) => unsafeStrings(inner as z.ZodType, at, seen);
  switch (def.type) {
    case 'string':
      return isHygienicString(schema) ? [] : [path];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        walk(value, `${path}.${key}`),
      );
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => walk(option));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)];
    case 'pipe': {
      // A bounded string normalised before its rule (the username's NFKC) is as safe as the rule:
      // the rule's own messages come first for characters it names (a tab is "whitespace").
      const input = def.in as z.ZodType;
      const boundedInput = input instanceof z.ZodString && input.maxLength !== null;
      return boundedInput ? walk(def.out) : [...walk(def.in), ...walk(def.out)];
    }
    case 'lazy':
      return walk((def.getter as () => z.ZodType)());
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType);
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item, i) => walk(item, `${path}[${i}]`));
    default:
      // Numbers, booleans, enums, literals, transforms: no free text reaches the server.
      return [];
  }
}

describe('[DOMAIN][CONTRACTS] input hygiene', () => {
  it('finds the contracts', () => {
    expect(contracts.length).toBeGreaterThan(40);
  });

  it.each(contracts.map((contract) => [`${contract.method} ${contract.path}`, contract] as const))(
    '%s: every string in params, query and body has a maximum length and refuses control characters',
    (_name, contract) => {
      const parts = { params: contract.params, query: contract.query, body: contract.body };
      const unsafe = Object.entries(parts).flatMap(([part, schema]) =>
        schema ? unsafeStrings(schema, part) : [],
      );
      expect(unsafe).toEqual([]);
    },
  );

  it('catches a bare string (the walk itself works)', () => {
    const bare = z.object({ ok: z.number(), name: z.string().optional() });
    expect(unsafeStrings(bare, 'body')).toEqual(['body.name']);
  });
});
