import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { seedProduct, seedStore } from '../factories';
import { get, qs } from './catalogue-helpers';
import { testEnv, useTestApp } from './helper';
import { panelCall, panelCaller, type PanelCaller } from './panel.helpers';

// Two server processes on one database, each reusing anonymous answers for a minute (far longer
// than production's second): a panel write on one must empty the other's caches too, through
// the database's NOTIFY, or a shopper on the other would see the old catalogue for that minute.
const ctx = useTestApp({ CATALOGUE_ANSWER_TTL_MS: '60000' });
let other: FastifyInstance;
let admin: PanelCaller;

beforeAll(async () => {
  other = await buildApp({
    database: ctx.database,
    env: testEnv({ CATALOGUE_ANSWER_TTL_MS: '60000' }),
  });
  await other.ready();
  admin = await panelCaller(ctx, 'admin');
}, 120_000);

afterAll(async () => {
  await other?.close();
});

const ids = (body: { data: Array<{ id: number }> }) => body.data.map((p) => p.id).sort();

describe('[API][CATALOGUE] caches shared by every process', () => {
  it("a panel write on one process empties the other's answers at once", async () => {
    const store = await seedStore(ctx.database);
    const kept = await seedProduct(ctx.database, { storeId: store.id, status: 'accepted' });
    const taken = await seedProduct(ctx.database, { storeId: store.id, status: 'accepted' });
    const url = `/api/products${qs({ store: store.username })}`;
    const both = [kept.id, taken.id].sort();
    expect(ids((await get(other, url)).body)).toEqual(both);
    expect(ids((await get(ctx.app, url)).body)).toEqual(both);

    const down = await panelCall(ctx.app, admin, 'POST', '/api/panel/products/review', {
      ids: [taken.id],
      status: 'rejected',
      reason: 'Photos do not show the product on sale.',
    });
    expect(down.statusCode).toBe(200);

    expect(ids((await get(ctx.app, url)).body)).toEqual([kept.id]);
    await expect
      .poll(async () => ids((await get(other, url)).body), { timeout: 1_000, interval: 50 })
      .toEqual([kept.id]);
  });

  it('without a write, each process keeps its answer (the caches are really on)', async () => {
    const store = await seedStore(ctx.database);
    const first = await seedProduct(ctx.database, { storeId: store.id, status: 'accepted' });
    const url = `/api/products${qs({ store: store.username })}`;
    expect(ids((await get(other, url)).body)).toEqual([first.id]);
    await seedProduct(ctx.database, { storeId: store.id, status: 'accepted' });
    expect(ids((await get(other, url)).body)).toEqual([first.id]);
  });
});
