// Shared helpers of the browser tests: stored sessions (the `dukkan` localStorage key of spec §3)
// and the page facts most specs assert on.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** The one localStorage key the app keeps its state in (src/lib/session/storage.ts). */
export const STORAGE_KEY = 'dukkan';

/** Any Arabic-Indic digit (٠–٩): Arabic pages show numbers in them (spec §1). */
export const ARABIC_DIGIT = /[\u0660-\u0669]/;

type StorageState = {
  cookies: [];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
};

/** A Playwright storage state whose `dukkan` key holds `state` for the app's origin. */
export function storageWith(
  baseURL: string | undefined,
  state: Record<string, unknown>,
): StorageState {
  if (!baseURL) throw new Error('baseURL is not configured');
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseURL).origin,
        localStorage: [{ name: STORAGE_KEY, value: JSON.stringify({ language: 'ar', ...state }) }],
      },
    ],
  };
}

/** The parsed `dukkan` key of the page's localStorage (empty object when absent). */
export interface StoredStateView {
  admin?: { role?: string } | null;
  user?: { role?: string } | null;
  [key: string]: unknown;
}

export async function readStoredState(page: Page): Promise<StoredStateView> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), STORAGE_KEY);
}

/** Waits until `<html>` carries the language and direction. */
export async function expectDocumentLanguage(page: Page, lang: 'ar' | 'en'): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', lang);
  await expect(html).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** A `toHaveURL` predicate: the page's path is `path` or one of its sub-paths (`/login/:type?`). */
export function atPath(path: string): (url: URL) => boolean {
  return (url) => url.pathname === path || url.pathname.startsWith(`${path}/`);
}

/** The seeded demo accounts (server/db/seed/accounts.ts) share this password. */
export const DEMO_PASSWORD = 'Dukkan@2026';

export type Lang = 'ar' | 'en';

const localeCache = new Map<string, Record<string, unknown>>();

/** A locale file with the rest of it that only screens past the catalogue load (`more/`). */
function localeFile(lang: Lang, file: string): Record<string, unknown> {
  const read = (...path: string[]) =>
    JSON.parse(readFileSync(join('src', 'i18n', 'locales', lang, ...path), 'utf8')) as Record<
      string,
      unknown
    >;
  const rest = existsSync(join('src', 'i18n', 'locales', lang, 'more', `${file}.json`))
    ? read('more', `${file}.json`)
    : {};
  return { ...read(`${file}.json`), ...rest };
}

/**
 * The text a user sees for an i18n key (`account.fields.username` → account.json), read from the
 * app's own locale files so the tests follow the wording without copying it.
 */
export function tr(lang: Lang, key: string): string {
  const [file = '', ...path] = key.split('.');
  const cacheKey = `${lang}/${file}`;
  if (!localeCache.has(cacheKey)) localeCache.set(cacheKey, localeFile(lang, file));
  let node: unknown = localeCache.get(cacheKey);
  for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return node;
}

/** A counted text (`key_one`, `key_few`, …) as i18next picks it, with the language's digits. */
export function trCount(lang: Lang, key: string, count: number): string {
  const text = tr(lang, `${key}_${new Intl.PluralRules(lang).select(count)}`);
  const digits = new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-US').format(count);
  return text.replace('{{count, number}}', digits);
}

/** The session the API answers on sign-in (domain/contracts/auth.contract.ts `sessionSchema`). */
export interface ApiSession {
  token: string;
  role: string;
  expiresAt: string;
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  [key: string]: unknown;
}

/** Signs in through the real API (`/api/login`, or `/api/panel/login` with `panel`). */
export async function apiSignIn(
  request: APIRequestContext,
  identifier: string,
  { password = DEMO_PASSWORD, panel = false } = {},
): Promise<ApiSession> {
  const response = await request.post(panel ? '/api/panel/login' : '/api/login', {
    data: { identifier, password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { data } = (await response.json()) as { data: { status: string; session?: ApiSession } };
  if (data.status !== 'signed_in' || !data.session) {
    throw new Error(`${identifier} did not sign in directly (${data.status})`);
  }
  return data.session;
}

/** The newest 6-digit code sent to an email or phone, read from the dev outbox. */
export async function outboxCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/dev/outbox.json');
      const { data } = (await response.json()) as { data: { to: string; body: string }[] };
      const message = data.find((item) => item.to.toLowerCase() === to.toLowerCase());
      code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** A new, unique shopper's details (usernames ≤ 20 characters, Egyptian mobile numbers). */
export function newShopper(tag: string) {
  const unique = `${Date.now() % 1e7}${Math.floor(Math.random() * 100)}`.padStart(9, '0');
  const username = `${tag}${unique}`.slice(0, 20);
  return {
    username,
    email: `${username}@example.test`,
    phone: `015${unique.slice(-8)}`,
    password: 'Secret123',
  };
}

/**
 * Registers and verifies a shopper through the API (code by text message, so the email address has
 * had no code yet and a test may ask for one at once); answers their details.
 */
export async function apiRegister(
  request: APIRequestContext,
  tag: string,
  headers: Record<string, string> = {},
) {
  const shopper = newShopper(tag);
  const registered = await request.post('/api/register', {
    headers,
    data: {
      name: 'Test Shopper',
      username: shopper.username,
      email: shopper.email,
      phone: shopper.phone,
      password: shopper.password,
      password_confirmation: shopper.password,
      channel: 'email',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  // The email is the verified address: it signs in and gets reset codes (an unverified one does
  // neither); the phone stays unverified.
  const code = await outboxCode(request, shopper.email);
  const verified = await request.post('/api/verify', {
    headers,
    data: { email: shopper.email, code },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return shopper;
}

/**
 * Opens a page and waits until React has taken it over (`<html data-interactive>`, set in AppShell):
 * server-rendered pages are visible before their handlers are attached.
 */
export async function gotoInteractive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
}

/** A phone-sized browser of its own, signed in to the shop as `user`, in `lang`. */
export async function personPage(browser: Browser, baseURL: string, lang: Lang, user: ApiSession) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    storageState: storageWith(baseURL, { language: lang, user, admin: null }),
  });
  return { context, page: await context.newPage() };
}
