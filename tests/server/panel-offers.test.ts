// Homepage offer groups and their offers (admin; the moderator reads the offers) through the panel
// API, their audit rows, and the home page showing them at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedProduct } from '../factories';
import { useTestApp } from './helper';
import { logsAbout, panelCall, type PanelCaller, panelTrio } from './panel.helpers';

const ctx = useTestApp();
let admin: PanelCaller;
let moderator: PanelCaller;
let reseller: PanelCaller;
let image = '';

beforeAll(async () => {
  ({ admin, moderator, reseller } = await panelTrio(ctx, { canManageStore: true, canChat: false }));
  const sharp = (await import('sharp')).default;
  const png = await sharp({
    create: { width: 700, height: 700, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
  const boundary = '----offers';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="o.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/panel/uploads/images?kind=offers',
    headers: {
      authorization: `Bearer ${moderator.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  expect(uploaded.statusCode).toBe(201);
  image = uploaded.json().data.path;
});

const group = (overrides: Record<string, unknown> = {}) => ({
  title_ar: 'عروض الشتاء',
  title_en: 'Winter deals',
  sort: 1,
  ...overrides,
});

async function home(language: 'ar' | 'en' = 'en') {
  const answer = await ctx.app.inject({
    url: '/api/home',
    headers: { 'accept-language': language },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.offerGroups as {
    id: number;
    title: string;
    offers: { id: number; image: string; href: string }[];
  }[];
}

describe('[ADMIN][HOMEPAGE_OFFERS]', () => {
  it('creates a group with an offer; the home page shows it at once, and logs both', async () => {
    const created = await panelCall(ctx.app, admin, 'POST', '/api/panel/groups', group());
    expect(created.statusCode).toBe(201);
    const g = created.json().data;
    expect(g).toMatchObject({ title_en: 'Winter deals', offers: 0, starts_on: null });
    // An empty group is not shown.
    expect((await home()).find((x) => x.id === g.id)).toBeUndefined();

    const product = await seedProduct(ctx.database.db, {
      nameEn: 'Wool scarf',
      nameAr: 'كوفية صوف',
    });
    const offer = await panelCall(ctx.app, admin, 'POST', '/api/panel/offers', {
      group_id: g.id,
      image,
      link_kind: 'product',
      link_target: String(product.id),
    });
    expect(offer.statusCode).toBe(201);
    expect(offer.json().data).toMatchObject({ group_id: g.id, group_title_en: 'Winter deals' });

    const shown = (await home()).find((x) => x.id === g.id);
    expect(shown).toMatchObject({ title: 'Winter deals' });
    expect(shown!.offers[0]!.href).toContain(`/${product.id}`);
    expect((await home('ar')).find((x) => x.id === g.id)!.title).toBe('عروض الشتاء');

    expect((await logsAbout(ctx.database, 'homepage_offers', g.id))[0]).toMatchObject({
      action: 'homepage_offers.create',
    });
    expect((await logsAbout(ctx.database, 'offers', offer.json().data.id))[0]).toMatchObject({
      action: 'offers.create',
      actorId: admin.userId,
    });
    const listed = await panelCall(ctx.app, admin, 'GET', `/api/panel/offers?group=${g.id}`);
    expect(listed.json().data).toHaveLength(1);
    expect(
      (await panelCall(ctx.app, admin, 'GET', `/api/panel/groups/${g.id}`)).json().data.offers,
    ).toBe(1);
  });

  it('follows the schedule and the active switch', async () => {
    const g = (
      await panelCall(ctx.app, admin, 'POST', '/api/panel/groups', group({ title_en: 'Later' }))
    ).json().data;
    await panelCall(ctx.app, admin, 'POST', '/api/panel/offers', {
      group_id: g.id,
      image,
      link_kind: 'url',
      link_target: 'https://example.com/sale',
    });
    expect((await home()).some((x) => x.id === g.id)).toBe(true);
    const future = await panelCall(ctx.app, admin, 'PUT', `/api/panel/groups/${g.id}`, {
      ...group({ title_en: 'Later' }),
      starts_on: '2999-01-01',
    });
    expect(future.statusCode).toBe(200);
    expect((await home()).some((x) => x.id === g.id)).toBe(false);
    await panelCall(ctx.app, admin, 'PUT', `/api/panel/groups/${g.id}`, {
      ...group({ title_en: 'Later' }),
      is_active: false,
    });
    expect((await home()).some((x) => x.id === g.id)).toBe(false);
    const [log] = await logsAbout(ctx.database, 'homepage_offers', g.id);
    expect(log!.changes).toMatchObject({
      is_active: [true, false],
      starts_on: ['2999-01-01', null],
    });
  });

  it('refuses bad input on its field', async () => {
    const order = await panelCall(ctx.app, admin, 'POST', '/api/panel/groups', {
      ...group(),
      starts_on: '2026-12-10',
      ends_on: '2026-12-01',
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().error.fields).toEqual([
      { path: 'ends_on', message: 'validation.date.order' },
    ]);
    const g = (await panelCall(ctx.app, admin, 'POST', '/api/panel/groups', group())).json().data;
    for (const [kind, target] of [
      ['product', '99999999'],
      ['store', 'abc'],
      ['url', 'javascript:alert(1)'],
      ['url', 'http://plain.example'],
    ]) {
      const bad = await panelCall(ctx.app, admin, 'POST', '/api/panel/offers', {
        group_id: g.id,
        image,
        link_kind: kind,
        link_target: target,
      });
      expect(bad.statusCode, `${kind} ${target}`).toBe(400);
      expect(bad.json().error.fields).toEqual([
        { path: 'link_target', message: 'validation.offer_link.invalid' },
      ]);
    }
    const noImage = await panelCall(ctx.app, admin, 'POST', '/api/panel/offers', {
      group_id: g.id,
      image: 'not-an-upload',
      link_kind: 'url',
      link_target: 'https://example.com',
    });
    expect(noImage.json().error.fields[0].path).toBe('image');
  });

  it('deletes a group with its offers; bulk delete is all or none', async () => {
    const a = (await panelCall(ctx.app, admin, 'POST', '/api/panel/groups', group())).json().data;
    const offer = (
      await panelCall(ctx.app, admin, 'POST', '/api/panel/offers', {
        group_id: a.id,
        image,
        link_kind: 'url',
        link_target: 'https://example.com/a',
      })
    ).json().data;
    const partial = await panelCall(ctx.app, admin, 'POST', '/api/panel/groups/bulk-delete', {
      ids: [a.id, 99999999],
    });
    expect(partial.statusCode).toBe(404);
    expect((await panelCall(ctx.app, admin, 'GET', `/api/panel/groups/${a.id}`)).statusCode).toBe(
      200,
    );
    expect(
      (await panelCall(ctx.app, admin, 'DELETE', `/api/panel/groups/${a.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await panelCall(ctx.app, admin, 'GET', `/api/panel/offers/${offer.id}`)).statusCode,
    ).toBe(404);
    expect((await logsAbout(ctx.database, 'homepage_offers', a.id))[0]).toMatchObject({
      action: 'homepage_offers.delete',
    });

    const b = (await panelCall(ctx.app, admin, 'POST', '/api/panel/groups', group())).json().data;
    const c = (await panelCall(ctx.app, admin, 'POST', '/api/panel/groups', group())).json().data;
    const inB = (
      await panelCall(ctx.app, admin, 'POST', '/api/panel/offers', {
        group_id: b.id,
        image,
        link_kind: 'url',
        link_target: 'https://example.com/b',
      })
    ).json().data;
    const bulk = await panelCall(ctx.app, admin, 'POST', '/api/panel/groups/bulk-delete', {
      ids: [b.id, c.id],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data).toEqual({ affected: 2 });
    for (const id of [b.id, c.id]) {
      expect((await panelCall(ctx.app, admin, 'GET', `/api/panel/groups/${id}`)).statusCode).toBe(
        404,
      );
    }
    expect((await panelCall(ctx.app, admin, 'GET', `/api/panel/offers/${inB.id}`)).statusCode).toBe(
      404,
    );
    const left = (await panelCall(ctx.app, admin, 'GET', '/api/panel/groups?per_page=100')).json()
      .data as { id: number }[];
    expect(left.map((row) => row.id)).not.toContain(b.id);
    expect(left.map((row) => row.id)).not.toContain(c.id);
  });
});

describe('[ADMIN][OFFERS] one offer', () => {
  it('deletes one offer of a group, edits one, deletes several; the others stay', async () => {
    const g = (await panelCall(ctx.app, admin, 'POST', '/api/panel/groups', group())).json().data;
    const add = async (target: string) =>
      (
        await panelCall(ctx.app, admin, 'POST', '/api/panel/offers', {
          group_id: g.id,
          image,
          link_kind: 'url',
          link_target: target,
        })
      ).json().data as { id: number };
    const kept = await add('https://example.com/kept');
    const spare = await add('https://example.com/spare');
    const removed = await panelCall(ctx.app, admin, 'DELETE', `/api/panel/offers/${spare.id}`);
    expect(removed.json().data).toEqual({ id: spare.id });
    expect(
      (await panelCall(ctx.app, admin, 'GET', `/api/panel/offers/${spare.id}`)).statusCode,
    ).toBe(404);
    const inGroup = (
      await panelCall(ctx.app, admin, 'GET', `/api/panel/offers?group=${g.id}`)
    ).json().data as { id: number }[];
    expect(inGroup.map((row) => row.id)).toEqual([kept.id]);
    expect((await logsAbout(ctx.database, 'offers', spare.id))[0]?.action).toBe('offers.delete');

    const edited = await panelCall(ctx.app, admin, 'PUT', `/api/panel/offers/${kept.id}`, {
      group_id: g.id,
      image,
      link_kind: 'url',
      link_target: 'https://example.com/edited',
      sort: 3,
    });
    expect(edited.json().data).toMatchObject({
      link_target: 'https://example.com/edited',
      sort: 3,
    });
    const others = [await add('https://example.com/b1'), await add('https://example.com/b2')];
    const bulk = await panelCall(ctx.app, admin, 'POST', '/api/panel/offers/bulk-delete', {
      ids: others.map((offer) => offer.id),
    });
    expect(bulk.json().data).toEqual({ affected: 2 });
    const left = (await panelCall(ctx.app, admin, 'GET', `/api/panel/offers?group=${g.id}`)).json()
      .data as { id: number; link_target: string }[];
    expect(left.map((row) => [row.id, row.link_target])).toEqual([
      [kept.id, 'https://example.com/edited'],
    ]);
  });
});

describe('[MODERATOR][OFFERS]', () => {
  it('sees the offers but edits neither them nor the groups (spec §6: admin only)', async () => {
    const g = (await panelCall(ctx.app, admin, 'POST', '/api/panel/groups', group())).json().data;
    const offer = (
      await panelCall(ctx.app, admin, 'POST', '/api/panel/offers', {
        group_id: g.id,
        image,
        link_kind: 'url',
        link_target: 'https://example.com/a',
      })
    ).json().data;
    expect((await panelCall(ctx.app, moderator, 'GET', '/api/panel/groups')).statusCode).toBe(403);
    expect(
      (await panelCall(ctx.app, moderator, 'POST', '/api/panel/groups', group())).statusCode,
    ).toBe(403);
    const listed = await panelCall(ctx.app, moderator, 'GET', `/api/panel/offers?group=${g.id}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((row: { id: number }) => row.id)).toContain(offer.id);
    const viewed = await panelCall(ctx.app, moderator, 'GET', `/api/panel/offers/${offer.id}`);
    expect(viewed.statusCode).toBe(200);

    const created = await panelCall(ctx.app, moderator, 'POST', '/api/panel/offers', {
      group_id: g.id,
      image,
      link_kind: 'url',
      link_target: 'https://example.com/m',
    });
    expect(created.statusCode).toBe(403);
    const edited = await panelCall(ctx.app, moderator, 'PUT', `/api/panel/offers/${offer.id}`, {
      group_id: g.id,
      image,
      link_kind: 'url',
      link_target: 'https://example.com/m2',
      sort: 4,
    });
    expect(edited.statusCode).toBe(403);
    const deleted = await panelCall(ctx.app, moderator, 'POST', '/api/panel/offers/bulk-delete', {
      ids: [offer.id],
    });
    expect(deleted.statusCode).toBe(403);
    expect(
      (await panelCall(ctx.app, moderator, 'DELETE', `/api/panel/offers/${offer.id}`)).statusCode,
    ).toBe(403);
  });

  it('a reseller has no access', async () => {
    expect((await panelCall(ctx.app, reseller, 'GET', '/api/panel/offers')).statusCode).toBe(403);
  });
});
