// Which way this browser subscribes to push (DESIGN §4 push): through Firebase Cloud
// Messaging (`firebase/messaging`, an FCM registration token) when the server has Firebase's web
// configuration, else standard Web Push (`PushManager.subscribe` with the server's VAPID key).
import type { FirebaseWebConfig } from '@domain/contracts/push.contract';

export type PushPath =
  | { kind: 'fcm'; firebase: FirebaseWebConfig; ownVapidKey: string }
  | { kind: 'webpush'; vapidKey: string };

export function choosePushPath(config: {
  vapid_public_key: string;
  firebase: FirebaseWebConfig | null;
}): PushPath {
  return config.firebase
    ? { kind: 'fcm', firebase: config.firebase, ownVapidKey: config.vapid_public_key }
    : { kind: 'webpush', vapidKey: config.vapid_public_key };
}
