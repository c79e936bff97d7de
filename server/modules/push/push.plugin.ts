// Starts push for one app: the VAPID keys, the senders (Web Push always, FCM when FIREBASE_* is
// set), the background delivery woken by the notification service's after-commit hook, and the
// routes. Stopped with the app.
import type { FastifyInstance } from 'fastify';
import { onNotificationsCommitted } from '../notifications/notifications.service';
import { createFcmSender } from './fcm.adapter';
import { PushDelivery } from './push-delivery';
import { pushRoutes } from './push.routes';
import { sharedVapidKeys } from './push.service';
import { createWebPushSender } from './web-push.adapter';

export interface PushRuntime {
  vapidPublicKey: string;
  delivery: PushDelivery;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushRuntime;
  }
}

export async function registerPush(app: FastifyInstance): Promise<void> {
  const { database, env } = app;
  const vapid = await sharedVapidKeys(database.db, env.push.vapid);
  const firebase = env.push.firebase;
  const delivery = new PushDelivery({
    db: database.db,
    senders: {
      webpush: createWebPushSender({
        vapid,
        subject: env.push.vapidSubject,
        eager: env.nodeEnv !== 'test',
        nice: env.push.workerNice,
      }),
      ...(firebase ? { fcm: createFcmSender(firebase) } : {}),
    },
    log: app.log,
    concurrency: env.push.concurrency,
    ratePerSecond: env.push.ratePerSecond,
  });
  const stopListening = await onNotificationsCommitted(database, () => delivery.wake());
  app.decorate('push', { vapidPublicKey: vapid.publicKey, delivery });
  app.addHook('onClose', async () => {
    await delivery.stop();
    await stopListening();
  });
  // Rows committed while no process was running.
  delivery.wake();
  await app.register(pushRoutes);
}
