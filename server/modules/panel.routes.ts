import type { FastifyInstance } from 'fastify';
import { attributesRoutes } from './attributes/attributes.routes';
import { branchesRoutes } from './branches/branches.routes';
import { deliveryZonesRoutes } from './delivery-zones/delivery-zones.routes';
import { auditRoutes } from './audit/audit.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { peopleRoutes } from './people/people.routes';
import { productsImportRoutes } from './panel-products/panel-products-import.routes';
import { panelProductsRoutes } from './panel-products/panel-products.routes';
import { panelStoresRoutes } from './panel-stores/panel-stores.routes';
import { sellerProductsRoutes } from './seller-products/seller-products.routes';
import { packagesRoutes } from './packages/packages.routes';
import { placesRoutes } from './places/places.routes';
import { offersRoutes } from './offers/offers.routes';
import { invoicesRoutes } from './payments/invoices.routes';
import { panelReportsRoutes } from './feedback/panel-reports.routes';
import { panelCommerceRoutes } from './commerce/panel-commerce.routes';
import { searchKeywordsRoutes } from './search-keywords/search-keywords.routes';
import { settingsRoutes } from './settings/settings.routes';
import { panelVerificationRoutes } from './verification/verification.routes';
import { clearCachesAfterWrites } from '../lib/cache-registry';

/**
 * The back office's `api/panel` resources (DESIGN §7). Each module's routes declare their
 * permission on the contract; the one route guard asks `can()` and the services scope rows.
 */
export async function panelRoutes(app: FastifyInstance): Promise<void> {
  // THE place that keeps the shop and the panel lists current after a panel write: a successful
  // non-GET answer empties this process's reused totals and public answers before it is sent, so
  // the next request of anyone sees the change (every other process too, through `clearEverywhere`).
  clearCachesAfterWrites(app);
  await app.register(auditRoutes);
  await app.register(notificationsRoutes);
  await app.register(dashboardRoutes);
  await app.register(categoriesRoutes);
  await app.register(uploadsRoutes);
  await app.register(peopleRoutes);
  await app.register(panelStoresRoutes);
  await app.register(panelProductsRoutes);
  await app.register(productsImportRoutes);
  await app.register(sellerProductsRoutes);
  await app.register(branchesRoutes);
  await app.register(deliveryZonesRoutes);
  await app.register(attributesRoutes);
  await app.register(placesRoutes);
  await app.register(packagesRoutes);
  await app.register(settingsRoutes);
  await app.register(searchKeywordsRoutes);
  await app.register(offersRoutes);
  await app.register(invoicesRoutes);
  await app.register(panelReportsRoutes);
  await app.register(panelCommerceRoutes);
  await app.register(panelVerificationRoutes);
}
