import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, declared once. The server registers the route from it (validation + OpenAPI),
 * the client calls it through `callApi(contract, input)`. Paths are the spec's paths.
 */
export interface Contract<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/api/areas` or `/api/panel/categories/:id`. */
  path: string;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `data` in the success envelope. */
  response: R;
  /** Meta schema for paged lists. */
  paged?: boolean;
}

export function defineContract<
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
>(contract: Contract<P, Q, B, R>): Contract<P, Q, B, R> {
  return contract;
}

export const pageMetaSchema = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  lastPage: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

/** Success envelope `{ data, meta? }` around a contract's response schema. */
export function envelope<R extends z.ZodType>(data: R, paged = false) {
  return paged
    ? z.object({ data, meta: pageMetaSchema })
    : z.object({ data, meta: z.record(z.string(), z.unknown()).optional() });
}

export type ContractData<C extends Contract> = z.infer<C['response']>;
