import { asc, isNotNull } from 'drizzle-orm';
import { categories, productImages, products } from '../../server/db/schema/index';
import { foldSearchText } from '../../server/db/search-text';
import { type DbLike, insertable, toDb, uniqueSuffix } from './db';
import { seedStore } from './stores';

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;

let nextId = 800_000;

/**
 * A complete product row (not inserted). Unlike the table default (pending_for_review) it is
 * `accepted`, i.e. publicly visible, because most tests start from a visible product and
 * override `status` for the review cases.
 */
export function buildProduct(overrides: Partial<Product> = {}): Product {
  const suffix = uniqueSuffix();
  const now = new Date();
  const base: Product = {
    id: nextId++,
    storeId: 1,
    categoryId: 1,
    subCategoryId: null,
    nameAr: `قميص قطن تجريبي ${suffix}`,
    nameEn: `Test cotton shirt ${suffix}`,
    descriptionAr: 'قميص قطن مريح للاستخدام اليومي.',
    descriptionEn: 'A comfortable cotton shirt for everyday wear.',
    mainImage: '/uploads/seed/products/cotton-shirt-1.jpg',
    basicPrice: 500,
    negotiable: false,
    discount: 0,
    stockAmount: 10,
    unlimitedQuantity: false,
    minimumStock: 0,
    existencePeriodDays: 90,
    isPermanent: false,
    youtubeUrl: null,
    facebookVideoUrl: null,
    status: 'accepted',
    rejectionReason: null,
    archivedAt: null,
    archiveRemindedFor: null,
    acceptedAt: now,
    takenDownAt: null,
    views: 0,
    ratingAvg: 0,
    ratingCount: 0,
    keywords: [],
    sku: null,
    searchText: '',
    searchWords: [],
    createdAt: now,
    updatedAt: now,
  };
  const product = { ...base, ...overrides };
  return {
    ...product,
    searchText: overrides.searchText ?? foldSearchText(`${product.nameAr} ${product.nameEn}`),
    searchWords:
      overrides.searchWords ?? foldSearchText(`${product.nameAr} ${product.nameEn}`).split(' '),
  };
}

export interface SeedProductOptions extends Partial<NewProduct> {
  /** Gallery image URLs (besides main_image). */
  images?: string[];
}

/**
 * Inserts a product. Without `storeId` a store (and its owner) is created; without `categoryId`
 * the first seeded sub-category and its parent are used.
 */
export async function seedProduct(db: DbLike, options: SeedProductOptions = {}) {
  const { images = [], ...overrides } = options;
  const handle = toDb(db);
  const storeId = overrides.storeId ?? (await seedStore(handle)).id;
  let { categoryId, subCategoryId } = overrides;
  if (categoryId === undefined) {
    const [sub] = await handle
      .select({ id: categories.id, parentId: categories.parentId })
      .from(categories)
      .where(isNotNull(categories.parentId))
      .orderBy(asc(categories.id))
      .limit(1);
    if (!sub) throw new Error('seedProduct: no categories; pass categoryId or seed the database');
    categoryId = sub.parentId!;
    subCategoryId = subCategoryId ?? sub.id;
  }
  const [row] = await handle
    .insert(products)
    .values({
      ...insertable(buildProduct()),
      ...overrides,
      storeId,
      categoryId,
      subCategoryId: subCategoryId ?? null,
    })
    .returning();
  const product = row!;
  const gallery =
    images.length === 0
      ? []
      : await handle
          .insert(productImages)
          .values(images.map((url, i) => ({ productId: product.id, url, sort: i + 1 })))
          .returning();
  return { ...product, images: gallery };
}
