import type { FastifyInstance } from 'fastify';
import { TtlCache } from '../../lib/ttl-cache';
import type { CategoryKind, GridCaches } from './products.service';
import { contentRoutes } from './content.routes';
import { geoRoutes } from './geo.routes';
import { productRoutes } from './products.routes';
import { searchRoutes } from './search.routes';
import { storeRoutes } from './stores.routes';

/** The shopper catalogue of issue 3 (spec §7 "Catalogue" and "Static"): open to visitors. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  // Grid totals shared by the product grid and product search, and the main/sub kind of a grid's
  // category (see Env.catalogueCountTtlMs): both may lag an edit by seconds, rows never do.
  const caches: GridCaches = {
    counts: new TtlCache<number>(app.env.catalogueCountTtlMs),
    categories: new TtlCache<CategoryKind | null>(app.env.catalogueCountTtlMs),
  };
  await app.register(productRoutes, { caches });
  await app.register(storeRoutes);
  await app.register(geoRoutes);
  await app.register(searchRoutes, { caches });
  await app.register(contentRoutes);
}
