// Push registration and preferences (spec §3 push registration, §4 push permission and 7-day token
// refresh, §7 `POST refresh-firebase`). A device is a browser PushSubscription (endpoint + keys)
// or a Firebase registration token; it belongs to the signed-in account and session.
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../notifications/targets';
import { line, TEXT_CEILING } from '../validation/hygiene';
import { V } from '../validation/keys';
import { defineContract } from './contract';

/** The client registers its device again once this much has passed (spec §9: 7 days). */
export const PUSH_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;

/** base64url keys of a PushSubscription (p256dh: 65-byte point, auth: 16 bytes). */
const base64url = (max: number) => line(max).regex(/^[A-Za-z0-9_-]+=*$/, { error: V.required });

/** A push service endpoint: https only (the server POSTs to it). */
const endpointSchema = line(TEXT_CEILING.link).refine(
  (value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  },
  { error: V.url.invalid },
);

export const pushRegistrationSchema = z
  .object({
    /** PushSubscription.endpoint (Web Push). */
    endpoint: endpointSchema.optional(),
    /** PushSubscription keys (Web Push). */
    auth: base64url(64).optional(),
    p256dh: base64url(128).optional(),
    /** The VAPID public key the subscription was made with (spec §3 "vapid key"). */
    key: base64url(128).optional(),
    /** The service worker's scope. */
    scope: line(TEXT_CEILING.link).optional(),
    /** A Firebase registration token (FCM). */
    token: line(4096).optional(),
    /** When the browser made the subscription (ms since epoch, spec §3 createTime). */
    createTime: z.number().int().nonnegative().optional(),
  })
  .refine((body) => Boolean(body.token) || Boolean(body.endpoint && body.auth && body.p256dh), {
    error: V.required,
    path: ['endpoint'],
  });
export type PushRegistration = z.infer<typeof pushRegistrationSchema>;

export const pushDeviceSchema = z.object({
  id: z.number().int(),
  provider: z.enum(['webpush', 'fcm']),
  refreshed_at: z.string(),
  /** When the client should register again (refreshed_at + 7 days). */
  refresh_after: z.string(),
});

export const refreshFirebaseContract = defineContract({
  method: 'POST',
  path: '/api/refresh-firebase',
  summary: 'Register (or refresh) this device for push for the signed-in account',
  tags: ['push'],
  permission: { resource: 'push', action: 'create', kind: 'user' },
  body: pushRegistrationSchema,
  response: pushDeviceSchema,
});

export const unregisterPushContract = defineContract({
  method: 'POST',
  path: '/api/push/unregister',
  summary: 'Forget this device (its endpoint or token) for push',
  tags: ['push'],
  permission: { resource: 'push', action: 'delete', kind: 'user' },
  body: z
    .object({ endpoint: line(TEXT_CEILING.link).optional(), token: line(4096).optional() })
    .refine((body) => Boolean(body.endpoint || body.token), {
      error: V.required,
      path: ['endpoint'],
    }),
  response: z.object({ removed: z.number().int() }),
});

/** Firebase's web app configuration, for `firebase/messaging` in the browser (FCM). */
export const firebaseWebConfigSchema = z.object({
  api_key: z.string(),
  app_id: z.string(),
  messaging_sender_id: z.string(),
  project_id: z.string(),
  /** The project's web push certificate (public key); null: Firebase's default. */
  vapid_key: z.string().nullable(),
});
export type FirebaseWebConfig = z.infer<typeof firebaseWebConfigSchema>;

export const pushConfigContract = defineContract({
  method: 'GET',
  path: '/api/push/config',
  summary:
    "How this browser subscribes: Firebase's web configuration when FCM is set up, else the server's VAPID public key for PushManager.subscribe",
  tags: ['push'],
  permission: { resource: 'push', action: 'view', kind: 'user' },
  response: z.object({
    vapid_public_key: z.string(),
    firebase: firebaseWebConfigSchema.nullable(),
  }),
});

export const pushPreferenceSchema = z.object({
  type: z.enum(NOTIFICATION_TYPES),
  enabled: z.boolean(),
});
export type PushPreference = z.infer<typeof pushPreferenceSchema>;

export const pushPreferencesContract = defineContract({
  method: 'GET',
  path: '/api/push/preferences',
  summary: 'Which notification types reach my devices (all on unless switched off)',
  tags: ['push'],
  permission: { resource: 'push', action: 'view', kind: 'user' },
  response: z.array(pushPreferenceSchema),
});

export const updatePushPreferencesContract = defineContract({
  method: 'PUT',
  path: '/api/push/preferences',
  summary: 'Switch notification types on or off for push; answers every type',
  tags: ['push'],
  permission: { resource: 'push', action: 'update', kind: 'user' },
  body: z.object({
    preferences: z.array(pushPreferenceSchema).min(1).max(NOTIFICATION_TYPES.length),
  }),
  response: z.array(pushPreferenceSchema),
});
