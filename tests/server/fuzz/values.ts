// Values for the OpenAPI fuzz test: believable ones derived from a JSON schema, and hostile ones
// (control characters, huge strings, unicode oddities, wrong types). Everything is drawn from the
// seeded PRNG, so a run is the same on every machine and a failure can be replayed by its index.
import type { Rng } from '../../../server/db/seed/prng';

/** The subset of JSON Schema that @fastify/swagger emits for our zod contracts. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

const KB = 1024;

/** Strings that have broken servers somewhere: each one a separate "shape" of bad text. */
const HOSTILE_TEXT: ReadonlyArray<(rng: Rng) => string> = [
  () => 'a\u0000b',
  () => '\u0000',
  (rng) => `admin${'\u0000'.repeat(rng.int(1, 5))}`,
  () => 'line\u0001\u0002\u0003\u0007\u0008\u001b[31m',
  () => '\u007f\u0085\u009f',
  () => 'tab\there\nnew\r\nline',
  () => '\u202eevil\u202c \u2066x\u2069 \u200f\u200e',
  () => 'ad\u200bmin\u200c\u200d\ufeff',
  () => '\u0430dmin', // Cyrillic а
  () => '\ud800', // lone high surrogate
  () => 'x\udc00y', // lone low surrogate
  () => '\uffff\ufffe\ufffd',
  () => '👩‍👩‍👧‍👦🏳️‍🌈'.repeat(20),
  () => 'ﷺ'.repeat(40),
  () => 'a\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  () => "' OR 1=1 --",
  () => '%00%ff%',
  () => '<script>alert(1)</script>',
  () => '{{7*7}}${7*7}',
  () => '../../../../etc/passwd',
  () => '   ',
  () => '',
  (rng) => 'x'.repeat(rng.int(3 * KB, 100 * KB)),
  (rng) => 'أ'.repeat(rng.int(3 * KB, 30 * KB)),
  (rng) => `${'a'.repeat(rng.int(2700, 9000))}@example.com`,
  (rng) => '0'.repeat(rng.int(2700, 9000)),
  (rng) => 'ab\u0000'.repeat(rng.int(1000, 20_000)),
  // Incompressible: repeated characters compress below PostgreSQL's index row limit, these do not.
  (rng) => randomText(rng, rng.int(2700, 8000)),
  (rng) => randomText(rng, rng.int(3 * KB, 100 * KB)),
  (rng) => `${randomText(rng, rng.int(2700, 6000))}@example.com`,
];

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-';

/** `length` random characters of a username-like alphabet. */
function randomText(rng: Rng, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += ALPHABET[Math.floor(rng.next() * ALPHABET.length)];
  return text;
}

/** Not-a-string values where a string is expected (and the reverse). */
const WRONG_TYPES: ReadonlyArray<(rng: Rng) => unknown> = [
  () => null,
  () => true,
  () => 0,
  () => -1,
  () => 1e308,
  () => -1e308,
  () => 2 ** 53 + 1,
  () => 0.5,
  () => [],
  () => ['a', 'b'],
  () => [['nested']],
  () => ({}),
  () => ({ $gt: '' }),
  () => ({ toString: 'x', __proto__: { admin: true } }),
  (rng) => Array.from({ length: rng.int(1000, 5000) }, (_, i) => i),
];

/** Hostile numbers, as query strings or JSON. */
const HOSTILE_NUMBERS: ReadonlyArray<string | number> = [
  -1,
  0,
  -0,
  1e308,
  '9007199254740993',
  2147483648,
  -2147483649,
  0.5,
  '1e999',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1_000',
  '١٢٣',
  ' 7 ',
  '',
  '9'.repeat(400),
];

export function hostileText(rng: Rng): string {
  return rng.pick(HOSTILE_TEXT)(rng);
}

export function wrongType(rng: Rng): unknown {
  return rng.pick(WRONG_TYPES)(rng);
}

export function hostileNumber(rng: Rng): string | number {
  return rng.pick(HOSTILE_NUMBERS);
}

/** Something hostile for a slot of this schema. */
export function hostileValue(schema: JsonSchema, rng: Rng): unknown {
  const type = typeOf(schema);
  if ((type === 'number' || type === 'integer') && rng.chance(0.6)) return hostileNumber(rng);
  return rng.chance(0.65) ? hostileText(rng) : wrongType(rng);
}

/** Believable values by field name, for the rules a JSON schema cannot express (refinements). */
function byName(name: string, rng: Rng): string | undefined {
  const n = rng.int(0, 1e6);
  if (/phone|whatsapp/.test(name)) return `010${String(n).padStart(8, '0')}`;
  if (/email/.test(name)) return `fuzz${n}@example.com`;
  if (name === 'code') return String(rng.int(0, 999_999)).padStart(6, '0');
  if (/password/.test(name)) return 'Secret123';
  if (name === 'identifier' || name === 'target')
    return rng.pick(['user', 'admin', 'reseller', `fuzz${n}@example.com`, '01000000005']);
  if (name === 'birthdate') return '1990-05-17';
  if (/name/.test(name)) return rng.pick(['سارة', 'Ahmed', 'متجر جديد', `u${n}`]);
  if (name === 'q') return rng.pick(['هاتف', 'phone', 'سماعة', 'tech']);
  if (name === 'store' || name === 'username') return rng.pick(['techzone.eg', 'user', `u${n}`]);
  return undefined;
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/** A value that should pass the schema's JSON-level rules (type, enum, bounds). */
export function validValue(schema: JsonSchema, rng: Rng, name = '', depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return rng.pick(schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return validValue(rng.pick(variants), rng, name, depth);
  if (schema.allOf) return validValue(Object.assign({}, ...schema.allOf), rng, name, depth);
  switch (typeOf(schema)) {
    case 'string': {
      const named = byName(name, rng);
      if (named !== undefined) return named;
      if (schema.format === 'email') return `fuzz${rng.int(0, 1e6)}@example.com`;
      const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 20, 20));
      return 'نص تجريبي للاختبار '.repeat(3).slice(0, length).padEnd(length, 'x');
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min + 50;
      return rng.int(Math.ceil(min), Math.floor(Math.min(max, min + 50)));
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'array':
      return depth > 3 || !schema.items
        ? []
        : Array.from({ length: rng.int(0, 3) }, () =>
            validValue(schema.items!, rng, name, depth + 1),
          );
    case 'object':
      return validObject(schema, rng, depth);
    default:
      return 'x';
  }
}

export function validObject(schema: JsonSchema, rng: Rng, depth = 0): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (depth > 3) break;
    if (required.has(key) || rng.chance(0.7)) {
      result[key] = validValue(property, rng, key, depth + 1);
    }
  }
  return result;
}

/** JSON nested `depth` levels deep, as text (JSON.stringify would recurse). */
export function deepJson(depth: number, rng: Rng): string {
  return rng.chance(0.5)
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}
