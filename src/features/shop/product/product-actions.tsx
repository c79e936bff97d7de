import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { telegramLink, whatsappLink } from '@domain/contact/phone';
import { productPath } from '@domain/catalogue/paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrigin } from '@/lib/ssr';

/**
 * What a visitor can do from a product besides adding it to the cart (the add-to-cart slot above)
 * and chatting (the store card's chat button): messaging links open WhatsApp/Telegram with the
 * store's phone (spec §5), and report opens the report route as a modal over the product.
 */
export function ProductActions({
  product,
}: {
  product: {
    id: number;
    name: string;
    store: { username: string; phone: string; whatsapp: string | null };
  };
}) {
  const { t } = useTranslation();
  const phone = product.store.whatsapp ?? product.store.phone;
  const link = `${useOrigin()}${productPath(product.store.username, product.id, product.name)}`;
  return (
    <Stack gap="3">
      <SimpleGrid columns={2} gap="2">
        <Button asChild colorPalette="green" variant="subtle">
          <a href={whatsappLink(phone, link)} target="_blank" rel="noopener noreferrer">
            {t('catalogue.actions.whatsapp')}
          </a>
        </Button>
        <Button asChild colorPalette="blue" variant="subtle">
          <a href={telegramLink(phone)} target="_blank" rel="noopener noreferrer">
            {t('catalogue.actions.telegram')}
          </a>
        </Button>
      </SimpleGrid>
      <Button asChild variant="ghost" size="sm" colorPalette="red" alignSelf="start">
        <Link
          to={`/products/${encodeURIComponent(product.store.username)}/${product.id}/MakingReportModal`}
          preventScrollReset
        >
          {t('catalogue.actions.report')}
        </Link>
      </Button>
    </Stack>
  );
}
