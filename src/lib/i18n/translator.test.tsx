import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Translator } from './translator';
import { initReactI18next, useTranslation } from './use-translation';

function make() {
  const i18n = new Translator();
  void i18n.init({
    lng: 'ar',
    fallbackLng: 'ar',
    resources: {
      ar: {
        translation: {
          shop: { name: 'دكّان', hello: 'مرحبًا {{name}}', only_ar: 'عربي' },
          items: {
            count_zero: 'لا شيء',
            count_one: 'واحد',
            count_two: 'اثنان',
            count_few: '{{count, number}} قطع',
            count_other: '{{count}} قطعة',
          },
        },
      },
      en: {
        translation: {
          shop: { name: 'Dukkan', hello: 'Hello {{name}}', empty: '' },
          items: { count_one: 'one item', count_other: '{{count}} items' },
        },
      },
    },
  });
  i18n.services.formatter.add('number', (value, language) => `${language}:${String(value)}`);
  return i18n;
}

describe('[I18N] translator', () => {
  it('reads dotted keys, interpolates and falls back to the key or the default', () => {
    const i18n = make();
    expect(i18n.t('shop.name')).toBe('دكّان');
    expect(i18n.t('shop.hello', { name: 'سارة' })).toBe('مرحبًا سارة');
    expect(i18n.t('shop.hello')).toBe('مرحبًا {{name}}');
    expect(i18n.t('shop.missing')).toBe('shop.missing');
    expect(i18n.t('shop.missing', { defaultValue: 'X {{n}}', n: 2 })).toBe('X 2');
    expect(i18n.t('shop.missing', 'plain default')).toBe('plain default');
    expect(i18n.t(['shop.missing', 'shop.name'])).toBe('دكّان');
    expect(i18n.t('shop')).toBe('shop');
    expect(i18n.exists('shop.name')).toBe(true);
    expect(i18n.exists('shop.missing')).toBe(false);
  });

  it('picks plural forms in i18next order, with the language formatter', () => {
    const i18n = make();
    const count = (n: number) => i18n.t('items.count', { count: n });
    expect([0, 1, 2, 3, 100, 11].map(count)).toEqual([
      'لا شيء',
      'واحد',
      'اثنان',
      'ar:3 قطع',
      '100 قطعة',
      'items.count',
    ]);
    void i18n.changeLanguage('en');
    expect([0, 1, 5].map(count)).toEqual(['0 items', 'one item', '5 items']);
    expect(i18n.t('shop.empty')).toBe('');
    expect(i18n.t('shop.only_ar')).toBe('عربي');
    expect(i18n.t('shop.name', { lng: 'ar' })).toBe('دكّان');
  });

  it('merges bundles without overwriting unless asked', () => {
    const i18n = make();
    i18n.addResourceBundle('ar', 'translation', { shop: { name: 'آخر', extra: 'إضافي' } }, true);
    expect(i18n.t('shop.name')).toBe('دكّان');
    expect(i18n.t('shop.extra')).toBe('إضافي');
    i18n.addResourceBundle('ar', 'translation', { shop: { name: 'آخر' } }, true, true);
    expect(i18n.t('shop.name')).toBe('آخر');
  });

  it('re-renders useTranslation users when the language changes, with a key prefix', () => {
    const i18n = make().use(initReactI18next);
    function Name() {
      const { t } = useTranslation(undefined, { keyPrefix: 'shop' });
      return <p>{t('name')}</p>;
    }
    render(<Name />);
    expect(screen.getByText('دكّان')).toBeTruthy();
    act(() => void i18n.changeLanguage('en'));
    expect(screen.getByText('Dukkan')).toBeTruthy();
  });
});
