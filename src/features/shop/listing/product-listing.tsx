import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/catalogue/empty-state';
import { LoadFailed } from '@/components/catalogue/load-failed';
import { Pagination } from '@/components/catalogue/pagination';
import { useLanguage } from '@/lib/i18n';
import { catalogueQueries } from '../api/catalogue-queries';
import { FilterDrawer } from './filter-drawer';
import { FilterPanel } from './filter-panel';
import { EMPTY_FILTERS, toApiQuery, withFilter } from './filters';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SortSelect } from './sort-select';
import { useListingFilters } from './use-listing-filters';

/**
 * The filterable product grid of `/products` and of a store page (`store` = its username): filters,
 * sort and page in the URL, a side panel on wide screens and a drawer on phones.
 */
export function ProductListing({ store }: { store?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { filters, setFilters } = useListingFilters();
  const query = useQuery(catalogueQueries.products(language, toApiQuery(filters, store)));
  const meta = query.data?.meta;

  // Past the last page the API answers the last page: show its number in the URL too.
  useEffect(() => {
    // Placeholder data is the previous filters' answer: its page says nothing about these filters.
    if (meta && !query.isPlaceholderData && meta.total > 0 && meta.page !== filters.page) {
      setFilters((current) => ({ ...current, page: meta.page }));
    }
  }, [meta, query.isPlaceholderData, filters.page, setFilters]);

  const panel = { filters, onChange: setFilters, store };
  return (
    <Flex gap="6" align="start">
      {/* Hidden on a phone (display: none): a boundary of its own, hydrated after the rest. */}
      <Suspense fallback={null}>
        <Box as="aside" display={{ base: 'none', lg: 'block' }} w="72" flexShrink={0}>
          <FilterPanel {...panel} />
        </Box>
      </Suspense>
      <Stack gap="4" flex="1" minW="0">
        <Suspense fallback={null}>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Box display={{ base: 'block', lg: 'none' }}>
              <FilterDrawer {...panel} />
            </Box>
            <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="results-count">
              {meta ? t('catalogue.listing.results', { count: meta.total }) : ''}
            </Text>
            <SortSelect
              value={filters.sort}
              onChange={(sort) => setFilters((current) => withFilter(current, { sort }))}
            />
          </HStack>
        </Suspense>
        {!query.data ? (
          query.isError ? (
            <LoadFailed
              error={query.error}
              title={t('catalogue.listing.load_failed')}
              retry={() => void query.refetch()}
            />
          ) : (
            <ProductGridSkeleton />
          )
        ) : query.data.items.length === 0 ? (
          <EmptyState
            title={t('catalogue.listing.empty')}
            description={t('catalogue.listing.empty_hint')}
            action={{
              label: t('catalogue.filters.clear'),
              onClick: () => setFilters(() => ({ ...EMPTY_FILTERS })),
            }}
          />
        ) : (
          <Box opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s">
            <ProductGrid products={query.data.items} />
          </Box>
        )}
        {meta && meta.lastPage > 1 ? (
          <Suspense fallback={null}>
            <Pagination page={meta.page} lastPage={meta.lastPage} />
          </Suspense>
        ) : null}
      </Stack>
    </Flex>
  );
}
