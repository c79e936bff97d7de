import { nameSlug, productPath } from '@domain/catalogue/paths';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePageHead } from '@/lib/head';
import { useLanguage } from '@/lib/i18n';
import { proposeCanonicalPath } from '@/lib/ssr';
import { catalogueQueries } from '../api/catalogue-queries';

/** The product of the URL's `:id` (a malformed id is a 400 → "not available"). */
export function useProductFromUrl() {
  const { id } = useParams();
  const language = useLanguage();
  const numeric = Number(id);
  const valid = Number.isInteger(numeric) && numeric > 0;
  const query = useQuery({
    ...catalogueQueries.product(language, valid ? numeric : 0),
    enabled: valid,
  });
  return { query, valid };
}

/**
 * Canonical product URL: the store's username and the name slug in the current language. A wrong or
 * missing segment is replaced (no new history entry), so shared links all end up on one URL.
 */
export function useCanonicalProductUrl(
  product: { id: number; name: string; store: { username: string } } | undefined,
) {
  const { storeusername, productname } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const canonical =
    product &&
    (storeusername !== product.store.username ||
      (productname ? decodeURIComponent(productname) : '') !== nameSlug(product.name))
      ? productPath(product.store.username, product.id, product.name)
      : null;
  // The server's render hands it to the page's state: the browser takes it before hydrating.
  if (canonical) proposeCanonicalPath(canonical);
  useEffect(() => {
    if (canonical) navigate(`${canonical}${search}`, { replace: true });
  }, [canonical, navigate, search]);
}

export function useProductHead(
  product:
    | {
        name: string;
        description: string;
        mainImage: string | null;
        category: { name: string };
        keywords?: string[];
      }
    | undefined,
) {
  usePageHead({
    title: product?.name,
    description: product?.description,
    keywords: product
      ? [product.name, product.category.name, ...(product.keywords ?? [])]
      : undefined,
    image: product?.mainImage ?? undefined,
    type: 'product',
  });
}
