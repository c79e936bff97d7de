import type { Language } from '../status/statuses';

// The contract between the API server and the server-rendering bundle (`dist-ssr/entry-server.js`,
// built from src/entry-server.tsx). The server never imports src/, so both sides meet here.

/** What the server knows about a page request before rendering it. */
export interface SsrRequest {
  /** Path and query string, e.g. `/products?category=1`. */
  url: string;
  language: Language;
  isDarkMode: boolean;
}

/** The state the client needs to hydrate exactly what the server rendered. */
export interface SsrState {
  language: Language;
  isDarkMode: boolean;
  /** TanStack Query's dehydrated cache. */
  queries: unknown;
  /** react-router's hydration data (loader data of the matched routes). */
  router: { loaderData: Record<string, unknown> };
  /** The page's canonical path when the request's differs (written into the address bar at boot). */
  canonicalPath?: string;
}

export interface SsrResult {
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The page's styles, for `<head>`. */
  head: string;
  state: SsrState;
}

/** Fetch-compatible transport the bundle calls the API through (the server answers in-process). */
export type SsrTransport = (url: string, init: RequestInit) => Promise<Response>;

export interface SsrModule {
  /** Installs the in-process API transport; called once after the bundle loads. */
  configure: (transport: SsrTransport) => void;
  /** The page's markup and state, or null when the page is rendered in the browser only. */
  renderPage: (request: SsrRequest) => Promise<SsrResult | null>;
  /**
   * Whether a rendered page at `url` may be given to the next visitor for a few seconds. Not for
   * pages whose rendering has an effect (a product or store view is counted).
   */
  isCacheable: (url: string) => boolean;
  /**
   * 404 when no route of the app but the not-found screen matches `url` (an unknown path), else
   * 200. The server answers with this status, so crawlers see no soft 404.
   */
  pageStatus?: (url: string) => 200 | 404;
  /**
   * Tags for the `<head>` of the plain shell, a page the browser renders (cart, account, panel):
   * its language's font preloads, so the faces arrive with the app instead of after its first
   * render, when `font-display: optional` has already given up on them.
   */
  shellHead?: (language: Language) => string;
}

/** The id of the `<script type="application/json">` that carries {@link SsrState}. */
export const SSR_STATE_ELEMENT_ID = 'dukkan-ssr';

/** The cookie mirroring the stored language and dark mode, so the server renders them: `ar` or `en.dark`. */
export const PREFERENCES_COOKIE = 'dukkan_prefs';

export function formatPreferencesCookie(language: Language, isDarkMode: boolean): string {
  return isDarkMode ? `${language}.dark` : language;
}

export function parsePreferencesCookie(
  value: string | undefined | null,
): { language: Language; isDarkMode: boolean } | null {
  const match = /^(ar|en)(\.dark)?$/.exec(value ?? '');
  if (!match) return null;
  return { language: match[1] as Language, isDarkMode: match[2] !== undefined };
}
