import type { FastifyInstance } from 'fastify';
import {
  searchProductsContract,
  searchStoresContract,
  suggestionsContract,
} from '../../../domain/contracts/catalogue.contract';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import type { TtlCache } from '../../lib/ttl-cache';
import { anonymousAnswer } from './answer-cache';
import type { GridCaches } from './products.service';
import { searchProducts, searchStores, suggest } from './search.service';

export async function searchRoutes(
  app: FastifyInstance,
  { caches, answers }: { caches: GridCaches; answers: TtlCache<unknown> },
): Promise<void> {
  const { db } = app.database;

  registerContract(app, suggestionsContract, {
    fastSerializer: true,
    handler: async ({ query, request }) => {
      const language = requestLanguage(request);
      return anonymousAnswer(answers, request, `suggest|${language}|${query.q}`, async () => ({
        data: await suggest(db, query.q, language, caches),
      }));
    },
  });

  registerContract(app, searchProductsContract, {
    fastSerializer: true,
    handler: async ({ query, request }) => {
      const language = requestLanguage(request);
      return anonymousAnswer(answers, request, `search|${language}|${JSON.stringify(query)}`, () =>
        searchProducts(db, query.q, query, language, caches),
      );
    },
  });

  registerContract(app, searchStoresContract, {
    fastSerializer: true,
    handler: async ({ query, request }) =>
      searchStores(db, query.q, query, requestLanguage(request), caches),
  });
}
