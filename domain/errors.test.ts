import { describe, expect, it } from 'vitest';
import arFirst from '../src/i18n/locales/ar/errors.json';
import arRest from '../src/i18n/locales/ar/more/errors.json';
import enFirst from '../src/i18n/locales/en/errors.json';
import enRest from '../src/i18n/locales/en/more/errors.json';
import { APP_ERROR_STATUS, AppError, AppErrorCode } from './errors';
import { USER_MESSAGES, errorMessageKey } from './messages';

// The error texts a catalogue page shows (`errors.json`) and the rest (`more/errors.json`).
const arMessages: Record<string, string> = { ...arFirst, ...arRest };
const enMessages: Record<string, string> = { ...enFirst, ...enRest };

describe('[DOMAIN][ERRORS] catalogue', () => {
  it('[DOMAIN][ERRORS] every AppErrorCode has a status and a message in both languages', () => {
    for (const code of Object.values(AppErrorCode)) {
      expect(APP_ERROR_STATUS[code], code).toBeTypeOf('number');
      expect(arMessages[code], `ar: ${code}`).toBeTypeOf('string');
      expect(enMessages[code], `en: ${code}`).toBeTypeOf('string');
      expect(errorMessageKey(code)).toBe(`errors.${code}`);
    }
  });

  it('[DOMAIN][ERRORS] every user message of spec §8 exists in both languages', () => {
    for (const key of Object.values(USER_MESSAGES)) {
      const name = key.replace(/^errors\./, '');
      expect(arMessages[name], `ar: ${key}`).toBeTypeOf('string');
      expect(enMessages[name], `en: ${key}`).toBeTypeOf('string');
    }
  });

  it('[DOMAIN][ERRORS] both files have the same keys and nothing unused', () => {
    const known = new Set([
      ...Object.values(AppErrorCode),
      ...Object.values(USER_MESSAGES).map((key) => key.replace(/^errors\./, '')),
    ]);
    expect(Object.keys(enMessages).sort()).toEqual(Object.keys(arMessages).sort());
    expect(Object.keys(arMessages).sort()).toEqual([...known].sort());
  });

  it('[DOMAIN][ERRORS] login failures are not 401, so the client keeps the form', () => {
    expect(new AppError('invalid_credentials').status).toBe(400);
    expect(new AppError('invalid_transition').status).toBe(409);
    expect(new AppError('payment_failed').status).toBe(402);
  });
});
