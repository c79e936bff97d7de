/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_BACKGROUND, BRAND_COLOR, webManifest } from './manifest';

const publicFile = (path: string) => readFileSync(new URL(`../public${path}`, import.meta.url));

describe('[PWA] web manifest', () => {
  it('is Arabic, right-to-left and standalone', () => {
    expect(webManifest).toMatchObject({
      lang: 'ar',
      dir: 'rtl',
      display: 'standalone',
      start_url: '/',
    });
    expect(webManifest.short_name).toBe('دكّان');
  });

  it('offers 192 and 512 any icons and a 512 maskable icon, all present in public/', () => {
    const icons = webManifest.icons ?? [];
    const has = (sizes: string, purpose: string) =>
      icons.some((icon) => icon.sizes === sizes && icon.purpose === purpose);
    expect(has('192x192', 'any') && has('512x512', 'any') && has('512x512', 'maskable')).toBe(true);
    for (const icon of icons) expect(publicFile(icon.src).length).toBeGreaterThan(0);
  });

  it('draws the icons in the manifest brand colour', () => {
    expect(publicFile('/icons/icon.svg').toString()).toContain(BRAND_COLOR);
    expect(webManifest.theme_color).toBe(BRAND_COLOR);
    expect(webManifest.background_color).toBe(BRAND_BACKGROUND);
  });

  it('has a shortcut for products, stores, cart and orders', () => {
    expect(webManifest.shortcuts?.map((s) => s.url)).toEqual([
      '/products',
      '/stores',
      '/cart',
      '/orders',
    ]);
  });

  it('describes every shortcut in Arabic, with its English in the localized members', () => {
    for (const shortcut of webManifest.shortcuts ?? []) {
      expect(shortcut.description).toMatch(/^[\u0600-\u06FF\s]+$/);
      expect(shortcut).toHaveProperty('description_localized.en.lang', 'en');
    }
  });
});
