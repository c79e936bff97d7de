import { Container, Skeleton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/catalogue/load-failed';
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
  if (query.isError && isNotAvailable(query.error)) return <NotAvailable kind="product" />;
  // Saved data wins over a failed refetch (offline): the page stays readable.
  if (query.data) return <ProductView product={query.data} />;
  if (!query.isError) return <Skeleton height="96" m="4" rounded="xl" />;
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
