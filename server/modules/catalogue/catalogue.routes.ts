import type { FastifyInstance } from 'fastify';
import { TtlCache } from '../../lib/ttl-cache';
import { contentRoutes } from './content.routes';
import { geoRoutes } from './geo.routes';
import { productRoutes } from './products.routes';
import { searchRoutes } from './search.routes';
import { storeRoutes } from './stores.routes';

/** The shopper catalogue of issue 3 (spec §7 "Catalogue" and "Static"): open to visitors. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  // Grid totals shared by the product grid and product search (see Env.catalogueCountTtlMs).
  const counts = new TtlCache<number>(app.env.catalogueCountTtlMs);
  await app.register(productRoutes, { counts });
  await app.register(storeRoutes);
  await app.register(geoRoutes);
  await app.register(searchRoutes, { counts });
  await app.register(contentRoutes);
}
