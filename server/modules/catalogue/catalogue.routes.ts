import type { FastifyInstance } from 'fastify';
import { TtlCache } from '../../lib/ttl-cache';
import { cacheCategoryCounts } from './categories.service';
import { cacheStoreProductCounts } from './stores.service';
import { cacheCatalogueFacets, type CategoryKind, type GridCaches } from './products.service';
import type { WordExpansion } from './search-vocabulary.repository';
import { contentRoutes } from './content.routes';
import { geoRoutes } from './geo.routes';
import { storeDeliveryRoutes } from '../delivery-zones/delivery-zones.routes';
import { productRoutes } from './products.routes';
import { searchRoutes } from './search.routes';
import { storeRoutes } from './stores.routes';
import { countViewsInMemory } from './view-counts';

/** The shopper catalogue (spec §7 "Catalogue" and "Static"): open to visitors. */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  // Grid totals shared by the product grid and product search, and the main/sub kind of a grid's
  // category (see Env.catalogueCountTtlMs): both may lag an edit by seconds (a total is answered
  // up to one more TTL while it reloads in the background). Rows lag only through `answers`.
  const caches: GridCaches = {
    counts: app.caches.add(
      new TtlCache<number>(app.env.catalogueCountTtlMs, 1_000, app.env.catalogueCountTtlMs),
    ),
    categories: app.caches.add(new TtlCache<CategoryKind | null>(app.env.catalogueCountTtlMs)),
    // The vocabulary words of a search word (Env.searchWordsTtlMs): the same for every request
    // until a new word enters the catalogue.
    words: new TtlCache<WordExpansion>(app.env.searchWordsTtlMs, 5_000, app.env.searchWordsTtlMs),
  };
  // Whole answers of anonymous grid/search/suggestion calls, for a couple of seconds
  // (Env.catalogueAnswerTtlMs): a burst of identical requests costs one query.
  const answers = app.caches.add(
    new TtlCache<unknown>(app.env.catalogueAnswerTtlMs, 500, app.env.catalogueAnswerTtlMs),
  );
  // The whole catalogue's category counts (Env.categoryCountTtlMs), read by the category tree,
  // both homes, the facets and page heads.
  // A panel write of the categories empties them at once (app.caches).
  for (const cache of cacheCategoryCounts(app.database.db, app.env.categoryCountTtlMs)) {
    app.caches.add(cache);
  }
  // The whole catalogue's facets per category (built from those counts), under the same bound.
  app.caches.add(cacheCatalogueFacets(app.database.db, app.env.categoryCountTtlMs));
  // Store cards' product counts, under the same bound.
  app.caches.add(cacheStoreProductCounts(app.database.db, app.env.categoryCountTtlMs));
  // Page views are counted in memory and written every few seconds (Env.viewFlushMs), and once
  // more when the server closes (before the database does).
  const views = countViewsInMemory(app.database.db, app.env.viewFlushMs, (error) =>
    app.log.warn({ err: error }, 'page views not written; kept for the next write'),
  );
  app.addHook('onClose', () => views.flush());
  await app.register(productRoutes, { caches, answers });
  await app.register(storeRoutes);
  await app.register(geoRoutes);
  await app.register(storeDeliveryRoutes);
  await app.register(searchRoutes, { caches, answers });
  await app.register(contentRoutes);
}
