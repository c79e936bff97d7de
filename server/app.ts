import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import { sharedJwtSecret } from './db/jwt-secret';
import type { Env, ServerEnv } from './env';
import { CacheRegistry } from './lib/cache-registry';
import { setCountCache } from './lib/paging';
import { TtlCache } from './lib/ttl-cache';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerDocs } from './plugins/docs';
import { registerHttpCache } from './plugins/http-cache';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerIdempotency } from './plugins/idempotency';
import { registerSecurity } from './plugins/security';
import { registerResponsiveImages } from './plugins/responsive-images';
import { registerStatic } from './plugins/static';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { profileRoutes } from './modules/accounts/profile.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { generalRoutes } from './modules/general/general.routes';
import { panelAccountRoutes } from './modules/panel-account/panel-account.routes';
import { pageHeadRenderer } from './modules/seo/head.service';
import { seoRoutes } from './modules/seo/seo.routes';
import { panelRoutes } from './modules/panel.routes';
import { registerPush } from './modules/push/push.plugin';
import { socialRoutes } from './modules/social/social.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { configureAuthLimits } from './modules/accounts/throttle.service';
import { configurePayments } from './modules/payments/payments.service';
import { createPaymentProvider } from './providers/payments';
import { sandboxPages } from './providers/payments/sandbox-pages';
import { sandboxOutlet } from './providers/payments/sandbox-outlet';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { commerceRoutes } from './modules/commerce/commerce.routes';
import { myStoresRoutes } from './modules/my-stores/my-stores.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { verificationRoutes } from './modules/verification/verification.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { EventHub } from './modules/events/event-hub';
import { eventsRoutes } from './modules/events/events.routes';
import { createProviders, type Providers } from './providers';
import { createObjectStore, type ObjectStore } from './providers/object-store';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    env: ServerEnv;
    /** Email and text-message delivery (SMTP/SMS provider or the dev outbox). */
    providers: Providers;
    /** Caches of public answers; panel writes that change the shop empty them. */
    caches: CacheRegistry;
    /** This process's open live event streams, fed by PostgreSQL LISTEN/NOTIFY (DESIGN §8). */
    events: EventHub;
    /** Where uploads live: the S3 bucket when S3_* is set, else the disk. */
    objectStore: ObjectStore;
  }
}

export interface BuildAppOptions {
  database: Database;
  env: Env;
  /** The store `main.ts` made for the first start's images; made from `env` when absent. */
  objectStore?: ObjectStore;
}

/** Development logs: `GET /api/products 200 14 ms`, one line per request (errors as before). */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    ...[error, request, reply]: Parameters<LogController['requestCompleted']>
  ): void {
    const line = `${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/**
 * Builds the whole HTTP app. Plugins go in a fixed order: compilers and decorations, the one
 * error handler, security headers and limits, compression, HTTP caching, docs, auth, the API modules, then the static app
 * with its SPA fallback (last, so it never shadows `/api/`).
 */
export async function buildApp({
  database,
  env: config,
  objectStore,
}: BuildAppOptions): Promise<FastifyInstance> {
  const env: ServerEnv = {
    ...config,
    jwtSecret: config.jwtSecret ?? (await sharedJwtSecret(database.db, config.dataDir)),
  };
  // Readable lines for a person at a terminal, one per request; JSON for production's collector.
  const readableLogs = env.nodeEnv === 'development' && env.logLevel !== 'silent';
  const app = Fastify({
    logger: {
      level: env.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(readableLogs
        ? {
            transport: {
              target: 'pino-pretty',
              options: {
                translateTime: 'HH:MM:ss',
                ignore: 'pid,hostname,reqId',
                singleLine: true,
              },
            },
          }
        : {}),
    },
    // Fastify's own request logging writes two entries per request (incoming, completed).
    ...(readableLogs ? { logController: new OneLinePerRequest() } : {}),
    // Off unless TRUST_PROXY says which proxies may set X-Forwarded-For (request.ip, protocol).
    trustProxy: trustProxyOption(env.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // What the router and Node's parser refuse leaves in the API's error envelope too.
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', database);
  app.decorate('env', env);
  app.decorate('providers', createProviders(env, database.db));
  app.decorate('caches', new CacheRegistry());
  app.decorate('objectStore', objectStore ?? (await createObjectStore(env)));
  const unlistenCaches = await app.caches.shareAcross(database);
  app.addHook('onClose', () => unlistenCaches());
  const events = new EventHub(database);
  await events.start();
  app.decorate('events', events);
  app.addHook('preClose', (done) => {
    events.endAll();
    done();
  });
  app.addHook('onClose', () => events.stop());
  setCountCache(database.db, app.caches.add(new TtlCache<number>(env.panelCountTtlMs, 2_000)));

  registerErrorHandler(app);
  await registerSecurity(app);
  await registerCompression(app);
  // After compression (its second hook follows compression's), before every route.
  registerHttpCache(app);
  await registerDocs(app);
  registerAuth(app);
  registerIdempotency(app);

  await app.register(generalRoutes);
  await app.register(catalogueRoutes);
  await app.register(seoRoutes);
  await registerResponsiveImages(app);
  await app.register(accountsRoutes);
  await app.register(profileRoutes);
  await app.register(panelAccountRoutes);
  await app.register(authRoutes);
  await app.register(panelRoutes);
  await app.register(socialRoutes);
  configureAuthLimits({
    perIpPerHour: env.codeIpLimitPerHour,
    failuresPerAccountHour: env.signInFailuresPerAccountHour,
  });
  // Card payments: FawryPay when configured, else the built-in sandbox and its pages where it is
  // enabled (never in production unless PAYMENT_SANDBOX=true), else none: card payments refused.
  configurePayments({
    provider: createPaymentProvider(env, database.db),
    siteUrl: env.siteUrl,
    expiryMinutes: env.paymentExpiryMinutes,
    log: app.log,
  });
  await app.register(paymentsRoutes);
  if (!env.fawry && env.paymentSandbox) {
    await app.register(sandboxPages, {
      jwtSecret: env.jwtSecret,
      expiryMinutes: env.paymentExpiryMinutes,
    });
    await app.register(sandboxOutlet, { jwtSecret: env.jwtSecret });
  }
  await app.register(feedbackRoutes);
  await app.register(commerceRoutes);
  await app.register(myStoresRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(verificationRoutes);
  await registerPush(app);
  await app.register(chatRoutes);
  await app.register(eventsRoutes);
  // Codes a person needs to read on a demo install; never on a production one.
  if (env.nodeEnv !== 'production') await app.register(devRoutes);

  await registerStatic(app, {
    renderPageHead: pageHeadRenderer(database.db, env.siteUrl, app.log),
  });
  return app;
}

/** Fastify runs a hop count too, but its types only take a function for it. */
function trustProxyOption(value: Env['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}
