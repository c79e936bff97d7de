import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { errorsAr, errorsEn } from './error-texts';

const ctx = useTestApp();

describe('[API][GENERAL]', () => {
  it('[HEALTH] answers ok after checking the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.status).toBe('ok');
    expect(body.data.database).toBeUndefined();
  });

  it('[LAYOUT] gives meta in Arabic by default and in English on request', async () => {
    const ar = (await ctx.app.inject({ method: 'GET', url: '/api/layout' })).json();
    const en = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/layout',
        headers: { 'accept-language': 'en' },
      })
    ).json();
    expect(ar.data.meta.meta_title).toMatch(/[\u0600-\u06FF]/);
    expect(en.data.meta.meta_title).toMatch(/Dukkan/i);
    expect(en.data.meta.meta_title.length).toBeLessThanOrEqual(55);
    expect(ar.data.settings.siteName).toEqual(en.data.settings.siteName);
    expect(['traditional', 'modern']).toContain(en.data.settings.homeTheme);
    expect(ar.data.notificationsCount).toBe(0);
  });

  it('[WIZARD] lists the steps of a platform in the request language', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/wizard?platform=android',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    const steps = response.json().data as Array<{ platform: string; title: string; sort: number }>;
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.every((step) => step.platform === 'android')).toBe(true);
    expect(steps.map((step) => step.sort)).toEqual(
      [...steps.map((s) => s.sort)].sort((a, b) => a - b),
    );
  });

  it('[WIZARD] rejects an unknown platform naming the field', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/wizard?platform=tv' });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(error.fields.map((field: { path: string }) => field.path)).toContain('platform');
  });

  it('[LANGUAGE] accepts only ar and en', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/change-language',
      payload: { language: 'fr' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].path).toBe('language');
    const good = await ctx.app.inject({
      method: 'POST',
      url: '/api/change-language',
      payload: { language: 'en' },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ data: { language: 'en' } });
  });

  it('[ERRORS] an unknown API path is a 404 envelope, never the app shell', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: errorsAr.not_found } });
    const english = await ctx.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().error.message).toBe(errorsEn.not_found);
  });

  it('[ERRORS] malformed JSON is a 400 envelope', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/change-language',
      headers: { 'content-type': 'application/json' },
      payload: '{"language":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });

  it('[DOCS] the OpenAPI document lists the routes built so far', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/health', '/api/layout', '/api/wizard', '/api/change-language']),
    );
  });

  it('[SECURITY] sends a CSP that allows only our own origin for scripts', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
