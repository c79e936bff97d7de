// Video links of spec §5, parsed once: the product schema (domain/validation/video.ts) accepts a
// YouTube link only when `youtubeVideoId` finds its id, and the product page embeds that same id,
// so every link the server saves plays. No zod here: the product page imports it.
import { isOnDomain, parseHttpUrl } from './urls';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The 11-character video id of a YouTube link (`watch?v=`, `youtu.be/`, `shorts/`, `embed/`,
 * `live/`, `v/`), or null. The player embed is built from this id.
 */
export function youtubeVideoId(value: string): string | null {
  const url = parseHttpUrl(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (host === 'youtu.be') id = first;
  else if (isOnDomain(host, ['youtube.com', 'youtube-nocookie.com'])) {
    if (first === 'watch') id = url.searchParams.get('v');
    else if (['shorts', 'embed', 'live', 'v'].includes(first)) id = second;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** The privacy-enhanced player URL of a YouTube link, or null when it names no video. */
export function youtubeEmbedUrl(value: string): string | null {
  const id = youtubeVideoId(value);
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/**
 * Facebook video link: `facebook.com/<page>/videos/<id>`, `facebook.com/watch?v=<id>`,
 * `facebook.com/reel/<id>`, `facebook.com/share/v/<code>` or the short `fb.watch/<code>`.
 */
export function isFacebookVideoLink(value: string): boolean {
  const url = parseHttpUrl(value);
  if (!url) return false;
  const host = url.hostname.toLowerCase();
  const path = url.pathname;
  if (host === 'fb.watch') return /^\/[A-Za-z0-9_-]+\/?$/.test(path);
  if (!isOnDomain(host, ['facebook.com', 'fb.com'])) return false;
  if (/^\/watch\/?$/.test(path)) return /^\d+$/.test(url.searchParams.get('v') ?? '');
  return (
    /^\/[^/]+\/videos\/(?:[^/]+\/)?\d+\/?$/.test(path) ||
    /^\/(?:reel|videos)\/\d+\/?$/.test(path) ||
    /^\/share\/(?:v|r)\/[A-Za-z0-9]+\/?$/.test(path)
  );
}

/** Vimeo, TikTok and Dailymotion video pages: the other sites sellers commonly link. */
function isOtherVideoSiteLink(value: string): boolean {
  const url = parseHttpUrl(value);
  if (!url) return false;
  const host = url.hostname.toLowerCase();
  const path = url.pathname;
  if (isOnDomain(host, ['vimeo.com'])) return /^\/(?:video\/)?\d+/.test(path);
  if (isOnDomain(host, ['tiktok.com'])) return /^\/@[^/]+\/video\/\d+/.test(path);
  if (isOnDomain(host, ['dailymotion.com'])) return /^\/video\/[A-Za-z0-9]+/.test(path);
  return host === 'dai.ly' && path.length > 1;
}

/** True when the link points at a video on a known video site. */
export function isVideoLink(value: string): boolean {
  return (
    youtubeVideoId(value) !== null || isFacebookVideoLink(value) || isOtherVideoSiteLink(value)
  );
}
