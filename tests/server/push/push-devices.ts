// Web Push devices on the local push service for server tests: seeded straight into the table
// (the API takes https endpoints only, the local service is http), and what each one received,
// decrypted as the browser would.
import type { PushPayload } from '../../../domain/notifications/targets';
import type { Db } from '../../../server/db/client';
import { upsertDevice } from '../../../server/modules/push/push.repository';
import type { FakePushService } from './fake-push-service';
import { decryptAes128gcm, makeSubscription, type TestSubscription } from './web-push-keys';

/** A Web Push device of `userId` (of `sessionId`, if given) at `path` on the local service. */
export async function seedWebPushDevice(
  db: Db,
  service: FakePushService,
  device: { userId: number; sessionId?: string | null; path: string },
): Promise<TestSubscription> {
  const subscription = makeSubscription(`${service.url}${device.path}`);
  await upsertDevice(db, {
    userId: device.userId,
    sessionId: device.sessionId ?? null,
    provider: 'webpush',
    deviceKey: subscription.endpoint,
    endpoint: subscription.endpoint,
    p256dh: subscription.p256dh,
    auth: subscription.auth,
  });
  return subscription;
}

/** The payloads the local service received at `path`, decrypted with the device's keys. */
export function decryptedAt(
  service: FakePushService,
  path: string,
  subscription: TestSubscription,
) {
  return service.received
    .filter((request) => request.path === path)
    .map((request) => JSON.parse(decryptAes128gcm(request.body, subscription)) as PushPayload);
}
