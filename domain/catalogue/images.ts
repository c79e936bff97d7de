// Responsive image URLs. The server resizes an upload on demand and caches the result:
//   /img/<width>/<path under /uploads/>            same type as the original (jpg/png)
//   /img/<width>/<path under /uploads/>.webp       WebP
// Client and server build the URLs with these helpers so both agree on the scheme.

/** The only widths the server makes; anything else is a 404 (no unbounded disk cache). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export type ImageFormat = 'original' | 'webp';

const UPLOADS_PREFIX = '/uploads/';

export function isImageWidth(value: number): value is ImageWidth {
  return (IMAGE_WIDTHS as readonly number[]).includes(value);
}

/**
 * URL of an upload at `width` in `format`. Paths outside `/uploads/` (absolute URLs, data: URLs,
 * bundled assets) are returned unchanged: only uploads can be resized.
 */
export function imageUrl(
  path: string,
  width: ImageWidth,
  format: ImageFormat = 'original',
): string {
  if (!path.startsWith(UPLOADS_PREFIX)) return path;
  const rest = path.slice(UPLOADS_PREFIX.length);
  return `/img/${width}/${rest}${format === 'webp' ? '.webp' : ''}`;
}

/** `srcset` value over every allowed width, e.g. for `<source type="image/webp" srcset=…>`. */
export function imageSrcSet(path: string, format: ImageFormat = 'original'): string {
  if (!path.startsWith(UPLOADS_PREFIX)) return '';
  return IMAGE_WIDTHS.map((width) => `${imageUrl(path, width, format)} ${width}w`).join(', ');
}
