// Link rules of spec §5: web links, social profiles on their own domains, map locations, Telegram
// usernames and video links. Links must be absolute http(s) URLs: they are stored as typed and
// rendered as `href`, so a bare `instagram.com/x` would become a relative link on our own site.
import { TEXT_LIMITS } from '../constants';
import { TEXT_CEILING } from './hygiene';
import { V } from './keys';
import { optionalStringRule, stringRule } from './rule';

// The URL parsing itself lives in domain/links/urls.ts (no zod): the client's video embed uses it too.
export { isOnDomain, parseHttpUrl } from '../links/urls';
import { isOnDomain, parseHttpUrl } from '../links/urls';

/** An http(s) link on one of `domains`. */
export function isLinkOn(value: string, domains: readonly string[]): boolean {
  const url = parseHttpUrl(value);
  return url !== null && isOnDomain(url.hostname, domains);
}

/** Domains of each social network (spec §5 "on their domain"). */
export const SOCIAL_DOMAINS = {
  instagram: ['instagram.com'],
  linkedin: ['linkedin.com'],
  facebook: ['facebook.com', 'fb.com'],
  twitter: ['twitter.com', 'x.com'],
} as const;

/** Any absolute http(s) link with a dotted host name. */
export const urlSchema = stringRule({
  ceiling: TEXT_CEILING.link,
  checks: [[(value) => parseHttpUrl(value)?.hostname.includes('.') === true, V.url.invalid]],
});

/** Instagram profile link. */
export const instagramLinkSchema = stringRule({
  ceiling: TEXT_CEILING.link,
  checks: [[(value) => isLinkOn(value, SOCIAL_DOMAINS.instagram), V.instagram.invalid]],
});

/** LinkedIn profile or company link. */
export const linkedinLinkSchema = stringRule({
  ceiling: TEXT_CEILING.link,
  checks: [[(value) => isLinkOn(value, SOCIAL_DOMAINS.linkedin), V.linkedin.invalid]],
});

/** Facebook page or profile link. */
export const facebookLinkSchema = stringRule({
  ceiling: TEXT_CEILING.link,
  checks: [[(value) => isLinkOn(value, SOCIAL_DOMAINS.facebook), V.facebook.invalid]],
});

/** Twitter / X profile link (spec §9 reads the handle from it). */
export const twitterLinkSchema = stringRule({
  ceiling: TEXT_CEILING.link,
  checks: [[(value) => isLinkOn(value, SOCIAL_DOMAINS.twitter), V.twitter.invalid]],
});

/** Optional facebook field of spec §5: empty, or a facebook.com or fb.watch link. */
export const optionalFacebookLinkSchema = optionalStringRule({
  ceiling: TEXT_CEILING.link,
  checks: [
    [
      (value) => isLinkOn(value, [...SOCIAL_DOMAINS.facebook, 'fb.watch']),
      V.facebook.invalid_or_watch,
    ],
  ],
});

/**
 * A Google Maps link: full (google.com/maps, maps.google.com, on any Google country domain) or
 * short (goo.gl/maps, maps.app.goo.gl).
 */
export function isMapsLink(value: string): boolean {
  const url = parseHttpUrl(value);
  if (!url) return false;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const path = url.pathname;
  if (host === 'maps.app.goo.gl') return path.length > 1;
  if (host === 'goo.gl') return path.startsWith('/maps/');
  if (/^maps\.google\.[a-z.]+$/.test(host)) return true;
  return /^google\.[a-z.]+$/.test(host) && (path === '/maps' || path.startsWith('/maps/'));
}

/** Store location (spec §5): a maps-service link. */
export const locationSchema = stringRule({
  ceiling: TEXT_CEILING.link,
  checks: [[isMapsLink, V.location.invalid]],
});

const [TELEGRAM_MIN, TELEGRAM_MAX] = TEXT_LIMITS.telegramUsername;
const TELEGRAM_USERNAME = new RegExp(`^[A-Za-z0-9_]{${TELEGRAM_MIN},${TELEGRAM_MAX}}$`);

/**
 * Telegram username: letters, digits and underscore, at least 5 (spec §5) and at most 32, which is
 * Telegram's own limit. A leading `@` is not part of the username.
 */
export const telegramUsernameSchema = stringRule({
  checks: [[(value) => TELEGRAM_USERNAME.test(value), V.telegram.invalid]],
});
