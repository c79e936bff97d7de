// The server-rendering bundle (`vite build --ssr`, loaded by server/plugins/page-render.ts): renders
// the open shop pages to HTML with their data, so a visitor on a slow phone sees the page before any
// JavaScript runs, and the browser then hydrates the same markup (src/main.tsx).
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { SsrModule, SsrRequest, SsrResult } from '@domain/ssr/ssr';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { isNotFoundPath } from '@/app/routes/not-found';
import { isCacheablePath, isServerRenderedPath } from '@domain/ssr/rendered-paths';
import { fontPreloadTags } from '@/app/theme/font-preloads';
import { configureApiClient, createQueryClient } from '@/lib/api';
import { layoutQueryOptions } from '@/lib/api/layout-query';
import { i18n, initI18n, loadLanguage, loadMoreTexts } from '@/lib/i18n';
import { setHydrationState } from '@/lib/session';
import { criticalStyleTags, imagePreloadTags, takeCanonicalPath } from '@/lib/ssr';

/** Renders repeat while they reveal queries that depend on earlier answers (layout → home theme). */
const MAX_PASSES = 4;
const ORIGIN = 'http://dukkan.local';

const handler = createStaticHandler(routes);
// The server renders in both languages and every screen: all texts of both (chunks of their own),
// before the first render. Awaited in `renderPage`, not at the top level: the server may load this
// bundle as CommonJS (an SSR_DIR outside the project), where top-level await is refused.
const texts = Promise.all([
  loadLanguage('ar'),
  loadLanguage('en'),
  loadMoreTexts(['ar', 'en']),
]).then(() => {
  initI18n('ar');
});

/** Emotion in `compat` mode keeps the styles in the cache instead of writing them inline. */
function styleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Queries a render asked for and nobody fetched yet. */
function unfetched(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
    .filter((query) => Boolean(query.options.queryFn) && isEnabled(query));
}

async function render(request: SsrRequest): Promise<SsrResult | null> {
  const context = await handler.query(new Request(ORIGIN + request.url));
  // A redirect, an error or a page without a route: the browser renders it.
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  // A failure is left to the browser; retrying here would only hold the page back.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  try {
    // Every page needs the layout (site settings decide, e.g., the home theme): fetch it up front
    // instead of discovering it in a first render.
    await queryClient.prefetchQuery(layoutQueryOptions(request.language, 'visitor'));
    const renderPass = () => {
      const cache = styleCache();
      // Rendering is synchronous, so the shared language and snapshot serve this request only.
      void i18n.changeLanguage(request.language);
      setHydrationState(request);
      takeCanonicalPath();
      const html = renderToString(
        <StrictMode>
          <CacheProvider value={cache}>
            <AppProviders queryClient={queryClient} serverRendered>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </CacheProvider>
        </StrictMode>,
      );
      return { html, cache, canonicalPath: takeCanonicalPath() };
    };
    let page = renderPass();
    for (let pass = 1; ; pass += 1) {
      const pending = unfetched(queryClient);
      if (pending.length === 0) break;
      // Still waiting for data after the last pass: the markup is not the finished page.
      if (pass === MAX_PASSES) return null;
      await Promise.allSettled(pending.map((query) => query.fetch()));
      page = renderPass();
    }
    // A failed query would render differently in the browser (it retries): leave the page to it.
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    ) {
      return null;
    }
    const { html, cache, canonicalPath } = page;
    return {
      html,
      head:
        fontPreloadTags(request.language) + criticalStyleTags(cache, html) + imagePreloadTags(html),
      state: {
        language: request.language,
        isDarkMode: request.isDarkMode,
        queries: dehydrate(queryClient),
        router: { loaderData: context.loaderData },
        ...(canonicalPath && canonicalPath !== pathnameOf(request.url) && { canonicalPath }),
      },
    };
  } finally {
    queryClient.clear();
  }
}

export const configure: SsrModule['configure'] = (transport) => {
  configureApiClient({ transport });
};

const pathnameOf = (url: string) => new URL(url, ORIGIN).pathname;

/** The not-found screen is rendered too: an unknown URL answers 404 with the screen in the HTML. */
export const renderPage: SsrModule['renderPage'] = async (request) => {
  await texts;
  const pathname = pathnameOf(request.url);
  return isServerRenderedPath(pathname) || isNotFoundPath(pathname) ? render(request) : null;
};

export const pageStatus: NonNullable<SsrModule['pageStatus']> = (url) =>
  isNotFoundPath(pathnameOf(url)) ? 404 : 200;

export const shellHead: NonNullable<SsrModule['shellHead']> = (language) =>
  fontPreloadTags(language);

export const isCacheable: SsrModule['isCacheable'] = (url) => isCacheablePath(pathnameOf(url));
