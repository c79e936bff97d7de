import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/panel/search-keywords.contract';
import { registerContract } from '../../lib/route';
import { KeywordRunner } from './keyword-run';
import {
  createKeyword,
  fileKeywords,
  getKeyword,
  getKeywords,
  removeKeywords,
  reviewKeywords,
  updateKeyword,
} from './search-keywords.service';

/** Admin search keywords (spec §2 `search_keywords`, §7 `search-keywords`); writes are logged. */
export async function searchKeywordsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const runner = new KeywordRunner(db, app.env.ai, (error) =>
    app.log.error({ err: error }, 'keyword run failed'),
  );

  registerContract(app, contracts.panelKeywordsContract, {
    handler: ({ query }) => getKeywords(db, query),
  });
  registerContract(app, contracts.keywordRunStatusContract, {
    handler: () => ({ data: runner.status() }),
  });
  registerContract(app, contracts.panelKeywordContract, {
    handler: async ({ params }) => ({ data: await getKeyword(db, params.id) }),
  });
  registerContract(app, contracts.createKeywordContract, {
    handler: async ({ body, request }) => ({
      data: await createKeyword(db, request.actor!, body),
    }),
  });
  registerContract(app, contracts.updateKeywordContract, {
    handler: async ({ params, body, request }) => ({
      data: await updateKeyword(db, request.actor!, params.id, body),
    }),
  });
  registerContract(app, contracts.deleteKeywordContract, {
    handler: async ({ params, request }) => {
      await removeKeywords(db, request.actor!, [params.id]);
      return { data: { id: params.id } };
    },
  });
  registerContract(app, contracts.bulkDeleteKeywordsContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await removeKeywords(db, request.actor!, body.ids) },
    }),
  });
  registerContract(app, contracts.reviewKeywordsContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await reviewKeywords(db, request.actor!, body) },
    }),
  });
  registerContract(app, contracts.keywordCategoriesContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await fileKeywords(db, request.actor!, body) },
    }),
  });
  registerContract(app, contracts.runKeywordsContract, {
    handler: async ({ request }) => ({ data: await runner.start(request.actor!) }),
  });
}
