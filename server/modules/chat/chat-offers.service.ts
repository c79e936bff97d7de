// A store's chat offer after it is sent (chat-to-order): the thread's customer puts it in the
// cart, gives it back by removing the line, or orders it; the store may withdraw it until it is
// ordered. Each change tells both sides of the thread live, in the change's transaction.
import { offerState, type OfferState } from '../../../domain/commerce/chat-offer';
import type { ChatMessage } from '../../../domain/contracts/chat.contract';
import { AppError, type AppErrorCode } from '../../../domain/errors';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import type { Actor } from '../auth/actor';
import { publishEvents } from '../events/events.repository';
import {
  findMessage,
  findOffer,
  findPublicProduct,
  markOfferOrdered,
  markOfferWithdrawn,
  releaseOffer,
  storeSideUserIds,
  takeOffer,
} from './chat.repository';
import { participantChat, toMessage } from './chat.service';

type OfferRow = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

/** Why a customer cannot use an offer in this state (null: open, it can be used). */
const REFUSAL: Record<OfferState, AppErrorCode | null> = {
  open: null,
  in_cart: 'offer_used',
  ordered: 'offer_used',
  expired: 'offer_expired',
  withdrawn: 'offer_withdrawn',
};

async function tellOfferChanged(tx: Db, offer: OfferRow) {
  const people = [offer.customerId, ...(await storeSideUserIds(tx, offer.storeId))];
  await publishEvents(tx, people, 'offer', { chat_id: offer.chatId, message_id: offer.id });
}

/** The thread customer's offer; `offer_not_available` for anyone else (it is not disclosed). */
async function customerOffer(db: Db, actor: Actor, messageId: number) {
  const offer = await findOffer(db, messageId);
  if (!offer || offer.customerId !== actor.userId || offer.price === null) {
    throw new AppError('offer_not_available', 'Offer not available');
  }
  return offer;
}

/**
 * Puts an open offer in the cart: only the thread's customer, once, while it is valid and its
 * product public. Pass the cart write's transaction: a later refusal there (stock, attributes)
 * gives the offer back. Answers the product, its store, the unit price and the pieces.
 */
export async function claimChatOffer(db: Db, actor: Actor, messageId: number) {
  const offer = await customerOffer(db, actor, messageId);
  const refusal = REFUSAL[offerState(offer)];
  if (refusal) throw new AppError(refusal);
  const product = offer.productId === null ? null : await findPublicProduct(db, offer.productId);
  if (!product || product.storeId !== offer.storeId) {
    throw new AppError('product_not_available', 'Product not available');
  }
  if (!(await takeOffer(db, messageId))) throw new AppError('offer_used', 'Offer already used');
  await tellOfferChanged(db, offer);
  return {
    productId: product.id,
    storeId: offer.storeId,
    price: Number(offer.price),
    quantity: offer.quantity ?? 1,
    attributeIds: (offer.choices ?? []).map((choice) => choice.id),
  };
}

/** The customer removed an offer's cart line before ordering: the offer can be added again. */
export async function releaseChatOffer(db: Db, messageId: number) {
  const offer = await findOffer(db, messageId);
  if (!offer) return;
  await releaseOffer(db, messageId);
  await tellOfferChanged(db, offer);
}

/**
 * Checkout takes the offers of its lines, in its transaction: each still the caller's, in their
 * cart, unexpired and not withdrawn; a refusal rolls the whole checkout back.
 */
export async function orderChatOffers(tx: Db, actor: Actor, messageIds: number[]) {
  for (const messageId of [...new Set(messageIds)].sort((a, b) => a - b)) {
    const offer = await customerOffer(tx, actor, messageId);
    const state = offerState(offer);
    if (state !== 'in_cart') throw new AppError(REFUSAL[state] ?? 'offer_not_available');
    if (!(await markOfferOrdered(tx, messageId))) throw new AppError('offer_used');
    await tellOfferChanged(tx, offer);
  }
}

/** The store side takes back an offer of its thread that was not ordered, expired or withdrawn. */
export async function withdrawChatOffer(
  db: Db,
  actor: Actor,
  language: Language,
  messageId: number,
): Promise<ChatMessage> {
  const offer = await findOffer(db, messageId);
  if (!offer) throw new AppError('not_found', 'No such offer');
  const { side } = await participantChat(db, actor, offer.chatId);
  if (side !== 'store') throw new AppError('not_authorized', 'Only the store withdraws offers');
  await db.transaction(async (tx) => {
    if (!(await markOfferWithdrawn(tx, messageId))) throw new AppError('offer_closed');
    await tellOfferChanged(tx, offer);
  });
  return toMessage((await findMessage(db, messageId))!, language);
}
