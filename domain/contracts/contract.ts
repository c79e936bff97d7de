import { z } from 'zod';
import type { Action, Resource } from '../auth/resources';
import type { OwnerKind } from '../auth/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a call needs (spec §6): the server's one route guard asks `can(role, resource, action,
 * grants)` for it before the body is read. Visitors are allowed when the matrix gives `visitor` the
 * action (public routes declare `catalogue`/`view` and the like too). `kind` is set where the owner
 * kind matters: the call then needs a session of that kind (401 without one, 403 with the other;
 * a seller's shop session opens admin-kind calls through the spec §4 hand-over).
 */
export interface Permission {
  resource: Resource;
  action: Action;
  kind?: OwnerKind;
}

/** The success statuses a contract may declare; its response schema is registered for it. */
export type SuccessStatus = 200 | 201 | 202;

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
  /** Who may call it; a contract without one fails at start-up (server/lib/route.ts). */
  permission: Permission;
  /** Schema of `data` in the success envelope. */
  response: R;
  /** The success status (default 200); the response schema is registered for this status. */
  status?: SuccessStatus;
  /** Meta schema for paged lists. */
  paged?: boolean;
  /**
   * A retryable write: the server honours an `Idempotency-Key` header (stores the first success
   * answer for 24 h per user or visitor and replays it), and the client's mutation hooks retry it
   * with the same key. Never for answers carrying a secret (tokens, 2FA secrets). DESIGN §8.
   */
  idempotent?: boolean;
  /**
   * A public read that counts a view (a product or store page): HTTP caches may keep its answer
   * but must ask the server before each use, so every view is counted (server/plugins/http-cache.ts).
   */
  countsView?: boolean;
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
