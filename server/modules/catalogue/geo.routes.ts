import type { FastifyInstance } from 'fastify';
import { areasContract, governoratesContract } from '../../../domain/contracts/catalogue.contract';
import { requestLanguage } from '../../lib/language';
import { registerContract } from '../../lib/route';
import { getAreas, getGovernorates } from './geo.service';

export async function geoRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  registerContract(app, governoratesContract, {
    handler: async ({ request }) => ({
      data: await getGovernorates(db, requestLanguage(request)),
    }),
  });

  registerContract(app, areasContract, {
    handler: async ({ query, request }) => ({
      data: await getAreas(db, query.governorate, requestLanguage(request)),
    }),
  });
}
