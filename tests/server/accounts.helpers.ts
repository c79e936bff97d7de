// Shared by the accounts-* and panel-account-* API tests.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../server/db/client';

let counter = 0;
/** Unique per call within a run (and across files, via the time part). */
export function unique(): string {
  counter += 1;
  return `${Date.now().toString(36).slice(-5)}${process.pid % 1000}${counter}`;
}

export function uniquePhone(): string {
  return `012${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export interface CallOptions {
  token?: string;
  ip?: string;
  language?: 'ar' | 'en';
  method?: 'GET' | 'POST' | 'PUT';
}

export function call(
  app: FastifyInstance,
  url: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    url,
    // The socket address too, so the tests hold whether or not the app trusts X-Forwarded-For.
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      'accept-language': options.language ?? 'ar',
    },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

export interface OutboxItem {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
}

export async function outbox(app: FastifyInstance): Promise<OutboxItem[]> {
  const response = await app.inject({ method: 'GET', url: '/dev/outbox.json' });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: OutboxItem[] }).data;
}

/** The newest message to an address, and the 6-digit code in it. */
export async function lastMessage(app: FastifyInstance, to: string) {
  const message = (await outbox(app)).find((item) => item.to === to.toLowerCase());
  expect(message, `a message to ${to}`).toBeDefined();
  const code = /\b(\d{6})\b/.exec(message!.body)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return { ...message!, code: code! };
}

export function registration(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return {
    name: 'سارة أحمد علي',
    username: `r${id}`,
    email: `r${id}@example.com`,
    phone: uniquePhone(),
    gender: 'female',
    birthdate: '1995-04-12',
    password: 'Secret123',
    password_confirmation: 'Secret123',
    channel: 'email',
    ...overrides,
  };
}

/** Simulates time passing for code expiry without waiting: moves the codes' expiry back. */
export async function expireCodes(db: Db, target: string): Promise<void> {
  await db.execute(
    sql`UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE target = ${target}`,
  );
}

export function errorOf(response: LightMyRequestResponse) {
  return (
    response.json() as {
      error: {
        code: string;
        fields?: { path: string; message: string }[];
        retryAfter?: number;
      };
    }
  ).error;
}
