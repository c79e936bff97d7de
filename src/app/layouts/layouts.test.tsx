import { PANELS } from '@domain/auth/panels';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session';
import { resetStateForTests } from '@/lib/session/storage';
import { layoutFixture } from '@/test/layout-fixture';
import { renderWithApp } from '@/test/render';
import { buildSession } from '@/test/sessions';
import { PanelSidebar } from './panel/panel-sidebar';
import { ShopFooter } from './shop/shop-footer';
import { ShopHeader } from './shop/shop-header';

const panel = (key: string) => PANELS.find((candidate) => candidate.key === key)!;

describe('[LAYOUT] shop header and footer', () => {
  beforeEach(() => {
    resetStateForTests();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: layoutFixture }), { status: 200 })),
    );
  });

  it('shows the main links and the cart count in Arabic-Indic digits', () => {
    setSession('user', buildSession({ cart_items_count: 12 }));
    renderWithApp(<ShopHeader />);
    const nav = screen.getAllByRole('navigation', { name: 'التنقّل الرئيسي' })[0]!;
    for (const name of ['الرئيسية', 'المنتجات', 'المتاجر', 'الأقسام', 'البحث']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'السلة (١٢)' }).getAttribute('href')).toBe('/cart');
  });

  it("shows the signed-in shopper's name with a menu: profile, orders, sign out", async () => {
    setSession('user', buildSession({ first_name: 'منى' }));
    renderWithApp(<ShopHeader />);
    // The menu is a chunk of its own: its trigger stands disabled in its place until it loads.
    const trigger = await waitFor(() => {
      const button = screen.getByRole('button', { name: /منى/ });
      expect(button.hasAttribute('disabled')).toBe(false);
      return button;
    });
    fireEvent.click(trigger);
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'الملف الشخصي' })).toBeTruthy(),
    );
    expect(screen.getByRole('menuitem', { name: 'طلباتي' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'تسجيل الخروج' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'تسجيل الدخول' })).toBeNull();
  });

  it('offers sign-in to visitors', () => {
    renderWithApp(<ShopHeader />, { language: 'en' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows the static pages and the footer text of the settings', async () => {
    renderWithApp(<ShopFooter />);
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    await waitFor(() => expect(screen.getByText('نص التذييل')).toBeTruthy());
  });
});

describe('[LAYOUT] panel menu from the panel config and can()', () => {
  it('lists the moderator entries and nothing admin-only', () => {
    renderWithApp(<PanelSidebar panel={panel('moderator')} />, { path: '/moderator/stores' });
    expect(screen.getByRole('link', { name: 'المتاجر' }).getAttribute('href')).toBe(
      '/moderator/stores',
    );
    expect(screen.queryByRole('link', { name: 'الأقسام' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'تسجيل الدخول' })).toBeNull();
  });

  it('lists the admin settings pages under /admin', () => {
    renderWithApp(<PanelSidebar panel={panel('admin')} />, { path: '/admin/dashboard' });
    expect(screen.getByRole('link', { name: 'إعدادات محركات البحث' }).getAttribute('href')).toBe(
      '/admin/settings/manage_SEO',
    );
  });
});
