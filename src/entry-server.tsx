// The server-rendering bundle (`vite build --ssr`, loaded by server/plugins/page-render.ts): renders
// the open shop pages to HTML with their data, so a visitor on a slow phone sees the page before any
// JavaScript runs, and the browser then hydrates the same markup (src/main.tsx).
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { SsrModule, SsrRequest, SsrResult } from '@domain/ssr/ssr';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
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
import {
  criticalStyleTags,
  imagePreloadTags,
  takeCanonicalPath,
  withoutLeadingPreloads,
} from '@/lib/ssr';

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

/**
 * React's streaming renderer, taken whole: `onAllReady` waits until every Suspense boundary (the
 * `lazy` sections below the fold included) has its content, so the page carries no fallback and no
 * streaming script, and the browser hydrates exactly this markup. React's own image preloads are
 * taken off the start (the head carries the page's, `imagePreloadTags`).
 */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(withoutLeadingPreloads(Buffer.concat(chunks).toString('utf8')));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary written in place, however large: a boundary written apart would need an
      // inline script to be put in place, which the CSP (`script-src 'self'`) refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/**
 * One render at a time: a render reads the shared language and session snapshot set just before it
 * and may wait (a `lazy` module) in the middle, so two requests' renders must not interleave.
 */
let rendering: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(run: () => Promise<T>): Promise<T> {
  const next = rendering.then(run, run);
  rendering = next.catch(() => undefined);
  return next;
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
    const renderPass = () =>
      oneAtATime(async () => {
        const cache = styleCache();
        // Renders run one at a time, so the shared language and snapshot serve this request only.
        void i18n.changeLanguage(request.language);
        setHydrationState(request);
        takeCanonicalPath();
        const html = await renderToHtml(
          <StrictMode>
            <CacheProvider value={cache}>
              <AppProviders queryClient={queryClient} serverRendered>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </AppProviders>
            </CacheProvider>
          </StrictMode>,
        );
        return { html, cache, canonicalPath: takeCanonicalPath() };
      });
    let page = await renderPass();
    for (let pass = 1; ; pass += 1) {
      const pending = unfetched(queryClient);
      if (pending.length === 0) break;
      // Still waiting for data after the last pass: the markup is not the finished page.
      if (pass === MAX_PASSES) return null;
      await Promise.allSettled(pending.map((query) => query.fetch()));
      page = await renderPass();
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
