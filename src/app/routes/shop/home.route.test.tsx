import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStateForTests } from '@/lib/session/storage';
import { productCardFixture, storeCardFixture } from '@/test/catalogue-fixtures';
import { layoutFixture } from '@/test/layout-fixture';
import { renderWithApp } from '@/test/render';
import { Component as Home } from './home.route';

const hero = { title: 'دكّان', description: 'اشتري وبيع بدون وسيط' };
const category = {
  id: 1,
  name: 'ملابس',
  slug: 'clothes',
  image: null,
  icon: null,
  displayAsText: false,
  productsCount: 40,
};

/** Answers each API path with its payload, like the real server would. */
function serve(theme: 'traditional' | 'modern', fail = false) {
  const payloads: Record<string, unknown> = {
    '/api/layout': { ...layoutFixture, settings: { ...layoutFixture.settings, homeTheme: theme } },
    '/api/home': {
      theme,
      hero,
      offerGroups: [],
      categories: [category],
      featured: [productCardFixture({ id: 1, name: 'منتج مميز' })],
      offers: [
        productCardFixture({ id: 2, name: 'منتج بخصم', discount: 10, discountedPrice: 1350 }),
      ],
      newest: [productCardFixture({ id: 3, name: 'منتج جديد' })],
      stores: [storeCardFixture()],
    },
    '/api/website-home': {
      theme,
      hero,
      offerGroups: [],
      rails: [{ category, products: [productCardFixture({ id: 4, name: 'منتج في القسم' })] }],
      spotlight: [{ store: storeCardFixture(), products: [productCardFixture({ id: 5 })] }],
      offers: [],
      mostViewed: [productCardFixture({ id: 6, name: 'الأكثر مشاهدة هنا' })],
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (fail && path !== '/api/layout') return new Response('', { status: 500 });
      return new Response(JSON.stringify({ data: payloads[path] }), { status: 200 });
    }),
  );
}

describe('[SHOP][HOME] the admin-chosen home theme', () => {
  beforeEach(() => resetStateForTests());

  it('traditional: hero, category tiles, offers, featured, newest and stores from GET /api/home', async () => {
    serve('traditional');
    const { container } = renderWithApp(<Home />);
    expect(await screen.findByRole('heading', { level: 1, name: 'دكّان' })).toBeTruthy();
    expect(container.querySelector('[data-home-theme="traditional"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'تسوّق حسب القسم' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ملابس' }).getAttribute('href')).toBe(
      '/products?category=1',
    );
    expect(screen.getByText('منتج مميز')).toBeTruthy();
    expect(screen.getByText('منتج بخصم')).toBeTruthy();
    expect(screen.getByText('منتج جديد')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'متاجر مختارة' })).toBeTruthy();
    expect(document.title).toBe(layoutFixture.meta.meta_title);
  });

  it('modern: category rails, store spotlight and most viewed from GET /api/website-home', async () => {
    serve('modern');
    const { container } = renderWithApp(<Home />, { language: 'en' });
    expect(await screen.findByText('منتج في القسم')).toBeTruthy();
    expect(container.querySelector('[data-home-theme="modern"]')).not.toBeNull();
    expect(screen.getByText('Store in the spotlight')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Most viewed' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Offers and discounts' })).toBeNull();
  });

  it('says so when the home cannot be loaded, with a retry', async () => {
    serve('traditional', true);
    renderWithApp(<Home />, { language: 'en' });
    expect(await screen.findByText('The site details could not be loaded right now.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
