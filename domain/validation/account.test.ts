import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  confirmPasswordSchema,
  emailSchema,
  languageSchema,
  longNameSchema,
  matchPasswords,
  moderatorGrantsSchema,
  passwordSchema,
  personNameSchema,
} from './account';
import { usernameSchema } from './username';
import { V } from './keys';
import { firstErrorKey } from './rule';

describe('[DOMAIN][VALIDATION] username', () => {
  it('[DOMAIN][USERNAME] is required', () => {
    expect(firstErrorKey(usernameSchema, '')).toBe(V.required);
    expect(firstErrorKey(usernameSchema, '   ')).toBe(V.required);
    expect(firstErrorKey(usernameSchema, undefined)).toBe(V.required);
  });

  it('[DOMAIN][USERNAME] accepts 2 to 20 characters', () => {
    expect(firstErrorKey(usernameSchema, 'a')).toBe(V.username.too_short);
    expect(firstErrorKey(usernameSchema, 'ab')).toBeNull();
    expect(firstErrorKey(usernameSchema, 'a'.repeat(20))).toBeNull();
    expect(firstErrorKey(usernameSchema, 'a'.repeat(21))).toBe(V.username.too_long);
  });

  it('[DOMAIN][USERNAME] rejects inner whitespace but trims the ends', () => {
    expect(firstErrorKey(usernameSchema, 'ali hassan')).toBe(V.username.whitespace);
    expect(firstErrorKey(usernameSchema, 'ali\thassan')).toBe(V.username.whitespace);
    expect(usernameSchema.parse('  ali_h  ')).toBe('ali_h');
  });
});

describe('[DOMAIN][VALIDATION] person name', () => {
  it('[DOMAIN][NAME] accepts Arabic and English names of 2 to 20 letters', () => {
    expect(firstErrorKey(personNameSchema, 'محمد')).toBeNull();
    expect(firstErrorKey(personNameSchema, 'عبد الرحمن')).toBeNull();
    expect(firstErrorKey(personNameSchema, 'Mona')).toBeNull();
    expect(firstErrorKey(personNameSchema, 'مُحَمَّد')).toBeNull();
  });

  it('[DOMAIN][NAME] enforces the 2 to 20 length', () => {
    expect(firstErrorKey(personNameSchema, 'م')).toBe(V.name.too_short);
    expect(firstErrorKey(personNameSchema, 'a'.repeat(21))).toBe(V.name.too_long);
  });

  it('[DOMAIN][NAME] rejects digits, including Arabic-Indic ones', () => {
    expect(firstErrorKey(personNameSchema, 'Ali2')).toBe(V.name.digits);
    expect(firstErrorKey(personNameSchema, 'علي٢')).toBe(V.name.digits);
  });

  it('[DOMAIN][NAME] rejects symbols', () => {
    for (const name of ['Ali!', 'El-Sayed', 'Ali_H', 'a@b', 'Ali.']) {
      expect(firstErrorKey(personNameSchema, name)).toBe(V.name.symbols);
    }
  });

  it('[DOMAIN][NAME] has a 50-character variant for non-person names', () => {
    expect(firstErrorKey(longNameSchema, 'ملابس رجالي - 2026')).toBeNull();
    expect(firstErrorKey(longNameSchema, 'a'.repeat(50))).toBeNull();
    expect(firstErrorKey(longNameSchema, 'a'.repeat(51))).toBe(V.name.too_long_50);
    expect(firstErrorKey(longNameSchema, '')).toBe(V.required);
  });
});

describe('[DOMAIN][VALIDATION] email and password', () => {
  it('[DOMAIN][EMAIL] requires a valid address', () => {
    expect(firstErrorKey(emailSchema, '')).toBe(V.required);
    expect(firstErrorKey(emailSchema, 'mona@example.com')).toBeNull();
    expect(firstErrorKey(emailSchema, 'mona@example')).toBe(V.email.invalid);
    expect(firstErrorKey(emailSchema, 'mona.example.com')).toBe(V.email.invalid);
  });

  it('[DOMAIN][PASSWORD] needs 6 characters, a capital letter and a digit', () => {
    expect(firstErrorKey(passwordSchema, '')).toBe(V.required);
    expect(firstErrorKey(passwordSchema, 'Abc12')).toBe(V.password.rule);
    expect(firstErrorKey(passwordSchema, 'abcdef1')).toBe(V.password.rule);
    expect(firstErrorKey(passwordSchema, 'Abcdefg')).toBe(V.password.rule);
    expect(firstErrorKey(passwordSchema, 'Abcde1')).toBeNull();
  });

  it('[DOMAIN][PASSWORD] keeps surrounding spaces as part of the secret', () => {
    expect(passwordSchema.parse(' Abcde1 ')).toBe(' Abcde1 ');
  });

  it('[DOMAIN][PASSWORD] confirmation must equal the password', () => {
    const form = z
      .object({ password: passwordSchema, password_confirmation: confirmPasswordSchema })
      .superRefine(matchPasswords('password', 'password_confirmation'));
    const mismatch = form.safeParse({ password: 'Abcde1', password_confirmation: 'Abcde2' });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['password_confirmation'],
      message: V.password.mismatch,
    });
    expect(form.safeParse({ password: 'Abcde1', password_confirmation: 'Abcde1' }).success).toBe(
      true,
    );
    expect(firstErrorKey(confirmPasswordSchema, '')).toBe(V.required);
  });
});

describe('[DOMAIN][VALIDATION] language and moderator grants', () => {
  it('[DOMAIN][LANGUAGE] accepts only ar and en', () => {
    expect(firstErrorKey(languageSchema, 'ar')).toBeNull();
    expect(firstErrorKey(languageSchema, 'en')).toBeNull();
    expect(firstErrorKey(languageSchema, 'fr')).toBe(V.language.invalid);
    expect(firstErrorKey(languageSchema, 'AR')).toBe(V.language.invalid);
  });

  it('[DOMAIN][MODERATOR] needs store management or chat', () => {
    expect(firstErrorKey(moderatorGrantsSchema, [])).toBe(V.moderator.permissions);
    expect(firstErrorKey(moderatorGrantsSchema, ['manage_store'])).toBeNull();
    expect(firstErrorKey(moderatorGrantsSchema, ['chat'])).toBeNull();
    expect(firstErrorKey(moderatorGrantsSchema, ['manage_store', 'chat'])).toBeNull();
    expect(firstErrorKey(moderatorGrantsSchema, ['delete_everything'])).toBe(
      V.moderator.permissions,
    );
    expect(firstErrorKey(moderatorGrantsSchema, undefined)).toBe(V.moderator.permissions);
  });
});
