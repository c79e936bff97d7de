// The terms of a store's new chat offer: the variant, the pieces, the unit price (the domain's
// offer price rule against the variant's list price now) and until when it is valid.
import { OFFER_VALID_HOURS_DEFAULT, offerPrice } from '../../../domain/commerce/chat-offer';
import { fromPiastres, unitPricePiastres } from '../../../domain/commerce/money';
import type { MessageBody, OfferChoice } from '../../../domain/contracts/chat.contract';
import { AppError } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { productValues } from '../commerce/cart.repository';
import { assertValidChoice } from '../commerce/choice';

const HOUR_MS = 3_600_000;

export interface OfferTerms {
  offerPrice: number;
  offerListPrice: number;
  offerQuantity: number;
  offerExpiresAt: Date;
  offerChoices: OfferChoice[];
}

/** Checks what the seller asks for the product and answers the offer's stored terms. */
export async function offerTerms(
  db: Db,
  product: { id: number; negotiable: boolean; basicPrice: number; discount: number },
  body: MessageBody,
): Promise<OfferTerms> {
  // The offer names the variant: every required attribute chosen, as the cart asks.
  const ids = [...new Set(body.attribute_ids ?? [])].sort((a, b) => a - b);
  const chosen = assertValidChoice(ids, await productValues(db, [product.id]));
  const listPiastres = unitPricePiastres(
    Number(product.basicPrice),
    Number(product.discount),
    chosen.filter((value) => value.hasPrice).map((value) => Number(value.extraPrice ?? 0)),
  );
  const price = offerPrice({
    negotiable: product.negotiable,
    listPiastres,
    price: body.price,
    discountPercent: body.discount_percent,
  });
  if (!('piastres' in price)) {
    throw new AppError('validation_failed', 'The offer price does not follow the price rule', [
      { path: price.field, message: price.key },
    ]);
  }
  const hours = body.valid_hours ?? OFFER_VALID_HOURS_DEFAULT;
  return {
    offerPrice: fromPiastres(price.piastres),
    offerListPrice: fromPiastres(listPiastres),
    offerQuantity: body.quantity ?? 1,
    offerExpiresAt: new Date(Date.now() + hours * HOUR_MS),
    offerChoices: chosen.map((value) => ({
      id: value.id,
      name_ar: value.nameAr,
      name_en: value.nameEn,
      parent_name_ar: value.parentNameAr,
      parent_name_en: value.parentNameEn,
    })),
  };
}
