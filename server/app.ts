import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Env } from './env';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerResponsiveImages } from './plugins/responsive-images';
import { registerStatic } from './plugins/static';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { generalRoutes } from './modules/general/general.routes';
import { pageHeadRenderer } from './modules/seo/head.service';
import { seoRoutes } from './modules/seo/seo.routes';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    env: Env;
  }
}

export interface BuildAppOptions {
  database: Database;
  env: Env;
}

/**
 * Builds the whole HTTP app. Plugins go in a fixed order: compilers and decorations, the one
 * error handler, security headers and limits, docs, auth, the API modules, then the static app
 * with its SPA fallback (last, so it never shadows `/api/`).
 */
export async function buildApp({ database, env }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: env.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('env', env);

  registerErrorHandler(app);
  await registerSecurity(app);
  await registerDocs(app);
  registerAuth(app);

  await app.register(generalRoutes);
  await app.register(catalogueRoutes);
  await app.register(seoRoutes);
  await registerResponsiveImages(app);

  await registerStatic(app, {
    renderPageHead: pageHeadRenderer(database.db, env.siteUrl, app.log),
  });
  return app;
}
