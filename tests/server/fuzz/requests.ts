// Turns one OpenAPI operation and a seeded PRNG into one request, valid-ish or malformed in one
// of the ways listed in `SHAPES`. The shape name travels with the request so failures group well.
import type { Rng } from '../../../server/db/seed/prng';
import {
  deepJson,
  hostileNumber,
  hostileText,
  hostileValue,
  validObject,
  validValue,
  wrongType,
  type JsonSchema,
} from './values';

export interface Operation {
  method: string;
  /** OpenAPI path, `{id}` style. */
  path: string;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  query?: JsonSchema;
  body?: JsonSchema;
}

export interface FuzzRequest {
  shape: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: OpenApiParameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
      }
    >
  >;
}

/** Every operation of the document, with its query parameters folded back into one object. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const queryParameters = parameters.filter((p) => p.in === 'query');
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        query: queryParameters.length
          ? {
              type: 'object',
              properties: Object.fromEntries(queryParameters.map((p) => [p.name, p.schema])),
              required: queryParameters.filter((p) => p.required).map((p) => p.name),
            }
          : undefined,
        body: operation.requestBody?.content['application/json']?.schema,
      };
    }),
  );
}

type Parts = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  rawBody?: string;
  contentType: string;
  headers: Record<string, string>;
};

/** One way of breaking a request; each returns the shape name it applied. */
const SHAPES: Record<string, (op: Operation, parts: Parts, rng: Rng) => void> = {
  valid: () => {},
  'string field: hostile text': (op, parts, rng) => mutateField(op, parts, rng, hostileText),
  'field: wrong type': (op, parts, rng) => mutateField(op, parts, rng, wrongType),
  'field: hostile value': (op, parts, rng) =>
    mutateField(op, parts, rng, (r, schema) => hostileValue(schema ?? {}, r)),
  'body: missing fields': (_op, parts, rng) => {
    if (isRecord(parts.body)) {
      for (const key of Object.keys(parts.body)) if (rng.chance(0.5)) delete parts.body[key];
    }
  },
  'body: extra fields': (_op, parts, rng) => {
    const extra = {
      role: 'admin',
      id: 1,
      __proto__: { x: 1 },
      [hostileText(rng)]: hostileText(rng),
    };
    parts.body = isRecord(parts.body) ? { ...parts.body, ...extra } : extra;
  },
  'body: not an object': (_op, parts, rng) => {
    parts.body = rng.pick([[], 'text', 42, null, true, [parts.body]]);
  },
  'body: invalid JSON': (_op, parts, rng) => {
    parts.rawBody = rng.pick(['{', '{"a":}', "{'a':1}", '\u0000', '{"a":"\\u0000"', 'nul', '']);
  },
  'body: deep nesting': (_op, parts, rng) => {
    parts.rawBody = deepJson(rng.int(1000, 100_000), rng);
  },
  'body: deep nesting in a field': (op, parts, rng) => {
    const key = rng.pick(Object.keys(op.body?.properties ?? { x: {} }));
    parts.rawBody = JSON.stringify({ ...asRecord(parts.body), [key]: 0 }).replace(
      `"${key}":0`,
      `"${key}":${deepJson(rng.int(1000, 50_000), rng)}`,
    );
  },
  'body: over the size limit': (_op, parts, rng) => {
    parts.rawBody = JSON.stringify({ x: 'y'.repeat(rng.int(1024 * 1024 + 1, 1100 * 1024)) });
  },
  'body: wrong content type': (_op, parts, rng) => {
    parts.contentType = rng.pick([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      '',
      'garbage',
    ]);
    parts.rawBody = rng.chance(0.5) ? JSON.stringify(parts.body ?? {}) : 'a=1&b=\u0000';
  },
  'query: unknown and repeated parameters': (_op, parts, rng) => {
    parts.query[hostileText(rng).slice(0, 200) || 'k'] = hostileText(rng);
    parts.query.page = [hostileNumber(rng), hostileNumber(rng)];
    parts.query['a[b][c]'] = 'x';
  },
  'path: bad parameter': (op, parts, rng) => {
    for (const param of op.pathParams) {
      parts.params[param.name] = rng.chance(0.5) ? hostileText(rng) : hostileNumber(rng);
    }
  },
  'path: raw bad encoding': (op, parts, rng) => {
    for (const param of op.pathParams) {
      parts.params[param.name] = {
        raw: rng.pick(['%00', '%', '%zz', '%E0%A4%A', '..%2F..%2F', '%ff%fe', 'a%2Fb']),
      };
    }
  },
  'header: hostile Accept-Language': (_op, parts, rng) => {
    parts.headers['accept-language'] = rng.pick([
      'x'.repeat(rng.int(3000, 60_000)),
      'en;q=abc,ar;q=-1,*;q=1e999',
      ',,,;;;',
      'zz-ZZ',
      '\u00ff\u00fe',
      '*',
    ]);
  },
  'header: hostile cookie and authorization': (_op, parts, rng) => {
    parts.headers.cookie = rng.pick([
      `UID=${'z'.repeat(rng.int(3000, 60_000))}`,
      'UID=%00%ff; UID=2',
      'UID="unterminated',
      '=; ;=;',
    ]);
    if (rng.chance(0.5)) {
      parts.headers.authorization = rng.pick([
        'Bearer',
        'Bearer ',
        'Bearer a.b.c',
        `Bearer ${'x'.repeat(rng.int(3000, 60_000))}`,
        'Basic YWRtaW46YWRtaW4=',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
      ]);
    }
  },
};

