import type { FastifyInstance } from 'fastify';
import { attributesRoutes } from './attributes/attributes.routes';
import { auditRoutes } from './audit/audit.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { peopleRoutes } from './people/people.routes';
import { panelProductsRoutes } from './panel-products/panel-products.routes';
import { panelStoresRoutes } from './panel-stores/panel-stores.routes';
import { packagesRoutes } from './packages/packages.routes';
import { placesRoutes } from './places/places.routes';
import { offersRoutes } from './offers/offers.routes';
import { searchKeywordsRoutes } from './search-keywords/search-keywords.routes';
import { settingsRoutes } from './settings/settings.routes';

/**
 * The back office's `api/panel` resources (DESIGN §7). Each module's routes declare their
 * permission on the contract; the one route guard asks `can()` and the services scope rows.
 */
export async function panelRoutes(app: FastifyInstance): Promise<void> {
  await app.register(auditRoutes);
  await app.register(categoriesRoutes);
  await app.register(uploadsRoutes);
  await app.register(peopleRoutes);
  await app.register(panelStoresRoutes);
  await app.register(panelProductsRoutes);
  await app.register(attributesRoutes);
  await app.register(placesRoutes);
  await app.register(packagesRoutes);
  await app.register(settingsRoutes);
  await app.register(searchKeywordsRoutes);
  await app.register(offersRoutes);
}
