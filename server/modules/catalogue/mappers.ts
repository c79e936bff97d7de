import type { ProductCard } from '../../../domain/contracts/catalogue.contract';
import { discountedPrice, roundMoney } from '../../../domain/money';
import { roundRating } from '../../../domain/rating';
import type { Language } from '../../../domain/status/statuses';
import type { ProductCardRow } from './products.repository';

// Row → response shapes shared by every catalogue call: the language is picked here, prices are
// rounded to 2 decimals and the stock state is derived, so each listing answers alike.

/** Picks the Arabic or English column; falls back to the other when one is empty (spec §9). */
export function pick(language: Language, ar: string, en: string): string {
  const first = language === 'ar' ? ar : en;
  return first || (language === 'ar' ? en : ar);
}

export function stockOf(row: { unlimitedQuantity: boolean; stockAmount: number }) {
  if (row.unlimitedQuantity) return { state: 'unlimited' as const, amount: 0 };
  const amount = Math.max(0, row.stockAmount);
  return { state: amount > 0 ? ('in_stock' as const) : ('out_of_stock' as const), amount };
}

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toProductCard(row: ProductCardRow, language: Language): ProductCard {
  const price = roundMoney(Number(row.basicPrice));
  const discount = Number(row.discount);
  return {
    id: row.id,
    name: pick(language, row.nameAr, row.nameEn),
    mainImage: row.mainImage,
    price,
    discount,
    discountedPrice: discountedPrice(price, discount),
    negotiable: row.negotiable,
    stock: stockOf(row),
    rating: { avg: roundRating(Number(row.ratingAvg)), count: row.ratingCount },
    views: row.views,
    categoryId: row.categoryId,
    subCategoryId: row.subCategoryId,
    store: {
      id: row.storeId,
      username: row.storeUsername,
      name: row.storeName,
      logo: row.storeLogo,
      mainColor: row.storeMainColor,
      verified: row.storeVerifiedAt !== null,
    },
    createdAt: iso(row.createdAt),
  };
}

export function namedRef(
  language: Language,
  id: number | null,
  ar: string | null,
  en: string | null,
) {
  return id === null ? null : { id, name: pick(language, ar ?? '', en ?? '') };
}