export const SHAPE_NAMES = Object.keys(SHAPES);

/** Request `index` of the run for this operation: shape chosen by the PRNG, then built. */
export function buildRequest(op: Operation, rng: Rng, shape: string): FuzzRequest {
  const parts: Parts = {
    params: Object.fromEntries(
      op.pathParams.map((p) => [p.name, validValue(p.schema, rng, p.name)]),
    ),
    query: op.query ? validObject(op.query, rng) : {},
    body: op.body ? validValue(op.body, rng) : undefined,
    contentType: 'application/json',
    headers: { 'accept-language': rng.pick(['ar', 'en']) },
  };
  SHAPES[shape]!(op, parts, rng);
  const hasBody = parts.rawBody !== undefined || (parts.body !== undefined && op.method !== 'GET');
  return {
    shape,
    method: op.method,
    url: urlOf(op.path, parts.params, parts.query),
    headers: {
      ...parts.headers,
      ...(hasBody && parts.contentType ? { 'content-type': parts.contentType } : {}),
    },
    ...(hasBody ? { payload: parts.rawBody ?? JSON.stringify(parts.body ?? null) } : {}),
  };
}

/** Puts a generated value in one field of the body or the query (or a path parameter). */
function mutateField(
  op: Operation,
  parts: Parts,
  rng: Rng,
  make: (rng: Rng, schema?: JsonSchema) => unknown,
): void {
  const slots: Array<[Record<string, unknown>, string, JsonSchema | undefined]> = [];
  if (isRecord(parts.body)) {
    for (const [key, schema] of Object.entries(op.body?.properties ?? {}))
      slots.push([parts.body, key, schema]);
  }
  for (const [key, schema] of Object.entries(op.query?.properties ?? {}))
    slots.push([parts.query, key, schema]);
  for (const param of op.pathParams) slots.push([parts.params, param.name, param.schema]);
  if (slots.length === 0) {
    parts.query[hostileText(rng).slice(0, 100) || 'k'] = make(rng);
    return;
  }
  const [target, key, schema] = rng.pick(slots);
  target[key] = make(rng, schema);
}

function urlOf(
  path: string,
  params: Record<string, unknown>,
  query: Record<string, unknown>,
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (isRecord(value) && typeof value.raw === 'string') return value.raw;
    return encode(typeof value === 'string' ? value : JSON.stringify(value ?? ''));
  });
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) =>
        `${encode(key)}=${encode(typeof item === 'string' ? item : JSON.stringify(item ?? ''))}`,
    ),
  );
  return pairs.length ? `${filled}?${pairs.join('&')}` : filled;
}

/** encodeURIComponent, except lone surrogates (which it refuses) go out as raw `%ED…` bytes. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return Array.from(value, (char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    }).join('');
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}
