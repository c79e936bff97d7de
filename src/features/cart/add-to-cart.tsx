import { Alert, Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ProductDetail } from '@domain/contracts/catalogue-products.contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AttributeChoices, useAttributeChoices } from '@/components/catalogue/attribute-choices';
import { LtrText } from '@/components/ltr-text';
import { formatMoney } from '@/lib/format';
import { loadMoreTexts, useLanguage } from '@/lib/i18n';
import { useTaskStages } from '@/lib/use-task-stages';
import { useShopperId } from './shopper';
import { QuantityStepper } from './quantity-stepper';

/** The signed-in button needs the API's writes and contracts: loaded for shoppers only. */
const AddToCartButton = lazy(async () => ({
  default: (await import('./add-to-cart-button')).AddToCartButton,
}));

/**
 * A visitor's order form (its own chunk: the contract, the form library and the address lists),
 * with the validation texts its fields show, which a catalogue page's first load leaves out.
 */
const GuestCheckout = lazy(async () => {
  const [module] = await Promise.all([import('./guest-checkout'), loadMoreTexts()]);
  return { default: module.GuestCheckout };
});

/**
 * Add to cart from the product page: the product's attributes as choices (required ones must be
 * chosen, spec §8; a priced value shows its extra), a quantity within the stock unless unlimited,
 * and the button. A visitor is told to sign in, or, when the store takes orders without login
 * (spec §6), may order this product at once as a guest.
 */
export function AddToCart({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const signedIn = useShopperId() !== null;
  const [quantity, setQuantity] = useState(1);
  const [missing, setMissing] = useState(false);
  const [needsLogin, setNeedsLogin] = useState(false);
  const [added, setAdded] = useState(false);
  const [guest, setGuest] = useState(false);
  const guestAllowed = !signedIn && product.store.authorizedOrders;
  const outOfStock = product.stock.state === 'out_of_stock';
  const max = product.stock.state === 'unlimited' ? null : product.stock.amount;

  const { chosen, toggle, missingAmong, ids } = useAttributeChoices(
    () => setMissing(false),
    product.attributes,
  );
  const incomplete = missingAmong(product.attributes);
  // Its first render computes every style of the block (a 90–140 ms task at Lighthouse's 4× CPU
  // slowdown): each attribute's choices come in a task of their own, then the quantity, then the
  // buttons, top to bottom, so each part moves only what is below it (below the fold on a phone).
  const stages = useTaskStages(product.attributes.length + 2);
  const actionsShown = stages > product.attributes.length;
  const buttonsShown = stages > product.attributes.length + 1;
  const button = (onClick: () => void, loading = false) => (
    <Button
      size="lg"
      flex="1"
      minW="40"
      onClick={onClick}
      loading={loading}
      loadingText={t('commerce.add.adding')}
      disabled={outOfStock}
    >
      {t('commerce.add.button')}
    </Button>
  );

  return (
    <Stack gap="3">
      <AttributeChoices
        attributes={product.attributes.slice(0, stages)}
        chosen={chosen}
        onToggle={toggle}
        size="sm"
        heading={(attribute) => t('commerce.add.choose', { name: attribute.name })}
        valueExtra={(attribute, value) =>
          attribute.hasPrice && value.extraPrice ? (
            <Text as="span" fontSize="xs" opacity="0.8">
              <LtrText>
                {t('commerce.add.extra', { price: formatMoney(value.extraPrice, language) })}
              </LtrText>
            </Text>
          ) : null
        }
      />
      {missing ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {t('errors.attributes_required')}
        </Text>
      ) : null}
      {actionsShown ? (
        <HStack gap="3" wrap="wrap">
          {!outOfStock ? (
            <QuantityStepper value={quantity} max={max} onChange={setQuantity} />
          ) : null}
          {!buttonsShown ? null : signedIn ? (
            <Suspense fallback={button(() => {}, true)}>
              <AddToCartButton
                input={{
                  product_id: product.id,
                  quantity,
                  attribute_ids: ids,
                }}
                incomplete={incomplete}
                onMissing={() => setMissing(true)}
                onAdded={() => setAdded(true)}
                render={button}
              />
            </Suspense>
          ) : (
            button(() => setNeedsLogin(true))
          )}
        </HStack>
      ) : null}
      {buttonsShown && guestAllowed && !outOfStock && !guest ? (
        <Button
          variant="outline"
          size="lg"
          onClick={() => {
            if (incomplete) {
              setMissing(true);
              return;
            }
            setNeedsLogin(false);
            setGuest(true);
          }}
        >
          {t('guest_checkout.button')}
        </Button>
      ) : null}
      {guest ? (
        <Suspense fallback={null}>
          <GuestCheckout
            product={product}
            input={{
              product_id: product.id,
              quantity,
              attribute_ids: ids,
            }}
            onCancel={() => setGuest(false)}
          />
        </Suspense>
      ) : null}
      {added ? (
        <ChakraLink asChild fontWeight="bold" color="brand.fg">
          <Link to="/cart">{t('commerce.add.view_cart')}</Link>
        </ChakraLink>
      ) : null}
      {needsLogin ? (
        <Alert.Root status="info" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {t('commerce.add.login_required')}{' '}
              <ChakraLink asChild fontWeight="bold" color="brand.fg">
                <Link to="/login">{t('commerce.add.sign_in')}</Link>
              </ChakraLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
