import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppErrorCode } from '../../domain/errors';
import { resolveLanguage } from '../../domain/language';
import { isServerPath } from '../../domain/server-paths';
import { parsePreferencesCookie, PREFERENCES_COOKIE } from '../../domain/ssr/ssr';
import type { Language } from '../../domain/status/statuses';
import { PRIVATE_CACHE, PUBLIC_CACHE, REVALIDATE_CACHE } from './http-cache';
import { createPageRenderer, injectRenderedPage, injectShellHead } from './page-render';
import { errorBody } from './error-handler';
import { registerUploads } from './uploads';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const ASSET_EXTENSIONS = new Set(
  ['js', 'mjs', 'css', 'map', 'json', 'webmanifest', 'txt', 'xml', 'ico', 'png', 'jpg', 'jpeg']
    .concat(['gif', 'svg', 'webp', 'avif', 'woff', 'woff2', 'ttf', 'otf', 'wasm', 'mp4', 'pdf'])
    .map((ext) => `.${ext}`),
);

/** What the page-head hook is asked: `search` is the raw query string including `?`, or ''. */
export interface PageHeadRequest {
  shell: string;
  pathname: string;
  search: string;
  language: Language;
  /** The app has no route for the path: the page is the not-found screen. */
  notFound: boolean;
}

/**
 * HTML for an app route with its page head filled in and the status it is served with (404 for a
 * missing product, store or category), or null for the plain shell.
 */
export type PageHeadRenderer = (
  request: PageHeadRequest,
) => Promise<{ html: string; status: 200 | 404 } | null>;

export interface StaticOptions {
  renderPageHead?: PageHeadRenderer;
}

/**
 * Serves uploads, the built app and the SPA fallback. `sw.js` and `index.html` are never cached
 * by HTTP caches so a new version reaches users on the next check; hashed assets are immutable.
 */
export async function registerStatic(
  app: FastifyInstance,
  options: StaticOptions = {},
): Promise<void> {
  await registerUploads(app);

  const indexFile = path.join(app.env.distDir, 'index.html');
  const hasApp = existsSync(indexFile);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: app.env.distDir,
      prefix: '/',
      wildcard: true,
      // No directory index: `/` is an app page like any other and falls through to the handler below.
      index: false,
      allowedPath: (pathname) => pathname !== '/',
      // Brotli and gzip copies written at build time (scripts/compress-assets.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // The file sent may be a precompressed copy (`sw.js.br`): its rules are the original's.
        const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
        const noCache = name === 'sw.js' || name.endsWith('.html') || name.endsWith('.webmanifest');
        reply.header('cache-control', noCache ? 'no-cache' : assetCacheControl(filePath));
      },
    });
  }

  const shell = shellReader(indexFile);
  const renderPage = hasApp ? createPageRenderer(app) : null;

  /**
   * The page rendered with its data and head, or the shell with its fonts' preloads when the
   * browser renders it, and its status; null html for the shell file as built (no SSR bundle).
   */
  async function renderAppPage(request: FastifyRequest, pathname: string, search: string) {
    const stored = parsePreferencesCookie(request.cookies[PREFERENCES_COOKIE]);
    // The rule the client boots with (src/main.tsx), so a hydrating tab finds its own language.
    const language = resolveLanguage(search, stored?.language);
    const isDarkMode = stored?.isDarkMode ?? false;
    const url = pathname + search;
    const [rendered, routeStatus] = await Promise.all([
      renderPage?.render({ url, language, isDarkMode }, request.ip),
      renderPage?.status(url) ?? 200,
    ]);
    const notFound = routeStatus === 404;
    const page = rendered
      ? injectRenderedPage(shell(), rendered)
      : renderPage
        ? injectShellHead(shell(), {
            language,
            isDarkMode,
            head: await renderPage.shellHead(language),
          })
        : shell();
    const withHead = await options.renderPageHead?.({
      shell: page,
      pathname,
      search,
      language,
      notFound,
    });
    const status = notFound ? 404 : (withHead?.status ?? 200);
    const cacheControl = await pageCacheControl(request, status, rendered ? url : null);
    return { html: withHead?.html ?? (renderPage ? page : null), status, cacheControl };
  }

  /**
   * A rendered page is the same for every visitor with the same address and cookie (the server
   * never knows a session: the token lives in the tab, the device cookie only goes to `/api`),
   * so it is public, for as long as the server reuses it, or revalidated on each use when it
   * counts a view; the plain shell and a missing page are revalidated; a request with a
   * bearer token is never stored.
   */
  async function pageCacheControl(
    request: FastifyRequest,
    status: number,
    renderedUrl: string | null,
  ) {
    if (request.headers.authorization) return PRIVATE_CACHE;
    if (status !== 200 || renderedUrl === null || !renderPage) return 'no-cache';
    return (await renderPage.reusable(renderedUrl)) ? PUBLIC_CACHE : REVALIDATE_CACHE;
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [url = '/', query] = request.url.split(/\?(.*)/s, 2);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasApp || !wantsPage || isServerPath(url)) {
      return notFound(reply);
    }
    // A missing asset (script, style, image, font …) is a real 404, not a route of the app. Only
    // asset extensions count: store usernames have dots (`/store/elnile.properties`).
    if (ASSET_EXTENSIONS.has(path.extname(url).toLowerCase())) return notFound(reply);
    // HEAD is answered like GET (same status and headers), so a crawler's HEAD sees the 404 too.
    const { html, status, cacheControl } = await renderAppPage(
      request,
      url,
      query ? `?${query}` : '',
    );
    reply.status(status).header('cache-control', cacheControl);
    if (html !== null) {
      // The language and colour mode come from the `dukkan_prefs` cookie (`?locale=` is in the
      // address): docs/decisions/0007-http-caching.md on what `Vary: Cookie` costs shared caches.
      return reply
        .header('vary', 'cookie')
        .header('content-type', 'text/html; charset=utf-8')
        .send(html);
    }
    return reply.sendFile('index.html', app.env.distDir);
  });
}

/** index.html, re-read only when a new build replaced it. */
function shellReader(file: string) {
  let cache = { mtime: -1, html: '' };
  return () => {
    const mtime = statSync(file).mtimeMs;
    if (mtime !== cache.mtime) cache = { mtime, html: readFileSync(file, 'utf8') };
    return cache.html;
  };
}

function assetCacheControl(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : 'public, max-age=3600';
}

function notFound(reply: FastifyReply) {
  return reply.status(404).send(errorBody(reply.request, AppErrorCode.not_found, 'Not found'));
}
