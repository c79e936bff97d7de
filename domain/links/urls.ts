// URL parsing shared by the validation rules (domain/validation) and the client's renderers. No
// zod here: the product page imports it.

/** Parses an absolute http(s) URL; null for anything else. */
export function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** True when `host` is `domain` or one of its subdomains (`m.facebook.com`, `www.linkedin.com`). */
export function isOnDomain(host: string, domains: readonly string[]): boolean {
  const lower = host.toLowerCase();
  return domains.some((domain) => lower === domain || lower.endsWith(`.${domain}`));
}
