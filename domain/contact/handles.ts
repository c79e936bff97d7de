// Social handles from profile links (spec §9): the page head puts them into `twitter:site` and the
// structured data `sameAs`. Handles come without the `@`; callers add it where a tag wants it.

/** First path segments that are Instagram pages, not profiles. */
const INSTAGRAM_RESERVED = new Set(['p', 'reel', 'reels', 'explore', 'stories', 'tv', 'accounts']);
/** First path segments that are Twitter / X pages, not profiles. */
const TWITTER_RESERVED = new Set(['home', 'i', 'intent', 'share', 'search', 'hashtag', 'explore']);

const INSTAGRAM_HANDLE = /^[A-Za-z0-9._]{1,30}$/;
const TWITTER_HANDLE = /^[A-Za-z0-9_]{1,15}$/;

function handleFrom(
  value: string,
  hosts: readonly string[],
  reserved: Set<string>,
  pattern: RegExp,
): string | null {
  const trimmed = value.trim();
  // A bare handle, with or without the @, is accepted as is.
  const bare = trimmed.replace(/^@/, '');
  if (pattern.test(bare) && !trimmed.includes('/') && !hosts.includes(bare.toLowerCase())) {
    return bare;
  }
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');
  if (!hosts.includes(host)) return null;
  const first = url.pathname.split('/').find(Boolean)?.replace(/^@/, '') ?? '';
  return pattern.test(first) && !reserved.has(first.toLowerCase()) ? first : null;
}

/** `https://www.instagram.com/dukkan.eg/?hl=ar` → `dukkan.eg`; null when it is not a profile. */
export function instagramHandle(value: string): string | null {
  return handleFrom(value, ['instagram.com'], INSTAGRAM_RESERVED, INSTAGRAM_HANDLE);
}

/** `https://x.com/dukkan_eg` or `https://twitter.com/dukkan_eg` → `dukkan_eg`; null otherwise. */
export function twitterHandle(value: string): string | null {
  return handleFrom(value, ['twitter.com', 'x.com'], TWITTER_RESERVED, TWITTER_HANDLE);
}
