import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/panel/attributes.contract';
import { registerContract } from '../../lib/route';
import {
  createAttribute,
  getAttribute,
  getAttributes,
  removeAttributes,
  updateAttribute,
} from './attributes.service';

/** Admin attributes and their values (spec §2 `attributes`, nested main/sub); every write logged. */
export async function attributesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  registerContract(app, contracts.panelAttributesContract, {
    handler: ({ query }) => getAttributes(db, query),
  });
  registerContract(app, contracts.panelAttributeContract, {
    handler: async ({ params }) => ({ data: await getAttribute(db, params.id) }),
  });
  registerContract(app, contracts.createAttributeContract, {
    handler: async ({ body, request }) => ({
      data: await createAttribute(db, request.actor!, body),
    }),
  });
  registerContract(app, contracts.updateAttributeContract, {
    handler: async ({ params, body, request }) => ({
      data: await updateAttribute(db, request.actor!, params.id, body),
    }),
  });
  registerContract(app, contracts.deleteAttributeContract, {
    handler: async ({ params, request }) => {
      await removeAttributes(db, request.actor!, [params.id]);
      return { data: { id: params.id } };
    },
  });
  registerContract(app, contracts.bulkDeleteAttributesContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await removeAttributes(db, request.actor!, body.ids) },
    }),
  });
}
