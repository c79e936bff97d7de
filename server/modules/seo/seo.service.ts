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
// only. The short lists fit in file 1 (at most FIRST_FILE_RESERVED of them are listed).

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
async function productUrls(
  db: Db,
  siteUrl: string,
  file: number,
  firstFileProducts: number,
  maxUrls: number,
) {
  const offset = file === 1 ? 0 : firstFileProducts + (file - 2) * maxUrls;
  const limit = file === 1 ? firstFileProducts : maxUrls;
  const rows = await listSitemapProducts(db, offset, limit);
  return rows.map((row) => ({
    loc: canonicalUrl(siteUrl, productPath(row.storeUsername, row.id, row.nameAr)),
    lastmod: row.updatedAt,
  }));
}

function fileCount(total: number, firstFileProducts: number, maxUrls: number) {
  return total <= firstFileProducts ? 1 : 1 + Math.ceil((total - firstFileProducts) / maxUrls);
}

async function layout(db: Db, siteUrl: string, maxUrls: number) {
  const [allFixed, total] = await Promise.all([fixedUrls(db, siteUrl), countSitemapProducts(db)]);
  const fixed = allFixed.slice(0, maxUrls);
  const firstFileProducts = maxUrls - fixed.length;
  return { fixed, firstFileProducts, files: fileCount(total, firstFileProducts, maxUrls) };
}

/**
 * `/sitemap.xml`: the one urlset, or an index when the URLs need more than one file. `maxUrls`
 * is the protocol's limit; tests pass a small one.
 */
export async function sitemapRoot(
  db: Db,
  siteUrl: string,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<string> {
  const { fixed, firstFileProducts, files } = await layout(db, siteUrl, maxUrls);
  if (files === 1) {
    return urlSet([...fixed, ...(await productUrls(db, siteUrl, 1, firstFileProducts, maxUrls))]);
  }
  return sitemapIndex(
    Array.from({ length: files }, (_, i) => canonicalUrl(siteUrl, `/sitemap-${i + 1}.xml`)),
  );
}

/** `/sitemap-<n>.xml`; null past the last file. */
export async function sitemapFile(
  db: Db,
  siteUrl: string,
  file: number,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<string | null> {
  const { fixed, firstFileProducts, files } = await layout(db, siteUrl, maxUrls);
  if (file < 1 || file > files) return null;
  const products = await productUrls(db, siteUrl, file, firstFileProducts, maxUrls);
  return urlSet(file === 1 ? [...fixed, ...products] : products);
}
