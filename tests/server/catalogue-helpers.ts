import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../server/db/client';
import { stores } from '../../server/db/schema/index';

/** GET through the real app; `lang` becomes Accept-Language. */
export async function get(app: FastifyInstance, url: string, lang: 'ar' | 'en' = 'ar') {
  const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  return { status: response.statusCode, body: response.json(), response };
}

/**
 * `url` asked of an app answering from the read model and of one answering through SQL, in
 * `language`: the same status 200, content type and body.
 */
export async function expectSameAnswer(
  viaModelApp: FastifyInstance,
  viaSqlApp: FastifyInstance,
  url: string,
  language: string,
) {
  const headers = { 'accept-language': language };
  const viaModel = await viaModelApp.inject({ method: 'GET', url, headers });
  const viaSql = await viaSqlApp.inject({ method: 'GET', url, headers });
  expect(viaModel.statusCode, url).toBe(200);
  expect(viaModel.headers['content-type'], url).toBe(viaSql.headers['content-type']);
  expect(viaModel.body, `${language} ${url}`).toBe(viaSql.body);
}

/** `?a=1&b=x` with proper encoding (Arabic search terms). */
export function qs(params: Record<string, string | number | boolean | Array<string | number>>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return `?${search.toString()}`;
}

/** Every product id `/api/products` answers for `query`, walking all pages. */
export async function allProductIds(app: FastifyInstance, query = ''): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const joiner = query ? '&' : '';
    const { body } = await get(app, `/api/products?per_page=48&page=${page}${joiner}${query}`);
    ids.push(...body.data.map((p: { id: number }) => p.id));
    if (page >= body.meta.lastPage) return ids;
  }
}

export async function storeId(db: Db, username: string): Promise<number> {
  const [row] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(sql`lower(${stores.username})`, username.toLowerCase()));
  if (!row) throw new Error(`no seeded store ${username}`);
  return row.id;
}

/** The seeded stores that must never be public (server/db/seed/data/stores.ts). */
export const HIDDEN_STORES = ['zay.zaman', 'delta.lands', 'mansoura.mobile'] as const;
