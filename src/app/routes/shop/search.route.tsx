import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/catalogue/empty-state';
import { LoadFailed } from '@/components/catalogue/load-failed';
import { Pagination } from '@/components/catalogue/pagination';
import { parsePage } from '@/components/catalogue/page-range';
import { ListedStoreCard } from '@/components/catalogue/store-card';
import { formatNumber } from '@/lib/format';
import { usePageHead } from '@/lib/head';
import { useLanguage } from '@/lib/i18n';
import { catalogueQueries } from '@/features/shop/api/catalogue-queries';
import { ProductGrid, ProductGridSkeleton } from '@/features/shop/listing/product-grid';

function SearchResults({ q, page }: { q: string; page: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const products = useQuery(catalogueQueries.searchProducts(language, q, page));
  const stores = useQuery({ ...catalogueQueries.searchStores(language, q), enabled: page === 1 });
  const storeItems = stores.data?.items ?? [];
  return (
    <Stack gap="6">
      {storeItems.length > 0 ? (
        <Stack gap="3" as="section" aria-labelledby="search-stores">
          <Heading as="h2" size="lg" id="search-stores">
            {t('catalogue.search.stores')}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
            {storeItems.map((store) => (
              <ListedStoreCard key={store.id} store={store} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
      <Stack gap="3" as="section" aria-labelledby="search-products">
        <Heading as="h2" size="lg" id="search-products">
          {t('catalogue.search.products')}
          {products.data ? ` (${formatNumber(products.data.meta.total, language)})` : ''}
        </Heading>
        {!products.data ? (
          products.isError ? (
            <LoadFailed
              error={products.error}
              title={t('catalogue.listing.load_failed')}
              retry={() => void products.refetch()}
            />
          ) : (
            <ProductGridSkeleton />
          )
        ) : products.data.items.length === 0 ? (
          <EmptyState
            title={t('catalogue.search.no_results', { q })}
            description={t('catalogue.search.no_results_hint')}
          />
        ) : (
          <ProductGrid products={products.data.items} />
        )}
        {products.data ? (
          <Pagination page={products.data.meta.page} lastPage={products.data.meta.lastPage} />
        ) : null}
      </Stack>
    </Stack>
  );
}

/** `/search?q=`: products and stores matching the text (forgiving Arabic, prefix English). */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  usePageHead({
    title: q ? t('catalogue.search.title_for', { q }) : t('catalogue.search.title'),
    noIndex: true,
  });
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {q ? t('catalogue.search.title_for', { q }) : t('catalogue.search.title')}
        </Heading>
        {q ? (
          <SearchResults q={q} page={parsePage(params.get('page'))} />
        ) : (
          <Text color="fg.muted">{t('catalogue.search.start')}</Text>
        )}
      </Stack>
    </Container>
  );
}
