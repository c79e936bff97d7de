// The admin's settings pages write exactly what the shop reads (layout, static pages,
// wizard, ads), trimmed and validated per spec §5/§9, logged, and admin-only; clear-cache.
import { beforeAll, describe, expect, it } from 'vitest';
import { cairoToday } from '../../server/modules/general/general.service';
import { logsAbout, panelCall, type PanelCaller, panelTrio } from './panel.helpers';
import { useTestApp } from './helper';

const ctx = useTestApp();
let admin: PanelCaller;
let moderator: PanelCaller;
let reseller: PanelCaller;

beforeAll(async () => {
  ({ admin, moderator, reseller } = await panelTrio(ctx, { canManageStore: true, canChat: true }));
});

const getPage = async (page: string, caller = admin) =>
  panelCall(ctx.app, caller, 'GET', `/api/panel/settings?page=${page}`);
const save = (body: unknown, caller = admin, lang: 'ar' | 'en' = 'en') =>
  panelCall(ctx.app, caller, 'POST', '/api/panel/settings', body, lang);
const shop = (url: string, lang: 'ar' | 'en' = 'en') =>
  ctx.app.inject({ url, headers: { 'accept-language': lang } });
const fieldOf = (res: { json(): { error: { fields: { path: string; message: string }[] } } }) =>
  res.json().error.fields[0]!;

const isoDay = (offsetDays: number) => {
  const [y, m, d] = cairoToday().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + offsetDays)).toISOString().slice(0, 10);
};

describe('[ADMIN][SETTINGS][SEO]', () => {
  it('a saved SEO title reaches GET /api/layout at once, trimmed to spec §9', async () => {
    const before = await shop('/api/layout');
    expect(before.statusCode).toBe(200);
    const longDescription = 'Fresh Egyptian deals every day from local shops. '.repeat(5);
    const saved = await save({
      page: 'manage_SEO',
      meta_title_ar: 'دكّان الجديد',
      meta_title_en: 'New Dukkan title',
      meta_description_ar: 'وصف عربي للموقع',
      meta_description_en: longDescription,
      meta_keywords_en: 'dukkan, shops ,  egypt',
    });
    expect(saved.statusCode).toBe(200);
    const data = saved.json().data;
    expect(data.page).toBe('manage_SEO');
    expect([...data.meta_description_en].length).toBeLessThanOrEqual(120);
    expect(data.meta_keywords_en).toBe('dukkan, shops, egypt');
    expect(data.meta_keywords_ar).toBe('');

    const en = (await shop('/api/layout')).json().data.meta;
    expect(en.meta_title).toBe('New Dukkan title');
    expect(en.meta_description).toBe(data.meta_description_en);
    expect((await shop('/api/layout', 'ar')).json().data.meta.meta_title).toBe('دكّان الجديد');

    const [log] = await logsAbout(ctx.database, 'settings', 'manage_SEO');
    expect(log).toMatchObject({ action: 'settings.update', actorId: admin.userId });
    expect(log!.changes!.meta_title_en![1]).toBe('New Dukkan title');
    expect((await getPage('manage_SEO')).json().data).toEqual(data);
  });

  it('requires a title, with the key on the field', async () => {
    const refused = await save({
      page: 'manage_SEO',
      meta_title_ar: '  ',
      meta_title_en: 'x',
      meta_description_ar: 'd',
      meta_description_en: 'd',
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldOf(refused)).toMatchObject({
      path: 'meta_title_ar',
      message: 'validation.required',
    });
  });
});

describe('[ADMIN][SETTINGS][WEBSITE]', () => {
  it('the form round-trips: what GET gives, POST accepts unchanged', async () => {
    const form = (await getPage('manage_website')).json().data;
    expect(form.page).toBe('manage_website');
    expect(form.about_en.length).toBeGreaterThan(10);
    const saved = await save(form);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual(form);
    // Nothing changed, so the log row names no field.
    const [log] = await logsAbout(ctx.database, 'settings', 'manage_website');
    expect(log!.changes).toBeNull();
  });

  it('a saved about text reaches the about-us call; name, footer and logo reach the layout', async () => {
    const form = (await getPage('manage_website')).json().data;
    const about = 'Dukkan connects Egyptian shops with their neighbours.\n\nSecond paragraph.';
    const saved = await save({
      ...form,
      site_name_en: 'Dukkan Plus',
      footer_en: 'New footer',
      logo: '/uploads/settings/logo-1.png',
      about_en: about,
      terms_ar: 'الشروط الجديدة للموقع كاملة.',
      twitter: '',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.logo).toBe('/uploads/settings/logo-1.png');

    const page = await shop('/api/about-us');
    expect(page.json().data).toMatchObject({ title: 'About us', body: about });
    expect((await shop('/api/terms', 'ar')).json().data.body).toBe('الشروط الجديدة للموقع كاملة.');
    const layout = (await shop('/api/layout')).json().data.settings;
    expect(layout).toMatchObject({
      siteName: { en: 'Dukkan Plus' },
      footer: { en: 'New footer' },
      logo: '/uploads/settings/logo-1.png',
      twitter: '',
    });
    const [log] = await logsAbout(ctx.database, 'settings', 'manage_website');
    expect(Object.keys(log!.changes!).sort()).toEqual(
      ['about_en', 'footer_en', 'logo', 'site_name_en', 'terms_ar', 'twitter'].sort(),
    );
  });

  it('applies the spec §5 link, phone and footer rules with the key on the field', async () => {
    const form = (await getPage('manage_website')).json().data;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ instagram: 'https://facebook.com/x' }, 'instagram', 'validation.instagram.invalid'],
      [{ facebook: 'https://evil.example/fb' }, 'facebook', 'validation.facebook.invalid_or_watch'],
      [{ twitter: 'twitter.com/x' }, 'twitter', 'validation.twitter.invalid'],
      [{ contact_phone: '0212345678' }, 'contact_phone', 'validation.phone.prefix'],
      [{ whatsapp: '011' }, 'whatsapp', 'validation.phone.length'],
      [{ footer_ar: 'ن'.repeat(751) }, 'footer_ar', 'validation.footer.too_long'],
      [{ about_en: 'short' }, 'about_en', 'validation.page_body.too_short'],
      [{ logo: '../../etc/passwd.png' }, 'logo', 'validation.image.required'],
      [{ verification_price: 10.123 }, 'verification_price', 'validation.number.money'],
    ];
    for (const [patch, path, message] of cases) {
      const refused = await save({ ...form, ...patch }, admin, 'ar');
      expect(refused.statusCode, JSON.stringify(patch)).toBe(400);
      const field = refused.json().error.fields.find((f: { path: string }) => f.path === path);
      expect(field?.message, JSON.stringify(patch)).toBe(message);
    }
    // Nothing was written.
    expect((await getPage('manage_website')).json().data).toEqual(form);
  });

  it('accepts fb.watch for facebook and an empty whatsapp', async () => {
    const form = (await getPage('manage_website')).json().data;
    const saved = await save({ ...form, facebook: 'https://fb.watch/abc', whatsapp: '' });
    expect(saved.statusCode).toBe(200);
    expect((await shop('/api/layout')).json().data.settings).toMatchObject({
      facebook: 'https://fb.watch/abc',
      whatsapp: '',
    });
  });
});

