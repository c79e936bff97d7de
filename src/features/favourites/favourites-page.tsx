import { Container, Heading, HStack, SimpleGrid, Skeleton, Stack, Button } from '@chakra-ui/react';
import type { PageMeta } from '@domain/contracts/contract';
import type {
  ProductCard as ProductCardData,
  StoreCard as StoreCardData,
} from '@domain/contracts/catalogue-schemas';
import { favouritesContract, followingContract } from '@domain/contracts/social.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/catalogue/empty-state';
import { LoadFailed } from '@/components/catalogue/load-failed';
import { Pagination } from '@/components/catalogue/pagination';
import { PRODUCT_GRID_COLUMNS, ProductCard } from '@/components/catalogue/product-card';
import { ListedStoreCard } from '@/components/catalogue/store-card';
import { PageHead } from '@/components/page-head';
import { callApi, queryKeys } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';
import { useShopper } from './favourite-ids';

/** The tabs of `/favourite/:type?`: favourite products, favourite stores, followed stores. */
export const FAVOURITE_TABS = ['products', 'stores', 'following'] as const;
export type FavouriteTab = (typeof FAVOURITE_TABS)[number];

interface Page {
  products: ProductCardData[];
  stores: StoreCardData[];
  meta: PageMeta;
}

function useFavouritesPage(tab: FavouriteTab, page: number) {
  const language = useLanguage();
  const viewer = useShopper() ?? 'visitor';
  return useQuery({
    queryKey: queryKeys.favourites.list(viewer, { tab, page, language }),
    queryFn: async ({ signal }): Promise<Page> => {
      if (tab === 'following') {
        const result = await callApi(followingContract, { query: { page }, signal });
        return { products: [], stores: result.data, meta: result.meta as PageMeta };
      }
      const result = await callApi(favouritesContract, { query: { type: tab, page }, signal });
      return { ...result.data, meta: result.meta as PageMeta };
    },
    placeholderData: keepPreviousData,
  });
}

/** `/favourite/:type?`: what the shopper keeps, one tab per kind, paged. */
export function FavouritesPage({ tab }: { tab: FavouriteTab }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useFavouritesPage(tab, page);
  const data = query.data;
  const empty = data && data.products.length === 0 && data.stores.length === 0;
  return (
    <Container maxW="6xl" py="6">
      <PageHead title={t('social.favourites.title')} noIndex />
      <Stack gap="5">
        <Heading as="h1" size="2xl">
          {t('social.favourites.title')}
        </Heading>
        <HStack gap="2" role="tablist" aria-label={t('social.favourites.title')} overflowX="auto">
          {FAVOURITE_TABS.map((name) => (
            <Button
              key={name}
              asChild
              size="sm"
              role="tab"
              aria-selected={name === tab}
              variant={name === tab ? 'solid' : 'outline'}
              colorPalette="brand"
              flexShrink={0}
            >
              <Link to={`/favourite/${name}`}>{t(`social.favourites.tabs.${name}`)}</Link>
            </Button>
          ))}
        </HStack>
        {query.isPending ? <Skeleton height="60" rounded="xl" /> : null}
        {query.isError && !data ? (
          <LoadFailed
            error={query.error}
            title={t('social.favourites.load_failed')}
            retry={() => void query.refetch()}
          />
        ) : null}
        {empty ? (
          <EmptyState
            title={t(`social.favourites.empty.${tab}`)}
            action={
              <Button asChild colorPalette="brand">
                <Link to={tab === 'products' ? '/products' : '/stores'}>
                  {t('social.favourites.browse')}
                </Link>
              </Button>
            }
          />
        ) : null}
        {data && data.products.length > 0 ? (
          <SimpleGrid columns={PRODUCT_GRID_COLUMNS} gap="3">
            {data.products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </SimpleGrid>
        ) : null}
        {data && data.stores.length > 0 ? (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {data.stores.map((store) => (
              <ListedStoreCard key={store.id} store={store} />
            ))}
          </SimpleGrid>
        ) : null}
        {data && data.meta.lastPage > 1 ? (
          <Pagination page={data.meta.page} lastPage={data.meta.lastPage} />
        ) : null}
      </Stack>
    </Container>
  );
}
