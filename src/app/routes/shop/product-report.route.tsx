import { productPath } from '@domain/catalogue/paths';
import { useNavigate, useParams } from 'react-router';
import { ReportDialog } from '@/features/reports/report-dialog';
import { ProductPage } from '@/features/shop/product/product-page';
import { useProductFromUrl } from '@/features/shop/product/use-product';

/**
 * `/products/:storeusername/:id/MakingReportModal` (deep-linkable): the product stays underneath
 * and the report opens as a modal over it. Reporting needs an account (spec §6); a visitor sees
 * the login-required message with the way to sign in. Closing or sending returns to the product.
 */
export function Component() {
  const navigate = useNavigate();
  const { storeusername = '', id = '' } = useParams();
  const { query } = useProductFromUrl();
  const close = () =>
    navigate(productPath(storeusername, Number(id)), { replace: true, preventScrollReset: true });
  return (
    <>
      <ProductPage canonicalise={false} />
      <ReportDialog
        target="product"
        id={Number(id)}
        name={query.data?.name ?? ''}
        open
        onClose={() => void close()}
      />
    </>
  );
}
