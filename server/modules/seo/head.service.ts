import type { ProductDetail, StoreDetail } from '../../../domain/contracts/catalogue.contract';
import { CURRENCY } from '../../../domain/constants';
import { AppError } from '../../../domain/errors';
import {
  canonicalUrl,
  metaDescription,
  metaKeywords,
  metaTitle,
  structuredDescription,
  structuredName,
} from '../../../domain/meta';
import { toAmount2dp } from '../../../domain/money';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { readSetting, readSiteSettings, SETTINGS_KEYS } from '../../db/settings';
import { getCategoryTree } from '../catalogue/categories.service';
import { getCategoryProducts, getProduct } from '../catalogue/products.service';
import { getStore } from '../catalogue/stores.service';
import { injectHead, type PageHead } from './page-head';

// Which page a URL is and what its head says. Unknown or unavailable pages answer null, and the
// caller serves the plain shell (the client then shows "not available").

const LABELS = {
  ar: { categories: 'الأقسام', products: 'المنتجات' },
  en: { categories: 'Categories', products: 'Products' },
} as const;

interface Site {
  language: Language;
  siteUrl: string;
  siteName: string;
  description: string;
  keywords: string;
  canonical: string;
}

const absolute = (siteUrl: string, path: string | null) =>
  path === null ? null : /^https?:\/\//.test(path) ? path : canonicalUrl(siteUrl, path);

/** Resolves the head of `pathname` (+ `search`, the raw query string with its `?`). */
export async function resolvePageHead(
  db: Db,
  siteUrl: string,
  pathname: string,
  search: string,
  language: Language,
): Promise<PageHead | null> {
  const params = new URLSearchParams(search);
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);
  const page = matchPage(segments, params);
  if (!page) return null;
  const site = await siteInfo(db, language, siteUrl, pathname + search);
  try {
    switch (page.kind) {
      case 'product': {
        const product = await getProduct(db, page.id, language, { countView: false });
        // The store segment must name the product's store, as the client's route checks.
        if (product.store.username.toLowerCase() !== page.store.toLowerCase()) return null;
        return productHead(site, product);
      }
      case 'store':
        return storeHead(site, await getStore(db, page.username, language, { countView: false }));
      case 'categories':
        return categoriesHead(site, db);
      case 'products':
        return productsHead(site, db, page.category);
    }
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

type Page =
  | { kind: 'product'; store: string; id: number }
  | { kind: 'store'; username: string }
  | { kind: 'categories' }
  | { kind: 'products'; category: number | null };

function matchPage(segments: string[], params: URLSearchParams): Page | null {
  const [first, second, third] = segments;
  if (first === 'products' && segments.length === 1) {
    const category = Number(params.get('category'));
    return {
      kind: 'products',
      category: Number.isInteger(category) && category > 0 ? category : null,
    };
  }
  if (first === 'products' && second && third && segments.length <= 4 && /^\d{1,9}$/.test(third)) {
    return { kind: 'product', store: second, id: Number(third) };
  }
  if (first === 'store' && second && segments.length === 2)
    return { kind: 'store', username: second };
  if (first === 'categories' && segments.length === 1) return { kind: 'categories' };
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function siteInfo(db: Db, language: Language, siteUrl: string, path: string): Promise<Site> {
  const [settings, meta] = await Promise.all([
    readSiteSettings(db),
    readSetting<Record<Language, { meta_description: string; meta_keywords: string }>>(
      db,
      SETTINGS_KEYS.meta,
    ),
  ]);
  return {
    language,
    siteUrl,
    siteName: settings?.siteName[language] ?? 'Dukkan',
    description: meta?.[language]?.meta_description ?? '',
    keywords: meta?.[language]?.meta_keywords ?? '',
    canonical: canonicalUrl(siteUrl, path),
  };
}

function base(site: Site, title: string, description: string, keywords: string[]) {
  return {
    language: site.language,
    title: metaTitle(`${title} | ${site.siteName}`),
    description: metaDescription(description || site.description),
    keywords: metaKeywords([...keywords, site.keywords]),
    canonical: site.canonical,
    siteName: site.siteName,
  };
}

function productHead(site: Site, product: ProductDetail): PageHead {
  const image = absolute(site.siteUrl, product.mainImage);
  const price = product.discountedPrice ?? product.price;
  const keywords = [
    product.name,
    product.category.name,
    product.subCategory?.name ?? '',
    product.store.name,
  ];
  return {
    ...base(site, product.name, product.description, keywords),
    type: 'product',
    image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: structuredName(product.name),
        description: structuredDescription(product.description),
        ...(image
          ? { image: [image, ...product.images.map((url) => absolute(site.siteUrl, url))] }
          : {}),
        sku: product.sku ?? String(product.id),
        brand: { '@type': 'Brand', name: structuredName(product.store.name) },
        offers: {
          '@type': 'Offer',
          price: toAmount2dp(price),
          priceCurrency: CURRENCY,
          availability:
            product.stock.state === 'out_of_stock'
              ? 'https://schema.org/OutOfStock'
              : 'https://schema.org/InStock',
          url: site.canonical,
          seller: { '@type': 'Organization', name: structuredName(product.store.name) },
        },
        ...(product.rating.count > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: product.rating.avg,
                reviewCount: product.rating.count,
                bestRating: 5,
                worstRating: 0.5,
              },
            }
          : {}),
      },
    ],
  };
}

