import {
  Checkbox,
  Container,
  Heading,
  HStack,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/catalogue/empty-state';
import { LoadFailed } from '@/components/catalogue/load-failed';
import { Pagination } from '@/components/catalogue/pagination';
import { parsePage } from '@/components/catalogue/page-range';
import { ListedStoreCard } from '@/components/catalogue/store-card';
import { usePageHead } from '@/lib/head';
import { useLanguage } from '@/lib/i18n';
import { catalogueQueries } from '@/features/shop/api/catalogue-queries';

const idOf = (raw: string | null) => (raw && Number(raw) > 0 ? Number(raw) : undefined);

/** `/stores`: public stores, filtered by category, governorate and verified, in the URL. */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters = {
    category: idOf(params.get('category')),
    governorate: idOf(params.get('governorate')),
    verified: params.get('verified') === 'true' ? 'true' : undefined,
    page: parsePage(params.get('page')),
  };
  usePageHead({ title: t('catalogue.stores.title') });
  const categories = useQuery(catalogueQueries.categories(language)).data ?? [];
  const governorates = useQuery(catalogueQueries.governorates(language)).data ?? [];
  const query = useQuery(catalogueQueries.stores(language, filters));
  const set = (key: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      return next;
    });

  const select = (
    key: 'category' | 'governorate',
    label: string,
    items: { id: number; name: string }[],
  ) => (
    <NativeSelect.Root size="sm" width={{ base: 'full', sm: '56' }}>
      <NativeSelect.Field
        aria-label={label}
        value={filters[key] ?? ''}
        onChange={(event) => set(key, event.target.value)}
      >
        <option value="">{label}</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {t('catalogue.stores.title')}
        </Heading>
        <HStack gap="3" wrap="wrap">
          {select('category', t('catalogue.stores.any_category'), categories)}
          {select('governorate', t('catalogue.filters.any_governorate'), governorates)}
          <Checkbox.Root
            checked={filters.verified === 'true'}
            onCheckedChange={(event) =>
              set('verified', event.checked === true ? 'true' : undefined)
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('catalogue.stores.verified_only')}</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
        {!query.data ? (
          query.isError ? (
            <LoadFailed
              error={query.error}
              title={t('catalogue.listing.load_failed')}
              retry={() => void query.refetch()}
            />
          ) : (
            <Skeleton height="60" rounded="xl" />
          )
        ) : query.data.items.length === 0 ? (
          <EmptyState title={t('catalogue.stores.empty')} />
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {query.data.items.map((store) => (
              <ListedStoreCard key={store.id} store={store} />
            ))}
          </SimpleGrid>
        )}
        {query.data ? (
          <Pagination page={query.data.meta.page} lastPage={query.data.meta.lastPage} />
        ) : null}
      </Stack>
    </Container>
  );
}
