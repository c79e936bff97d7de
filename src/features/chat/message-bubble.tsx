import { Badge, Box, Button, HStack, Image, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { productPath } from '@domain/catalogue/paths';
import type { ChatMessage } from '@domain/contracts/chat.contract';
import { formatNumber, localeOf } from '@domain/format';
import { formatMoney } from '@domain/money';
import { toLatinDigits } from '@domain/text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AttributeChoices, useAttributeChoices } from '@/components/catalogue/attribute-choices';
import { PriceTag } from '@/components/catalogue/price-tag';
import { SafeImage } from '@/components/safe-image';
import { inLanguageDigits } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { offerProductQuery } from './chat-queries';

/** What the offer card's "add to cart" hands to the cart (wired by the composition layer). */
export interface ChatOffer {
  message_id: number;
  chat_id: number;
  product_id: number;
  price: number;
}

export type DeliveryState = 'sending' | 'failed' | 'sent' | 'delivered' | 'read';

interface BubbleProps {
  message: ChatMessage;
  mine: boolean;
  state?: DeliveryState;
  /** Store side, negotiable product card: send an offer for it (a variant: the chosen values). */
  onOffer?: (productId: number, price: number, attributeIds: number[]) => void;
  /** Customer side, offer card: put the offer in the cart (the cart feature wires it). */
  onAddOffer?: (offer: ChatOffer) => Promise<unknown> | void;
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

/** The store's offer form: the variant (every required attribute) and the agreed price. */
function OfferForm({
  productId,
  onOffer,
  onCancel,
}: {
  productId: number;
  onOffer: NonNullable<BubbleProps['onOffer']>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const attributes = useQuery(offerProductQuery(productId, language));
  const [price, setPrice] = useState('');
  const [missing, setMissing] = useState(false);
  const { chosen, toggle, missingAmong, ids } = useAttributeChoices(() => setMissing(false));
  const list = attributes.data ?? [];
  return (
    <Stack
      as="form"
      gap="2"
      onSubmit={(event) => {
        event.preventDefault();
        if (missingAmong(list)) {
          setMissing(true);
          return;
        }
        const value = Number(toLatinDigits(price));
        if (value > 0) onOffer(productId, value, ids);
      }}
    >
      {attributes.isPending ? <Skeleton height="8" rounded="md" /> : null}
      <AttributeChoices
        attributes={list}
        chosen={chosen}
        onToggle={toggle}
        size="xs"
        heading={(attribute) => attribute.name}
      />
      {missing ? (
        <Text color="fg.error" fontSize="xs" role="alert">
          {t('errors.attributes_required')}
        </Text>
      ) : null}
      <HStack gap="2">
        <Input
          size="sm"
          inputMode="decimal"
          aria-label={t('chat.offer.price')}
          placeholder={t('chat.offer.price')}
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          bg="bg.panel"
        />
        <Button size="sm" type="submit" colorPalette="brand">
          {t('chat.offer.send')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('chat.offer.cancel')}
        </Button>
      </HStack>
    </Stack>
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
      {onOffer && product.negotiable ? (
        offering ? (
          <OfferForm
            productId={product.id}
            onOffer={(productId, price, attributeIds) => {
              onOffer(productId, price, attributeIds);
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

function OfferCard({ message, mine, onAddOffer }: BubbleProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [adding, setAdding] = useState(false);
  const product = message.product;
  const offer = message.offer!;
  const add = async () => {
    if (!onAddOffer || !product) return;
    setAdding(true);
    try {
      await onAddOffer({
        message_id: message.id,
        chat_id: message.chat_id,
        product_id: product.id,
        price: offer.price,
      });
    } finally {
      setAdding(false);
    }
  };
  return (
    <Stack gap="1" data-testid="chat-offer">
      <Text fontWeight="bold">{t('chat.offer.title')}</Text>
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
      <Text fontSize="lg" fontWeight="bold">
        {formatMoney(offer.price, language)}
      </Text>
      {message.body ? (
        <Text dir="auto" whiteSpace="pre-wrap">
          {message.body}
        </Text>
      ) : null}
      {offer.used ? (
        <HStack gap="2" wrap="wrap">
          <Badge alignSelf="start">{t('chat.offer.used')}</Badge>
          {!mine && onAddOffer ? (
            <Text asChild fontSize="sm" fontWeight="bold" color="brand.fg">
              <Link to="/cart">{t('chat.offer.view_cart')}</Link>
            </Text>
          ) : null}
        </HStack>
      ) : !mine && onAddOffer && product ? (
        <Button size="sm" colorPalette="brand" loading={adding} onClick={() => void add()}>
          {t('chat.offer.add')}
        </Button>
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
        {message.kind === 'offer' && message.offer ? <OfferCard {...props} /> : null}
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