function storeHead(site: Site, store: StoreDetail): PageHead {
  const image = absolute(site.siteUrl, store.logo);
  return {
    ...base(site, store.name, store.description, [store.name, store.category?.name ?? '']),
    type: 'profile',
    image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Store',
        name: structuredName(store.name),
        description: structuredDescription(store.description),
        url: site.canonical,
        ...(image ? { image, logo: image } : {}),
        telephone: store.phone,
        address: {
          '@type': 'PostalAddress',
          streetAddress: store.address,
          ...(store.governorate ? { addressRegion: store.governorate.name } : {}),
          addressCountry: 'EG',
        },
        ...(store.location ? { hasMap: store.location } : {}),
        ...(store.rating.count > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: store.rating.avg,
                reviewCount: store.rating.count,
              },
            }
          : {}),
      },
    ],
  };
}

async function categoriesHead(site: Site, db: Db): Promise<PageHead> {
  const tree = await getCategoryTree(db, site.language);
  const label = LABELS[site.language].categories;
  const names = tree.flatMap((main) => [main.name, ...main.children.map((child) => child.name)]);
  return {
    ...base(site, label, `${label}: ${names.join('، ')}`, names),
    type: 'website',
    image: absolute(site.siteUrl, tree.find((main) => main.image)?.image ?? null),
    jsonLd: [breadcrumbs(site, [[label, site.canonical]])],
  };
}

async function productsHead(site: Site, db: Db, categoryId: number | null): Promise<PageHead> {
  const label = LABELS[site.language].products;
  if (categoryId === null) {
    return {
      ...base(site, label, site.description, [label]),
      type: 'website',
      image: null,
      jsonLd: [],
    };
  }
  const facets = await getCategoryProducts(db, categoryId, site.language);
  const category = facets.category!;
  const names = facets.subCategories.map((sub) => sub.name);
  const title = category.parent ? `${category.name} - ${category.parent.name}` : category.name;
  return {
    ...base(site, title, `${title}: ${names.join('، ')}`, [category.name, ...names]),
    type: 'website',
    image: absolute(site.siteUrl, category.image),
    jsonLd: [
      breadcrumbs(site, [
        [label, canonicalUrl(site.siteUrl, '/products')],
        [category.name, site.canonical],
      ]),
    ],
  };
}

function breadcrumbs(site: Site, items: Array<[string, string]>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [[site.siteName, canonicalUrl(site.siteUrl, '/')], ...items].map(
      ([name, url], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: structuredName(name!),
        item: url,
      }),
    ),
  };
}

/**
 * The static plugin's hook: the shell with the page's head, or null for the plain shell. A
 * failure here must not take the page down: the client renders the page either way.
 */
export function pageHeadRenderer(
  db: Db,
  siteUrl: string,
  log: { error: (o: object, m: string) => void },
) {
  return async (
    shell: string,
    pathname: string,
    search: string,
    language: Language,
  ): Promise<string | null> => {
    try {
      const head = await resolvePageHead(db, siteUrl, pathname, search, language);
      return head ? injectHead(shell, head) : null;
    } catch (error) {
      log.error({ err: error, pathname }, 'page head failed');
      return null;
    }
  };
}
