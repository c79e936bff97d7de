import { describe, expect, it } from 'vitest';
import { contactMessageSchema, contactSubjectSchema } from './contact';
import { emailSchema } from './account';
import { isHygienicString, line, text, TEXT_CEILING } from './hygiene';
import { V } from './keys';
import { firstErrorKey, stringRule } from './rule';
import { z } from 'zod';

describe('[DOMAIN][VALIDATION] input hygiene', () => {
  it('refuses NUL, other C0 and C1 controls, DEL and lone surrogates in one line', () => {
    for (const value of [
      'a\u0000b',
      '\u0007',
      'x\u001b[31m',
      '\u007f',
      '\u0085',
      'a\ud800',
      '\udc00',
    ])
      expect(firstErrorKey(line(), value), JSON.stringify(value)).toBe(V.text.control);
  });

  it('refuses line breaks and tabs in one line, keeps them in multi-line text', () => {
    expect(firstErrorKey(line(), 'a\nb')).toBe(V.text.control);
    expect(firstErrorKey(line(), 'a\tb')).toBe(V.text.control);
    expect(firstErrorKey(text(), 'سطر\n\tسطر\r\nسطر')).toBeNull();
    expect(firstErrorKey(text(), 'a\u0000b')).toBe(V.text.control);
  });

  it('accepts Arabic with its direction marks, diacritics and emoji', () => {
    expect(firstErrorKey(line(), 'مَتْجَر\u200f الأمل 🛍️')).toBeNull();
  });

  it('gives every string a ceiling, with the generic or the field message', () => {
    expect(firstErrorKey(line(), 'x'.repeat(TEXT_CEILING.line + 1))).toBe(V.text.too_long);
    expect(firstErrorKey(line(10, { tooLongKey: V.search.too_long }), 'x'.repeat(11))).toBe(
      V.search.too_long,
    );
    expect(firstErrorKey(emailSchema, `${'a'.repeat(3000)}@example.com`)).toBe(V.text.too_long);
  });

  it('applies the rule to every stringRule: its own messages first, then control characters', () => {
    expect(firstErrorKey(contactSubjectSchema, 'سؤال\u0000')).toBe(V.text.control);
    expect(firstErrorKey(contactSubjectSchema, 'x\u0000')).toBe(V.contact_subject.too_short);
    expect(firstErrorKey(contactMessageSchema, 'سطر أول\nسطر ثان')).toBeNull();
    expect(firstErrorKey(contactSubjectSchema, 'سؤال\nآخر')).toBe(V.text.control);
    // A pasted line break around a one-line value is trimmed, not refused.
    expect(contactSubjectSchema.parse('سؤال عن طلب\n')).toBe('سؤال عن طلب');
  });

  it('tells hygienic strings from bare ones (the contract walk relies on it)', () => {
    expect(isHygienicString(line())).toBe(true);
    expect(isHygienicString(line().trim().min(1))).toBe(true);
    expect(isHygienicString(stringRule({}))).toBe(true);
    expect(isHygienicString(z.string().max(10))).toBe(false);
    expect(isHygienicString(z.string().refine((value) => !value.includes('\u0000')))).toBe(false);
  });
});
