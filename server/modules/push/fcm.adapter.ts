// Firebase Cloud Messaging HTTP v1 (`projects/<id>/messages:send`) with a service account: the
// OAuth access token comes from a JWT (RS256, signed with `jose`, already a dependency) exchanged
// at Google's token endpoint and reused until 5 minutes before it expires. firebase-admin would
// bring ~100 packages (gRPC, Firestore, Storage) for this one call
// (docs/decisions/0031-push-delivery.md).
import { importPKCS8, SignJWT } from 'jose';
import type { PushPayload } from '../../../domain/notifications/targets';
import { resultFromStatus, type PushResult, type PushSender, type PushTarget } from './push-sender';

export interface FcmOptions {
  projectId: string;
  clientEmail: string;
  privateKey: string;
  /** Overridable for tests (a local fake). */
  tokenUrl?: string;
  apiBase?: string;
  timeoutMs?: number;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const TOKEN_URL = 'https://oauth2.googleapis.com/token';
const API_BASE = 'https://fcm.googleapis.com';

export function createFcmSender(options: FcmOptions): PushSender {
  const tokenUrl = options.tokenUrl ?? TOKEN_URL;
  const apiBase = (options.apiBase ?? API_BASE).replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  let cached: { token: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchAccessToken(): Promise<string> {
    const key = await importPKCS8(options.privateKey, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(options.clientEmail)
      .setSubject(options.clientEmail)
      .setAudience(tokenUrl)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);
    const response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`FCM token exchange answered ${response.status}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('FCM token exchange gave no access_token');
    cached = {
      token: body.access_token,
      expiresAt: Date.now() + ((body.expires_in ?? 3600) - 300) * 1000,
    };
    return body.access_token;
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    // One exchange in flight however many messages wait for it.
    pending ??= fetchAccessToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  return {
    provider: 'fcm',
    async send(target: PushTarget, payload: PushPayload): Promise<PushResult> {
      if (!target.token) return { outcome: 'failed', reason: 'no registration token' };
      let bearer: string;
      try {
        bearer = await accessToken();
      } catch (error) {
        return { outcome: 'retry', reason: error instanceof Error ? error.message : String(error) };
      }
      // Data-only (DESIGN §5): FCM data values are strings; the worker shows it itself.
      const data: Record<string, string> = {};
      for (const [name, value] of Object.entries(payload)) {
        if (value !== undefined && value !== null) data[name] = String(value);
      }
      try {
        const response = await fetch(
          `${apiBase}/v1/projects/${encodeURIComponent(options.projectId)}/messages:send`,
          {
            method: 'POST',
            headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
            body: JSON.stringify({
              message: {
                token: target.token,
                data,
                webpush: { headers: { Urgency: 'high', TTL: '86400' } },
                android: { priority: 'high' },
              },
            }),
            signal: AbortSignal.timeout(timeoutMs),
          },
        );
        if (response.ok) {
          await response.body?.cancel().catch(() => {});
          return { outcome: 'sent' };
        }
        const text = await response.text().catch(() => '');
        if (response.status === 401) cached = null;
        // HTTP v1 answers a token that no longer exists with 404 UNREGISTERED (or 400
        // INVALID_ARGUMENT naming the token): the device is gone.
        if (
          /UNREGISTERED/.test(text) ||
          (response.status === 400 && /registration token/i.test(text))
        ) {
          return { outcome: 'gone', status: response.status };
        }
        if (response.status === 401) {
          return { outcome: 'retry', status: 401, reason: 'access token refused' };
        }
        return resultFromStatus(response.status, response.headers.get('retry-after'), text);
      } catch (error) {
        return { outcome: 'retry', reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
