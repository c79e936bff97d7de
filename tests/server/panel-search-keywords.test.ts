// Admin search keywords through the panel API — CRUD, review, bulk writes, the keyword
// run and its status, the shop's suggestions, and the admin-only permission.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../server/db/schema';
import { EMPTY_SCOPE, type Actor } from '../../server/modules/auth/actor';
import { KeywordRunner } from '../../server/modules/search-keywords/keyword-run';
import { extractKeywords } from '../../server/modules/search-keywords/keyword-extractor';
import {
  askForKeywords,
  parseKeywordAnswer,
} from '../../server/modules/search-keywords/keyword-ai';
import { seedProduct } from '../factories';
import { useTestApp } from './helper';
import { logsAbout, panelCall, type PanelCaller, panelTrio } from './panel.helpers';

const ctx = useTestApp();
let admin: PanelCaller;
let moderator: PanelCaller;
let reseller: PanelCaller;
const URL = '/api/panel/search-keywords';

beforeAll(async () => {
  ({ admin, moderator, reseller } = await panelTrio(ctx, { canManageStore: true, canChat: true }));
});

const create = (body: Record<string, unknown>) => panelCall(ctx.app, admin, 'POST', URL, body);

async function suggestionsFor(q: string) {
  const answer = await ctx.app.inject({
    url: `/api/suggestions?q=${encodeURIComponent(q)}`,
    headers: { 'accept-language': 'ar' },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.keywords as string[];
}

describe('[ADMIN][SEARCH_KEYWORDS] CRUD', () => {
  it('creates an approved keyword, logs it, and the shop suggests it at once', async () => {
    const created = await create({ keyword: 'شنطة ظهر مدرسية', language: 'ar' });
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row).toMatchObject({
      keyword: 'شنطة ظهر مدرسية',
      language: 'ar',
      source: 'admin',
      review: 'approved',
      category_id: null,
    });
    const [log] = await logsAbout(ctx.database, 'search_keywords', row.id);
    expect(log).toMatchObject({ action: 'search_keywords.create', actorId: admin.userId });
    // Folded: ة and ه match, so does a word typed without its last letter.
    expect(await suggestionsFor('شنطه ظهر')).toContain('شنطة ظهر مدرسية');
  });

  it('does not suggest a pending or rejected keyword', async () => {
    const pending = (
      await create({ keyword: 'مكواة بخار', language: 'ar', review: 'pending' })
    ).json().data;
    expect(await suggestionsFor('مكواه')).not.toContain('مكواة بخار');
    await panelCall(ctx.app, admin, 'PATCH', `${URL}/update-review-by-admin`, {
      ids: [pending.id],
      review: 'approved',
    });
    expect(await suggestionsFor('مكواه')).toContain('مكواة بخار');
    const rejected = await panelCall(ctx.app, admin, 'PATCH', `${URL}/update-review-by-admin`, {
      ids: [pending.id],
      review: 'rejected',
    });
    expect(rejected.json().data).toEqual({ affected: 1 });
    expect(await suggestionsFor('مكواه')).not.toContain('مكواة بخار');
    const logs = await logsAbout(ctx.database, 'search_keywords', pending.id);
    expect(logs[0]).toMatchObject({
      action: 'search_keywords.review',
      changes: { review: ['approved', 'rejected'] },
    });
  });

  it('edits a keyword, and refuses a duplicate (folded, same language) on the field', async () => {
    const one = (await create({ keyword: 'Running shoes', language: 'en' })).json().data;
    const dup = await create({ keyword: 'running  SHOES', language: 'en' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual([
      { path: 'keyword', message: 'validation.keyword.taken' },
    ]);
    // The same words in the other language are another keyword.
    expect((await create({ keyword: 'Running shoes', language: 'ar' })).statusCode).toBe(201);
    const [category] = await ctx.database.db.select().from(categories).limit(1);
    const edited = await panelCall(ctx.app, admin, 'PUT', `${URL}/${one.id}`, {
      keyword: 'Trail running shoes',
      language: 'en',
      category_id: category!.id,
      review: 'approved',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      keyword: 'Trail running shoes',
      category_id: category!.id,
      category_name_en: category!.nameEn,
    });
    const [log] = await logsAbout(ctx.database, 'search_keywords', one.id);
    expect(log!.changes).toMatchObject({ keyword: ['Running shoes', 'Trail running shoes'] });
  });

  it('rejects invalid input with the field path', async () => {
    const short = await create({ keyword: 'a', language: 'fr' });
    expect(short.statusCode).toBe(400);
    const paths = short.json().error.fields.map((f: { path: string }) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['keyword', 'language']));
    const noCategory = await create({ keyword: 'مفارش', language: 'ar', category_id: 999999 });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().error.fields[0].path).toBe('category_id');
  });

  it('lists with filters and search', async () => {
    await create({ keyword: 'ساعة ذكية', language: 'ar', review: 'pending' });
    const pending = await panelCall(ctx.app, admin, 'GET', `${URL}?review=pending&language=ar`);
    expect(pending.statusCode).toBe(200);
    const rows = pending.json().data as { review: string; language: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.review === 'pending' && r.language === 'ar')).toBe(true);
    const searched = await panelCall(
      ctx.app,
      admin,
      'GET',
      `${URL}?q=${encodeURIComponent('ساعه')}`,
    );
    expect(searched.json().data.map((r: { keyword: string }) => r.keyword)).toEqual(['ساعة ذكية']);
    const bad = await panelCall(ctx.app, admin, 'GET', `${URL}?review=maybe`);
    expect(bad.statusCode).toBe(400);
  });

  it('files keywords under a category and bulk-deletes them, all or none', async () => {
    const a = (await create({ keyword: 'ستائر', language: 'ar' })).json().data;
    const b = (await create({ keyword: 'curtains', language: 'en' })).json().data;
    const [category] = await ctx.database.db.select().from(categories).limit(1);
    const filed = await panelCall(ctx.app, admin, 'POST', `${URL}/bulk-categories`, {
      ids: [a.id, b.id],
      category_id: category!.id,
    });
    expect(filed.json().data).toEqual({ affected: 2 });
    const listed = await panelCall(ctx.app, admin, 'GET', `${URL}?category=${category!.id}`);
    expect(listed.json().data.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    const missing = await panelCall(ctx.app, admin, 'POST', `${URL}/bulk-delete`, {
      ids: [a.id, 999999],
    });
    expect(missing.statusCode).toBe(404);
    expect((await panelCall(ctx.app, admin, 'GET', `${URL}/${a.id}`)).statusCode).toBe(200);
    const deleted = await panelCall(ctx.app, admin, 'POST', `${URL}/bulk-delete`, {
      ids: [a.id, b.id],
    });
    expect(deleted.json().data).toEqual({ affected: 2 });
    expect((await panelCall(ctx.app, admin, 'GET', `${URL}/${a.id}`)).statusCode).toBe(404);
    const [log] = await logsAbout(ctx.database, 'search_keywords', b.id);
    expect(log).toMatchObject({ action: 'search_keywords.delete' });
    const one = (await create({ keyword: 'سجاد', language: 'ar' })).json().data;
    expect((await panelCall(ctx.app, admin, 'DELETE', `${URL}/${one.id}`)).statusCode).toBe(200);
  });

  it('is admin only', async () => {
    for (const caller of [moderator, reseller]) {
      expect((await panelCall(ctx.app, caller, 'GET', URL)).statusCode).toBe(403);
      const posted = await panelCall(ctx.app, caller, 'POST', URL, {
        keyword: 'ممنوع',
        language: 'ar',
      });
      expect(posted.statusCode).toBe(403);
      expect((await panelCall(ctx.app, caller, 'POST', `${URL}/run-ai`)).statusCode).toBe(403);
    }
    expect((await panelCall(ctx.app, null, 'GET', `${URL}/ai/status`)).statusCode).toBe(401);
  });
});

describe('[ADMIN][SEARCH_KEYWORDS] keyword run', () => {
  it('runs the built-in extractor to done, with status polling, proposals pending', async () => {
    const [main] = await ctx.database.db
      .insert(categories)
      .values({ nameAr: 'أحذية رياضية', nameEn: 'Sport shoes', slug: 'sport-shoes-kw' })
      .returning();
    for (const [ar, en] of [
      ['حذاء جري خفيف', 'Light running sneakers'],
      ['حذاء جري للرجال', 'Men running sneakers'],
      ['حذاء تنس أبيض', 'White tennis shoes'],
      ['حذاء جري نسائي', 'Women running sneakers'],
    ] as const) {
      await seedProduct(ctx.database.db, { nameAr: ar, nameEn: en, categoryId: main!.id });
    }
    const idle = await panelCall(ctx.app, admin, 'GET', `${URL}/ai/status`);
    expect(idle.json().data.state).toBe('idle');
    const started = await panelCall(ctx.app, admin, 'POST', `${URL}/run-ai`);
    expect(started.statusCode).toBe(202);
    expect(started.json().data).toMatchObject({ state: 'queued', engine: 'builtin' });

    let status = started.json().data;
    for (let i = 0; i < 200 && (status.state === 'queued' || status.state === 'running'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await panelCall(ctx.app, admin, 'GET', `${URL}/ai/status`)).json().data;
    }
    expect(status).toMatchObject({ state: 'done', error: null });
    expect(status.progress).toBe(status.total);
    expect(status.created).toBeGreaterThan(0);

    const proposed = await panelCall(
      ctx.app,
      admin,
      'GET',
      `${URL}?category=${main!.id}&source=ai&per_page=100`,
    );
    const rows = proposed.json().data as { keyword: string; review: string; language: string }[];
    expect(rows.every((r) => r.review === 'pending')).toBe(true);
    const words = rows.map((r) => r.keyword);
    expect(words).toEqual(expect.arrayContaining(['حذاء جري', 'running sneakers']));
    // Pending proposals are not suggested until approved.
    expect(await suggestionsFor('حذاء جري')).not.toContain('حذاء جري');

    // A second run skips what exists.
    await panelCall(ctx.app, admin, 'POST', `${URL}/run-ai`);
    for (let i = 0; i < 200; i++) {
      status = (await panelCall(ctx.app, admin, 'GET', `${URL}/ai/status`)).json().data;
      if (status.state === 'done' || status.state === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toMatchObject({ state: 'done', created: 0 });
    expect(status.skipped).toBeGreaterThan(0);
  });
});

const runActor = (): Actor => ({
  userId: admin.userId,
  sessionId: 'test',
  kind: 'admin',
  role: 'admin',
  scope: EMPTY_SCOPE,
});

async function finished(runner: KeywordRunner) {
  for (let i = 0; i < 400; i++) {
    const status = runner.status();
    if (status.state === 'done' || status.state === 'failed') return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the run did not finish');
}

describe('[SEARCH_KEYWORDS] one run at a time', () => {
  it('refuses a second start while a run is queued', async () => {
    const runner = new KeywordRunner(ctx.database.db, null);
    const first = runner.start(runActor());
    await expect(runner.start(runActor())).rejects.toMatchObject({ code: 'conflict' });
    await first;
    expect((await finished(runner)).state).toBe('done');
  });
});

describe('[SEARCH_KEYWORDS] proposers', () => {
  it('the extractor keeps frequent words and phrases, leaves stop words and one-offs out', () => {
    const out = extractKeywords([
      'قميص قطن رجالي',
      'قميص قطن أبيض',
      'قميص كتان',
      'بنطلون جينز',
      'Cotton shirt for men',
      'White cotton shirt',
      'Linen shirt',
    ]);
    const ar = out.filter((k) => k.language === 'ar').map((k) => k.keyword);
    const en = out.filter((k) => k.language === 'en').map((k) => k.keyword);
    expect(ar).toEqual(expect.arrayContaining(['قميص قطن', 'قميص']));
    expect(ar).not.toContain('جينز');
    expect(en).toEqual(expect.arrayContaining(['cotton shirt', 'shirt']));
    expect(en).not.toContain('for');
  });

  describe('OpenAI-compatible endpoint (a fake on 127.0.0.1)', () => {
    let server: Server;
    let seen: { url?: string; auth?: string; body?: Record<string, unknown> } = {};
    let reply: unknown;
    let baseUrl = '';

    beforeAll(async () => {
      server = createServer((req, res) => {
        let raw = '';
        req.on('data', (chunk) => (raw += chunk));
        req.on('end', () => {
          seen = { url: req.url, auth: req.headers.authorization, body: JSON.parse(raw) };
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(reply));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('sends a chat completion and maps the JSON answer, dropping invalid keywords', async () => {
      reply = {
        choices: [
          {
            message: {
              content:
                '```json\n{"ar": ["حذاء جري", "x", 42], "en": ["running shoes", "trail shoes"]}\n```',
            },
          },
        ],
      };
      const out = await askForKeywords(
        { baseUrl, apiKey: 'test-key', model: 'tiny' },
        { categoryAr: 'أحذية', categoryEn: 'Shoes', names: ['حذاء جري', 'Running shoes'] },
      );
      expect(seen.url).toBe('/v1/chat/completions');
      expect(seen.auth).toBe('Bearer test-key');
      expect(seen.body).toMatchObject({ model: 'tiny', response_format: { type: 'json_object' } });
      const messages = seen.body!.messages as { role: string; content: string }[];
      expect(JSON.parse(messages[1]!.content)).toEqual({
        category: { ar: 'أحذية', en: 'Shoes' },
        products: ['حذاء جري', 'Running shoes'],
      });
      expect(out).toEqual([
        { keyword: 'حذاء جري', language: 'ar' },
        { keyword: 'running shoes', language: 'en' },
        { keyword: 'trail shoes', language: 'en' },
      ]);
    });

    it('a run with the endpoint files its answers; a bad answer fails the run', async () => {
      reply = {
        choices: [{ message: { content: '{"ar": ["عرض خاص جدا"], "en": ["kw-run-special"]}' } }],
      };
      const endpoint = { baseUrl, apiKey: 'k', model: 'tiny' };
      const runner = new KeywordRunner(ctx.database.db, endpoint);
      expect((await runner.start(runActor())).engine).toBe('ai');
      const done = await finished(runner);
      expect(done).toMatchObject({ state: 'done', engine: 'ai' });
      const listed = await panelCall(ctx.app, admin, 'GET', `${URL}?q=kw-run-special&source=ai`);
      expect(listed.json().data).toEqual([
        expect.objectContaining({ keyword: 'kw-run-special', review: 'pending', language: 'en' }),
      ]);

      reply = { choices: [{ message: { content: 'no JSON here' } }] };
      const failing = new KeywordRunner(ctx.database.db, endpoint);
      await failing.start(runActor());
      const failed = await finished(failing);
      expect(failed.state).toBe('failed');
      expect(failed.error).toBeTruthy();
    });

    it('fails on an answer that is not the JSON asked for', () => {
      expect(() => parseKeywordAnswer({ choices: [{ message: { content: 'sorry' } }] })).toThrow();
      expect(() => parseKeywordAnswer({ error: 'x' })).toThrow();
    });
  });
});
