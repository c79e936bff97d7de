import { Button, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  OFFER_QUANTITY_MAX,
  OFFER_VALID_HOURS,
  OFFER_VALID_HOURS_DEFAULT,
  offerPrice,
  type OfferValidHours,
} from '@domain/commerce/chat-offer';
import { fromPiastres, toPiastres, unitPricePiastres } from '@domain/commerce/money';
import type { ChatMessage, MessageBody } from '@domain/contracts/chat.contract';
import { formatMoney } from '@domain/money';
import { toLatinDigits } from '@domain/text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributeChoices, useAttributeChoices } from '@/components/catalogue/attribute-choices';
import { useLanguage } from '@/lib/i18n';
import { offerProductQuery } from './chat-queries';

/** What the store's offer form sends (the thread is added by the conversation). */
export type OfferDraft = Pick<
  MessageBody,
  'product_id' | 'attribute_ids' | 'quantity' | 'valid_hours' | 'price' | 'discount_percent'
>;

type ChatProduct = NonNullable<ChatMessage['product']>;

/** A typed number in either digit set; NaN when empty or not a number. */
function typedNumber(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(toLatinDigits(value.trim()));
}

/** The fields of a price: the seller's price when negotiable, else the store's own discount. */
function PriceFields({
  negotiable,
  price,
  onPrice,
  discount,
  onDiscount,
}: {
  negotiable: boolean;
  price: string;
  onPrice: (value: string) => void;
  discount: string;
  onDiscount: (value: string) => void;
}) {
  const { t } = useTranslation();
  if (negotiable) {
    return (
      <Input
        size="sm"
        inputMode="decimal"
        aria-label={t('chat.offer.price')}
        placeholder={t('chat.offer.price')}
        value={price}
        onChange={(event) => onPrice(event.target.value)}
        bg="bg.panel"
      />
    );
  }
  return (
    <Stack gap="1">
      <Text fontSize="xs" color="fg.muted">
        {t('chat.offer.fixed_note')}
      </Text>
      <Input
        size="sm"
        inputMode="numeric"
        aria-label={t('chat.offer.discount')}
        placeholder={t('chat.offer.discount')}
        value={discount}
        onChange={(event) => onDiscount(event.target.value)}
        bg="bg.panel"
      />
    </Stack>
  );
}

function ValidityChoice({
  value,
  onChange,
}: {
  value: OfferValidHours;
  onChange: (hours: OfferValidHours) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="1" role="group" aria-label={t('chat.offer.validity')}>
      <Text fontSize="xs" fontWeight="semibold">
        {t('chat.offer.validity')}
      </Text>
      <HStack gap="1" wrap="wrap">
        {OFFER_VALID_HOURS.map((hours) => (
          <Button
            key={hours}
            size="xs"
            variant={hours === value ? 'solid' : 'outline'}
            bg={hours === value ? undefined : 'bg.panel'}
            aria-pressed={hours === value}
            onClick={() => onChange(hours)}
          >
            {t(`chat.offer.valid.${hours}`)}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}

/**
 * The store's offer form for a product of the thread: the variant (every required attribute), the
 * pieces, the price (the domain's offer price rule previews what the server will accept) and how
 * long it is valid.
 */
export function OfferForm({
  product,
  onOffer,
  onCancel,
}: {
  product: ChatProduct;
  onOffer: (draft: OfferDraft) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const attributes = useQuery(offerProductQuery(product.id, language));
  const [price, setPrice] = useState('');
  const [discount, setDiscount] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [hours, setHours] = useState<OfferValidHours>(OFFER_VALID_HOURS_DEFAULT);
  const [problem, setProblem] = useState<string | null>(null);
  const { chosen, toggle, missingAmong, ids } = useAttributeChoices(() => setProblem(null));
  const list = attributes.data ?? [];
  const extras = list.flatMap((attribute) =>
    attribute.hasPrice
      ? attribute.values.filter((v) => ids.includes(v.id)).map((v) => v.extraPrice ?? 0)
      : [],
  );
  const listPiastres = unitPricePiastres(product.price, product.discount, extras);
  const typedPrice = typedNumber(price);
  const typedDiscount = typedNumber(discount);
  const result = offerPrice({
    negotiable: product.negotiable,
    listPiastres,
    price: product.negotiable && typedPrice > 0 ? typedPrice : undefined,
    discountPercent: !product.negotiable && discount.trim() !== '' ? typedDiscount : undefined,
  });
  const pieces = typedNumber(quantity);
  const submit = () => {
    if (missingAmong(list)) return setProblem('errors.attributes_required');
    if (!('piastres' in result)) return setProblem(result.key);
    if (!Number.isInteger(pieces) || pieces < 1 || pieces > OFFER_QUANTITY_MAX) {
      return setProblem('validation.number.too_large');
    }
    onOffer({
      product_id: product.id,
      attribute_ids: ids,
      quantity: pieces,
      valid_hours: hours,
      ...(product.negotiable && typedPrice > 0
        ? { price: fromPiastres(toPiastres(typedPrice)) }
        : {}),
      ...(!product.negotiable && discount.trim() !== '' ? { discount_percent: typedDiscount } : {}),
    });
  };
  return (
    <Stack
      as="form"
      gap="2"
      data-testid="chat-offer-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
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
      <Text fontSize="xs" color="fg.muted">
        {t('chat.offer.list_price', { price: formatMoney(fromPiastres(listPiastres), language) })}
      </Text>
      <PriceFields
        negotiable={product.negotiable}
        price={price}
        onPrice={setPrice}
        discount={discount}
        onDiscount={setDiscount}
      />
      <HStack gap="2" align="center">
        <Text fontSize="xs" fontWeight="semibold" flexShrink={0}>
          {t('chat.offer.quantity')}
        </Text>
        <Input
          size="sm"
          maxW="20"
          inputMode="numeric"
          aria-label={t('chat.offer.quantity')}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          bg="bg.panel"
        />
      </HStack>
      <ValidityChoice value={hours} onChange={setHours} />
      {'piastres' in result ? (
        <Text fontSize="sm" fontWeight="bold" data-testid="chat-offer-preview">
          {t('chat.offer.offer_price', {
            price: formatMoney(fromPiastres(result.piastres), language),
          })}
        </Text>
      ) : null}
      {problem ? (
        <Text color="fg.error" fontSize="xs" role="alert">
          {t(problem)}
        </Text>
      ) : null}
      <HStack gap="2">
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
