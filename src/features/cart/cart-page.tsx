import {
  Badge,
  Box,
  Button,
  Checkbox,
  Container,
  Heading,
  HStack,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { Cart, CartItem } from '@domain/contracts/commerce.contract';
import { whatsappLink } from '@domain/contact/phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '@/components/catalogue/empty-state';
import { LoadFailed } from '@/components/catalogue/load-failed';
import { LtrText } from '@/components/ltr-text';
import { PageHead } from '@/components/page-head';
import { SafeImage } from '@/components/safe-image';
import { toast } from '@/components/toaster';
import { isApiError } from '@/lib/api';
import { isKeptOffline } from '@/lib/offline';
import { chosenValues, formatMoney, formatNumber, withQuantity } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useCart } from './cart-query';
import { Checkout } from './checkout';
import { QuantityStepper } from './quantity-stepper';
import { useRemoveCartLine } from './use-remove-cart-line';
import { useUpdateCartLine } from './use-update-cart-line';

type Group = Cart['groups'][number];

/** The lines chosen to order, per store (every orderable line by default). */
export type Selection = Record<number, number[]>;

function failed(t: (key: string) => string, error: unknown) {
  toast.show({
    // Offline the change waits in the outbox and shows as pending above the cart.
    status: isKeptOffline(error) ? 'info' : 'error',
    title: t(isApiError(error) ? error.messageKey : 'commerce.cart.update_failed'),
  });
}

function CartLine({
  item,
  selected,
  onSelect,
}: {
  item: CartItem;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const orderable = item.state === 'ok';
  const setQuantity = (quantity: number) =>
    update.update({ id: item.id, quantity }).catch((error: unknown) => failed(t, error));
  return (
    <HStack
      align="start"
      gap="3"
      py="3"
      _notFirst={{ borderTopWidth: '1px' }}
      data-testid="cart-line"
    >
      <Checkbox.Root
        checked={selected && orderable}
        disabled={!orderable}
        onCheckedChange={(event) => onSelect(event.checked === true)}
        mt="1"
      >
        <Checkbox.HiddenInput aria-label={item.name} />
        <Checkbox.Control />
      </Checkbox.Root>
      <SafeImage
        src={item.image ?? undefined}
        alt=""
        boxSize="16"
        rounded="md"
        objectFit="cover"
        flexShrink={0}
      />
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight="semibold" lineClamp={2}>
          {item.name}
        </Text>
        {item.attributes.length > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {chosenValues(item.attributes, language)}
          </Text>
        ) : null}
        <Text fontSize="sm" color="fg.muted">
          <LtrText>
            {t('commerce.cart.each', { price: formatMoney(item.unit_price, language) })}
          </LtrText>
        </Text>
        {item.offer_message_id !== null ? (
          <Badge colorPalette="green" alignSelf="start" data-testid="cart-line-offer">
            {t('commerce.cart.agreed_price')}
          </Badge>
        ) : null}
        {item.state !== 'ok' ? (
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={item.state === 'price_changed' ? 'orange' : 'red'}>
              {t(`commerce.cart.states.${item.state}`, {
                count: item.available ?? 0,
                price: formatMoney(item.price_at_add, language),
              })}
            </Badge>
            {item.state === 'price_changed' ? (
              <Button
                size="xs"
                variant="outline"
                loading={update.isPending}
                onClick={() => void setQuantity(item.quantity)}
              >
                {t('commerce.cart.accept_price')}
              </Button>
            ) : null}
            {item.state === 'not_enough_stock' && item.available ? (
              <Button
                size="xs"
                variant="outline"
                onClick={() => void setQuantity(item.available ?? 1)}
              >
                {formatNumber(item.available, language)}
              </Button>
            ) : null}
          </HStack>
        ) : null}
        <HStack justify="space-between" gap="2" wrap="wrap">
          <QuantityStepper
            value={item.quantity}
            max={item.available}
            disabled={!orderable || update.isPending || item.offer_message_id !== null}
            onChange={(quantity) => void setQuantity(quantity)}
          />
          <Text fontWeight="bold">
            <LtrText>{formatMoney(item.line_total, language)}</LtrText>
          </Text>
        </HStack>
      </Stack>
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        loading={remove.isPending}
        onClick={() => void remove.remove(item.id).catch((error: unknown) => failed(t, error))}
      >
        {t('commerce.cart.remove')}
      </Button>
    </HStack>
  );
}

