import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutFixture } from '@/test/layout-fixture';
import { renderWithApp } from '@/test/render';
import { ErrorScreen } from './error-screen';

describe('[ERROR SCREEN] spec §2', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: layoutFixture }), { status: 200 })),
    );
  });

  it('says the page is not available and links back home, in Arabic', async () => {
    renderWithApp(<ErrorScreen />, { path: '/missing' });
    expect(screen.getByRole('heading', { name: 'هذه الصفحة غير متاحة' })).toBeTruthy();
    expect(screen.getByText('٤٠٤')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' }).getAttribute('href')).toBe(
      '/',
    );
    await waitFor(() => expect(document.title).toBe('الصفحة غير موجودة | دكّان'));
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, follow',
    );
  });

  it('shows the 503 screen in English', () => {
    renderWithApp(<ErrorScreen kind="unavailable" />, { path: '/503', language: 'en' });
    expect(
      screen.getByRole('heading', { name: 'The service is not available right now' }),
    ).toBeTruthy();
    expect(screen.getByText('503')).toBeTruthy();
  });
});
