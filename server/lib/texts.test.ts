import { describe, expect, it } from 'vitest';
import { bothLanguages, errorText, text } from './texts';

describe('[TEXTS] server texts from the locale files', () => {
  it('counts in Arabic-Indic digits with the Arabic plural form', () => {
    const three = text('ar', 'notifications.subscription.ends_soon_body', { store: 'س', count: 3 });
    const one = text('ar', 'notifications.subscription.ends_soon_body', { store: 'س', count: 1 });
    expect(three).toContain('خلال ٣ أيام');
    expect(one).toContain('خلال ١ يوم');
  });

  it('gives both languages, with values per language when they differ', () => {
    const body = bothLanguages('notifications.product.archive_soon_body', (language) => ({
      name: language === 'ar' ? 'قميص' : 'Shirt',
      count: 2,
    }));
    expect(body.ar).toMatch(/^«قميص» يُؤرشف بعد ٢ أيام/);
    expect(body.en).toMatch(/^“Shirt” will be archived in 2 days/);
  });

  it('writes an order number digit by digit, without grouping', () => {
    const body = bothLanguages('notifications.order.status_body', {
      id: 12345,
      status: 'delivered',
    });
    expect(body).toEqual({
      ar: 'طلبك رقم ١٢٣٤٥ أصبح مُسلَّمًا',
      en: 'Your order #12345 is now delivered',
    });
  });

  it('answers the key itself for a text that does not exist', () => {
    expect(text('ar', 'notifications.no_such_text')).toBe('notifications.no_such_text');
  });

  it('words an error code from errors.json, else keeps the given message', () => {
    expect(errorText('ar', 'not_found', 'Not found')).toBe('لم نعثر على ما تبحث عنه.');
    expect(errorText('en', 'not_found', 'Not found')).toBe(
      'We could not find what you are looking for.',
    );
    expect(errorText('en', 'no_such_code' as never, 'Fallback')).toBe('Fallback');
  });
});
