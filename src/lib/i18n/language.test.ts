import { describe, expect, it } from 'vitest';
import { directionOf, languageFromSearch, localeOf, resolveLanguage } from './language';

describe('[I18N] language resolution (spec §4)', () => {
  it('takes ?locale=en from the URL over the stored language', () => {
    expect(resolveLanguage('?locale=en', 'ar')).toBe('en');
    expect(resolveLanguage('?page=2&locale=AR', 'en')).toBe('ar');
  });

  it('falls back to the stored language', () => {
    expect(resolveLanguage('', 'en')).toBe('en');
  });

  it('defaults to Arabic', () => {
    expect(resolveLanguage('', undefined)).toBe('ar');
  });

  it('ignores unsupported values in the URL and in storage', () => {
    expect(languageFromSearch('?locale=fr')).toBeNull();
    expect(resolveLanguage('?locale=fr', 'en')).toBe('en');
    expect(resolveLanguage('?locale=', 'de')).toBe('ar');
  });

  it('sets the direction and the Egyptian locale per language', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(localeOf('ar')).toBe('ar-EG');
  });
});
