import { Badge, Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { productPath } from '@domain/catalogue/paths';
import type { ChatMessage } from '@domain/contracts/chat.contract';
import { formatNumber, localeOf } from '@domain/format';
import { formatMoney } from '@domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceTag } from '@/components/catalogue/price-tag';
import { SafeImage } from '@/components/safe-image';
import { useLanguage } from '@/lib/i18n';
import { OfferCard, type ChatOffer, type OfferNext } from './offer-card';
import { OfferForm, type OfferDraft } from './offer-form';

export type DeliveryState = 'sending' | 'failed' | 'sent' | 'delivered' | 'read';

interface BubbleProps {
  message: ChatMessage;
  mine: boolean;
  state?: DeliveryState;
  /** Store side, product card: send an offer for it (variant, pieces, price, validity). */
  onOffer?: ((draft: OfferDraft) => void) | undefined;
  /** Customer side, offer card: put the offer in the cart (the cart feature wires it). */
  onAddOffer?: ((offer: ChatOffer, next: OfferNext) => Promise<unknown> | void) | undefined;
  /** Store side, offer card: withdraw it. */
  onWithdraw?: ((messageId: number) => Promise<unknown> | void) | undefined;
  onRetry?: () => void;
  failedText?: string;
}

function Time({ value }: { value: string }) {
  const language = useLanguage();
  return (
    <time dateTime={value}>
      {new Intl.DateTimeFormat(localeOf(language), { timeStyle: 'short' }).format(new Date(value))}
    </time>
  );
}

function ProductCard({ message, onOffer }: Pick<BubbleProps, 'message' | 'onOffer'>) {
  const { t } = useTranslation();
  const [offering, setOffering] = useState(false);
  const product = message.product!;
  return (
    <Stack gap="2">
      <HStack
        asChild
        gap="3"
        align="center"
        bg="bg.panel"
        borderWidth="1px"
        rounded="md"
        p="2"
        color="fg"
      >
        <Link to={productPath(product.store_username, product.id, product.name)}>
          <Box boxSize="14" flexShrink={0} rounded="md" overflow="hidden">
            <SafeImage src={product.image ?? undefined} alt="" width="56" height="56" />
          </Box>
          <Stack gap="0" minW="0">
            <Text fontWeight="semibold" dir="auto" lineClamp={2}>
              {product.name}
            </Text>
            <PriceTag price={product.price} discount={product.discount} />
            <Text fontSize="xs" color="fg.muted">
              {t('chat.product.open')}
            </Text>
          </Stack>
        </Link>
      </HStack>
      {onOffer ? (
        offering ? (
          <OfferForm
            product={product}
            onOffer={(draft) => {
              onOffer(draft);
              setOffering(false);
            }}
            onCancel={() => setOffering(false)}
          />
        ) : (
          <Button size="xs" variant="outline" bg="bg.panel" onClick={() => setOffering(true)}>
            {t('chat.offer.make')}
          </Button>
        )
      ) : null}
    </Stack>
  );
}

/** The order a thread was opened from: its number, status and total, linking to the orders. */
function OrderCard({ message, mine }: BubbleProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const order = message.order!;
  // The viewer's side: a store sees its panel's orders, the customer their own.
  const viewerSide = mine ? message.side : message.side === 'customer' ? 'store' : 'customer';
  return (
    <Stack gap="1" data-testid="chat-order">
      <Text fontSize="xs" color="fg.muted">
        {t('chat.order.about')}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="bold" asChild>
          <Link to={viewerSide === 'customer' ? '/orders' : '/reseller/orders'}>
            {t('chat.order.number', {
              id: formatNumber(order.id, language, { useGrouping: false }),
            })}
          </Link>
        </Text>
        <Badge>{t(`chat.order.status.${order.status}`)}</Badge>
      </HStack>
      <Text fontSize="sm">{formatMoney(order.total, language)}</Text>
    </Stack>
  );
}

/**
 * One message. Text is rendered as text (no HTML, links and phone numbers stay text) with its own
 * `dir="auto"`, so an Arabic line in an English chat (and the reverse) reads right.
 */
export function MessageBubble(props: BubbleProps) {
  const { t } = useTranslation();
  const { message, mine, state, onRetry, failedText } = props;
  return (
    <Stack
      as="li"
      listStyleType="none"
      gap="1"
      alignItems={mine ? 'flex-end' : 'flex-start'}
      data-testid="chat-message"
      data-side={mine ? 'mine' : 'theirs'}
    >
      <Box
        maxW="85%"
        px="3"
        py="2"
        rounded="xl"
        bg={mine ? 'brand.subtle' : 'bg.muted'}
        borderEndEndRadius={mine ? 'sm' : undefined}
        borderEndStartRadius={mine ? undefined : 'sm'}
        opacity={state === 'sending' ? 0.7 : 1}
        borderWidth={state === 'failed' ? '1px' : undefined}
        borderColor={state === 'failed' ? 'border.error' : undefined}
      >
        {message.kind === 'text' ? (
          <Text dir="auto" whiteSpace="pre-wrap" wordBreak="break-word">
            {message.body}
          </Text>
        ) : null}
        {message.kind === 'image' && message.image ? (
          <Image
            src={message.image}
            alt={t('chat.conversation.image_alt')}
            maxW="60"
            maxH="60"
            rounded="md"
            loading="lazy"
          />
        ) : null}
        {message.kind === 'product' && message.product ? <ProductCard {...props} /> : null}
        {message.kind === 'offer' && message.offer ? (
          <OfferCard
            message={message}
            mine={mine}
            onAddOffer={props.onAddOffer}
            onWithdraw={props.onWithdraw}
          />
        ) : null}
        {message.kind === 'order' && message.order ? <OrderCard {...props} /> : null}
      </Box>
      <HStack gap="2" fontSize="xs" color="fg.muted">
        <Time value={message.created_at} />
        {mine && state && state !== 'failed' ? (
          <Text as="span" data-testid="chat-message-state" data-state={state}>
            {state === 'sending' ? t('chat.conversation.sending') : t(`chat.status.${state}`)}
          </Text>
        ) : null}
        {state === 'failed' ? (
          <>
            <Text as="span" color="fg.error" role="alert">
              {failedText}
            </Text>
            <Button size="2xs" variant="outline" onClick={onRetry}>
              {t('chat.conversation.retry')}
            </Button>
          </>
        ) : null}
      </HStack>
    </Stack>
  );
}
