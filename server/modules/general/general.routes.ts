import type { FastifyInstance } from 'fastify';
import {
  changeLanguageContract,
  healthContract,
  layoutContract,
  wizardContract,
} from '../../../domain/contracts/general.contract';
import { registerContract } from '../../lib/route';
import { requestLanguage } from '../../lib/language';
import { changeLanguage, checkHealth, getLayout, getWizard } from './general.service';

/** Calls of spec §7 "General": health, layout, wizard and change-language. */
export async function generalRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app;

  registerContract(app, healthContract, {
    handler: async () => ({ data: await checkHealth(database) }),
  });

  registerContract(app, layoutContract, {
    handler: async ({ request }) => ({
      data: await getLayout(database.db, requestLanguage(request), request.actor),
    }),
  });

  registerContract(app, wizardContract, {
    handler: async ({ query, request }) => ({
      data: await getWizard(database.db, query.platform, requestLanguage(request)),
    }),
  });

  registerContract(app, changeLanguageContract, {
    handler: async ({ body, request }) => ({
      data: await changeLanguage(database.db, request.actor, body.language),
    }),
  });
}
