import type { FastifyInstance } from 'fastify';
import { contentRoutes } from './content.routes';
import { geoRoutes } from './geo.routes';
import { productRoutes } from './products.routes';
import { searchRoutes } from './search.routes';
import { storeRoutes } from './stores.routes';

/** The shopper catalogue of issue 3 (spec §7 "Catalogue" and "Static"): open to visitors. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  await app.register(productRoutes);
  await app.register(storeRoutes);
  await app.register(geoRoutes);
  await app.register(searchRoutes);
  await app.register(contentRoutes);
}
