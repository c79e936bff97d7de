import type { ProductCard, StoreCard } from '@domain/contracts/catalogue-schemas';

/** A product card as `GET /api/products` answers it; override what a test is about. */
export function productCardFixture(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 7,
    name: 'جاكيت جلد رجالي',
    mainImage: '/uploads/seed/products/leather-jacket-3.jpg',
    price: 1500,
    discount: 0,
    discountedPrice: null,
    negotiable: false,
    stock: { state: 'in_stock', amount: 4 },
    rating: { avg: 0, count: 0 },
    views: 10,
    categoryId: 1,
    subCategoryId: 2,
    store: {
      id: 2,
      username: 'elsheikh.menswear',
      name: 'الشيخ للملابس الرجالي',
      logo: null,
      mainColor: '#263238',
      verified: true,
    },
    createdAt: '2026-11-21T00:00:00.000Z',
    ...overrides,
  };
}

export function storeCardFixture(overrides: Partial<StoreCard> = {}): StoreCard {
  return {
    id: 2,
    username: 'elsheikh.menswear',
    name: 'الشيخ للملابس الرجالي',
    description: 'محل عائلي',
    logo: null,
    mainColor: '#263238',
    backgroundColor: null,
    verified: true,
    followersCount: 1200,
    rating: { avg: 4.5, count: 12 },
    governorate: null,
    area: null,
    category: { id: 1, name: 'ملابس' },
    productsCount: 30,
    ...overrides,
  };
}
