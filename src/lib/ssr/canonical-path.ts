/**
 * A page's canonical address, found while the server renders it (a product page reached without
 * its name slug, say). The server puts it in the page's state and src/main.tsx writes it into the
 * address bar before the router starts, so the page never navigates to it after hydration: that
 * navigation would render the whole page again.
 */
let proposed: string | null = null;

/** On the server only; in the browser the page's own effect replaces the address. */
export function proposeCanonicalPath(path: string): void {
  if (typeof window === 'undefined') proposed = path;
}

/** The path proposed since the last call (the server takes it after each render). */
export function takeCanonicalPath(): string | null {
  const path = proposed;
  proposed = null;
  return path;
}
