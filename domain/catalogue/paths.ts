// Public catalogue URLs (spec §2), built the same way by the client, the sitemap and the page head.

/** URL-friendly name segment: words joined by `-`, any script kept (Arabic slugs are fine). */
export function nameSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** `/products/:storeusername/:id/:productname`; the name segment is optional for the router. */
export function productPath(storeUsername: string, id: number, name?: string): string {
  const base = `/products/${encodeURIComponent(storeUsername)}/${id}`;
  const slug = name ? nameSlug(name) : '';
  return slug ? `${base}/${encodeURIComponent(slug)}` : base;
}

/** `/store/:username`. */
export function storePath(username: string): string {
  return `/store/${encodeURIComponent(username)}`;
}

/** `/products?category=<id>` (and `&sub_category=<id>`). */
export function categoryPath(categoryId: number, subCategoryId?: number): string {
  const sub = subCategoryId === undefined ? '' : `&sub_category=${subCategoryId}`;
  return `/products?category=${categoryId}${sub}`;
}
