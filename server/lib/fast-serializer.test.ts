import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { envelope } from '../../domain/contracts/contract';
import {
  categoryProductsContract,
  productsContract,
  suggestionsContract,
} from '../../domain/contracts/catalogue.contract';
import { compileSerializer } from './fast-serializer';

/** What the zod serializer of the other routes writes: the parsed value, stringified. */
const viaZod = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.parse(value));

const card = {
  id: 7,
  name: 'قميص "قطن"\n\\ أزرق',
  mainImage: null,
  price: 450.5,
  discount: 12.5,
  discountedPrice: 394.19,
  negotiable: true,
  stock: { state: 'out_of_stock', amount: 0 },
  rating: { avg: 4.5, count: 12 },
  views: 0,
  categoryId: 1,
  subCategoryId: null,
  store: {
    id: 3,
    username: 'elnile.properties',
    name: 'النيل',
    logo: '/uploads/l.png',
    mainColor: '#123456',
    verified: false,
  },
  createdAt: '2026-01-02T03:04:05.678Z',
  // Not in the contract: both serializers leave it out.
  internal: 'secret',
};

describe('compileSerializer', () => {
  it('writes exactly what zod + JSON.stringify write for a paged product grid', () => {
    const schema = envelope(productsContract.response, true);
    const value = {
      data: [card, { ...card, id: 8, mainImage: '/uploads/x.jpg', subCategoryId: 4 }],
      meta: { page: 2, perPage: 24, total: 25, lastPage: 2 },
    };
    expect(compileSerializer(schema)(value)).toBe(viaZod(schema, value));
  });

  it('handles nullable objects and an absent optional meta', () => {
    const schema = envelope(categoryProductsContract.response);
    for (const category of [
      null,
      { id: 1, name: 'رجالي', image: null, parent: null },
      { id: 2, name: 'x', image: '/u.png', parent: { id: 1, name: 'y' } },
    ]) {
      const value = {
        data: {
          category,
          subCategories: [{ id: 4, name: 'a', productsCount: 3 }],
          attributes: [
            {
              id: 1,
              name: 'Colour',
              multiSelect: true,
              values: [{ id: 2, name: 'Red', color: null }],
            },
          ],
          price: { min: 0, max: 99.99 },
        },
      };
      expect(compileSerializer(schema)(value)).toBe(viaZod(schema, value));
    }
  });

  it('serialises the suggestions shape', () => {
    const schema = envelope(suggestionsContract.response);
    const value = {
      data: {
        products: [
          { id: 1, name: 'a', mainImage: null, storeUsername: 's', storeName: 'S', price: 12.5 },
        ],
        stores: [{ id: 1, username: 's', name: 'S', logo: null }],
        categories: [{ id: 1, name: 'c', parentId: null }],
        keywords: ['قطن'],
      },
    };
    expect(compileSerializer(schema)(value)).toBe(viaZod(schema, value));
  });
});
