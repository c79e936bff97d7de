import type { FastifyInstance, FastifyReply } from 'fastify';
import { canonicalUrl } from '../../../domain/meta';
import { robotsTxt } from './sitemap';
import { sitemapFile, sitemapRoot } from './seo.service';

// Crawlers re-read these often; an hour of caching keeps a crawl from re-running the queries.
const CACHE = 'public, max-age=3600';

const sendXml = (reply: FastifyReply, xml: string) =>
  reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('cache-control', CACHE)
    .send(xml);

/**
 * `/robots.txt` and the sitemaps. Registered before the static app: a route beats the static
 * wildcard, so this robots.txt (with an absolute Sitemap URL) wins over `public/robots.txt`.
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const { siteUrl } = app.env;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(robotsTxt(canonicalUrl(siteUrl, '/sitemap.xml'))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, await sitemapRoot(db, siteUrl)),
  );

  app.get<{ Params: { file: string } }>(
    '/sitemap-:file(^\\d{1,4}).xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const xml = await sitemapFile(db, siteUrl, Number(request.params.file));
      if (xml === null) return reply.callNotFound();
      return sendXml(reply, xml);
    },
  );
}
