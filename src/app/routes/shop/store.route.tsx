import { Container, Heading, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { LoadFailed } from '@/components/catalogue/load-failed';
import { RatingsSlot } from '@/components/catalogue/shop-extras';
import { usePageHead } from '@/lib/head';
import { useLanguage } from '@/lib/i18n';
import { catalogueQueries } from '@/features/shop/api/catalogue-queries';
import { ProductListing } from '@/features/shop/listing/product-listing';
import { isNotAvailable, NotAvailable } from '@/features/shop/not-available';
import { StoreContact } from '@/features/shop/store/store-contact';
import { StoreHeader } from '@/features/shop/store/store-header';
import { ReportStoreButton } from '@/features/reports/report-store-button';

function StorePage({ username }: { username: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(catalogueQueries.store(language, username));
  const store = query.data;
  usePageHead({
    title: store?.name,
    description: store?.description,
    image: store?.logo ?? undefined,
    type: 'profile',
  });
  if (query.isError && isNotAvailable(query.error)) return <NotAvailable kind="store" />;
  if (!query.data) {
    if (!query.isError) return <Skeleton height="80" />;
    return (
      <Container maxW="6xl" py="8">
        <LoadFailed
          error={query.error}
          title={t('catalogue.listing.load_failed')}
          retry={() => void query.refetch()}
        />
      </Container>
    );
  }
  return (
    <Stack gap="6" pb="8">
      <StoreHeader store={query.data} />
      <Container maxW="6xl">
        <Stack gap="6">
          <StoreContact store={query.data} />
          <HStack justify="flex-end">
            <ReportStoreButton storeId={query.data.id} storeName={query.data.name} />
          </HStack>
          <Heading as="h2" size="lg">
            {t('catalogue.store.products_heading')}
          </Heading>
          <ProductListing store={query.data.username} />
          <RatingsSlot kind="store" id={query.data.id} />
        </Stack>
      </Container>
    </Stack>
  );
}

/** `/store/:username`: the store page; without a username there is no store to show → `/stores`. */
export function Component() {
  const { username } = useParams();
  if (!username) return <Navigate to="/stores" replace />;
  return <StorePage key={username} username={username} />;
}
