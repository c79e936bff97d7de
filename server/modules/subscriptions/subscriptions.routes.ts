import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/subscriptions.contract';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import {
  cancelDowngrade,
  getQuote,
  getUpgradePage,
  previewDowngrade,
  purchase,
  scheduleDowngrade,
} from './subscriptions.service';
import './subscriptions.jobs';
import { clearCachesAfterWrites } from '../../lib/cache-registry';

/** Package subscriptions of a seller's stores (`/upgrade`, `subscriptions/*`). */
export async function subscriptionsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  // A store's package decides whether its products show: cached shop answers go at once.
  clearCachesAfterWrites(app);

  registerContract(app, contracts.upgradePageContract, {
    handler: async ({ query, request }) => ({
      data: await getUpgradePage(db, request.actor!, query.store),
    }),
  });
  registerContract(app, contracts.quoteContract, {
    handler: async ({ query, request }) => ({ data: await getQuote(db, request.actor!, query) }),
  });
  registerContract(app, contracts.upgradeContract, {
    handler: async ({ body, request }) => ({
      data: await purchase(db, request.actor!, 'upgrade', body, requestLanguage(request)),
    }),
  });
  registerContract(app, contracts.renewContract, {
    handler: async ({ body, request }) => ({
      data: await purchase(db, request.actor!, 'renew', body, requestLanguage(request)),
    }),
  });
  registerContract(app, contracts.downgradePreviewContract, {
    handler: async ({ query, request }) => ({
      data: await previewDowngrade(db, request.actor!, query.store, query.package),
    }),
  });
  registerContract(app, contracts.downgradeContract, {
    handler: async ({ body, request }) => ({
      data: await scheduleDowngrade(db, request.actor!, body),
    }),
  });
  registerContract(app, contracts.cancelDowngradeContract, {
    handler: async ({ query, request }) => ({
      data: await cancelDowngrade(db, request.actor!, query.store),
    }),
  });
}
