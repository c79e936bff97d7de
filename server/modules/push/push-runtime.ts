// Push delivery for one process: the senders (Web Push always, FCM when FIREBASE_* is set), the
// background delivery and its after-commit wake-up. The server runs it itself (PGlite, tests,
// PUSH_DELIVERY=inline), or its push process does (push-process.child.ts): then the API process
// only commits notifications.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { onNotificationsCommitted } from '../notifications/notifications.service';
import { createFcmSender } from './fcm.adapter';
import { PushDelivery } from './push-delivery';
import { createWebPushSender, type VapidKeys } from './web-push.adapter';

export interface PushDeliveryRuntime {
  delivery: PushDelivery;
  /** Stops listening and delivering; what is queued stays in the jobs table. */
  stop(): Promise<void>;
}

export interface StartPushDeliveryOptions {
  database: Database;
  push: Env['push'];
  vapid: VapidKeys;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Encrypt and send Web Push on this thread (the push process) rather than a worker thread. */
  inThread: boolean;
  /** Start the Web Push worker thread now (servers) rather than on the first push (tests). */
  eager: boolean;
}

export async function startPushDelivery(
  options: StartPushDeliveryOptions,
): Promise<PushDeliveryRuntime> {
  const { push } = options;
  const delivery = new PushDelivery({
    db: options.database.db,
    senders: {
      webpush: createWebPushSender({
        vapid: options.vapid,
        subject: push.vapidSubject,
        inThread: options.inThread,
        eager: options.eager,
        nice: push.workerNice,
      }),
      ...(push.firebase ? { fcm: createFcmSender(push.firebase) } : {}),
    },
    log: options.log,
    concurrency: push.concurrency,
    ratePerSecond: push.ratePerSecond,
  });
  const stopListening = await onNotificationsCommitted(options.database, () => delivery.wake());
  // Rows committed while no process was delivering.
  delivery.wake();
  return {
    delivery,
    stop: async () => {
      await stopListening();
      await delivery.stop();
    },
  };
}