describe('[ADMIN][SETTINGS][ADS]', () => {
  it('saves ad slots and the layout shows only the active ones of today', async () => {
    const slot = {
      image: '/uploads/ads/banner-1.jpg',
      link: 'https://dukkan.example/offers',
      placement: 'home_top',
      starts_at: isoDay(-1),
      ends_at: isoDay(1),
    };
    const saved = await save({
      page: 'manage_Ads',
      slots: [
        slot,
        { ...slot, image: '/uploads/ads/future.jpg', starts_at: isoDay(2), ends_at: isoDay(5) },
        { ...slot, image: '/uploads/ads/off.jpg', is_active: false },
        {
          ...slot,
          image: '/uploads/ads/past.jpg',
          placement: 'home_bottom',
          starts_at: isoDay(-9),
          ends_at: isoDay(-2),
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.slots).toHaveLength(4);
    expect(saved.json().data.slots[0]).toMatchObject({
      image: '/uploads/ads/banner-1.jpg',
      is_active: true,
    });
    expect((await shop('/api/layout')).json().data.ads).toEqual([
      {
        image: '/uploads/ads/banner-1.jpg',
        link: 'https://dukkan.example/offers',
        placement: 'home_top',
      },
    ]);
    expect((await logsAbout(ctx.database, 'settings', 'manage_Ads'))[0]!.action).toBe(
      'settings.update',
    );
    // The form round-trips.
    const form = (await getPage('manage_Ads')).json().data;
    expect((await save(form)).json().data).toEqual(form);
  });

  it('refuses an end before the start, a bad date and an unknown placement', async () => {
    const slot = {
      image: '/uploads/ads/banner-1.jpg',
      link: 'https://dukkan.example/offers',
      placement: 'home_top',
      starts_at: '2026-12-10',
      ends_at: '2026-12-01',
    };
    const order = await save({ page: 'manage_Ads', slots: [slot] });
    expect(order.statusCode).toBe(400);
    expect(fieldOf(order)).toMatchObject({
      path: 'slots.0.ends_at',
      message: 'validation.date.order',
    });
    const bad = await save({ page: 'manage_Ads', slots: [{ ...slot, starts_at: '2026-02-30' }] });
    expect(fieldOf(bad)).toMatchObject({
      path: 'slots.0.starts_at',
      message: 'validation.date.invalid',
    });
    const where = await save({ page: 'manage_Ads', slots: [{ ...slot, placement: 'popup' }] });
    expect(where.statusCode).toBe(400);
    expect(fieldOf(where).path).toBe('slots.0.placement');
    expect((await save({ page: 'manage_nothing' })).statusCode).toBe(400);
  });
});

describe('[ADMIN][SETTINGS][WIZARD]', () => {
  it('replaces the steps and GET /api/wizard serves them in order per platform', async () => {
    const form = (await getPage('wizard')).json().data;
    expect(form.steps.length).toBeGreaterThan(0);
    // The seeded form round-trips (stored images included).
    expect((await save(form)).statusCode).toBe(200);

    const step = (platform: string, sort: number, title: string) => ({
      platform,
      sort,
      title_ar: `خطوة ${title}`,
      title_en: title,
      body_ar: 'شرح الخطوة بالتفصيل للمستخدم.',
      body_en: `How to ${title.toLowerCase()} in a few taps.`,
    });
    const saved = await save({
      page: 'wizard',
      steps: [
        step('web', 2, 'Checkout'),
        step('web', 1, 'Browse'),
        { ...step('ios', 0, 'Install'), image: '/uploads/wizard/ios-1.png' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.steps).toHaveLength(3);

    const web = (await shop('/api/wizard?platform=web')).json().data;
    expect(web.map((s: { title: string }) => s.title)).toEqual(['Browse', 'Checkout']);
    const ios = (await shop('/api/wizard?platform=ios', 'ar')).json().data;
    expect(ios).toEqual([
      expect.objectContaining({ title: 'خطوة Install', image: '/uploads/wizard/ios-1.png' }),
    ]);
    expect((await shop('/api/wizard?platform=android')).json().data).toEqual([]);
    const [log] = await logsAbout(ctx.database, 'settings', 'wizard');
    expect(log!.changes!.steps).toBeDefined();
  });

  it('refuses a short body with the path of the step', async () => {
    const refused = await save({
      page: 'wizard',
      steps: [
        {
          platform: 'android',
          title_ar: 'عنوان',
          title_en: 'Title',
          body_ar: 'قصير',
          body_en: 'Long enough body text.',
        },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldOf(refused)).toMatchObject({
      path: 'steps.0.body_ar',
      message: 'validation.description.too_short',
    });
    expect((await shop('/api/wizard?platform=web')).json().data).toHaveLength(2);
  });
});

describe('[ADMIN][SETTINGS] permissions and clear-cache', () => {
  it('is admin-only: moderators and resellers get 403 and change nothing', async () => {
    const seo = (await getPage('manage_SEO')).json().data;
    for (const caller of [moderator, reseller]) {
      expect((await getPage('manage_website', caller)).statusCode).toBe(403);
      expect((await save({ ...seo, meta_title_en: 'Hijacked' }, caller)).statusCode).toBe(403);
      expect((await panelCall(ctx.app, caller, 'POST', '/api/panel/clear-cache')).statusCode).toBe(
        403,
      );
    }
    expect((await getPage('manage_SEO')).json().data).toEqual(seo);
    expect(
      (await panelCall(ctx.app, null, 'GET', '/api/panel/settings?page=wizard')).statusCode,
    ).toBe(401);
  });

  it('clears the caches and logs it', async () => {
    const cleared = await panelCall(ctx.app, admin, 'POST', '/api/panel/clear-cache');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.cleared).toBeGreaterThan(0);
    const rows = await panelCall(ctx.app, admin, 'GET', '/api/panel/logs?action=cache.clear');
    const [log] = rows.json().data;
    expect(log).toMatchObject({ action: 'cache.clear', entity: 'cache', actorId: admin.userId });
  });

  it('answers an unknown page with 400', async () => {
    expect((await getPage('manage_everything')).statusCode).toBe(400);
  });
});
