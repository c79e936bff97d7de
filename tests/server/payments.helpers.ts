// Shared by the payments tests: a signed-in shopper, and the sandbox's checkout driven the way a
// browser drives it (GET the page, POST the form, follow the 303 to the return URL).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { payments, sandboxCharges, users } from '../../server/db/schema';
import type { ServerEnv } from '../../server/env';
import { issueSession } from '../../server/modules/auth/auth.service';
import { seedUser } from '../factories';

export interface Shopper {
  userId: number;
  token: string;
}

export async function shopper(
  ctx: { database: Database; env: ServerEnv },
  creditEgp = 0,
): Promise<Shopper> {
  const user = await seedUser(ctx.database.db, { role: 'user' });
  if (creditEgp) {
    await ctx.database.db.update(users).set({ credit: creditEgp }).where(eq(users.id, user.id));
  }
  const session = await issueSession(ctx.database.db, ctx.env, {
    userId: user.id,
    kind: 'user',
    role: 'user',
  });
  return { userId: user.id, token: session.token };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function call(
  app: FastifyInstance,
  who: Shopper | null,
  method: Method,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: {
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
      'accept-language': 'en',
      ...headers,
    },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** Charges the wallet: answers the payment id, the sandbox URL and the payment's reference. */
export async function startCharge(app: FastifyInstance, who: Shopper, amount: number) {
  const response = await call(app, who, 'POST', '/api/charge', { amount });
  if (response.statusCode !== 201)
    throw new Error(`charge ${response.statusCode} ${response.body}`);
  const { payment_id, checkout_url } = response.json().data as {
    payment_id: number;
    checkout_url: string;
  };
  const ref = checkout_url.split('/').pop()!;
  return { paymentId: payment_id, checkoutUrl: checkout_url, ref };
}

/** Submits the sandbox form with a test card (or `cancel`). */
export function payOnSandbox(app: FastifyInstance, checkoutUrl: string, card: string | 'cancel') {
  const form = card === 'cancel' ? 'action=cancel' : `card_number=${card}&action=pay`;
  return app.inject({
    method: 'POST',
    url: `${checkoutUrl}?lang=en`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form,
  });
}

export async function paymentRow(database: Database, id: number) {
  const [row] = await database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

export async function creditOf(database: Database, userId: number): Promise<number> {
  const [row] = await database.db
    .select({ credit: users.credit })
    .from(users)
    .where(eq(users.id, userId));
  return row!.credit;
}

/** Marks the sandbox's own record (Fawry's side) without any notification: a lost callback. */
export async function setSandboxStatus(database: Database, ref: string, status: string) {
  await database.db
    .update(sandboxCharges)
    .set({ orderStatus: status })
    .where(eq(sandboxCharges.merchantRef, ref));
}

export async function sandboxCharge(database: Database, ref: string) {
  const [row] = await database.db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.merchantRef, ref));
  return row!;
}
