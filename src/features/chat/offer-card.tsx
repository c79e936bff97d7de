import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { productPath } from '@domain/catalogue/paths';
import type { OfferState } from '@domain/commerce/chat-offer';
import { fromPiastres, toPiastres } from '@domain/commerce/money';
import type { ChatMessage } from '@domain/contracts/chat.contract';
import { formatNumber, localeOf } from '@domain/format';
import { formatMoney } from '@domain/money';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { inLanguageDigits } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** What the offer card's buttons hand to the cart (wired by the composition layer). */
export interface ChatOffer {
  message_id: number;
  chat_id: number;
  product_id: number;
  price: number;
}

/** After adding: stay in the thread (`cart`) or go on to order it (`checkout`). */
export type OfferNext = 'cart' | 'checkout';

const STATE_PALETTE: Record<OfferState, string> = {
  open: 'blue',
  in_cart: 'green',
  ordered: 'green',
  expired: 'gray',
  withdrawn: 'red',
};

/** The offer's state as of now: an open one turns expired on screen the moment its time passes. */
function useLiveState(offer: NonNullable<ChatMessage['offer']>): OfferState {
  const [, setTick] = useState(0);
  const expires = offer.expires_at ? new Date(offer.expires_at).getTime() : null;
  const live = offer.state === 'open' || offer.state === 'in_cart';
  useEffect(() => {
    if (!live || expires === null) return;
    const wait = expires - Date.now();
    if (wait <= 0) return;
    // setTimeout takes at most 2^31-1 ms; a week fits.
    const timer = window.setTimeout(() => setTick((tick) => tick + 1), wait + 50);
    return () => window.clearTimeout(timer);
  }, [live, expires]);
  if (live && expires !== null && expires <= Date.now()) return 'expired';
  return offer.state;
}

function Terms({ offer }: { offer: NonNullable<ChatMessage['offer']> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const total = fromPiastres(toPiastres(offer.price) * offer.quantity);
  return (
    <>
      <HStack gap="2" align="baseline" wrap="wrap">
        <Text fontSize="lg" fontWeight="bold" data-testid="chat-offer-price">
          {formatMoney(offer.price, language)}
        </Text>
        {offer.list_price !== null && offer.list_price > offer.price ? (
          <Text as="s" fontSize="sm" color="fg.muted">
            {formatMoney(offer.list_price, language)}
          </Text>
        ) : null}
      </HStack>
      <Text fontSize="sm" data-testid="chat-offer-quantity">
        {t('chat.offer.pieces', { value: formatNumber(offer.quantity, language) })}
        {offer.quantity > 1
          ? ` · ${t('chat.offer.total', { total: formatMoney(total, language) })}`
          : null}
      </Text>
      {offer.expires_at ? (
        <Text fontSize="xs" color="fg.muted" data-testid="chat-offer-expiry">
          {t('chat.offer.until', {
            time: new Intl.DateTimeFormat(localeOf(language), {
              dateStyle: 'medium',
              timeStyle: 'short',
            }).format(new Date(offer.expires_at)),
          })}
        </Text>
      ) : null}
    </>
  );
}

/**
 * A store's offer in both chats: the product, variant, price (the list price struck through when
 * lower), pieces, until when, and its state. The customer adds an open one to the cart or orders
 * it now; the store withdraws one not ordered yet.
 */
export function OfferCard({
  message,
  mine,
  onAddOffer,
  onWithdraw,
}: {
  message: ChatMessage;
  mine: boolean;
  onAddOffer?: ((offer: ChatOffer, next: OfferNext) => Promise<unknown> | void) | undefined;
  onWithdraw?: ((messageId: number) => Promise<unknown> | void) | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [busy, setBusy] = useState<OfferNext | 'withdraw' | null>(null);
  const product = message.product;
  const offer = message.offer!;
  const state = useLiveState(offer);
  const run = async (what: OfferNext | 'withdraw') => {
    setBusy(what);
    try {
      if (what === 'withdraw') await onWithdraw?.(message.id);
      else if (product) {
        await onAddOffer?.(
          {
            message_id: message.id,
            chat_id: message.chat_id,
            product_id: product.id,
            price: offer.price,
          },
          what,
        );
      }
    } finally {
      setBusy(null);
    }
  };
  const customerMayAdd = !mine && onAddOffer && product && state === 'open';
  const storeMayWithdraw = mine && onWithdraw && (state === 'open' || state === 'in_cart');
  return (
    <Stack gap="1" data-testid="chat-offer" data-state={state}>
      <HStack gap="2" justify="space-between" wrap="wrap">
        <Text fontWeight="bold">{t('chat.offer.title')}</Text>
        <Badge colorPalette={STATE_PALETTE[state]} data-testid="chat-offer-state">
          {t(`chat.offer.state.${state}`)}
        </Badge>
      </HStack>
      {product ? (
        <Text dir="auto" asChild>
          <Link to={productPath(product.store_username, product.id, product.name)}>
            {product.name}
          </Link>
        </Text>
      ) : null}
      {offer.choices.length > 0 ? (
        <Text fontSize="sm" data-testid="chat-offer-choices">
          {offer.choices.map((choice) => inLanguageDigits(choice, language)).join(' · ')}
        </Text>
      ) : null}
      <Terms offer={offer} />
      {message.body ? (
        <Text dir="auto" whiteSpace="pre-wrap">
          {message.body}
        </Text>
      ) : null}
      {customerMayAdd ? (
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            colorPalette="brand"
            loading={busy === 'cart'}
            onClick={() => void run('cart')}
          >
            {t('chat.offer.add')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            bg="bg.panel"
            loading={busy === 'checkout'}
            onClick={() => void run('checkout')}
          >
            {t('chat.offer.order_now')}
          </Button>
        </HStack>
      ) : null}
      {!mine && onAddOffer && state === 'in_cart' ? (
        <Text asChild fontSize="sm" fontWeight="bold" color="brand.fg">
          <Link to="/cart">{t('chat.offer.view_cart')}</Link>
        </Text>
      ) : null}
      {storeMayWithdraw ? (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          bg="bg.panel"
          alignSelf="start"
          loading={busy === 'withdraw'}
          onClick={() => void run('withdraw')}
        >
          {t('chat.offer.withdraw')}
        </Button>
      ) : null}
    </Stack>
  );
}
