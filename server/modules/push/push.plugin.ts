// Starts push for one app: the VAPID keys, the routes, and the background delivery — in this
// process (push-runtime.ts; PGlite, tests, PUSH_DELIVERY=inline) or in the push process
// (push-process.ts; the default on PostgreSQL). Stopped with the app.
import type { FastifyInstance } from 'fastify';
import type { PushDelivery, PushStats } from './push-delivery';
import { startPushProcess } from './push-process';
import { pushRoutes } from './push.routes';
import { startPushDelivery } from './push-runtime';
import { sharedVapidKeys } from './push.service';

export interface PushRuntime {
  vapidPublicKey: string;
  /** The delivery running in this process; null when the push process delivers. */
  delivery: PushDelivery | null;
  /** What delivery counted since it started (here or in the push process). */
  stats(): Promise<PushStats>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushRuntime;
  }
}

export async function registerPush(app: FastifyInstance): Promise<void> {
  const { database, env } = app;
  const vapid = await sharedVapidKeys(database.db, env.push.vapid);
  if (env.push.delivery === 'process' && env.databaseUrl) {
    const child = startPushProcess(
      { databaseUrl: env.databaseUrl, push: env.push, vapid },
      app.log,
    );
    app.decorate('push', {
      vapidPublicKey: vapid.publicKey,
      delivery: null,
      stats: () => child.stats(),
    });
    app.addHook('onClose', () => child.stop());
  } else {
    const inline = await startPushDelivery({
      database,
      push: env.push,
      vapid,
      log: app.log,
      inThread: false,
      eager: env.nodeEnv !== 'test',
    });
    app.decorate('push', {
      vapidPublicKey: vapid.publicKey,
      delivery: inline.delivery,
      stats: () => Promise.resolve({ ...inline.delivery.stats }),
    });
    app.addHook('onClose', () => inline.stop());
  }
  await app.register(pushRoutes);
}
