import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStateForTests } from '@/lib/session/storage';
import { layoutFixture } from '@/test/layout-fixture';
import { renderWithApp } from '@/test/render';
import { Component as Home } from './home.route';

describe('[SHOP][HOME] welcome from the site settings', () => {
  beforeEach(() => {
    resetStateForTests();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: layoutFixture }), { status: 200 })),
    );
  });

  it('greets with the site name and description of GET /api/layout, and nothing invented', async () => {
    renderWithApp(<Home />);
    expect(await screen.findByRole('heading', { name: 'أهلاً بك في دكّان' })).toBeTruthy();
    expect(await screen.findByText(layoutFixture.meta.meta_description)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'تصفّح المنتجات' }).getAttribute('href')).toBe(
      '/products',
    );
    expect(document.title).toBe(layoutFixture.meta.meta_title);
  });

  it('says so when the settings cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    renderWithApp(<Home />, { language: 'en' });
    expect(await screen.findByText('The site details could not be loaded right now.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
