import type { FastifyInstance } from 'fastify';
import * as contracts from '../../../domain/contracts/panel/categories.contract';
import { registerContract } from '../../lib/route';
import {
  createCategory,
  getCategories,
  getCategory,
  removeCategories,
  updateCategory,
} from './categories.service';

/** Admin categories (spec §2 `categories`, `categories/:id`); every write is logged. */
export async function categoriesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  registerContract(app, contracts.panelCategoriesContract, {
    handler: ({ query }) => getCategories(db, query),
  });
  registerContract(app, contracts.panelCategoryContract, {
    handler: async ({ params }) => ({ data: await getCategory(db, params.id) }),
  });
  registerContract(app, contracts.createCategoryContract, {
    handler: async ({ body, request }) => ({
      data: await createCategory(db, request.actor!, body),
    }),
  });
  registerContract(app, contracts.updateCategoryContract, {
    handler: async ({ params, body, request }) => ({
      data: await updateCategory(db, request.actor!, params.id, body),
    }),
  });
  registerContract(app, contracts.deleteCategoryContract, {
    handler: async ({ params, request }) => {
      await removeCategories(db, request.actor!, [params.id]);
      return { data: { id: params.id } };
    },
  });
  registerContract(app, contracts.bulkDeleteCategoriesContract, {
    handler: async ({ body, request }) => ({
      data: { affected: await removeCategories(db, request.actor!, body.ids) },
    }),
  });
}
