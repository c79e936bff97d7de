import type { SQL } from 'drizzle-orm';
import type { StoreCard, StoreDetail } from '../../../domain/contracts/catalogue.contract';
import { AppError } from '../../../domain/errors';
import { roundRating } from '../../../domain/rating';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { iso, namedRef, pick } from './mappers';
import { pageWindow } from '../../lib/paging';
import { TtlCache } from '../../lib/ttl-cache';
import {
  countPublicProductsByStore,
  countStores,
  findPublicStore,
  listShapedStoreCards,
  listStoreCards,
  storeFilter,
  storeOrder,
  type StoreCardRow,
  type StoreListQuery,
} from './stores.repository';
import { countStoreView } from './view-counts';
import type { Shape } from './products.repository';

/** Public products per store, per database, when the catalogue routes configured a TTL. */
const storeCounts = new WeakMap<Db, TtlCache<Map<number, number>>>();

/**
 * Store cards' product counts are reused like the category counts (same bound: they lag a write by
 * at most 2 × `ttlMs` + one recount; 0 = counted with every card).
 */
export function cacheStoreProductCounts(db: Db, ttlMs: number): TtlCache<unknown> {
  const cache = new TtlCache<Map<number, number>>(ttlMs, 1, ttlMs);
  storeCounts.set(db, cache);
  return cache as TtlCache<unknown>;
}

/**
 * {@link listStoreCards} with product counts from the cached counts per store when there are;
 * a prepared statement when `shape` is given (see `listShapedStoreCards`).
 */
export async function listCountedStoreCards(db: Db, query: StoreListQuery, shape?: Shape) {
  const list = (q: StoreListQuery) =>
    shape ? listShapedStoreCards(db, shape, q) : listStoreCards(db, q);
  const cache = storeCounts.get(db);
  if (!cache?.enabled) return list(query);
  const [rows, counts] = await Promise.all([
    list({ ...query, countProducts: false }),
    cache.get('all', () => countPublicProductsByStore(db)),
  ]);
  return rows.map((row) => ({ ...row, productsCount: counts.get(row.id) ?? 0 }));
}

export function toStoreCard(row: StoreCardRow, language: Language): StoreCard {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    description: pick(language, row.descriptionAr, row.descriptionEn),
    logo: row.logo,
    mainColor: row.mainColor,
    backgroundColor: row.backgroundColor,
    verified: row.verifiedAt !== null,
    followersCount: row.followersCount,
    rating: { avg: roundRating(Number(row.ratingAvg)), count: row.ratingCount },
    governorate: namedRef(language, row.governorateId, row.governorateAr, row.governorateEn),
    area: namedRef(language, row.areaId, row.areaAr, row.areaEn),
    category: namedRef(language, row.categoryId, row.categoryAr, row.categoryEn),
    productsCount: Number(row.productsCount),
  };
}

export interface StoreListFilters {
  category?: number;
  governorate?: number;
  verified?: boolean;
  page: number;
  per_page: number;
}

export async function listStores(db: Db, filters: StoreListFilters, language: Language) {
  const where: SQL[] = [];
  if (filters.category !== undefined) where.push(storeFilter.category(filters.category));
  if (filters.governorate !== undefined) where.push(storeFilter.governorate(filters.governorate));
  if (filters.verified !== undefined) where.push(storeFilter.verified(filters.verified));
  const total = await countStores(db, where);
  const { meta, offset } = pageWindow(total, filters.page, filters.per_page);
  const rows =
    total === 0
      ? []
      : await listCountedStoreCards(db, {
          where,
          orderBy: storeOrder,
          limit: filters.per_page,
          offset,
        });
  return { data: rows.map((row) => toStoreCard(row, language)), meta };
}

/** The store page; `countView` is off for the server-rendered page head. */
export async function getStore(
  db: Db,
  username: string,
  language: Language,
  { countView = true }: { countView?: boolean } = {},
): Promise<StoreDetail> {
  const counts = storeCounts.get(db);
  const cached = counts?.enabled === true;
  const row = await findPublicStore(db, username, { countProducts: !cached });
  if (!row) throw new AppError('store_not_available');
  const branchRows = row.branches;
  const [perStore, unwrittenViews] = await Promise.all([
    cached ? counts!.get('all', () => countPublicProductsByStore(db)) : null,
    countView ? countStoreView(db, row.id) : 0,
  ]);
  const productsCount = perStore ? (perStore.get(row.id) ?? 0) : row.productsCount;
  return {
    ...toStoreCard({ ...row, productsCount }, language),
    phone: row.phoneNumber,
    whatsapp: row.whatsapp,
    address: row.address,
    location: row.location,
    backgroundImage: row.backgroundImage,
    authorizedOrders: row.authorizedOrders,
    views: row.views + unwrittenViews,
    createdAt: iso(row.createdAt),
    branches: branchRows.map((branch) => ({
      id: branch.id,
      name: pick(language, branch.nameAr, branch.nameEn),
      address: branch.address,
      location: branch.location,
      phone: branch.phone,
      governorate: namedRef(
        language,
        branch.governorateId,
        branch.governorateAr,
        branch.governorateEn,
      ),
      area: namedRef(language, branch.areaId, branch.areaAr, branch.areaEn),
    })),
  };
}
