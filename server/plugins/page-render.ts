import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  SSR_STATE_ELEMENT_ID,
  type SsrModule,
  type SsrRequest,
  type SsrResult,
  type SsrTransport,
} from '../../domain/ssr/ssr';
import { directionOf } from '../../domain/language';
import { TtlCache } from '../lib/ttl-cache';
import { scriptJson, setHtmlAttributes } from '../modules/seo/page-head';

/**
 * How long this process reuses a rendered visitor page: a second, so that with the answers it is
 * rendered from (`CATALOGUE_ANSWER_TTL_MS`) a stock change shows on every process within about
 * two; a panel write empties it at once everywhere (CacheRegistry.clearEverywhere).
 */
const PAGE_TTL_MS = 1_000;
const PAGE_CACHE_ENTRIES = 500;
const NOT_RENDERED = Symbol('left to the browser');

/** Renders app pages with the server-rendering bundle. */
export interface PageRenderer {
  /** The page's HTML; null when the browser renders it. */
  render: (request: SsrRequest, clientIp: string) => Promise<SsrResult | null>;
  /** 404 when the app has no route for `url` but the not-found screen. */
  status: (url: string) => Promise<200 | 404>;
  /** A page the same for every visitor for a while: false for one that counts a view. */
  reusable: (url: string) => Promise<boolean>;
  /** What the plain shell's `<head>` gets in `language` ('' when the bundle gives nothing). */
  shellHead: (language: SsrRequest['language']) => Promise<string>;
}

interface PageContext {
  language: SsrRequest['language'];
  clientIp: string;
}

/**
 * Loads the server-rendering bundle (dist-ssr/entry-server.js) once and answers its API calls
 * in-process with `app.inject`, in the page's language and counted against the visitor's own IP.
 */
export function createPageRenderer(app: FastifyInstance): PageRenderer | null {
  const entry = path.join(app.env.ssrDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const context = new AsyncLocalStorage<PageContext>();

  const transport: SsrTransport = async (url, init) => {
    const page = context.getStore();
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    if (page) headers['accept-language'] = page.language;
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: page?.clientIp,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.body, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };

  let loaded: Promise<SsrModule> | null = null;
  const load = () =>
    (loaded ??= (import(pathToFileURL(entry).href) as Promise<SsrModule>).then((module) => {
      module.configure(transport);
      return module;
    }));

  // Rendered visitor pages, reused for a few seconds: a busy home page renders once per interval
  // rather than once per visitor, and a burst of misses shares one render. Pages are the same for
  // every visitor with the same language and colour mode (nobody is signed in on the server).
  const cache = app.caches.add(new TtlCache<SsrResult>(PAGE_TTL_MS, PAGE_CACHE_ENTRIES));
  const status = async (url: string) => {
    try {
      return (await load()).pageStatus?.(url) ?? 200;
    } catch (error) {
      app.log.error({ err: error, url }, 'page status failed');
      return 200;
    }
  };
  const render: PageRenderer['render'] = async (request, clientIp) => {
    try {
      const module = await load();
      const renderNow = () =>
        context.run({ language: request.language, clientIp }, () => module.renderPage(request));
      if (!module.isCacheable(request.url)) return await renderNow();
      const key = `${request.language}|${request.isDarkMode}|${request.url}`;
      // A page left to the browser is not remembered (the cache forgets failed loads).
      return await cache.get(key, async () => (await renderNow()) ?? Promise.reject(NOT_RENDERED));
    } catch (error) {
      if (error !== NOT_RENDERED) {
        app.log.error({ err: error, url: request.url }, 'server rendering failed');
      }
      return null;
    }
  };
  const reusable: PageRenderer['reusable'] = async (url) => {
    try {
      return (await load()).isCacheable(url);
    } catch {
      return false;
    }
  };
  const shellHead: PageRenderer['shellHead'] = async (language) => {
    try {
      return (await load()).shellHead?.(language) ?? '';
    } catch (error) {
      app.log.error({ err: error }, 'shell head failed');
      return '';
    }
  };
  return { render, status, reusable, shellHead };
}

/**
 * Puts rendered markup and its state into the app shell, and `lang`, `dir` and the colour mode on
 * `<html>` so the first paint is already right.
 */
export function injectRenderedPage(shell: string, result: SsrResult): string {
  const { language, isDarkMode } = result.state;
  const state = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${scriptJson(result.state)}</script>`;
  return injectShellHead(shell, { language, isDarkMode, head: result.head }).replace(
    '<div id="root"></div>',
    () => `<div id="root">${result.html}</div>${state}`,
  );
}

/**
 * The shell with `head` added to its `<head>` and the page's `lang`, `dir` and colour mode on
 * `<html>`: the plain shell of a page the browser renders gets its fonts' preloads this way.
 */
export function injectShellHead(
  shell: string,
  page: Pick<SsrRequest, 'language' | 'isDarkMode'> & { head: string },
): string {
  const mode = page.isDarkMode ? 'dark' : 'light';
  return setHtmlAttributes(shell, {
    lang: page.language,
    dir: directionOf(page.language),
    class: mode,
    style: `color-scheme: ${mode}`,
  }).replace('</head>', () => `${page.head}</head>`);
}
