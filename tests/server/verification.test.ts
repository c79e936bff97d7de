// A seller verifies a store step by step; ID photos stay private; the fee
// is paid once; admins and moderators decide; the photos go 30 days after the decision.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/auth/roles';
import { jobs, storeVerifications, stores, users } from '../../server/db/schema';
import { issueSession } from '../../server/modules/auth/auth.service';
import { runDueJobs } from '../../server/modules/jobs/jobs.service';
import { settle } from '../../server/modules/payments/payments.service';
import { seedStore, seedUser } from '../factories';
import { lastMessage } from './accounts.helpers';
import { postFile, useTestApp } from './helper';
import { logsAbout, panelCall, panelCaller, type PanelCaller } from './panel.helpers';
import { payOnSandbox } from './payments.helpers';

const ctx = useTestApp();

let jpeg: Buffer;
let phoneCounter = 0;

async function seller(role: Role = 'reseller', creditEgp = 0) {
  const user = await seedUser(ctx.database.db, { role });
  if (creditEgp) {
    await ctx.database.db.update(users).set({ credit: creditEgp }).where(eq(users.id, user.id));
  }
  const session = await issueSession(ctx.database.db, ctx.env, {
    userId: user.id,
    kind: 'user',
    role,
  });
  phoneCounter += 1;
  const phone = `0109${String(Date.now() % 10000).padStart(4, '0')}${String(phoneCounter).padStart(3, '0')}`;
  const store = await seedStore(ctx.database.db, {
    ownerId: user.id,
    phoneNumber: phone,
    verifiedAt: null,
  });
  const caller: PanelCaller = { userId: user.id, role, token: session.token };
  return { caller, store, phone };
}

function upload(caller: PanelCaller | null, storeId: number, kind: string, bytes = jpeg) {
  return postFile(
    ctx.app,
    `/api/verification/stores/${storeId}/photos/${kind}`,
    caller?.token ?? null,
    { field: 'image', name: 'id.jpg', type: 'image/jpeg', bytes },
  );
}

/** Phone, three photos: everything but the fee. */
async function stepsBeforeFee(caller: PanelCaller, storeId: number, phone: string) {
  const sent = await panelCall(
    ctx.app,
    caller,
    'POST',
    `/api/verification/stores/${storeId}/phone-code`,
  );
  expect(sent.statusCode).toBe(200);
  expect(sent.json().data.phone_number).toBe(phone);
  const { code } = await lastMessage(ctx.app, phone);
  const confirmed = await panelCall(
    ctx.app,
    caller,
    'POST',
    `/api/verification/stores/${storeId}/phone`,
    {
      code,
    },
  );
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json().data.steps.phone).toBe(true);
  for (const kind of ['id_front', 'id_back', 'selfie']) {
    const response = await upload(caller, storeId, kind);
    expect(response.statusCode, response.body).toBe(200);
  }
}

const privateFiles = () => {
  const dir = path.join(ctx.env.dataDir, 'private', 'verification');
  return existsSync(dir) ? readdirSync(dir) : [];
};

beforeAll(async () => {
  jpeg = await sharp({
    create: { width: 700, height: 700, channels: 3, background: { r: 200, g: 180, b: 150 } },
  })
    .jpeg()
    .toBuffer();
});

describe('price and stores', () => {
  it('answers the fee in EGP from the settings and the seller’s own stores only', async () => {
    const { caller, store } = await seller();
    const other = await seller();
    const price = await panelCall(ctx.app, caller, 'GET', '/api/verification/price');
    expect(price.statusCode).toBe(200);
    expect(price.json().data).toEqual({ price: 150, currency: 'EGP' });
    const list = await panelCall(ctx.app, caller, 'GET', '/api/verification/stores');
    expect(list.statusCode).toBe(200);
    const rows = list.json().data as { store_id: number; next_step: string; status: null }[];
    expect(rows.map((row) => row.store_id)).toEqual([store.id]);
    expect(rows[0]).toMatchObject({ status: null, next_step: 'phone', verified: false });
    expect(rows.some((row) => row.store_id === other.store.id)).toBe(false);
    expect((await panelCall(ctx.app, null, 'GET', '/api/verification/stores')).statusCode).toBe(
      401,
    );
  });
});

