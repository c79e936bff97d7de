import { Container, Skeleton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/catalogue/empty-state';
import { isNotAvailable, NotAvailable } from '../not-available';
import { ProductView } from './product-view';
import { useCanonicalProductUrl, useProductFromUrl, useProductHead } from './use-product';

/** Loads the URL's product and shows it, "not available", or a retry on network trouble. */
export function ProductPage({ canonicalise = true }: { canonicalise?: boolean }) {
  const { t } = useTranslation();
  const { query, valid } = useProductFromUrl();
  useProductHead(query.data);
  useCanonicalProductUrl(canonicalise ? query.data : undefined);
  if (!valid) return <NotAvailable kind="product" />;
  if (query.isPending) return <Skeleton height="96" m="4" rounded="xl" />;
  if (query.isError) {
    if (isNotAvailable(query.error)) return <NotAvailable kind="product" />;
    return (
      <Container maxW="6xl" py="8">
        <EmptyState
          title={t('catalogue.listing.load_failed')}
          action={{ label: t('common.actions.retry'), onClick: () => void query.refetch() }}
        />
      </Container>
    );
  }
  return <ProductView product={query.data} />;
}
