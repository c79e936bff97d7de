import type { FastifyRequest } from 'fastify';
import type { TtlCache } from '../../lib/ttl-cache';

/**
 * A public catalogue answer through `answers` when the caller is anonymous. The answers of these
 * calls do not depend on who asks today; keeping signed-in callers out means a later per-viewer
 * field (wishlist, own products) cannot leak through the cache. Concurrent identical misses share
 * one load (TtlCache), so a burst of the same grid costs one query. `key` must name everything
 * the answer depends on (the validated query and the language).
 */
export function anonymousAnswer<T>(
  answers: TtlCache<unknown>,
  request: FastifyRequest,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  if (request.actor || request.headers.authorization) return load();
  return answers.get(key, load) as Promise<T>;
}
