import { storeStaff, stores } from '../../server/db/schema/index';
import { foldSearchText } from '../../server/db/search-text';
import { type DbLike, insertable, toDb, uniqueSuffix } from './db';
import { seedUser } from './users';

export type Store = typeof stores.$inferSelect;
export type NewStore = typeof stores.$inferInsert;

let nextId = 900_000;

/** A complete store row (not inserted): active, verified, unarchived, no expiry. */
export function buildStore(overrides: Partial<Store> = {}): Store {
  const suffix = uniqueSuffix();
  const now = new Date();
  const base: Store = {
    id: nextId++,
    ownerId: 1,
    name: `متجر تجريبي ${suffix}`,
    username: `store.${suffix}`,
    descriptionAr: 'متجر تجريبي لاختبارات دكّان.',
    descriptionEn: 'A test store for Dukkan tests.',
    phoneNumber: '01012345678',
    whatsapp: null,
    address: '١٠ شارع التحرير، الدقي، الجيزة',
    location: 'https://www.google.com/maps?q=30.03800,31.21200',
    latitude: 30.038,
    longitude: 31.212,
    facebookUrl: null,
    instagramUrl: null,
    linkedinUrl: null,
    twitterUrl: null,
    telegram: null,
    logo: null,
    mainColor: '#1565c0',
    backgroundColor: null,
    backgroundImage: null,
    categoryId: null,
    autoRenew: false,
    autoTranslate: false,
    authorizedOrders: false,
    followersCount: 0,
    views: 0,
    verifiedAt: now,
    status: 'active',
    archivedAt: null,
    expiresAt: null,
    packageId: null,
    scheduledPackageId: null,
    scheduledFrom: null,
    governorateId: null,
    areaId: null,
    ratingAvg: 0,
    ratingCount: 0,
    searchText: '',
    searchWords: [],
    createdAt: now,
    updatedAt: now,
  };
  const store = { ...base, ...overrides };
  return {
    ...store,
    searchText: overrides.searchText ?? foldSearchText(`${store.name} ${store.username}`),
    searchWords:
      overrides.searchWords ?? foldSearchText(`${store.name} ${store.username}`).split(' '),
  };
}

/** Inserts a store (creating a reseller owner unless `ownerId` is given); returns the row. */
export async function seedStore(db: DbLike, overrides: Partial<NewStore> = {}): Promise<Store> {
  const handle = toDb(db);
  const ownerId = overrides.ownerId ?? (await seedUser(handle, { role: 'reseller' })).id;
  const [row] = await handle
    .insert(stores)
    .values({ ...insertable(buildStore()), ...overrides, ownerId })
    .returning();
  return row!;
}

/** Assigns a sub-reseller to a store (both rights by default). */
export async function seedStoreStaff(
  db: DbLike,
  values: { storeId: number; userId: number; canManageStore?: boolean; canChat?: boolean },
) {
  const [row] = await toDb(db)
    .insert(storeStaff)
    .values({ canManageStore: true, canChat: true, ...values })
    .returning();
  return row!;
}
