import { categoryPath, productPath, storePath } from '../../../domain/catalogue/paths';
import { canonicalUrl } from '../../../domain/meta';
import type { Db } from '../../db/client';
import {
  countSitemapProducts,
  listSitemapCategories,
  listSitemapProducts,
  listSitemapStores,
} from './seo.repository';
import { SITEMAP_MAX_URLS, sitemapIndex, urlSet, type SitemapUrl } from './sitemap';

// File 1 holds the static pages, categories and stores, then products; files 2… hold products
// only. The small lists always fit in file 1 (23 stores, a few dozen categories in the seed; the
// budget below keeps room for 5,000).

const FIRST_FILE_RESERVED = 5_000;

async function fixedUrls(db: Db, siteUrl: string): Promise<SitemapUrl[]> {
  const [storeRows, categoryRows] = await Promise.all([
    listSitemapStores(db),
    listSitemapCategories(db),
  ]);
  const pages = ['/', '/products', '/stores', '/categories', '/about-us', '/contact-us'];
  return [
    ...pages.map((path) => ({ loc: canonicalUrl(siteUrl, path) })),
    ...categoryRows.map((row) => ({
      loc: canonicalUrl(
        siteUrl,
        row.parentId === null ? categoryPath(row.id) : categoryPath(row.parentId, row.id),
      ),
      lastmod: row.updatedAt,
    })),
    ...storeRows.map((row) => ({
      loc: canonicalUrl(siteUrl, storePath(row.username)),
      lastmod: row.updatedAt,
    })),
  ].slice(0, FIRST_FILE_RESERVED);
}

/** Product URLs of file `n` (1-based). */
async function productUrls(db: Db, siteUrl: string, file: number, firstFileProducts: number) {
  const offset = file === 1 ? 0 : firstFileProducts + (file - 2) * SITEMAP_MAX_URLS;
  const limit = file === 1 ? firstFileProducts : SITEMAP_MAX_URLS;
  const rows = await listSitemapProducts(db, offset, limit);
  return rows.map((row) => ({
    loc: canonicalUrl(siteUrl, productPath(row.storeUsername, row.id, row.nameAr)),
    lastmod: row.updatedAt,
  }));
}

function fileCount(total: number, firstFileProducts: number) {
  return total <= firstFileProducts
    ? 1
    : 1 + Math.ceil((total - firstFileProducts) / SITEMAP_MAX_URLS);
}

/** `/sitemap.xml`: the one urlset, or an index when the URLs need more than one file. */
export async function sitemapRoot(db: Db, siteUrl: string): Promise<string> {
  const [fixed, total] = await Promise.all([fixedUrls(db, siteUrl), countSitemapProducts(db)]);
  const firstFileProducts = SITEMAP_MAX_URLS - fixed.length;
  const files = fileCount(total, firstFileProducts);
  if (files === 1)
    return urlSet([...fixed, ...(await productUrls(db, siteUrl, 1, firstFileProducts))]);
  return sitemapIndex(
    Array.from({ length: files }, (_, i) => canonicalUrl(siteUrl, `/sitemap-${i + 1}.xml`)),
  );
}

/** `/sitemap-<n>.xml`; null past the last file. */
export async function sitemapFile(db: Db, siteUrl: string, file: number): Promise<string | null> {
  const [fixed, total] = await Promise.all([fixedUrls(db, siteUrl), countSitemapProducts(db)]);
  const firstFileProducts = SITEMAP_MAX_URLS - fixed.length;
  if (file < 1 || file > fileCount(total, firstFileProducts)) return null;
  const products = await productUrls(db, siteUrl, file, firstFileProducts);
  return urlSet(file === 1 ? [...fixed, ...products] : products);
}
