import { Container, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { usePageHead } from '@/lib/head';
import { ProductListing } from '@/features/shop/listing/product-listing';

/** `/products`: every public product, with filters, sorting and paging kept in the URL. */
export function Component() {
  const { t } = useTranslation();
  usePageHead({
    title: t('catalogue.listing.title'),
    description: t('catalogue.listing.description'),
  });
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {t('catalogue.listing.title')}
        </Heading>
        <ProductListing />
      </Stack>
    </Container>
  );
}