describe('scope', () => {
  it('refuses every step on another seller’s store as not found', async () => {
    const me = await seller();
    const other = await seller();
    const id = other.store.id;
    const code = await panelCall(
      ctx.app,
      me.caller,
      'POST',
      `/api/verification/stores/${id}/phone-code`,
    );
    expect(code.statusCode).toBe(404);
    expect((await upload(me.caller, id, 'id_front')).statusCode).toBe(404);
    const pay = await panelCall(ctx.app, me.caller, 'POST', `/api/verification/stores/${id}/pay`, {
      method: 'wallet',
    });
    expect(pay.statusCode).toBe(404);
    const submit = await panelCall(ctx.app, me.caller, 'POST', '/api/verification/verify', {
      store_id: id,
    });
    expect(submit.statusCode).toBe(404);
  });

  it('refuses a wrong code and a submission with steps missing', async () => {
    const { caller, store } = await seller();
    await panelCall(ctx.app, caller, 'POST', `/api/verification/stores/${store.id}/phone-code`);
    const wrong = await panelCall(
      ctx.app,
      caller,
      'POST',
      `/api/verification/stores/${store.id}/phone`,
      {
        code: '000000',
      },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('otp_invalid');
    const submit = await panelCall(ctx.app, caller, 'POST', '/api/verification/verify', {
      store_id: store.id,
    });
    expect(submit.statusCode).toBe(400);
    expect(submit.json().error.code).toBe('verification_incomplete');
    expect(submit.json().error.fields.map((f: { path: string }) => f.path)).toEqual([
      'phone',
      'id_front',
      'id_back',
      'selfie',
      'payment',
    ]);
  });
});

describe('the whole process, the private photos and the decision', () => {
  it('saves each step, pays once from the wallet, submits, and the admin approves', async () => {
    const { caller, store, phone } = await seller('reseller', 500);
    await stepsBeforeFee(caller, store.id, phone);
    const midway = (await panelCall(ctx.app, caller, 'GET', '/api/verification/stores')).json()
      .data[0];
    expect(midway).toMatchObject({ status: 'in_progress', next_step: 'payment' });
    expect(midway.steps).toEqual({
      phone: true,
      id_front: true,
      id_back: true,
      selfie: true,
      payment: false,
    });
    // The photos are not under the public uploads.
    expect(privateFiles().length).toBeGreaterThanOrEqual(3);
    const row = (
      await ctx.database.db
        .select()
        .from(storeVerifications)
        .where(eq(storeVerifications.storeId, store.id))
    )[0]!;
    expect(row.idFront).not.toContain('/uploads/');
    expect(existsSync(path.join(ctx.env.uploadsDir, 'verification'))).toBe(false);

    // Pay once: the second wallet payment is refused and takes nothing.
    const [first, second] = await Promise.all([
      panelCall(ctx.app, caller, 'POST', `/api/verification/stores/${store.id}/pay`, {
        method: 'wallet',
      }),
      panelCall(ctx.app, caller, 'POST', `/api/verification/stores/${store.id}/pay`, {
        method: 'wallet',
      }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const [wallet] = await ctx.database.db
      .select({ credit: users.credit })
      .from(users)
      .where(eq(users.id, caller.userId));
    expect(wallet!.credit).toBe(350);
    const card = await panelCall(
      ctx.app,
      caller,
      'POST',
      `/api/verification/stores/${store.id}/pay`,
      {
        method: 'card',
      },
    );
    expect(card.statusCode).toBe(409);

    const submitted = await panelCall(ctx.app, caller, 'POST', '/api/verification/verify', {
      store_id: store.id,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: 'submitted', next_step: null });
    // Submitted: the steps are closed.
    expect((await upload(caller, store.id, 'selfie')).statusCode).toBe(409);

    // ID photos: only admins and moderators, never cached.
    const url = `/api/panel/verification/photo?store=${store.id}&kind=id_front`;
    expect((await panelCall(ctx.app, null, 'GET', url)).statusCode).toBe(401);
    expect((await panelCall(ctx.app, caller, 'GET', url)).statusCode).toBe(403);
    const ownerPanel = await panelCaller(ctx, 'reseller');
    expect((await panelCall(ctx.app, ownerPanel, 'GET', url)).statusCode).toBe(403);
    const customer = await panelCaller(ctx, 'user');
    expect((await panelCall(ctx.app, customer, 'GET', url)).statusCode).toBe(403);
    const moderator = await panelCaller(ctx, 'moderator_admin');
    const photo = await panelCall(ctx.app, moderator, 'GET', url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
    // Nothing under /uploads serves it.
    const publicTry = await ctx.app.inject({
      method: 'GET',
      url: `/uploads/verification/${row.idFront}`,
    });
    expect(publicTry.statusCode).toBe(404);

    // The stores screen shows it waiting; the admin approves.
    const admin = await panelCaller(ctx, 'admin');
    const waiting = await panelCall(
      ctx.app,
      admin,
      'GET',
      '/api/panel/stores?verification=submitted&per_page=100',
    );
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().data.map((s: { id: number }) => s.id)).toContain(store.id);
    const decided = await panelCall(
      ctx.app,
      admin,
      'POST',
      '/api/panel/stores/verification/decide',
      {
        ids: [store.id],
        approved: true,
      },
    );
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data.affected).toBe(1);
    const [verified] = await ctx.database.db
      .select({ verifiedAt: stores.verifiedAt })
      .from(stores)
      .where(eq(stores.id, store.id));
    expect(verified!.verifiedAt).not.toBeNull();
    const logs = await logsAbout(ctx.database, 'stores', store.id);
    expect(logs[0]!.action).toBe('stores.verification_approve');
    // The badge shows in the shop.
    const page = await ctx.app.inject({ method: 'GET', url: `/api/stores/${store.username}` });
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json().data)).toMatch(/"verified":true/);
    // A second decision finds nothing waiting.
    const again = await panelCall(
      ctx.app,
      moderator,
      'POST',
      '/api/panel/stores/verification/decide',
      {
        ids: [store.id],
        approved: false,
        reason: 'The photo is blurred',
      },
    );
    expect(again.statusCode).toBe(409);

    // 30 days after the decision the photos go, once, files and names.
    const [purge] = await ctx.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.type, 'verification.purge-photos'));
    expect(purge!.runAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    await ctx.database.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, purge!.id));
    const before = privateFiles().length;
    await runDueJobs(ctx.database.db);
    expect(privateFiles().length).toBe(before - 3);
    expect((await panelCall(ctx.app, admin, 'GET', url)).statusCode).toBe(404);
    const detail = await panelCall(
      ctx.app,
      admin,
      'GET',
      `/api/panel/stores/${store.id}/verification`,
    );
    expect(detail.json().data).toMatchObject({
      status: 'approved',
      photos: { id_front: false, id_back: false, selfie: false },
    });
    expect(detail.json().data.photos_deleted_at).not.toBeNull();
  });

  it('pays by card once: the settlement marks the step paid; a replay changes nothing', async () => {
    const { caller, store, phone } = await seller('reseller');
    await stepsBeforeFee(caller, store.id, phone);
    const started = await panelCall(
      ctx.app,
      caller,
      'POST',
      `/api/verification/stores/${store.id}/pay`,
      {
        method: 'card',
      },
    );
    expect(started.statusCode).toBe(200);
    const checkout = started.json().data.checkout_url as string;
    expect(checkout).toMatch(/^\/sandbox\/fawry\//);
    const paid = await payOnSandbox(ctx.app, checkout, '4242424242424242');
    expect(paid.statusCode).toBe(303);
    const state = (await panelCall(ctx.app, caller, 'GET', '/api/verification/stores')).json()
      .data[0];
    expect(state).toMatchObject({ paid_with: 'card', fee_paid: 150, next_step: 'submit' });
    const [request] = await ctx.database.db
      .select()
      .from(storeVerifications)
      .where(eq(storeVerifications.storeId, store.id));
    const replay = await settle(ctx.database.db, request!.paymentId!, 'paid', {
      providerRef: 'replay',
      method: 'CARD',
      failureReason: null,
    });
    expect(replay.changed).toBe(false);
    const [after] = await ctx.database.db
      .select()
      .from(storeVerifications)
      .where(eq(storeVerifications.storeId, store.id));
    expect(after!.paidAt!.getTime()).toBe(request!.paidAt!.getTime());
    expect(
      (
        await panelCall(ctx.app, caller, 'POST', `/api/verification/stores/${store.id}/pay`, {
          method: 'card',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('a moderator rejects with a reason; the seller sees it and takes the request up again', async () => {
    const { caller, store, phone } = await seller('reseller', 200);
    await stepsBeforeFee(caller, store.id, phone);
    await panelCall(ctx.app, caller, 'POST', `/api/verification/stores/${store.id}/pay`, {
      method: 'wallet',
    });
    await panelCall(ctx.app, caller, 'POST', '/api/verification/verify', { store_id: store.id });
    const moderator = await panelCaller(ctx, 'moderator_admin');
    const noReason = await panelCall(
      ctx.app,
      moderator,
      'POST',
      '/api/panel/stores/verification/decide',
      {
        ids: [store.id],
        approved: false,
      },
    );
    expect(noReason.statusCode).toBe(400);
    const rejected = await panelCall(
      ctx.app,
      moderator,
      'POST',
      '/api/panel/stores/verification/decide',
      {
        ids: [store.id],
        approved: false,
        reason: 'The selfie does not show your face clearly',
      },
    );
    expect(rejected.statusCode).toBe(200);
    const mine = (await panelCall(ctx.app, caller, 'GET', '/api/verification/stores')).json()
      .data[0];
    expect(mine).toMatchObject({
      status: 'rejected',
      verified: false,
      rejection_reason: 'The selfie does not show your face clearly',
      next_step: 'submit',
    });
    // A new selfie reopens it; the fee already paid still counts.
    expect((await upload(caller, store.id, 'selfie')).statusCode).toBe(200);
    const resubmitted = await panelCall(ctx.app, caller, 'POST', '/api/verification/verify', {
      store_id: store.id,
    });
    expect(resubmitted.json().data).toMatchObject({ status: 'submitted', rejection_reason: null });
    // A reseller in the panel cannot decide.
    const reseller = await panelCaller(ctx, 'reseller');
    const refused = await panelCall(
      ctx.app,
      reseller,
      'POST',
      '/api/panel/stores/verification/decide',
      {
        ids: [store.id],
        approved: true,
      },
    );
    expect(refused.statusCode).toBe(403);
  });
});
