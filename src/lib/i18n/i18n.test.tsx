import { formatMoney } from '@domain/money';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n, keepErrorText, loadPanelTranslations } from './i18n';
import { setLanguage } from './set-language';

describe('[I18N] instance', () => {
  it('starts in the given language and sets <html lang dir>', () => {
    initI18n('ar');
    expect(i18n.t('common.app.name')).toBe('دكّان');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('reads every locale file by its name, including the domain messages', () => {
    initI18n('ar');
    expect(i18n.exists('errors.offline')).toBe(true);
    expect(i18n.exists('validation.username.too_short')).toBe(true);
    expect(i18n.exists('pwa.update.reload')).toBe(true);
  });

  it('formats interpolated numbers with Arabic-Indic digits in Arabic', () => {
    initI18n('ar');
    setLanguage('ar', { persist: false });
    expect(i18n.t('nav.shop.cart_count', { count: 12 })).toBe('السلة (١٢)');
  });

  it('counts meet their noun in the Arabic plural forms, with Arabic-Indic digits', () => {
    initI18n('ar');
    setLanguage('ar', { persist: false });
    const products = (count: number) => i18n.t('catalogue.listing.results', { count });
    expect([0, 1, 2, 3, 11, 17, 100].map(products)).toEqual([
      'لا منتجات',
      'منتج واحد',
      'منتجان',
      '٣ منتجات',
      '١١ منتجًا',
      '١٧ منتجًا',
      '١٠٠ منتج',
    ]);
    expect(i18n.t('catalogue.stock.in_stock_count', { count: 1 })).toBe('متوفر: قطعة واحدة');
    expect(i18n.t('catalogue.stock.in_stock_count', { count: 4 })).toBe('متوفر: ٤ قطع');
    setLanguage('en', { persist: false });
    expect([1, 1234].map(products)).toEqual(['1 product', '1,234 products']);
    setLanguage('ar', { persist: false });
  });

  it('formats prices and dates in the Egyptian locale, Arabic-Indic digits in Arabic', () => {
    initI18n('ar');
    setLanguage('ar', { persist: false });
    const price = i18n.t('test.price', { defaultValue: 'السعر {{amount, price}}', amount: 1500 });
    expect(price).toBe(`السعر ${formatMoney(1500, 'ar')}`);
    expect(price).toContain('١٬٥٠٠');
    const date = i18n.t('test.date', {
      defaultValue: '{{when, date(dateStyle: long)}}',
      when: new Date(2026, 0, 15),
    });
    expect(date).toContain('١٥');
    expect(date).toContain('يناير');
    setLanguage('en', { persist: false });
    expect(
      i18n.t('test.date', { defaultValue: '{{when, date}}', when: new Date(2026, 0, 15) }),
    ).toMatch(/^Jan 15, 2026$/);
    setLanguage('ar', { persist: false });
  });

  it('switches to English, left to right, and remembers the choice', () => {
    initI18n('ar');
    setLanguage('en', { persist: false });
    expect(i18n.t('common.app.name')).toBe('Dukkan');
    expect(i18n.t('nav.shop.cart_count', { count: 12 })).toBe('Cart (12)');
    expect(document.documentElement.dir).toBe('ltr');
    expect(JSON.parse(localStorage.getItem('dukkan') ?? '{}').language).toBe('en');
    setLanguage('ar', { persist: false });
  });

  it('keeps the panel namespace out until a panel screen loads it', async () => {
    initI18n('ar');
    expect(i18n.hasResourceBundle('ar', 'shop')).toBe(true);
    expect(i18n.hasResourceBundle('ar', 'panel')).toBe(false);
    expect(i18n.exists('back_office.fields.image')).toBe(false);
    await loadPanelTranslations();
    expect(i18n.t('back_office.fields.image')).toBe('الصورة');
    expect(i18n.t('back_office.fields.image', { lng: 'en' })).not.toBe('back_office.fields.image');
  });

  it('re-renders useTranslation users when the language changes, with a key prefix', () => {
    initI18n('ar');
    function Name() {
      const { t } = useTranslation(undefined, { keyPrefix: 'common.app' });
      return <p>{t('name')}</p>;
    }
    render(<Name />);
    expect(screen.getByText('دكّان')).toBeTruthy();
    act(() => setLanguage('en', { persist: false }));
    expect(screen.getByText('Dukkan')).toBeTruthy();
    act(() => setLanguage('ar', { persist: false }));
  });

  it("keeps the server's text of an error code the loaded texts lack, never over the app's own", () => {
    initI18n('ar');
    setLanguage('ar', { persist: false });
    keepErrorText('ar', 'code_from_a_newer_server', 'رسالة من الخادم');
    keepErrorText('ar', 'offline', 'نص آخر');
    expect(i18n.t('errors.code_from_a_newer_server')).toBe('رسالة من الخادم');
    expect(i18n.t('errors.offline')).not.toBe('نص آخر');
  });
});