function StoreGroup({
  group,
  selected,
  onChange,
}: {
  group: Group;
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const orderable = group.items.filter((item) => item.state === 'ok');
  const chosen = orderable.filter((item) => selected.includes(item.id));
  const subtotal = chosen.reduce((sum, item) => sum + Math.round(item.line_total * 100), 0) / 100;
  const message = [
    t('commerce.cart.whatsapp_message', { store: group.store.name }),
    ...group.items.map((item) => `- ${withQuantity(item.name, item.quantity, language)}`),
  ].join('\n');
  return (
    <Box borderWidth="1px" rounded="xl" p="4" data-testid="cart-group">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Checkbox.Root
          checked={chosen.length > 0 && chosen.length === orderable.length}
          onCheckedChange={(event) =>
            onChange(event.checked === true ? orderable.map((item) => item.id) : [])
          }
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Heading as="h2" size="md">
              <ChakraLink asChild>
                <Link to={`/store/${encodeURIComponent(group.store.username)}`}>
                  {group.store.name}
                </Link>
              </ChakraLink>
            </Heading>
          </Checkbox.Label>
        </Checkbox.Root>
        <Button asChild size="xs" variant="subtle" colorPalette="green">
          <a
            href={whatsappLink(group.store.whatsapp ?? group.store.phone, message)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('commerce.cart.whatsapp')}
          </a>
        </Button>
      </HStack>
      <Stack gap="0" mt="2">
        {group.items.map((item) => (
          <CartLine
            key={item.id}
            item={item}
            selected={selected.includes(item.id)}
            onSelect={(on) =>
              onChange(on ? [...selected, item.id] : selected.filter((id) => id !== item.id))
            }
          />
        ))}
      </Stack>
      <HStack justify="space-between" mt="2">
        <Text color="fg.muted">
          {t('commerce.cart.selected', { count: formatNumber(chosen.length, language) })}
        </Text>
        <Text fontWeight="bold">
          {t('commerce.cart.subtotal')}: <LtrText>{formatMoney(subtotal, language)}</LtrText>
        </Text>
      </HStack>
      {chosen.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {t('commerce.cart.group_empty')}
        </Text>
      ) : null}
    </Box>
  );
}

/** The chat offer whose "order now" opened the cart: its line alone goes to the checkout. */
function offerSelection(cart: Cart | undefined, offerId: number): Selection | null {
  const group = cart?.groups.find((candidate) =>
    candidate.items.some((item) => item.offer_message_id === offerId && item.state === 'ok'),
  );
  const item = group?.items.find((candidate) => candidate.offer_message_id === offerId);
  return group && item ? { [group.store.id]: [item.id] } : null;
}

/** `/cart`: lines grouped by store, a choice of lines per store, then the checkout. */
export function CartPage() {
  const { t } = useTranslation();
  const query = useCart();
  const location = useLocation();
  const checkoutOffer = (location.state as { checkoutOffer?: number } | null)?.checkoutOffer;
  const [picked, setPicked] = useState<Selection | null>(null);
  const [checkingOut, setCheckingOut] = useState(checkoutOffer !== undefined);
  const cart = query.data;
  // Until the shopper changes it, every orderable line is chosen (or the offer ordered now).
  const selection: Selection =
    picked ??
    (checkoutOffer === undefined ? null : offerSelection(cart, checkoutOffer)) ??
    Object.fromEntries(
      (cart?.groups ?? []).map((group) => [
        group.store.id,
        group.items.filter((item) => item.state === 'ok').map((item) => item.id),
      ]),
    );
  const chosenGroups = (cart?.groups ?? [])
    .map((group) => ({
      group,
      items: group.items.filter(
        (item) => item.state === 'ok' && (selection[group.store.id] ?? []).includes(item.id),
      ),
    }))
    .filter((entry) => entry.items.length > 0);

  return (
    <Container maxW="3xl" py="6">
      <PageHead title={t('commerce.cart.title')} noIndex />
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {checkingOut ? t('commerce.checkout.title') : t('commerce.cart.title')}
        </Heading>
        {query.isPending ? <Skeleton height="60" rounded="xl" /> : null}
        {query.isError && !cart ? (
          <LoadFailed
            error={query.error}
            title={t('commerce.cart.load_failed')}
            retry={() => void query.refetch()}
          />
        ) : null}
        {cart && cart.groups.length === 0 ? (
          <EmptyState
            title={t('commerce.cart.empty')}
            action={
              <Button asChild>
                <Link to="/products">{t('commerce.cart.browse')}</Link>
              </Button>
            }
          />
        ) : null}
        {cart && cart.groups.length > 0 && !checkingOut ? (
          <>
            {cart.groups.map((group) => (
              <StoreGroup
                key={group.store.id}
                group={group}
                selected={selection[group.store.id] ?? []}
                onChange={(ids) => setPicked({ ...selection, [group.store.id]: ids })}
              />
            ))}
            <Button
              size="lg"
              disabled={chosenGroups.length === 0}
              onClick={() => setCheckingOut(true)}
            >
              {t('commerce.cart.checkout')}
            </Button>
            {chosenGroups.length === 0 ? (
              <Text color="fg.muted" textAlign="center">
                {t('commerce.cart.nothing_selected')}
              </Text>
            ) : null}
          </>
        ) : null}
        {cart && checkingOut ? (
          <Checkout groups={chosenGroups} onBack={() => setCheckingOut(false)} />
        ) : null}
      </Stack>
    </Container>
  );
}
