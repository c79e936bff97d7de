import type { ProductDetail, StoreDetail } from '../../../domain/contracts/catalogue.contract';
import { CURRENCY } from '../../../domain/constants';
import { AppError } from '../../../domain/errors';
import {
  canonicalUrl,
  metaDescription,
  metaKeywords,
  pageTitle,
  robotsDirective,
  structuredDescription,
  structuredName,
} from '../../../domain/meta';
import { toAmount2dp } from '../../../domain/money';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import type { StaticPageSlug } from '../../../domain/contracts/catalogue.contract';
import { readSiteSettings } from '../../db/settings';
import { getStaticPage } from '../catalogue/content.service';
import { findSiteMeta } from '../general/general.repository';
import { pageLabel, type PageLabel } from './page-labels';
import { getCategoryTree } from '../catalogue/categories.service';
import { getCategoryProducts, getProduct } from '../catalogue/products.service';
import { getStore } from '../catalogue/stores.service';
import { injectHead, type PageHead } from './page-head';
import type { PageHeadRenderer } from '../../plugins/static';

// Which page a URL is and what its head says. A page the server does not know answers null (the
// plain shell); a page whose product, store or category is missing answers 404 with a not-found head.

interface Site {
  language: Language;
  siteUrl: string;
  siteName: string;
  description: string;
  keywords: string;
  /** The home page's SEO title (admin "manage SEO"); empty for the site name. */
  homeTitle: string;
  canonical: string;
  robots: string;
}

/** The head of a page and the HTTP status it is served with. */
export interface PageAnswer {
  status: 200 | 404;
  head: PageHead;
}

const absolute = (siteUrl: string, path: string | null) =>
  path === null ? null : /^https?:\/\//.test(path) ? path : canonicalUrl(siteUrl, path);

/**
 * Resolves the head of `pathname` (+ `search`, the raw query string with its `?`). `notFound`
 * says the app has no route for the path (the server-rendering bundle knows its routes).
 */
export async function resolvePageHead(
  db: Db,
  siteUrl: string,
  pathname: string,
  search: string,
  language: Language,
  notFound = false,
): Promise<PageAnswer | null> {
  const params = new URLSearchParams(search);
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);
  const page = notFound ? NOT_FOUND : matchPage(segments, params);
  if (!page) return null;
  const site = await siteInfo(db, language, siteUrl, pathname, search);
  try {
    const head = await pageHead(db, site, page);
    return head ? { status: 200, head } : { status: 404, head: notFoundHead(site) };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      return { status: 404, head: notFoundHead(site) };
    }
    throw error;
  }
}

/** The head of a known page; null when the item it names does not exist. */
async function pageHead(db: Db, site: Site, page: Page): Promise<PageHead | null> {
  const label = (name: PageLabel) => pageLabel(site.language, name);
  switch (page.kind) {
    case 'product': {
      const product = await getProduct(db, page.id, site.language, { countView: false });
      // The store segment must name the product's store, as the client's route checks.
      if (product.store.username.toLowerCase() !== page.store.toLowerCase()) return null;
      return productHead(site, product);
    }
    case 'store':
      return storeHead(
        site,
        await getStore(db, page.username, site.language, { countView: false }),
      );
    case 'categories':
      return categoriesHead(site, db);
    case 'products':
      return productsHead(site, db, page.category);
    case 'home':
      return simpleHead(site, site.homeTitle || site.siteName, site.description, true);
    case 'stores':
      return simpleHead(site, label('stores'), site.description);
    case 'search': {
      const title = page.q ? pageLabel(site.language, 'searchFor', { q: page.q }) : label('search');
      return simpleHead({ ...site, robots: robotsDirective('/search', true) }, title, '');
    }
    case 'contact':
      return simpleHead(site, label('contactUs'), label('contactIntro'));
    case 'static': {
      const content = await getStaticPage(db, page.slug, site.language);
      return { ...simpleHead(site, content.title, content.body), type: 'article' };
    }
    case 'not_found':
      return null;
  }
}

type Page =
  | { kind: 'product'; store: string; id: number }
  | { kind: 'store'; username: string }
  | { kind: 'categories' }
  | { kind: 'products'; category: number | null }
  | { kind: 'home' }
  | { kind: 'stores' }
  | { kind: 'search'; q: string }
  | { kind: 'contact' }
  | { kind: 'static'; slug: StaticPageSlug }
  | { kind: 'not_found' };

const NOT_FOUND: Page = { kind: 'not_found' };

/** The content pages and the slug of their text. */
const STATIC_PAGES: Record<string, StaticPageSlug> = {
  'about-us': 'about-us',
  'privacy-policy': 'privacy-policy',
  'terms-condition': 'terms',
};

function matchPage(segments: string[], params: URLSearchParams): Page | null {
  const [first, second, third] = segments;
  if (segments.length === 0) return { kind: 'home' };
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
  if (segments.length !== 1 || !first) return null;
  if (first === 'categories') return { kind: 'categories' };
  if (first === 'stores') return { kind: 'stores' };
  if (first === 'search') return { kind: 'search', q: (params.get('q') ?? '').trim() };
  if (first === 'contact-us') return { kind: 'contact' };
  const slug = STATIC_PAGES[first];
  return slug ? { kind: 'static', slug } : null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function siteInfo(
  db: Db,
  language: Language,
  siteUrl: string,
  pathname: string,
  search: string,
): Promise<Site> {
  const [settings, meta] = await Promise.all([readSiteSettings(db), findSiteMeta(db, language)]);
  return {
    language,
    siteUrl,
    siteName: settings?.siteName[language] ?? 'Dukkan',
    description: meta.meta_description,
    keywords: meta.meta_keywords,
    homeTitle: meta.meta_title,
    canonical: canonicalUrl(siteUrl, pathname + search),
    robots: robotsDirective(pathname),
  };
}

function base(site: Site, title: string, description: string, keywords: string[], exact = false) {
  return {
    language: site.language,
    title: pageTitle(title, site.siteName, exact),
    description: metaDescription(description || site.description),
    keywords: metaKeywords([...keywords, site.keywords]),
    canonical: site.canonical,
    robots: site.robots,
    siteName: site.siteName,
  };
}

/** A page whose head is its title and a description (the site's when it has none). */
function simpleHead(site: Site, title: string, description: string, exact = false): PageHead {
  return {
    ...base(site, title, description, [title], exact),
    type: 'website',
    image: null,
    jsonLd: [],
  };
}

/** The head of the not-found screen: its title, never indexed. */
function notFoundHead(site: Site): PageHead {
  return {
    ...simpleHead(site, pageLabel(site.language, 'notFound'), ''),
    robots: robotsDirective('/', true),
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
    ...product.keywords,
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
  const label = pageLabel(site.language, 'categories');
  const names = tree.flatMap((main) => [main.name, ...main.children.map((child) => child.name)]);
  return {
    ...base(site, label, `${label}: ${names.join('، ')}`, names),
    type: 'website',
    image: absolute(site.siteUrl, tree.find((main) => main.image)?.image ?? null),
    jsonLd: [breadcrumbs(site, [[label, site.canonical]])],
  };
}

async function productsHead(site: Site, db: Db, categoryId: number | null): Promise<PageHead> {
  const label = pageLabel(site.language, 'products');
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
): PageHeadRenderer {
  return async ({ shell, pathname, search, language, notFound }) => {
    try {
      const answer = await resolvePageHead(db, siteUrl, pathname, search, language, notFound);
      return answer ? { html: injectHead(shell, answer.head), status: answer.status } : null;
    } catch (error) {
      log.error({ err: error, pathname }, 'page head failed');
      return null;
    }
  };
}
