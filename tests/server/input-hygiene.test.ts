// Request shapes that answered 500 (a NUL reaching the database, identifiers
// too long for an index row, ids beyond the integer column) now answer 400 validation_failed with
// the field and its message key.
import { describe, expect, it } from 'vitest';
import { createRng } from '../../server/db/seed/prng';
import { useTestApp } from './helper';

const ctx = useTestApp();

let requests = 0;
/** Each request from its own address: the contact form's per-client limit is not under test. */
function call(url: string, body?: Record<string, unknown>) {
  requests += 1;
  return ctx.app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    remoteAddress: `10.9.0.${requests}`,
    headers: { 'accept-language': 'en' },
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** Random letters and digits: unlike `'x'.repeat(n)`, PostgreSQL cannot compress them small. */
function incompressible(length: number, seed: number): string {
  const rng = createRng(seed);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from({ length }, () => rng.pick([...alphabet])).join('');
}

const LONG = incompressible(3000, 7);
const LONG_EMAIL = `${incompressible(3000, 8)}@example.com`;
const NUL = 'a\u0000b';
const CONTROL = 'validation.text.control';
const TOO_LONG = 'validation.text.too_long';
const FILTER = 'validation.filter.invalid';

const contact = {
  name: 'سارة أحمد',
  email: 'sara@example.com',
  subject: 'سؤال عن طلب',
  message: 'رسالة تجريبية طويلة بما يكفي',
};

/** [what, url, body (POST) or undefined (GET), field path, message key] */
const SHAPES: Array<[string, string, Record<string, unknown> | undefined, string, string]> = [
  ['NUL in suggestions', `/api/suggestions?q=${encodeURIComponent(NUL)}`, undefined, 'q', CONTROL],
  ['NUL in product search', '/api/website/search-products?q=%00', undefined, 'q', CONTROL],
  ['NUL in store search', '/api/website/search-stores?q=x%00', undefined, 'q', CONTROL],
  ['NUL in the store filter', '/api/products?store=a%00b', undefined, 'store', CONTROL],
  ['NUL in a store name (path)', '/api/stores/a%00b', undefined, 'username', CONTROL],
  [
    'NUL in the live username check',
    '/api/register-validation',
    { username: NUL },
    'username',
    CONTROL,
  ],
  [
    'NUL in a registration username',
    '/api/register',
    {
      name: 'سارة أحمد',
      username: 'ab\u0000cd',
      email: 'nul-username@example.com',
      phone: '01234567890',
      password: 'Secret123',
      password_confirmation: 'Secret123',
    },
    'username',
    CONTROL,
  ],
  ['NUL in login', '/api/login', { identifier: NUL, password: 'Secret123' }, 'identifier', CONTROL],
  [
    'NUL in panel login',
    '/api/panel/login',
    { identifier: NUL, password: 'x' },
    'identifier',
    CONTROL,
  ],
  [
    'NUL in forgot password',
    '/api/forgot-password',
    { identifier: '\u0000' },
    'identifier',
    CONTROL,
  ],
  ['NUL in a code request', '/api/otp', { channel: 'email', target: NUL }, 'target', CONTROL],
  ['NUL in contact name', '/api/contact-us', { ...contact, name: 'سارة\u0000' }, 'name', CONTROL],
  [
    'NUL in contact subject',
    '/api/contact-us',
    { ...contact, subject: 'admin\u0000' },
    'subject',
    CONTROL,
  ],
  [
    'NUL in contact message',
    '/api/contact-us',
    { ...contact, message: `${contact.message}\u0000` },
    'message',
    CONTROL,
  ],
  [
    'long identifier in login',
    '/api/login',
    { identifier: LONG, password: 'Secret123' },
    'identifier',
    TOO_LONG,
  ],
  [
    'long identifier in panel login',
    '/api/panel/login',
    { identifier: LONG, password: 'x' },
    'identifier',
    TOO_LONG,
  ],
  [
    'long identifier in forgot password',
    '/api/forgot-password',
    { identifier: LONG_EMAIL },
    'identifier',
    TOO_LONG,
  ],
  [
    'long target in a code request',
    '/api/otp',
    { channel: 'email', target: LONG_EMAIL },
    'target',
    TOO_LONG,
  ],
  [
    'long target in a code resend',
    '/api/resend-otp',
    { channel: 'email', target: LONG_EMAIL },
    'target',
    TOO_LONG,
  ],
  [
    'id beyond the integer column (areas)',
    '/api/areas?governorate=2147483648',
    undefined,
    'governorate',
    FILTER,
  ],
  ['id beyond the integer column (product)', '/api/products/2147483648', undefined, 'id', FILTER],
];

describe('[API] input hygiene: bad input answers 400, never 500', () => {
  it.each(SHAPES)('%s', async (_what, url, body, field, key) => {
    const response = await call(url, body);
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toContainEqual({ path: field, message: key });
  });

  it('keeps line breaks and tabs in multi-line text (a contact message)', async () => {
    const message = 'السلام عليكم،\n\tعندي سؤال عن طلبي.\r\nشكرًا';
    const response = await call('/api/contact-us', { ...contact, message });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a line break inside a one-line field (a contact subject)', async () => {
    const response = await call('/api/contact-us', { ...contact, subject: 'سؤال\nآخر' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toContainEqual({ path: 'subject', message: CONTROL });
  });
});
